import { describe, expect, test } from 'vitest';
import { runSearch, type Recording } from './searchRun.ts';
import { captionFor } from './captions.ts';
import { foldView } from './replay.ts';
import { DEFAULT_SPEC, type ExplorerSpec } from './spec.ts';
import type { Perspective } from './types.ts';

function record(patch: Partial<ExplorerSpec>): Recording {
  const r = runSearch({ ...DEFAULT_SPEC, ...patch });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function captions(rec: Recording, perspective: Perspective) {
  const ctx = { model: rec.model, source: rec.source, perspective, abstract: rec.spec.game === 'toy' };
  return rec.events.map((e, k) => ({ type: e.type, ...captionFor(ctx, foldView(rec.model, k + 1, perspective)) }));
}

describe('a caption for every event', () => {
  test.each([
    ['toy, alpha-beta', { position: 'example:course' }],
    ['toy, minimax', { position: 'example:course', algorithm: 'minimax' }],
    ['toy, negamax', { position: 'example:walkthrough', algorithm: 'negamax' }],
    ['tic-tac-toe with a table and a depth limit', { game: 'tictactoe', position: 'x...o....', depth: 4, tt: true }],
    ['tic-tac-toe, fail-hard', { game: 'tictactoe', position: 'x.o.o.x..', failSoft: false }],
  ] as const)('%s, both perspectives', (_, patch) => {
    const rec = record(patch as Partial<ExplorerSpec>);
    for (const perspective of ['max', 'mover'] as const) {
      for (const c of captions(rec, perspective)) {
        expect(c.text.length, c.type).toBeGreaterThan(20);
        expect(c.text).not.toMatch(/undefined|NaN|\[object/);
        expect(c.text).toMatch(/[.)]$/);
      }
    }
  });

  test('each event type has its own words', () => {
    const rec = record({ game: 'tictactoe', position: 'x...o....', depth: 4, tt: true });
    const byType = new Map<string, string>();
    for (const c of captions(rec, 'max')) if (!byType.has(c.type)) byType.set(c.type, c.text);
    expect(byType.get('enter')).toMatch(/^Enter the root, X to move\./);
    expect(byType.get('tt')).toMatch(/transposition table/);
    expect(byType.get('leaf')).toMatch(/depth limit: the static evaluation guesses|game is over/);
    expect(byType.get('raise')).toMatch(/so far/);
    expect(byType.get('cutoff')).toMatch(/pruned \([\d,]+ positions? skipped\)/);
    expect(byType.get('exit')).toMatch(/done|stops early|settled/);
  });

  test('step 0 and the end', () => {
    const rec = record({ position: 'example:textbook' });
    const ctx = { model: rec.model, source: rec.source, perspective: 'max' as const, abstract: true };
    expect(captionFor(ctx, foldView(rec.model, 0)).text).toMatch(/^Paused before the search starts/);
    expect(captionFor(ctx, foldView(rec.model, rec.events.length))).toEqual({
      tone: 'end',
      text: 'The search is over: A is worth 3, by its 1st child (B). The principal variation, the line both sides would play, is highlighted.',
    });
  });

  test('the textbook cut at C reads in the minimax picture and in the negamax one', () => {
    const rec = record({ position: 'example:textbook' });
    const cut = rec.events.findIndex((e) => e.type === 'cutoff');
    const max = captions(rec, 'max')[cut].text;
    const mover = captions(rec, 'mover')[cut].text;
    expect(max).toBe(
      'β = 2 ≤ α = 3: MAX already has a line worth 3, so it will steer play away from C. The 2 remaining children of C cannot change the result: pruned (2 positions skipped).',
    );
    expect(mover).toMatch(/^alpha = −2 ≥ beta = −3: MAX will never let play reach C\./);
  });
});
