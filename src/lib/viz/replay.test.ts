import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { runSearch, type Recording } from './searchRun.ts';
import { minimax } from '../../engine/search/minimax.ts';
import { recorder } from '../../engine/search/trace.ts';
import { toyGame } from '../../engine/games/toy/toy.ts';
import { randomTree } from '../../engine/games/toy/random.ts';
import { picture } from './display.ts';
import { layoutTree } from './layout.ts';
import { foldView, nodeState, PHASE, Replayer } from './replay.ts';
import { DEFAULT_SPEC, type ExplorerSpec } from './spec.ts';
import { buildTraceModel } from './traceModel.ts';
import type { Algorithm, Order } from './types.ts';

function record(patch: Partial<ExplorerSpec>): Recording {
  const r = runSearch({ ...DEFAULT_SPEC, ...patch });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const treeArb = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 2 }),
  depth: fc.integer({ min: 1, max: 4 }),
  lo: fc.integer({ min: 1, max: 3 }),
  extra: fc.integer({ min: 0, max: 2 }),
  order: fc.constantFrom<Order>('natural', 'best-first', 'worst-first'),
  failSoft: fc.boolean(),
  min: fc.boolean(),
});

/** Every path of a tree, as "0.2.1" strings, with its minimax value for MAX. */
function minimaxValues(rec: Recording): Map<string, number> {
  const r = rec.spec.random;
  const tree = randomTree({ depth: r.depth, branching: r.branching, min: r.min, max: r.max, seed: r.seed });
  const base = toyGame(tree);
  const game =
    rec.rootPlayer === 0
      ? base
      : {
          ...base,
          toMove: (p: { path: readonly number[] }) => ((p.path.length + 1) % 2) as 0 | 1,
          evaluate: (p: { path: readonly number[]; node: unknown }) => (typeof p.node === 'number' ? (p.path.length % 2 === 1 ? p.node : -p.node) : 0),
        };
  const rec2 = recorder();
  minimax(game as typeof base, base.initial(), { observer: rec2 });
  const paths: string[] = [];
  const players: number[] = [];
  const out = new Map<string, number>();
  for (const e of rec2.events) {
    if (e.type === 'enter') {
      paths[e.node] = e.parent < 0 ? '' : paths[e.parent] === '' ? String(e.move) : `${paths[e.parent]}.${e.move}`;
      players[e.node] = e.player;
    }
    // Events score for the side to move; the value for MAX flips where MIN moves.
    if (e.type === 'exit') out.set(paths[e.node], players[e.node] === 0 ? e.score : 0 - e.score);
  }
  return out;
}

describe('the final picture (property, random trees)', () => {
  test('marks as pruned exactly the nodes alpha-beta does not visit, and shows minimax’s values', () => {
    fc.assert(
      fc.property(treeArb, ({ seed, depth, lo, extra, order, failSoft, min }) => {
        const rec = record({
          position: 'random',
          random: { seed, depth, branching: [lo, lo + extra], min: -20, max: 20 },
          rootPlayer: min ? 'min' : 'max',
          order,
          failSoft,
        });
        const truth = minimaxValues(rec);
        const visited = new Set(rec.model.nodes.filter((n) => n.kind === 'searched').map((n) => n.path.join('.')));
        // Draw every pruned branch in full: the picture then holds the whole tree.
        const layout = layoutTree(rec.model, rec.source, { expandAllPruned: true });
        const end = foldView(rec.model, rec.events.length, 'max');
        const pic = picture({ model: rec.model, layout, source: rec.source, perspective: 'max' }, end);
        expect(pic.nodes).toHaveLength(truth.size);
        for (const [i, n] of layout.nodes.entries()) {
          const key = n.path.join('.');
          const shown = pic.nodes[i];
          expect(truth.has(key)).toBe(true);
          expect(shown.state === 'pruned').toBe(!visited.has(key));
          expect(shown.state === 'unvisited').toBe(false);
          if (n.kind === 'searched') {
            const v = end.value[n.model];
            const kind = end.kind[n.model];
            const t = truth.get(key)!;
            if (kind === 2)
              expect(v).toBe(t); // exact
            else if (kind === 3)
              expect(t).toBeGreaterThanOrEqual(v); // "≥ v" for MAX
            else if (kind === 4) expect(t).toBeLessThanOrEqual(v);
            else throw new Error(`node ${key} has no value at the end`);
          }
        }
        expect(end.value[0]).toBe(truth.get(''));
        expect(end.kind[0]).toBe(2);
        // The counters agree with the engine's own.
        expect(end.counters).toMatchObject({ visited: rec.result!.stats.nodes, leaves: rec.result!.stats.leaves, cutoffs: rec.result!.stats.cutoffs });
        expect(end.counters.visited + end.counters.skipped).toBe(truth.size);
        expect(rec.minimax.nodes).toBe(truth.size);
      }),
      { numRuns: 400, seed: 42 },
    );
  });
});

