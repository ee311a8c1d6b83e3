import { describe, expect, test } from 'vitest';
import { TICTACTOE_CONTRACT, connect4Contract, type Contract } from '../../models/codeCell/contracts.ts';
import type { MatchGameRecord } from '../../models/codeCell/match.ts';
import type { CompileResult } from '../compile.ts';
import type { CodeCellAction } from './actions.ts';
import { reduce } from './reduce.ts';
import { initialState, type CodeCellState } from './state.ts';
import { cellState, currentCheck, diagnostics, gameCounts, goalMatch, isLinkedCode, isStale, opponentName, originWords, positionsOf, replayFrame, sidesOf, tally } from './view.ts';
import { moveWords, resultWords, winnerHook } from './words.ts';

const C = TICTACTOE_CONTRACT;
const run = (...actions: CodeCellAction[]): CodeCellState => actions.reduce(reduce, initialState(C));
const BAD: CompileResult = { ok: false, diagnostics: [{ line: 2, column: 3, from: 20, to: 25, message: 'nope' }], js: '' };
const NAMES = { a: 'your evaluation', b: 'the built-in evaluation' };
// Game 1 of a tic-tac-toe match, A (X) first: X 4, O 0, X 1, O 2, X 7: X completes the middle column.
const XWINS: MatchGameRecord = { index: 0, first: 'a', moves: [4, 0, 1, 2, 7], winner: 'a', nodes: 50 };

describe('what the cell shows', () => {
  test('data-state: running over checking over done over idle', () => {
    expect(cellState(run())).toBe('idle');
    expect(cellState(run({ type: 'checkStart' }))).toBe('checking');
    expect(cellState(run({ type: 'checkStart' }, { type: 'matchStart', names: NAMES }))).toBe('running');
    expect(cellState(run({ type: 'matchStart', names: NAMES }, { type: 'matchEnd', records: [], cancelled: false }))).toBe('done');
    expect(cellState(run({ type: 'matchStart', names: NAMES }, { type: 'matchEnd', records: [], cancelled: true }))).toBe('idle');
  });

  test('the errors listed are the last check’s while the code is the text it checked; then it is stale', () => {
    const checked = run({ type: 'checkStart' }, { type: 'checked', source: C.template, result: BAD });
    expect([diagnostics(checked), currentCheck(checked), isStale(checked)]).toEqual([BAD.diagnostics, BAD, false]);
    const edited = reduce(checked, { type: 'edit', code: 'x' });
    expect([diagnostics(edited), currentCheck(edited), isStale(edited)]).toEqual([[], undefined, true]);
  });

  test('whose code: a link’s until edited or kept (and not when it is the template); else the original or edited', () => {
    expect(isLinkedCode(run({ type: 'loaded', linked: 'L', versions: [] }), C)).toBe(true);
    expect(isLinkedCode(run({ type: 'loaded', linked: C.template, versions: [] }), C)).toBe(false);
    expect(isLinkedCode(run({ type: 'loaded', linked: 'L', versions: [] }, { type: 'keep' }), C)).toBe(false);
    expect(originWords(run(), C)).toBe('the engine’s own, as it ships');
    expect(originWords(run({ type: 'edit', code: 'E' }), C)).toBe('edited');
  });

  test('the opponent: the built-in evaluation, or a saved version that exists', () => {
    const versions = [{ number: 3, source: '', js: '', savedAt: 0 }];
    expect(opponentName(run())).toBe('the built-in evaluation');
    expect(opponentName(run({ type: 'loaded', versions }, { type: 'opponent', opponent: 3 }))).toBe('saved version 3');
    expect(opponentName(run({ type: 'loaded', versions }, { type: 'opponent', opponent: 4 }))).toBe('the built-in evaluation');
  });

  test('the tally of the games played', () => {
    expect(tally(run())).toBeNull();
    const s = run({ type: 'matchStart', names: NAMES }, { type: 'matchGame', record: XWINS }, { type: 'matchGame', record: { ...XWINS, index: 1, first: 'b', winner: null } });
    expect(tally(s)).toEqual({ games: 2, a: 1, b: 0, draws: 1, stopped: 0 });
  });

  test('the match as a goal judges it: the settings it started with, its end, the opponent, the games reported', () => {
    expect(goalMatch(run())).toBeNull();
    const s = run({ type: 'matchStart', names: NAMES }, { type: 'matchGame', record: XWINS }, { type: 'matchEnd', records: [XWINS], cancelled: false });
    expect(goalMatch(s)).toEqual({ status: 'done', depth: 1, games: 10, seed: 1, againstBuiltIn: true, records: [XWINS] });
    // The menus changed after the match: the match keeps the settings it was played with.
    expect(goalMatch(reduce(s, { type: 'depth', depth: 3 }))?.depth).toBe(1);
    const saved = run({ type: 'opponent', opponent: 2 }, { type: 'matchStart', names: { a: NAMES.a, b: 'saved version 2' } }, { type: 'matchEnd', records: [], cancelled: true });
    expect(goalMatch(saved)).toMatchObject({ status: 'cancelled', againstBuiltIn: false, records: [] });
  });

  test('the games menu keeps the page’s count among the usual ones', () => {
    expect(gameCounts(10)).toEqual([2, 4, 10, 20, 50]);
    expect(gameCounts(7)).toEqual([2, 4, 7, 10, 20, 50]);
  });
});

