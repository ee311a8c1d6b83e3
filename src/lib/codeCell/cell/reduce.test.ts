import { describe, expect, test } from 'vitest';
import { TICTACTOE_CONTRACT } from '../../models/codeCell/contracts.ts';
import type { MatchGameRecord } from '../../models/codeCell/match.ts';
import type { Recording } from '../../viz/searchRun.ts';
import type { CompileResult } from '../compile.ts';
import type { SavedVersion } from '../storage.ts';
import type { CodeCellAction } from './actions.ts';
import { isSeedText, reduce } from './reduce.ts';
import { initialState, type CodeCellState } from './state.ts';
import { createCodeCellStore } from './store.ts';

// Every action of the code cell, on the model alone: no DOM, no worker.

const C = TICTACTOE_CONTRACT;
const fresh = (): CodeCellState => initialState(C);
const run = (s: CodeCellState, ...actions: CodeCellAction[]): CodeCellState => actions.reduce(reduce, s);

const OK: CompileResult = { ok: true, diagnostics: [], js: 'function evaluate(){return 0}' };
const BAD: CompileResult = { ok: false, diagnostics: [{ line: 2, column: 3, from: 20, to: 25, message: 'nope' }], js: '' };
const version = (number: number): SavedVersion => ({ number, source: `// v${number}`, js: `// js${number}`, savedAt: 0 });
const game = (index: number, moves: number[], winner: 'a' | 'b' | null = 'a'): MatchGameRecord => ({ index, first: index % 2 === 0 ? 'a' : 'b', moves, winner, nodes: 10 });
const NAMES = { a: 'your evaluation', b: 'the built-in evaluation' };

describe('initial state', () => {
  test('the template, the game’s default depth, 10 games, seed 1, nothing checked or played', () => {
    const s = fresh();
    expect(s).toMatchObject({ code: C.template, origin: 'template', editor: 'closed', check: { status: 'unchecked' }, checkedOnce: false });
    expect([s.depth, s.games, s.seed, s.seedText, s.opponent]).toEqual([C.defaultDepth, 10, 1, '1', 'built-in']);
    expect([s.match, s.replay, s.search, s.notice]).toEqual([null, null, { status: 'idle' }, '']);
  });

  test('the page’s settings; a depth the game does not offer falls back to its default', () => {
    expect(initialState(C, { depth: C.depths.at(-1)!, games: 4, seed: 7 })).toMatchObject({ depth: C.depths.at(-1), games: 4, seed: 7, seedText: '7' });
    expect(initialState(C, { depth: 99 }).depth).toBe(C.defaultDepth);
  });
});

describe('the code and whose it is', () => {
  test('loaded: a link’s code wins over the stored code, and is the link’s', () => {
    const s = run(fresh(), { type: 'loaded', linked: 'L', stored: 'S', versions: [version(1)] });
    expect([s.code, s.origin, s.versions.length]).toEqual(['L', 'link', 1]);
  });

  test('loaded: else the stored code, the reader’s own; else the template stays', () => {
    expect(run(fresh(), { type: 'loaded', stored: 'S', versions: [] })).toMatchObject({ code: 'S', origin: 'own' });
    expect(run(fresh(), { type: 'loaded', versions: [] })).toMatchObject({ code: C.template, origin: 'template' });
  });

  test('edit makes the code the reader’s; the same text again changes nothing', () => {
    const s = run(fresh(), { type: 'loaded', linked: 'L', versions: [] }, { type: 'edit', code: 'E' });
    expect([s.code, s.origin]).toEqual(['E', 'own']);
    expect(reduce(s, { type: 'edit', code: 'E' })).toBe(s);
  });

  test('replace (Reset, Blank) sets the code and says so', () => {
    const s = run(fresh(), { type: 'replace', code: C.blank, notice: 'blank!' });
    expect([s.code, s.origin, s.notice]).toEqual([C.blank, 'own', 'blank!']);
  });

  test('keep: the link’s code is the reader’s as it is', () => {
    const s = run(fresh(), { type: 'loaded', linked: 'L', versions: [] }, { type: 'keep' });
    expect([s.code, s.origin, s.notice]).toEqual(['L', 'own', 'The code is yours now: it is kept in this browser.']);
  });

  test('notice; the same notice again changes nothing', () => {
    const s = run(fresh(), { type: 'notice', text: 'hello' });
    expect(s.notice).toBe('hello');
    expect(reduce(s, { type: 'notice', text: 'hello' })).toBe(s);
  });

  test('versionSaved: the list, and the new version’s number in the notice', () => {
    const s = run(fresh(), { type: 'versionSaved', versions: [version(1), version(2)] });
    expect(s.versions.map((v) => v.number)).toEqual([1, 2]);
    expect(s.notice).toBe('Saved as version 2: choose it as the opponent to play against it.');
  });
});