describe('the view at step k is a function of the first k events', () => {
  test('a replayer, asked in any order, gives the reference fold', () => {
    fc.assert(
      fc.property(
        treeArb,
        fc.constantFrom<Algorithm>('minimax', 'negamax', 'alphabeta'),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        (t, algorithm, asks) => {
          const rec = record({
            position: 'random',
            random: { seed: t.seed, depth: t.depth, branching: [t.lo, t.lo + t.extra], min: -9, max: 9 },
            algorithm,
            order: t.order,
          });
          for (const perspective of ['max', 'mover'] as const) {
            const rp = new Replayer(rec.model, perspective, 7); // small checkpoints to exercise them
            for (const a of asks) {
              const k = a % (rec.events.length + 1);
              const got = rp.at(k);
              const want = foldView(rec.model, k, perspective);
              expect(got.step).toBe(k);
              expect([...got.phase]).toEqual([...want.phase]);
              expect([...got.value]).toEqual([...want.value]);
              expect([...got.kind]).toEqual([...want.kind]);
              expect([...got.alpha]).toEqual([...want.alpha]);
              expect([...got.best]).toEqual([...want.best]);
              expect(got.stack).toEqual(want.stack);
              expect(got.counters).toEqual(want.counters);
              expect(got.current).toBe(want.current);
            }
          }
        },
      ),
      { numRuns: 150, seed: 7 },
    );
  });

  test('folding a prefix of the events shows the same thing as the full recording at that step', () => {
    fc.assert(
      fc.property(treeArb, fc.nat(), (t, a) => {
        const rec = record({
          position: 'random',
          random: { seed: t.seed, depth: t.depth, branching: [t.lo, t.lo + t.extra], min: -9, max: 9 },
          order: t.order,
        });
        const k = a % (rec.events.length + 1);
        const prefix = buildTraceModel(rec.events.slice(0, k), 'alphabeta', { source: rec.source });
        const short = foldView(prefix, k);
        const long = foldView(rec.model, k);
        for (const n of rec.model.nodes) {
          const j = prefix.byKey.get(n.key);
          if (j === undefined) {
            expect(long.phase[n.index]).toBe(PHASE.unvisited);
            continue;
          }
          expect(nodeState(short, j)).toBe(nodeState(long, n.index));
          expect(short.value[j]).toEqual(long.value[n.index]);
          expect(short.kind[j]).toBe(long.kind[n.index]);
        }
        expect(short.counters).toEqual(long.counters);
      }),
      { numRuns: 200, seed: 9 },
    );
  });

  test('step 0 shows nothing visited; the last step shows the root done', () => {
    const rec = record({ position: 'example:textbook' });
    const start = foldView(rec.model, 0);
    expect(start.current).toBe(-1);
    expect([...start.phase].every((p) => p === PHASE.unvisited)).toBe(true);
    const end = foldView(rec.model, 1e9);
    expect(end.step).toBe(rec.events.length);
    expect(end.phase[0]).toBe(PHASE.done);
    expect(end.stack).toEqual([]);
  });
});

describe('perspectives', () => {
  test('the mover view of a MIN node is the negation of the MAX view, with lower and upper bounds swapped', () => {
    const rec = record({ position: 'example:walkthrough' });
    const maxView = foldView(rec.model, rec.events.length, 'max');
    const moverView = foldView(rec.model, rec.events.length, 'mover');
    for (const n of rec.model.nodes) {
      if (n.kind !== 'searched') continue;
      const sign = n.player === 1 ? -1 : 1;
      expect(moverView.value[n.index]).toBe(sign * maxView.value[n.index] + 0);
      const swap = n.player === 1 ? { 3: 4, 4: 3 } : { 3: 3, 4: 4 };
      const k = maxView.kind[n.index];
      expect(moverView.kind[n.index]).toBe(k === 3 || k === 4 ? swap[k] : k);
    }
  });
});

describe('tic-tac-toe recordings', () => {
  test('alpha-beta from x.o.o.x.. : the counters match the engine, minimax counts match a real minimax run', () => {
    const rec = record({ game: 'tictactoe', position: 'x.o.o.x..' });
    const end = foldView(rec.model, rec.events.length);
    expect(end.counters.visited).toBe(rec.result!.stats.nodes);
    expect(end.counters.visited + end.counters.skipped).toBe(rec.minimax.nodes);
    const plain = record({ game: 'tictactoe', position: 'x.o.o.x..', algorithm: 'minimax' });
    expect(plain.result!.stats.nodes).toBe(rec.minimax.nodes);
    expect(plain.result!.stats.leaves).toBe(rec.minimax.leaves);
  });

  test('a big search is cut at maxEvents and says so; the part recorded replays', () => {
    const r = runSearch({ ...DEFAULT_SPEC, game: 'tictactoe', position: '.........', algorithm: 'minimax' }, { maxEvents: 5000 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.truncated).toBe(true);
    expect(r.value.events).toHaveLength(5000);
    expect(r.value.result).toBeUndefined();
    expect(r.value.minimax.nodes).toBe(549946);
    const end = foldView(r.value.model, 5000);
    expect(end.stack.length).toBeGreaterThan(0); // still inside the search
  });

  test('depth limits score the horizon with the static evaluation', () => {
    const rec = record({ game: 'tictactoe', position: '.........', depth: 2 });
    expect(rec.events.some((e) => e.type === 'leaf' && e.reason === 'horizon')).toBe(true);
    expect(rec.minimax.nodes).toBe(1 + 9 + 72);
  });

  test('errors name the problem', () => {
    const r = runSearch({ ...DEFAULT_SPEC, game: 'tictactoe', position: 'xxx......' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/\bstones\b/);
    const t = runSearch({ ...DEFAULT_SPEC, position: '[[3 12 8] [2 4' });
    expect(t.ok).toBe(false);
    if (!t.ok) expect(t.error).toMatchObject({ field: 'position', message: expect.stringMatching(/\]/) });
  });
});
