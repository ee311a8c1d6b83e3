import { describe, expect, test } from 'vitest';
import type { Frame, ReadyFrame } from './frame.ts';
import { createExplorer } from './store.ts';

const ready = (f: Frame): ReadyFrame => {
  if (!f.ready) throw new Error(`no search: ${f.error?.message}`);
  return f;
};

/** The textbook tree in exercise mode, and its nodes' keys by name (A, B, C.2...). */
function textbook() {
  const ex = createExplorer({ position: 'example:textbook', mode: 'exercise' });
  const f = ready(ex.snapshot.frame);
  const keyOf = Object.fromEntries(f.layout.nodes.map((n) => [f.nameOf(n.key), n.key]));
  return { ex, keyOf };
}

describe('exercise mode: prune it yourself', () => {
  test('values right, cuts missing; then the two cuts: all right', () => {
    const { ex, keyOf } = textbook();
    for (const [name, text] of [['A', '3'], ['B', '3'], ['C', '≤2'], ['D', '2']]) ex.dispatch({ type: 'answer', key: keyOf[name], text });
    ex.dispatch({ type: 'check' });
    let report = ex.snapshot.state.report!;
    expect([report.valuesRight, report.valuesAsked, report.cutsFound, report.cutsAsked, report.allRight]).toEqual([4, 4, 0, 2, false]);
    expect([keyOf['C.2'], keyOf['C.3']]).toEqual(['p5.1', 'p5.2']);
    ex.dispatch({ type: 'cut', key: keyOf['C.2'] });
    expect(ex.snapshot.state.report).toBeUndefined(); // a change clears the last check
    ex.dispatch({ type: 'cut', key: keyOf['C.3'] });
    ex.dispatch({ type: 'check' });
    report = ex.snapshot.state.report!;
    expect([report.valuesRight, report.cutsFound, report.cutsWrong, report.allRight]).toEqual([4, 2, 0, true]);
  });

  test('a cut marked twice is unmarked; a wrong cut counts as wrong', () => {
    const { ex, keyOf } = textbook();
    ex.dispatch({ type: 'cut', key: keyOf['B.2'] });
    ex.dispatch({ type: 'cut', key: keyOf['C.2'] });
    ex.dispatch({ type: 'cut', key: keyOf['C.2'] });
    expect([...ex.snapshot.state.cuts]).toEqual([keyOf['B.2']]);
    ex.dispatch({ type: 'check' });
    const report = ex.snapshot.state.report!;
    expect([report.cutsFound, report.cutsWrong, report.cuts.get(keyOf['B.2'])]).toEqual([0, 1, 'wrong']);
  });

  test('a value that is no number is listed at once; a number clears it', () => {
    const { ex, keyOf } = textbook();
    ex.dispatch({ type: 'answer', key: keyOf.A, text: 'abc' });
    expect(ready(ex.snapshot.frame).invalid).toEqual([keyOf.A]);
    ex.dispatch({ type: 'answer', key: keyOf.A, text: '3' });
    expect(ready(ex.snapshot.frame).invalid).toEqual([]);
  });

  test('the solution: shown, the tree drawn as alpha-beta left it; hidden again, the answers are still there', () => {
    const { ex, keyOf } = textbook();
    ex.dispatch({ type: 'answer', key: keyOf.A, text: '3' });
    ex.dispatch({ type: 'reveal' });
    const f = ready(ex.snapshot.frame);
    expect([f.blank, ex.snapshot.state.revealed]).toEqual([false, true]);
    expect(f.picture.nodes.filter((n) => n.state === 'pruned').map((n) => n.key)).toEqual(['p5.1', 'p5.2']);
    expect([...f.solution!.values].map(([key, v]) => [f.nameOf(key), v.exact, v.bound?.kind])).toEqual([
      ['A', 3, undefined],
      ['B', 3, undefined],
      ['C', 2, 'upper'],
      ['D', 2, 'upper'], // all three leaves seen, but 2 ≤ α = 3: a fail-low, so alpha-beta knows only a bound
    ]);
    ex.dispatch({ type: 'reveal' });
    expect([ready(ex.snapshot.frame).blank, ready(ex.snapshot.frame).solution, ex.snapshot.state.answers]).toEqual([true, undefined, { [keyOf.A]: '3' }]);
  });

  test('a new tree starts a fresh exercise', () => {
    const ex = createExplorer({ position: 'random', mode: 'exercise' });
    ex.dispatch({ type: 'answer', key: '0', text: '12' });
    ex.dispatch({ type: 'reveal' });
    ex.dispatch({ type: 'anotherTree' });
    expect([ex.snapshot.state.answers, ex.snapshot.state.revealed, ready(ex.snapshot.frame).blank]).toEqual([{}, false, true]);
  });
});
