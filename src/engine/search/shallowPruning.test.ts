import { describe, expect, test } from 'vitest';
import { unwrap } from '../core/result.ts';
import { tictactoe } from '../games/tictactoe/tictactoe.ts';
import { DEEP_CUTOFF_TREE } from '../games/toy/pruningTrees.ts';
import { parseTree, type ToyTree } from '../games/toy/tree.ts';
import { toyGame } from '../games/toy/toy.ts';
import { alphaBeta } from './alphaBeta.ts';
import { minimax } from './minimax.ts';
import { shallowPruning } from './shallowPruning.ts';
import { recorder, type SearchEvent } from './trace.ts';

const toy = (text: string) => toyGame(unwrap(parseTree(text)));
const negate = (t: ToyTree): ToyTree => (typeof t === 'number' ? -t : t.map(negate));

/** Paths (child numbers from 1) of the nodes entered, in visit order. */
function visited(events: readonly SearchEvent[]): string[] {
  const path = new Map<number, string>();
  const out: string[] = [];
  for (const e of events) {
    if (e.type !== 'enter') continue;
    const p = e.parent < 0 ? '' : `${path.get(e.parent)}${path.get(e.parent) ? '.' : ''}${e.move! + 1}`;
    path.set(e.node, p);
    out.push(p);
  }
  return out;
}

describe('the deep-cutoff tree', () => {
  const g = toy(DEEP_CUTOFF_TREE);
  test('value 5 for all three; minimax visits 12 positions, shallow pruning 11, alpha-beta 10', () => {
    expect(minimax(g, g.initial())).toMatchObject({ score: 5, best: 0, stats: { nodes: 12, leaves: 7 } });
    for (const failSoft of [true, false]) {
      expect(shallowPruning(g, g.initial(), { failSoft })).toMatchObject({ score: 5, best: 0, stats: { nodes: 11, leaves: 6, cutoffs: 1 } });
      expect(alphaBeta(g, g.initial(), { failSoft })).toMatchObject({ score: 5, best: 0, stats: { nodes: 10, leaves: 5, cutoffs: 2 } });
    }
  });
  test('both cut the 8 under C; only alpha-beta cuts the 7 under E, with the root’s 5 three levels up', () => {
    const shallow = recorder();
    shallowPruning(g, g.initial(), { observer: shallow });
    const full = recorder();
    alphaBeta(g, g.initial(), { observer: full });
    expect(visited(shallow.events)).toEqual(['', '1', '2', '2.1', '2.2', '2.2.1', '2.2.1.1', '2.2.1.2', '2.2.2', '3', '3.1']);
    expect(visited(full.events)).toEqual(['', '1', '2', '2.1', '2.2', '2.2.1', '2.2.1.1', '2.2.2', '3', '3.1']);
    // E (node 5, MIN to move) enters with the window (-10, -5), (5, 10) for MAX: the 5 is the
    // root's, the 10 is B's. Its first leaf, 3, scores -3 for MIN, at least beta: cutoff.
    const e = full.events.find((x) => x.type === 'enter' && x.node === 5);
    expect(e).toMatchObject({ ply: 3, alpha: -10, beta: -5 });
    const cut = full.events.find((x) => x.type === 'cutoff' && x.node === 5);
    expect(cut).toMatchObject({ score: -3, beta: -5, pruned: [1] });
    const eShallow = shallow.events.find((x) => x.type === 'enter' && x.node === 5);
    expect(eShallow).toMatchObject({ ply: 3, beta: 1_000_000 }); // D had no best yet: nothing to cut on
  });
});

describe('the course’s walk-through (a MIN node over A, B, C, D), where shallow and full pruning agree', () => {
  // The recursion course's tree, MIN to move at the root: here MAX to move over negated leaves.
  const g = toyGame(negate(unwrap(parseTree('[[21 30 21] [26 39 32] [21 25] [26 37 21]]'))));
  test('B is cut after 26 and 39, D after 26: 13 positions of 16', () => {
    const rec = recorder();
    const r = shallowPruning(g, g.initial(), { observer: rec });
    expect(-r.score).toBe(25); // C's value, the MIN node's choice
    expect(r.stats).toMatchObject({ nodes: 13, cutoffs: 2 });
    expect(visited(rec.events)).toEqual(['', '1', '1.1', '1.2', '1.3', '2', '2.1', '2.2', '3', '3.1', '3.2', '4', '4.1']);
    expect(alphaBeta(g, g.initial()).stats.nodes).toBe(13);
    expect(minimax(g, g.initial()).stats.nodes).toBe(16);
  });
});

describe('tic-tac-toe from the empty board', () => {
  test('a draw; 549,946 positions for minimax, 18,297 for alpha-beta, and in between for shallow pruning', () => {
    const r = shallowPruning(tictactoe, 0);
    expect(r.score).toBe(0);
    expect(r.stats.nodes).toBe(SHALLOW_TICTACTOE);
  });
});
// A node-count signature (moves in cell order): update deliberately if the search changes.
const SHALLOW_TICTACTOE = 29257;

test('shallowPruning refuses an empty window', () => {
  expect(() => shallowPruning(tictactoe, 0, { alpha: 2, beta: 1 })).toThrow(/\bwindow\b/);
});
