import { describe, expect, test } from 'vitest';
import { announcement } from '../captions.ts';
import { foldView, nodeState } from '../replay.ts';
import { runSearch, type Recording } from '../searchRun.ts';
import { DEFAULT_SPEC, nextSeed, type ExplorerSpec } from '../spec.ts';
import type { Frame, ReadyFrame } from './frame.ts';
import { specFromOptions, type ExplorerOptions } from './options.ts';
import { pickSource } from './sourceChoice.ts';
import { createExplorer } from './store.ts';
import { searchWithView } from './url.ts';

const ready = (f: Frame): ReadyFrame => {
  if (!f.ready) throw new Error(`no search: ${f.error?.message}`);
  return f;
};
const make = (o: ExplorerOptions = {}) => createExplorer(o);
const recorded = (spec: Partial<ExplorerSpec>): Recording => {
  const r = runSearch({ ...DEFAULT_SPEC, ...spec });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
/** Each drawn searched node's state at step k, from the engine's events folded from scratch. */
const statesAt = (rec: Recording, k: number) => {
  const view = foldView(rec.model, k);
  return Object.fromEntries(rec.model.nodes.map((n) => [n.key, nodeState(view, n.index)]));
};
const statesOf = (f: ReadyFrame) => Object.fromEntries(f.picture.nodes.map((n) => [n.key, n.state]));

describe('the start', () => {
  test('the page’s options give the spec; paused before step 0; the live region reads step 0', () => {
    const ex = make({ position: 'example:course' });
    const { state } = ex.snapshot;
    const f = ready(ex.snapshot.frame);
    expect(state.spec).toEqual(specFromOptions({ position: 'example:course' }));
    expect(state.defaults).toBe(state.spec);
    expect([f.step, f.total, state.playing, state.speed, state.settingsOpen]).toEqual([0, 92, false, 2, true]);
    expect(f.total).toBe(recorded({ position: 'example:course' }).events.length);
    expect(Object.values(statesOf(f)).every((s) => s === 'unvisited')).toBe(true);
    expect(state.spoken).toBe('Step 0 of 92. Paused before the search starts. Step forward (→) to enter the root.');
  });

  test('step "end" shows the last step; a tree that cannot be read gives no frame but its error', () => {
    expect(ready(make({ position: 'example:course', step: 'end' }).snapshot.frame).step).toBe(92);
    const broken = make({ position: '[[1 2] [3' }).snapshot.frame;
    expect(broken.ready).toBe(false);
    expect(broken.error?.field).toBe('position');
    expect([broken.step, broken.total]).toEqual([0, 0]);
  });
});

describe('stepping and scrubbing', () => {
  test('10 forward and 3 back: the picture matches the engine’s events folded from scratch', () => {
    const ex = make({ position: 'example:course' });
    const rec = ready(ex.snapshot.frame).recording;
    for (let i = 0; i < 10; i++) ex.dispatch({ type: 'stepBy', by: 1 });
    expect(ready(ex.snapshot.frame).step).toBe(10);
    expect(statesOf(ready(ex.snapshot.frame))).toEqual(statesAt(rec, 10));
    for (let i = 0; i < 3; i++) ex.dispatch({ type: 'stepBy', by: -1 });
    const f = ready(ex.snapshot.frame);
    expect([ex.snapshot.state.spec.step, f.step]).toEqual([7, 7]);
    expect(statesOf(f)).toEqual(statesAt(rec, 7));
    expect(ex.snapshot.state.spoken).toBe(announcement(f.view, f.caption));
    expect(ex.snapshot.state.spoken).toMatch(/^Step 7 of 92\. /);
  });

  test('steps stay within the search; a step that changes nothing changes nothing (the same snapshot)', () => {
    const ex = make({ position: 'example:textbook' });
    const start = ex.snapshot;
    expect(ex.dispatch({ type: 'stepBy', by: -1 })).toBe(start);
    expect(ex.dispatch({ type: 'goTo', step: -5 })).toBe(start);
    expect(ready(ex.dispatch({ type: 'goTo', step: 3.6 }).frame).step).toBe(4);
    expect(ready(ex.dispatch({ type: 'goTo', step: Number.MAX_SAFE_INTEGER }).frame).step).toBe(36);
    expect(ex.snapshot.state.spec.step).toBe(36);
    expect(ready(ex.dispatch({ type: 'stepBy', by: 5 }).frame).step).toBe(36);
    expect(ready(ex.dispatch({ type: 'goTo', step: 0 }).frame).step).toBe(0);
  });

  test('a spec step past the end (step "end") steps back from the last step', () => {
    const ex = make({ position: 'example:textbook', step: 'end' });
    ex.dispatch({ type: 'stepBy', by: -1 });
    expect(ex.snapshot.state.spec.step).toBe(35);
  });

  test('scrubbing to the first cutoff of the walk-through: the caption names the cut, the cut branch is pruned', () => {
    const ex = make({ position: 'example:walkthrough' });
    const cut = ready(ex.snapshot.frame).recording.events.findIndex((e) => e.type === 'cutoff') + 1;
    expect(cut).toBe(25);
    const f = ready(ex.dispatch({ type: 'goTo', step: cut }).frame);
    expect(f.caption.tone).toBe('cutoff');
    expect(f.caption.text).toMatch(/α = 39 ≥ β = 30/);
    expect(ex.snapshot.state.spoken).toMatch(/^Step 25 of 45\. α = 39/);
    expect(f.picture.nodes.find((n) => n.key === 'p5.2')?.state).toBe('pruned');
  });
});

describe('playing', () => {
  test('play, tick by tick; stepping by hand pauses; at the end playing stops by itself', () => {
    const ex = make({ position: 'example:textbook' });
    ex.dispatch({ type: 'play', playing: true });
    expect(ex.snapshot.state.playing).toBe(true);
    ex.dispatch({ type: 'tick' });
    ex.dispatch({ type: 'tick' });
    expect([ready(ex.snapshot.frame).step, ex.snapshot.state.playing]).toEqual([2, true]);
    ex.dispatch({ type: 'stepBy', by: 1 });
    expect([ready(ex.snapshot.frame).step, ex.snapshot.state.playing]).toEqual([3, false]);
    const paused = ex.snapshot;
    expect(ex.dispatch({ type: 'tick' })).toBe(paused);
    ex.dispatch({ type: 'goTo', step: 34 });
    ex.dispatch({ type: 'play', playing: true });
    ex.dispatch({ type: 'tick' });
    expect([ready(ex.snapshot.frame).step, ex.snapshot.state.playing]).toEqual([35, true]);
    ex.dispatch({ type: 'tick' });
    expect([ready(ex.snapshot.frame).step, ex.snapshot.state.playing]).toEqual([36, false]);
  });

  test('play (or space) at the end starts again from step 0; space in the middle pauses and plays', () => {
    const ex = make({ position: 'example:textbook', step: 'end' });
    ex.dispatch({ type: 'play', playing: true });
    expect([ex.snapshot.state.spec.step, ex.snapshot.state.playing]).toEqual([0, true]);
    ex.dispatch({ type: 'togglePlay' });
    expect(ex.snapshot.state.playing).toBe(false);
    ex.dispatch({ type: 'togglePlay' });
    expect(ex.snapshot.state.playing).toBe(true);
    ex.dispatch({ type: 'goTo', step: 36 });
    ex.dispatch({ type: 'togglePlay' });
    expect([ex.snapshot.state.spec.step, ex.snapshot.state.playing]).toEqual([0, true]);
    ex.dispatch({ type: 'speed', speed: 8 });
    expect(ex.snapshot.state.speed).toBe(8);
  });

  test('while playing the live region speaks only at cuts and at the end', () => {
    const ex = make({ position: 'example:walkthrough' });
    ex.dispatch({ type: 'play', playing: true });
    for (let k = 1; k < 25; k++) ex.dispatch({ type: 'tick' });
    expect(ex.snapshot.state.spoken).toMatch(/^Step 0 of 45\./);
    ex.dispatch({ type: 'tick' });
    expect(ex.snapshot.state.spoken).toMatch(/^Step 25 of 45\. α = 39/);
    ex.dispatch({ type: 'tick' });
    expect(ex.snapshot.state.spoken).toMatch(/^Step 25 of 45\./);
    ex.dispatch({ type: 'play', playing: false });
    expect(ex.snapshot.state.spoken).toMatch(/^Step 26 of 45\./);
  });
});

describe('choosing what to search', () => {
  test('another algorithm re-runs the search on the same tree, keeps the step, and starts a fresh view', () => {
    const ex = make({ position: 'example:course', step: 5 });
    ex.dispatch({ type: 'select', key: '1' });
    ex.dispatch({ type: 'spec', patch: { algorithm: 'minimax' } });
    const f = ready(ex.snapshot.frame);
    expect(f.recording.spec.algorithm).toBe('minimax');
    expect(f.layout.nodes).toHaveLength(28); // minimax draws every node
    expect(f.layout.nodes.filter((n) => n.kind === 'pruned')).toHaveLength(0);
    expect([f.step, ex.snapshot.state.selected]).toEqual([5, null]);
    ex.dispatch({ type: 'spec', patch: { algorithm: 'alphabeta' } });
    expect(ready(ex.snapshot.frame).layout.nodes.filter((n) => n.kind === 'pruned').map((n) => n.key)).toEqual(['p12.1']); // the 32 under node 2.2
  });

  test('another order or another perspective: the order re-runs the search, the perspective only re-reads it', () => {
    const ex = make({ position: 'example:course' });
    const natural = ready(ex.snapshot.frame).recording;
    ex.dispatch({ type: 'select', key: '1' });
    ex.dispatch({ type: 'spec', patch: { perspective: 'mover' } });
    expect(ready(ex.snapshot.frame).recording).toBe(natural);
    expect(ex.snapshot.state.selected).toBe('1');
    ex.dispatch({ type: 'spec', patch: { order: 'worst-first' } });
    const worst = ready(ex.snapshot.frame);
    expect(worst.recording).not.toBe(natural);
    const visited = (f: ReadyFrame) => f.finalView.counters.visited;
    expect(worst.counters.rows.map((r) => r.label)).toEqual(['Positions visited', 'Leaves evaluated', 'Cutoffs', 'Positions skipped']);
    expect(worst.counters.rows[0].end).toBe(visited(worst));
    expect(visited(worst)).toBeGreaterThan(visited(ready(make({ position: 'example:course' }).snapshot.frame)));
  });

  test('a tic-tac-toe position to a depth: the menu’s pick, then the depth', () => {
    const ex = make({ position: 'example:course' });
    ex.dispatch({ type: 'spec', patch: pickSource('tictactoe', ex.snapshot.state.spec, undefined)! });
    expect(ex.snapshot.state.spec).toMatchObject({ game: 'tictactoe', position: 'x.o.o.x..', depth: Infinity, step: 0 });
    ex.dispatch({ type: 'spec', patch: { depth: 2, step: 0 } });
    const f = ready(ex.snapshot.frame);
    expect(f.recording.spec.depth).toBe(2);
    expect(Math.max(...f.recording.model.nodes.map((n) => n.ply))).toBe(2);
    expect(f.recording.minimax).toEqual(recorded({ game: 'tictactoe', position: 'x.o.o.x..', depth: 2 }).minimax);
  });

  test('a typed tree with a mistake: the error, and the last good tree stays with its view', () => {
    const ex = make({ position: '[[3 12 8] [2 4 6] [14 5 2]]' });
    const good = ready(ex.snapshot.frame).recording;
    ex.dispatch({ type: 'select', key: '1' });
    ex.dispatch({ type: 'spec', patch: { position: '[[3 12 8] [2 4 6', step: 0 } });
    const f = ready(ex.snapshot.frame);
    expect(f.error?.field).toBe('position');
    expect(f.error?.message).toMatch(/\]/);
    expect(f.recording).toBe(good);
    expect(ex.snapshot.state.selected).toBe('1');
  });

  test('exercise mode fixes alpha-beta, draws the tree whole and blank; only abstract trees have it', () => {
    const ex = make({ position: 'example:textbook', algorithm: 'minimax' });
    ex.dispatch({ type: 'mode', mode: 'exercise' });
    const f = ready(ex.snapshot.frame);
    expect(ex.snapshot.state.spec).toMatchObject({ mode: 'exercise', algorithm: 'alphabeta' });
    expect([f.exercise, f.blank, f.items, f.tabKey]).toEqual([true, true, undefined, undefined]);
    expect(f.picture.nodes.every((n) => n.state === 'unvisited')).toBe(true);
    ex.dispatch({ type: 'mode', mode: 'watch' });
    expect(ready(ex.snapshot.frame).exercise).toBe(false);
    expect(ready(make({ game: 'tictactoe', mode: 'exercise' }).snapshot.frame).exercise).toBe(false);
  });

  test('another random tree is the next seed; the settings fold and unfold', () => {
    const ex = make({ position: 'random', seed: 42 });
    ex.dispatch({ type: 'anotherTree' });
    expect(ex.snapshot.state.spec.random.seed).toBe(nextSeed(42));
    expect(nextSeed(42)).toBe((42 * 48271 + 11) % 2147483647);
    expect(ready(ex.snapshot.frame).recording.treeText).toBe(recorded({ position: 'random', random: { ...DEFAULT_SPEC.random, seed: nextSeed(42) } }).treeText);
    ex.dispatch({ type: 'settingsOpen', open: false });
    expect(ex.snapshot.state.settingsOpen).toBe(false);
  });
});

