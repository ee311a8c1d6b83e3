/**
 * @packageDocumentation
 * Abstract game trees written as nested lists of leaf values, e.g.
 * `[[3, 12, 8], [2, 4, 6], [14, 5, 2]]` (the textbook three-ply tree).
 * Commas are optional: `[[3 12 8] [2 4 6] [14 5 2]]` reads the same.
 *
 * Leaf values are for the player who moves at the root (the maximiser), as in
 * textbooks and in the recursion course's worked example.
 */

import { engineError, err, ok, type Result } from '../../core/result.ts';

export type ToyTree = number | readonly ToyTree[];

/** Largest tree the parser accepts, so that a typo cannot freeze a page. */
export const MAX_TOY_NODES = 100_000;

export function parseTree(text: string): Result<ToyTree> {
  let i = 0;
  let nodes = 0;
  const skip = () => {
    while (i < text.length && /[\s,]/.test(text[i])) i++;
  };
  const fail = (what: string) =>
    err(engineError('ERR_NOTATION', i >= text.length ? `${what}, but the text ended` : `${what} at character ${i + 1}, found '${text[i]}'`, i));

  function node(depth: number): Result<ToyTree> {
    skip();
    if (++nodes > MAX_TOY_NODES) return err(engineError('ERR_RANGE', `more than ${MAX_TOY_NODES} nodes`));
    if (text[i] === '[') {
      i++;
      const children: ToyTree[] = [];
      for (;;) {
        skip();
        if (text[i] === ']') {
          i++;
          if (children.length === 0) return err(engineError('ERR_NOTATION', `empty list [] at character ${i - 1}: a node needs a value or children`, i - 2));
          return ok(children);
        }
        if (i >= text.length) return fail(`expected ']' to close the list opened at depth ${depth}`);
        const child = node(depth + 1);
        if (!child.ok) return child;
        children.push(child.value);
      }
    }
    const m = /^[-+]?\d+(\.\d+)?/.exec(text.slice(i));
    if (!m) return fail("expected a number or '['");
    i += m[0].length;
    return ok(Number(m[0]));
  }

  const tree = node(0);
  if (!tree.ok) return tree;
  skip();
  if (i < text.length) return fail('expected the end of the tree');
  return tree;
}

export function writeTree(t: ToyTree): string {
  return typeof t === 'number' ? String(t) : `[${t.map(writeTree).join(', ')}]`;
}

export function countNodes(t: ToyTree): number {
  return typeof t === 'number' ? 1 : 1 + t.reduce<number>((n, c) => n + countNodes(c), 0);
}

export function treeDepth(t: ToyTree): number {
  return typeof t === 'number' ? 0 : 1 + Math.max(...t.map(treeDepth));
}