describe('the editor and the checker', () => {
  test('the editor loads, opens, or fails with a notice', () => {
    expect(run(fresh(), { type: 'editorLoading' }).editor).toBe('loading');
    expect(run(fresh(), { type: 'editorLoading' }, { type: 'editorOpen' }).editor).toBe('open');
    const failed = run(fresh(), { type: 'editorLoading' }, { type: 'editorFailed', message: 'offline' });
    expect([failed.editor, failed.notice]).toEqual(['failed', 'The editor could not load (offline). Reload the page to try again.']);
  });

  test('the first check loads the checker; the next ones do not', () => {
    const first = run(fresh(), { type: 'checkStart' });
    expect(first.check).toEqual({ status: 'checking', first: true });
    const again = run(first, { type: 'checked', source: C.template, result: OK }, { type: 'checkStart' });
    expect(again.check).toEqual({ status: 'checking', first: false });
  });

  test('checked: the answer for the code as it is is kept with its text', () => {
    const s = run(fresh(), { type: 'checkStart' }, { type: 'checked', source: C.template, result: BAD });
    expect(s.check).toEqual({ status: 'done', source: C.template, result: BAD });
    expect(s.checkedOnce).toBe(true);
  });

  test('checked for an older text: the checker counts as loaded, the check stays pending', () => {
    const s = run(fresh(), { type: 'checkStart' }, { type: 'edit', code: 'newer' }, { type: 'checked', source: C.template, result: OK });
    expect(s.check).toEqual({ status: 'checking', first: true });
    expect(s.checkedOnce).toBe(true);
  });

  test('checkFailed: the checker’s own failure', () => {
    expect(run(fresh(), { type: 'checkStart' }, { type: 'checkFailed', message: 'worker died' }).check).toEqual({ status: 'failed', message: 'worker died' });
  });
});

describe('the match’s settings', () => {
  test('opponent, depth, games', () => {
    const s = run(fresh(), { type: 'opponent', opponent: 2 }, { type: 'depth', depth: 3 }, { type: 'games', games: 4 });
    expect([s.opponent, s.depth, s.games]).toEqual([2, 3, 4]);
  });

  test('the seed follows its field while the field reads as a seed (1 to 9 digits)', () => {
    const s = run(fresh(), { type: 'seedText', text: ' 42 ' });
    expect([s.seedText, s.seed]).toEqual([' 42 ', 42]);
    const t = run(s, { type: 'seedText', text: '4x' });
    expect([t.seedText, t.seed]).toEqual(['4x', 42]);
    expect([isSeedText('123456789'), isSeedText('1234567890'), isSeedText(''), isSeedText('-1')]).toEqual([true, false, false, false]);
  });

  test('no setting changes while a match runs', () => {
    const s = run(fresh(), { type: 'matchStart', names: NAMES });
    for (const a of [{ type: 'opponent', opponent: 1 }, { type: 'depth', depth: 3 }, { type: 'games', games: 2 }, { type: 'seedText', text: '5' }] as const) expect(reduce(s, a)).toBe(s);
  });
});