describe('words', () => {
  test('a result: a side won, a draw, a stopped game', () => {
    expect(resultWords(XWINS, NAMES)).toBe('Your evaluation won');
    expect(resultWords({ ...XWINS, winner: 'b' }, NAMES)).toBe('The built-in evaluation won');
    expect(resultWords({ ...XWINS, winner: null }, NAMES)).toBe('Draw');
    const stopped = { ...XWINS, winner: null, stopped: { side: 'a' as const, kind: 'out-of-range' as const, message: 'your evaluation returned 11' } };
    expect(resultWords(stopped, NAMES)).toBe('Stopped: your evaluation returned 11.');
    expect([winnerHook(XWINS), winnerHook({ ...XWINS, winner: null }), winnerHook(stopped)]).toEqual(['a', 'draw', 'stopped']);
  });

  test('a move in words, per game', () => {
    expect(moveWords('tictactoe', 4, 'x')).toBe('X plays the centre (cell 4)');
    expect(moveWords('connect4', 0, 'o')).toBe('O plays column 1');
  });

  test('who played X and O', () => {
    expect(sidesOf('b', NAMES)).toEqual({ x: 'the built-in evaluation', o: 'your evaluation' });
  });
});

describe('a replayed game', () => {
  const positions = positionsOf(C, XWINS);

  test('every position from the start to the last move', () => {
    expect(positions.map((p) => (C as Contract).engine.write(p))).toEqual(['.........', '....x....', 'o...x....', 'ox..x....', 'oxo.x....', 'oxo.x..x.']);
  });

  test('at the start: the empty board, a search from the start', () => {
    expect(replayFrame(C, XWINS, positions, 0, NAMES)).toMatchObject({ at: 0, total: 5, last: null, over: false, caption: 'The empty board.', ending: '', where: 'from the start' });
  });

  test('at a move: who played what, and where a search would start', () => {
    expect(replayFrame(C, XWINS, positions, 2, NAMES)).toMatchObject({ at: 2, last: 0, caption: 'Move 2 of 5: O plays the top left (cell 0) (the built-in evaluation).', where: 'after move 2 of game 1' });
  });

  test('at the end (clamped): the last move, the result, the game over', () => {
    const f = replayFrame(C, XWINS, positions, 99, NAMES);
    expect(f).toMatchObject({ at: 5, last: 7, over: true, caption: 'Move 5 of 5: X plays the bottom middle (cell 7) (your evaluation).', ending: 'Your evaluation won.' });
  });

  test('a stopped game says why at its end; Connect Four numbers columns from 1', () => {
    const c4 = connect4Contract({ width: 5, height: 4, k: 3 });
    const rec: MatchGameRecord = { index: 1, first: 'b', moves: [2], winner: null, nodes: 1, stopped: { side: 'a', kind: 'time', message: 'your evaluation ran for more than 2 s on move 2 and was stopped' } };
    const f = replayFrame(c4, rec, positionsOf(c4, rec), 1, NAMES);
    expect(f.caption).toBe('Move 1 of 1: X plays column 3 (the built-in evaluation).');
    expect(f.ending).toBe('The game stopped here: your evaluation ran for more than 2 s on move 2 and was stopped.');
    expect(f.over).toBe(false);
  });
});
