/**
 * @packageDocumentation
 * A `Game` whose positions are the nodes of an explicit tree (AIMA's "Fig52Game"
 * idea): the searches, the tracer and the visualiser run on textbook trees
 * exactly as they run on real games. A move is a child index.
 */

import type { Game, Player } from '../../core/game.ts';
import { engineError, err, ok } from '../../core/result.ts';
import { parseTree, writeTree, type ToyTree } from './tree.ts';

export interface ToyPosition {
  readonly root: ToyTree;
  /** Child indices from the root to this node. */
  readonly path: readonly number[];
  readonly node: ToyTree;
}

const toyPosition = (root: ToyTree): ToyPosition => ({ root, path: [], node: root });

/** The toy game over `root`: player 0 (max) moves at even plies. */
export function toyGame(root: ToyTree): Game<ToyPosition> {
  return {
    id: 'toy',
    name: 'Abstract tree',
    players: ['MAX', 'MIN'],
    initial: () => toyPosition(root),
    toMove: (p) => (p.path.length % 2) as Player,
    legalMoves: (p) => (typeof p.node === 'number' ? [] : p.node.map((_, i) => i)),
    play: (p, i) => ({ root: p.root, path: [...p.path, i], node: (p.node as readonly ToyTree[])[i] }),
    outcome: (p) => {
      if (typeof p.node !== 'number') return undefined;
      const v = p.node;
      return { winner: v > 0 ? 0 : v < 0 ? 1 : undefined };
    },
    // Leaf values are for MAX; the engine wants them for the side to move.
    evaluate: (p) => (typeof p.node === 'number' ? (p.path.length % 2 === 0 ? p.node : -p.node) : 0),
    key: (p) => p.path.join('.'),
    parse: (text) => {
      const t = parseTree(text);
      return t.ok ? ok(toyPosition(t.value)) : t;
    },
    write: (p) => writeTree(p.node),
    formatMove: (i) => String(i + 1),
    parseMove: (text, p) => {
      const i = Number(text) - 1;
      const n = typeof p.node === 'number' ? 0 : p.node.length;
      return Number.isInteger(i) && i >= 0 && i < n
        ? ok(i)
        : err(engineError('ERR_ILLEGAL_MOVE', `'${text}' is not a child number 1..${n}`));
    },
  };
}