describe('the match', () => {
  const started = () => run(fresh(), { type: 'games', games: 2 }, { type: 'seedText', text: '3' }, { type: 'replayStep', step: 1 }, { type: 'matchStart', names: NAMES });

  test('matchStart: running with the settings of the moment, game 1 move 1, no replay', () => {
    expect(started().match).toEqual({ status: 'running', records: [], games: 2, depth: C.defaultDepth, seed: 3, names: NAMES, builtIn: true, playing: { index: 0, moves: 0 } });
    expect(started().replay).toBeNull();
  });

  test('matchMove while running; ignored once the match is over', () => {
    const s = run(started(), { type: 'matchMove', index: 1, moves: 4 });
    expect(s.match!.playing).toEqual({ index: 1, moves: 4 });
    const over = run(s, { type: 'matchEnd', records: [], cancelled: true });
    expect(reduce(over, { type: 'matchMove', index: 1, moves: 5 })).toBe(over);
  });

  test('matchGame adds each record as its game ends; nothing without a match', () => {
    const s = run(started(), { type: 'matchGame', record: game(0, [4, 0]) }, { type: 'matchGame', record: game(1, [1]) });
    expect(s.match!.records.map((r) => r.index)).toEqual([0, 1]);
    expect(reduce(fresh(), { type: 'matchGame', record: game(0, []) }).match).toBeNull();
  });

  test('matchEnd done: the records, no game playing, the first game replayed at its end', () => {
    const s = run(started(), { type: 'matchEnd', records: [game(0, [4, 0, 8]), game(1, [1])], cancelled: false });
    expect(s.match).toMatchObject({ status: 'done', records: [{ index: 0 }, { index: 1 }] });
    expect('playing' in s.match!).toBe(false);
    expect(s.replay).toEqual({ index: 0, step: 3 });
  });

  test('matchEnd cancelled (nothing to replay), and stopped by an error', () => {
    const cancelled = run(started(), { type: 'matchEnd', records: [], cancelled: true });
    expect([cancelled.match!.status, cancelled.replay]).toEqual(['cancelled', null]);
    const error = run(started(), { type: 'matchEnd', records: [game(0, [4])], cancelled: false, error: 'the worker died' });
    expect(error.match).toMatchObject({ status: 'error', error: 'the worker died' });
  });

  test('replay shows a game at its end; replayStep moves within it, clamped', () => {
    const s = run(started(), { type: 'matchEnd', records: [game(0, [4, 0, 8]), game(1, [1, 2])], cancelled: false }, { type: 'replay', index: 1 });
    expect(s.replay).toEqual({ index: 1, step: 2 });
    expect(run(s, { type: 'replayStep', step: 0 }).replay).toEqual({ index: 1, step: 0 });
    expect(run(s, { type: 'replayStep', step: 9 })).toBe(s);
    expect(run(s, { type: 'replayStep', step: -3 }).replay).toEqual({ index: 1, step: 0 });
    expect(reduce(s, { type: 'replay', index: 5 })).toBe(s);
  });
});

describe('the search', () => {
  const recording = { events: [] } as unknown as Recording;

  test('searchStart, then shown with a new key each time', () => {
    const s = run(fresh(), { type: 'searchStart', where: 'from the start' });
    expect(s.search).toEqual({ status: 'running', where: 'from the start' });
    const shown = run(s, { type: 'searchShown', where: 'from the start', notation: '.........', depth: 1, recording });
    expect(shown.search).toEqual({ status: 'done', key: 1, where: 'from the start', notation: '.........', depth: 1, recording });
    const again = run(shown, { type: 'searchStart', where: 'x' }, { type: 'searchShown', where: 'x', notation: 'x........', depth: 1, recording });
    expect(again.search).toMatchObject({ status: 'done', key: 2 });
  });

  test('searchCancelled back to idle; searchFailed with its message', () => {
    const s = run(fresh(), { type: 'searchStart', where: 'w' });
    expect(run(s, { type: 'searchCancelled' }).search).toEqual({ status: 'idle' });
    expect(run(s, { type: 'searchFailed', message: 'too slow' }).search).toEqual({ status: 'error', message: 'too slow' });
  });
});

test('the store applies actions in order and answers the same state when nothing changed', () => {
  const store = createCodeCellStore(C, { games: 2 });
  const before = store.state;
  expect(store.dispatch({ type: 'notice', text: '' })).toBe(before);
  store.dispatch({ type: 'edit', code: 'mine' });
  expect(store.state).toMatchObject({ code: 'mine', origin: 'own', games: 2 });
});
