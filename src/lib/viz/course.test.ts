/**
 * The recursion course's two trees and the textbook tree, replayed as the
 * visualiser shows them. Source: /work/shared/courses/recursion-tictactoe-othello-pascal.txt
 * (section on Othello's min-max tree and pruning), and Russell & Norvig, AIMA, fig. 5.2.
 */

import { describe, expect, test } from 'vitest';
import { runSearch, type Recording } from './searchRun.ts';
import { captionFor } from './captions.ts';
import { exampleById } from './examples.ts';
import { foldView, principalVariation, type StepView } from './replay.ts';
import { DEFAULT_SPEC, type ExplorerSpec } from './spec.ts';

function record(patch: Partial<ExplorerSpec>): Recording {
  const r = runSearch({ ...DEFAULT_SPEC, ...patch });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const name = (rec: Recording, node: number) => rec.source.nodeName(rec.model.nodes[node].path);
const final = (rec: Recording): StepView => foldView(rec.model, rec.events.length, 'max');
/** Values (for MAX) of the searched nodes at `ply`, in visit order. */
const valuesAtPly = (rec: Recording, ply: number): number[] => {
  const v = final(rec);
  return rec.model.nodes.filter((n) => n.kind === 'searched' && n.ply === ply).map((n) => v.value[n.index]);
};

describe('the worked min-max tree (15 leaves, MAX at the root)', () => {
  test('minimax: leaves, level 3, level 2 and the root are the course’s numbers; 36 comes from the third move', () => {
    const rec = record({ position: 'example:course', algorithm: 'minimax' });
    expect(valuesAtPly(rec, 3)).toEqual([21, 30, 21, 26, 24, 31, 39, 32, 21, 25, 37, 21, 36, 28, 29]);
    expect(valuesAtPly(rec, 2)).toEqual([30, 26, 31, 39, 21, 37, 36, 29]);
    expect(valuesAtPly(rec, 1)).toEqual([26, 21, 36, 29]);
    expect(valuesAtPly(rec, 0)).toEqual([36]);
    expect(rec.result).toMatchObject({ score: 36, best: 2 });
    expect(rec.minimax).toEqual({ nodes: 28, leaves: 15 });
  });

  test.each(['minimax', 'negamax', 'alphabeta', 'shallow'] as const)('%s shows 36 at the root, the third move on the principal variation', (algorithm) => {
    const rec = record({ position: 'example:course', algorithm });
    const v = final(rec);
    expect(v.value[0]).toBe(36);
    const pv = principalVariation(rec.model, v).map((i) => rec.model.nodes[i].path.join('.'));
    expect(pv).toEqual(['', '2', '2.1', '2.1.1']); // third move, then [21 36] and its 36
  });

  test('alpha-beta on it cuts once: after 39 under node 2.2, skipping the 32', () => {
    const rec = record({ position: 'example:course' });
    const cuts = rec.events.filter((e) => e.type === 'cutoff');
    expect(cuts.map((e) => [name(rec, e.node), e.type === 'cutoff' && e.pruned])).toEqual([['node 2.2', [1]]]);
    expect(rec.result?.stats).toMatchObject({ nodes: 27, leaves: 14, cutoffs: 1 });
  });
});

describe('the pruning walk-through (A, B, C, D under a MIN node)', () => {
  const rec = record({ position: 'example:walkthrough' });
  const v = final(rec);

  test('the tree and the convention: MIN at the root, A..D are MAX nodes', () => {
    expect(exampleById('walkthrough')?.rootPlayer).toBe('min');
    expect(rec.model.nodes[0].player).toBe(1);
    expect(rec.model.nodes[0].children.map((c) => rec.model.nodes[c].player)).toEqual([0, 0, 0, 0]);
  });

  test('30 is the first bound, B is cut after 26 then 39, C becomes the bound, D is cut after 26', () => {
    const rootRaises = rec.events.filter((e) => e.type === 'raise' && e.node === 0);
    // For MAX's eyes the root's value so far is its beta: 30 after A, then C's value.
    expect(
      rootRaises.map((e) =>
        e.type === 'raise'
          ? [name(rec, rec.model.nodes[0].children[rec.model.nodes[0].children.findIndex((c) => rec.model.nodes[c].move === e.move)]), -e.score]
          : null,
      ),
    ).toEqual([
      ['A', 30],
      ['C', 25],
    ]);
    const cuts = rec.events.flatMap((e, k) =>
      e.type === 'cutoff' ? [{ at: name(rec, e.node), leaves: leavesBefore(rec, e.node, k), pruned: e.pruned.length }] : [],
    );
    expect(cuts).toEqual([
      { at: 'B', leaves: [26, 39], pruned: 1 },
      { at: 'D', leaves: [26], pruned: 2 },
    ]);
    expect(v.value[0]).toBe(25);
    expect(rec.result?.stats).toMatchObject({ nodes: 13, cutoffs: 2 });
  });

  test('the captions of the two cuts say why, in the course’s terms', () => {
    const texts = rec.events.flatMap((e, k) => (e.type === 'cutoff' ? [captionFor(ctx(rec), foldView(rec.model, k + 1)).text] : []));
    expect(texts[0]).toMatch(
      /^α = 39 ≥ β = 30: MIN already has a line that holds MAX to 30, so it will steer play away from B\. The remaining child of B cannot change the result: pruned \(1 position skipped\)\.$/,
    );
    expect(texts[1]).toMatch(/^α = 26 ≥ β = 25: .*The 2 remaining children of D cannot change the result: pruned \(2 positions skipped\)\.$/);
  });

  test('with MAX at the root the same numbers give other cuts (so the convention matters)', () => {
    const maxRoot = record({ position: exampleById('walkthrough')!.tree, rootPlayer: 'max' });
    const cuts = maxRoot.events.flatMap((e) => (e.type === 'cutoff' ? [[maxRoot.source.nodeName(maxRoot.model.nodes[e.node].path), e.pruned.length]] : []));
    // A..D become MIN nodes: B is searched in full (26), then C and D are cut, not B.
    expect(cuts).toEqual([
      ['node 3', 1],
      ['node 4', 2],
    ]);
    expect(foldView(maxRoot.model, maxRoot.events.length).value[0]).toBe(26); // max of the minima 21, 26, 21, 21
  });
});

describe('shallow pruning, the course’s rule, in the visualiser', () => {
  const cutsOf = (rec: Recording) =>
    rec.events.flatMap((e) => (e.type === 'cutoff' ? [[name(rec, e.node), e.pruned.length] as const] : []));

  test('on the walk-through (two levels below the root) it makes alpha-beta’s cuts exactly', () => {
    const shallow = record({ position: 'example:walkthrough', algorithm: 'shallow' });
    const ab = record({ position: 'example:walkthrough', algorithm: 'alphabeta' });
    expect(cutsOf(shallow)).toEqual([
      ['B', 1],
      ['D', 2],
    ]);
    expect(shallow.result?.stats).toEqual(ab.result?.stats);
  });

  test('on the deep-cutoff tree it reads the 7 that alpha-beta skips; both skip the 8', () => {
    const tree = '[5 [10 [[3 7] 1]] [4 8]]';
    const shallow = record({ position: tree, algorithm: 'shallow' });
    const ab = record({ position: tree, algorithm: 'alphabeta' });
    expect(cutsOf(ab)).toEqual([
      ['node 2.2.1', 1],
      ['node 3', 1],
    ]);
    expect(cutsOf(shallow)).toEqual([['node 3', 1]]);
    expect([shallow.result?.stats.nodes, ab.result?.stats.nodes, shallow.minimax.nodes]).toEqual([11, 10, 12]);
    expect(final(shallow).value[0]).toBe(5);
  });

  test('its captions say what the rule compares with', () => {
    const rec = record({ position: 'example:walkthrough', algorithm: 'shallow' });
    const enterB = rec.events.findIndex((e) => e.type === 'enter' && name(rec, e.node) === 'B');
    expect(captionFor(ctx(rec), foldView(rec.model, enterB + 1)).text).toContain('Shallow pruning: B is compared only with the root’s best so far');
  });
});

describe('the textbook two-ply tree', () => {
  test('value 3, and alpha-beta skips the 4 and the 6 under C', () => {
    const rec = record({ position: 'example:textbook' });
    expect(final(rec).value[0]).toBe(3);
    const stubs = rec.model.nodes.filter((n) => n.kind === 'pruned');
    expect(stubs.map((n) => [rec.source.nodeName(rec.model.nodes[n.parent].path), rec.source.givenLeafValue(n.path)])).toEqual([
      ['C', 4],
      ['C', 6],
    ]);
  });
});

function leavesBefore(rec: Recording, node: number, eventIndex: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < eventIndex; k++) {
    const e = rec.events[k];
    if (e.type === 'leaf' && rec.model.nodes[e.node].parent === node) out.push(foldView(rec.model, k + 1).value[e.node]);
  }
  return out;
}

const ctx = (rec: Recording) => ({ model: rec.model, source: rec.source, perspective: 'max' as const, abstract: true });
