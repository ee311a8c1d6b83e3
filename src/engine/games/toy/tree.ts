/**
 * @packageDocumentation
 * Abstract game trees written as nested lists of leaf values, e.g.
 * `[[3, 12, 8], [2, 4, 6], [14, 5, 2]]` (the textbook two-ply tree, in Russell and Norvig's counting of plies).
 * Commas are optional: `[[3 12 8] [2 4 6] [14 5 2]]` reads the same.
 *
 * Leaf values are for the player who moves at the root (the maximiser), as in
 * textbooks and in the recursion course's worked example.
 */

import { engineError, err, ok, type Result } from '../../core/result.ts';

export type ToyTree = number | readonly ToyTree[];

/** Largest tree the parser accepts, so that a typo cannot freeze a page. */
const MAX_TOY_NODES = 100_000;
/**
 * Deepest nesting the parser accepts. The parser itself keeps its own stack,
 * but every tree it returns goes on to recursive code (searches, writers), so
 * its depth is bounded here, with a named error, once.
 */
export const MAX_TOY_DEPTH = 500;

const SEPARATOR = /[\s,]/;
const NUMBER = /[-+]?\d+(\.\d+)?/y;

/** Reads the toy notation, or names the first problem and where it is. */
export function parseTree(text: string): Result<ToyTree> {
  let i = 0;
  let nodes = 0;
  const skip = () => {
    while (i < text.length && SEPARATOR.test(text[i])) i++;
  };
  const fail = (what: string) =>
    err(engineError('ERR_NOTATION', i >= text.length ? `${what}, but the text ended` : `${what} at character ${i + 1}, found '${text[i]}'`, i));

  // Lists being read, innermost last: no recursion, whatever the nesting.
  const open: ToyTree[][] = [];
  let done: ToyTree | undefined;
  while (done === undefined) {
    skip();
    if (open.length > 0 && text[i] === ']') {
      i++;
      const children = open.pop()!;
      if (children.length === 0) return err(engineError('ERR_NOTATION', `empty list [] at character ${i - 1}: a node needs a value or children`, i - 2));
      if (open.length === 0) done = children;
      else open[open.length - 1].push(children);
      continue;
    }
    if (open.length > 0 && i >= text.length) return fail(`expected ']' to close the list opened at depth ${open.length - 1}`);
    if (++nodes > MAX_TOY_NODES) return err(engineError('ERR_RANGE', `more than ${MAX_TOY_NODES} nodes`));
    if (text[i] === '[') {
      if (open.length >= MAX_TOY_DEPTH) return err(engineError('ERR_RANGE', `the tree is nested more than ${MAX_TOY_DEPTH} levels deep`, i));
      i++;
      open.push([]);
      continue;
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return fail("expected a number or '['");
    i += m[0].length;
    const leaf = Number(m[0]);
    if (open.length === 0) done = leaf;
    else open[open.length - 1].push(leaf);
  }
  skip();
  if (i < text.length) return fail('expected the end of the tree');
  return ok(done);
}

/** The notation of a tree: `[[3, 12], [2, 4]]`, or `[[3 12] [2 4]]` with `compact` (the text boxes' form). */
export function writeTree(t: ToyTree, { compact = false }: { compact?: boolean } = {}): string {
  const sep = compact ? ' ' : ', ';
  const write = (n: ToyTree): string => (typeof n === 'number' ? String(n) : `[${n.map(write).join(sep)}]`);
  return write(t);
}

export function countNodes(t: ToyTree): number {
  return typeof t === 'number' ? 1 : 1 + t.reduce<number>((n, c) => n + countNodes(c), 0);
}
