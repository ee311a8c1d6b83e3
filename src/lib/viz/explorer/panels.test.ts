import { describe, expect, test } from 'vitest';
import type { Frame, ReadyFrame } from './frame.ts';
import { codeLocals, codeStep, countersOf, nodeFacts } from './panels.ts';
import { createExplorer } from './store.ts';

const ready = (f: Frame): ReadyFrame => {
  if (!f.ready) throw new Error(`no search: ${f.error?.message}`);
  return f;
};
/** The course's walk-through at its first cutoff (B is cut after 39). */
const atFirstCut = () => createExplorer({ position: 'example:walkthrough', step: 25 });

describe('counters', () => {
  test('alpha-beta so far and by the end, against plain minimax (whose own search visits as many)', () => {
    const f = ready(atFirstCut().snapshot.frame);
    const plain = ready(createExplorer({ position: 'example:walkthrough', algorithm: 'minimax', step: 'end' }).snapshot.frame);
    expect(countersOf(f.view, f.finalView, f.recording)).toEqual({
      name: 'Alpha-beta',
      rows: [
        { label: 'Positions visited', now: 8, end: 13, minimax: 16 },
        { label: 'Leaves evaluated', now: 5, end: 8, minimax: 11 },
        { label: 'Cutoffs', now: 1, end: 2, minimax: '—' },
        { label: 'Positions skipped', now: 1, end: 3, minimax: '—' },
      ],
      saving: 'Alpha-beta visits 13 of minimax’s 16 positions: 19% fewer.',
    });
    expect([plain.finalView.counters.visited, plain.finalView.counters.leaves]).toEqual([16, 11]);
    expect(plain.counters).toEqual({
      name: 'Minimax',
      rows: [
        { label: 'Positions visited', now: 16, end: 16, minimax: 16 },
        { label: 'Leaves evaluated', now: 11, end: 11, minimax: 11 },
      ],
    });
  });

  test('no cutoff possible in this order: said so', () => {
    const f = ready(createExplorer({ position: 'example:textbook', order: 'worst-first', step: 'end' }).snapshot.frame);
    expect(f.counters.saving).toBe('Alpha-beta visits every position here: no cutoff could happen in this order.');
  });
});

describe('the node panel', () => {
  test('the current node at the first cut: B, a MAX node, a bound, its window, its children', () => {
    const f = ready(atFirstCut().snapshot.frame);
    expect(f.facts).toEqual({
      label: 'B',
      name: 'B',
      role: 'a MAX node',
      state: 'current',
      value: '≥39',
      window: 'α 39, β 30',
      last: 1,
      parent: '0',
      children: [
        { key: '6', text: '1', value: '26', state: 'visited' },
        { key: '7', text: '2', value: '39', state: 'visited' },
        { key: 'p5.2', text: '3', value: '', state: 'pruned' },
      ],
      toggle: { expanded: true, text: 'Hide the branch below' },
    });
  });

  test('a pruned leaf: what it skipped and its true value, never computed', () => {
    const ex = atFirstCut();
    ex.dispatch({ type: 'select', key: 'p5.2' });
    const f = ready(ex.snapshot.frame);
    expect(nodeFacts(f.recording, f.view, f.layout.byKey.get('p5.2')!, 'max', [])).toEqual({
      name: 'B.3',
      role: 'a leaf',
      state: 'pruned',
      value: '',
      window: '',
      skipped: '1 position',
      trueValue: '32',
      last: 2,
      parent: '5',
      children: [],
    });
  });

  test('a game’s node: who moves by name, its position for the board picture, moves in the game’s numbering', () => {
    const f = ready(createExplorer({ game: 'tictactoe', position: 'xo.xo....', step: 3 }).snapshot.frame);
    expect(f.facts).toMatchObject({ name: 'the position after X2 O5', role: 'X to move', state: 'current', position: 'xoxxoo...', last: 5, window: 'α −∞, β +∞' });
    expect(f.facts?.children.map((c) => c.text)).toEqual(['6', '7', '8']);
  });
});

describe('the code panel', () => {
  test('the line of the step and the variables as the code sees them', () => {
    const f = ready(atFirstCut().snapshot.frame);
    expect(codeStep(f.view, f.recording.model, { cutoff: 17, enter: 3 })).toEqual({ line: 17, words: 'alpha meets beta: the remaining moves are skipped' });
    expect(codeStep(f.view, f.recording.model, { enter: 3 })).toEqual({});
    expect(codeLocals(f.recording.model, f.view, 'alphabeta', 'max')).toBe('depthLeft = ∞ · alpha = 39 · beta = 30 · best = 39');
    // Minimax reads values for MAX, without a window; before the search, nothing.
    expect(codeLocals(f.recording.model, f.view, 'minimax', 'max')).toBe('depthLeft = ∞ · best = 39');
    const start = ready(createExplorer({ position: 'example:walkthrough' }).snapshot.frame);
    expect(codeLocals(start.recording.model, start.view, 'alphabeta', 'max')).toBe('');
  });
});