describe('the URL', () => {
  test('a link sets the view; what it cannot use is named; the view is written back', () => {
    const ex = make({ position: 'example:course' });
    ex.dispatch({ type: 'loadUrl', search: '?pos=example:walkthrough&step=4&alg=quick' });
    const { state } = ex.snapshot;
    expect([state.spec.position, state.spec.algorithm, ready(ex.snapshot.frame).step]).toEqual(['example:walkthrough', 'alphabeta', 4]);
    expect(state.ignored.map((p) => `${p.name}=${p.value}: ${p.reason}`)).toEqual(['alg=quick: not an algorithm (minimax, negamax, alphabeta, shallow)']);
    ex.dispatch({ type: 'stepBy', by: 1 });
    expect(searchWithView(ex.snapshot.state, ex.snapshot.frame, '?pos=example:walkthrough&step=4&alg=quick&edit=1')).toBe('edit=1&pos=example%3Awalkthrough&step=5');
  });

  test('a step past the end keeps the page’s step, and says how many steps there are', () => {
    const ex = make();
    ex.dispatch({ type: 'loadUrl', search: '?pos=example:walkthrough&step=999999&seed=abc' });
    const { state } = ex.snapshot;
    expect(state.ignored.map((p) => `${p.name}=${p.value}: ${p.reason}`)).toEqual([
      'seed=abc: not a seed from 0 to 2147483647',
      'step=999999: this search has 45 steps, so the view starts at step 0',
    ]);
    expect([state.spec.step, state.linkStep, ready(ex.snapshot.frame).step]).toEqual([0, undefined, 0]);
  });

  test('a tree nested 6,000 deep: the error, and the default tree stays', () => {
    const ex = make();
    const before = ready(ex.snapshot.frame).recording;
    ex.dispatch({ type: 'loadUrl', search: `?pos=${'['.repeat(6000)}1${']'.repeat(6000)}` });
    const f = ready(ex.snapshot.frame);
    expect(f.error?.message).toContain('the tree is nested more than 500 levels deep');
    expect(f.recording).toBe(before);
  });
});

