/**
 * How each language's captions name a node: one switch over the kinds of
 * `NodeRef`, given that language's words. Neither language's set owns it,
 * so neither imports the other.
 */
import type { NodeRef } from '../../lib/viz/types.ts';

/** A language's words for each kind of node; a labelled node is named by its label alone. */
export interface NodeWords {
  readonly root: string;
  readonly numbered: (text: string) => string;
  readonly after: (moves: string) => string;
  readonly move: (move: number) => string;
}

/** Names `n` with a language's words (each caption set calls this once, with its own). */
export function nameNode(n: NodeRef, words: NodeWords): string {
  switch (n.kind) {
    case 'root':
      return words.root;
    case 'label':
      return n.text;
    case 'numbered':
      return words.numbered(n.text);
    case 'after':
      return words.after(n.moves);
    case 'move':
      return words.move(n.move);
  }
}