describe('a recording made elsewhere', () => {
  test('is shown instead of a search; another one starts a fresh view', () => {
    const first = recorded({ game: 'tictactoe', position: 'xo.xo....', depth: 3 });
    const ex = make({ game: 'tictactoe', position: 'xo.xo....', depth: 3, recording: first, step: 'end' });
    expect(ready(ex.snapshot.frame).recording).toBe(first);
    ex.dispatch({ type: 'select', key: '1' });
    const second = recorded({ game: 'tictactoe', position: 'xo.xo....', depth: 2 });
    ex.dispatch({ type: 'recording', recording: second });
    expect(ready(ex.snapshot.frame).recording).toBe(second);
    expect(ex.snapshot.state.selected).toBeNull();
    expect(ready(ex.snapshot.frame).step).toBe(second.events.length);
  });
});

describe('steps named by the prose', () => {
  test('each mark is the step just after its event; a mark the search never reaches is left out', () => {
    const marks = [
      { label: 'A is done', node: '0', event: 'exit' as const },
      { label: 'B is cut', node: '1', event: 'cutoff' as const },
      { label: 'C is cut', node: '2', event: 'cutoff' as const },
      { label: 'D is cut', node: '3', event: 'cutoff' as const },
    ];
    const ex = make({ position: 'example:walkthrough', algorithm: 'shallow', marks });
    const f = ready(ex.snapshot.frame);
    expect(f.marks.map((m) => m.label)).toEqual(['A is done', 'B is cut', 'D is cut']);
    const events = f.recording.events;
    for (const m of f.marks) expect(events[m.step - 1].type).toBe(m.label.endsWith('done') ? 'exit' : 'cutoff');
    const g = ready(ex.dispatch({ type: 'goTo', step: f.marks[1].step }).frame);
    expect(g.caption.text).toMatch(/steer play away from B/);
  });
});
