import { describe, expect, test } from 'vitest';
import { compileEvaluation } from './compile.ts';
import { MAX_MESSAGE_CHARS, MAX_TEXT, encodeResponse, readResponse } from './runMessages.ts';
import { handleCodeRun, type CodeRunRequest, type CodeRunResponse } from './runner.ts';
import { TICTACTOE_CONTRACT, connect4Contract } from '../models/codeCell/contracts.ts';

const names = { a: 'your evaluation', b: 'the built-in evaluation' };
const js = (source: string, declarations = TICTACTOE_CONTRACT.declarations) => {
  const r = compileEvaluation(source, declarations);
  expect(r.diagnostics).toEqual([]);
  return r.js;
};

/** Every answer of one job, run in this process. */
function answers(req: CodeRunRequest): CodeRunResponse[] {
  const out: CodeRunResponse[] = [];
  handleCodeRun(req, (m) => out.push(m), () => 0);
  return out;
}

/** JSON drops -0 for 0: compare as the page sees numbers. */
const plain = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown;

describe('a real answer crosses unchanged', () => {
  test('a game of a match: the loading phase, every move, the record', () => {
    const all = answers({ id: 7, game: 'tictactoe', a: js(TICTACTOE_CONTRACT.template), b: null, names, task: { kind: 'game', index: 1, seed: 1, depth: 2 } });
    expect(all.map((m) => (m.type === 'progress' ? m.progress.detail : m.type))).toEqual(['loading a', '', '4', '42', '420', '4208', '42085', '420853', '4208536', '42085361', 'done']);
    for (const m of all) expect(readResponse(encodeResponse(m))).toEqual({ ok: true, value: plain(m) });
  });

  test('the largest search the cell asks for (tic-tac-toe from the start, depth 9) fits the cap with room to spare', () => {
    const [done] = answers({ id: 1, game: 'tictactoe', a: js(TICTACTOE_CONTRACT.template), b: null, names, task: { kind: 'search', position: '.........', depth: 9, side: 'a' } }).filter(
      (m) => m.type === 'done',
    );
    const text = encodeResponse(done);
    expect(done.type === 'done' && done.result.kind === 'search' && done.result.recording.events.length).toBe(24_000);
    expect(text.length).toBeGreaterThan(1_000_000);
    expect(text.length).toBeLessThan(MAX_MESSAGE_CHARS / 2);
    expect(readResponse(text)).toEqual({ ok: true, value: plain(done) });
  });

  test('Connect Four 7x6 at depth 6 from the start: its search also fits', () => {
    const c = connect4Contract();
    const [done] = answers({ id: 1, game: 'connect4', a: js(c.template, c.declarations), b: null, names, task: { kind: 'search', position: '', depth: 6, side: 'a' } }).filter(
      (m) => m.type === 'done',
    );
    const text = encodeResponse(done);
    expect(text.length).toBeLessThan(MAX_MESSAGE_CHARS / 2);
    expect(readResponse(text).ok).toBe(true);
  });
});

describe('what the page refuses', () => {
  const game = { id: 3, type: 'done', ms: 1, notices: [], result: { kind: 'game', record: { index: 0, first: 'a', moves: [4, 0], winner: null, nodes: 9 } } };
  const read = (m: unknown) => readResponse(JSON.stringify(m));

  test.each([
    ['not text', { id: 1 }, 'the answer is not text'],
    ['longer than the cap', 'x'.repeat(MAX_MESSAGE_CHARS + 1), 'the answer is longer than 4,000,000 characters'],
    ['not JSON', '{"id":', 'the answer is not JSON'],
  ])('%s', (_, data, why) => {
    expect(readResponse(data)).toEqual({ ok: false, why });
  });

  test.each([
    ['an unknown type', { ...game, type: 'hello' }, 'the answer has an unknown type'],
    ['a job id that is not an integer', { ...game, id: '3' }, 'the job id is not an integer from 0 to 9007199254740991'],
    ['a move off the board', { ...game, result: { kind: 'game', record: { ...game.result.record, moves: [4, 999] } } }, 'a move is not an integer from 0 to 255'],
    ['a winner who is not a side', { ...game, result: { kind: 'game', record: { ...game.result.record, winner: 'c' } } }, 'the winner is not one of a, b'],
    ['a node count that is not a number', { ...game, result: { kind: 'game', record: { ...game.result.record, nodes: 'many' } } }, 'the node count is not an integer from 0 to 9007199254740991'],
    ['a result of another kind', { ...game, result: { kind: 'page', html: '<img>' } }, 'the result is neither a game nor a search'],
    ['a progress detail that is neither moves nor a phase', { id: 1, type: 'progress', progress: { nodes: 0, ms: 0, detail: '<b>' } }, 'the progress detail is neither a loading phase nor moves'],
    ['an error code the engine does not have', { id: 1, type: 'error', error: { code: 'ERR_PWNED', message: 'x' } }, expect.stringMatching(/^the error code is not one of ERR_NOTATION/)],
    ['too many events', { ...game, result: { kind: 'search', recording: { events: Array(24_001).fill({ type: 'leaf', node: 0, score: 0, reason: 'horizon' }), truncated: true, values: {} } } }, 'the events holds more than 24000 items'],
    ['a search event of an unknown type', { ...game, result: { kind: 'search', recording: { events: [{ type: 'script', node: 0 }], truncated: false, values: {} } } }, 'a search event has an unknown type'],
    ['a score past any score', { ...game, result: { kind: 'search', recording: { events: [{ type: 'leaf', node: 0, score: 1e300, reason: 'horizon' }], truncated: false, values: {} } } }, 'a score is out of any score\u2019s range'.replace('\u2019', "'")],
    ['a value keyed by something else than a path', { ...game, result: { kind: 'search', recording: { events: [], truncated: false, values: { __proto__x: 1 } } } }, 'a value is not keyed by a path of moves'],
  ])('%s', (_, m, why) => {
    expect(read(m)).toEqual({ ok: false, why });
  });

  test('a 16 MB error message reaches the page cut to MAX_TEXT characters', () => {
    const r = read({ id: 1, type: 'error', error: { code: 'ERR_RANGE', message: 'A'.repeat(16_000_000 / 8) } });
    expect(r.ok && r.value.type === 'error' && r.value.error.message.length).toBe(MAX_TEXT + '… (cut)'.length);
  });

  test('a stopped game’s message and board are cut too; fields the protocol does not name are dropped', () => {
    const stopped = { side: 'a', kind: 'threw', message: 'm'.repeat(5000), board: 'b'.repeat(5000), html: '<script>' };
    const r = read({ ...game, extra: 1, result: { kind: 'game', record: { ...game.result.record, stopped, onclick: 'x' } } });
    expect(r.ok).toBe(true);
    if (!r.ok || r.value.type !== 'done' || r.value.result.kind !== 'game') return;
    const s = r.value.result.record.stopped!;
    expect([s.message.length, s.board!.length]).toEqual([MAX_TEXT + 7, 400 + 7]);
    expect(Object.keys(r.value).sort()).toEqual(['id', 'ms', 'notices', 'result', 'type']);
    expect(Object.keys(r.value.result.record).sort()).toEqual(['first', 'index', 'moves', 'nodes', 'stopped', 'winner']);
    expect(Object.keys(s).sort()).toEqual(['board', 'kind', 'message', 'side']);
  });

  test('the worker’s side: an answer past the cap is replaced by an error that says how big it was', () => {
    const huge: CodeRunResponse = { id: 4, type: 'notice', notice: { resource: 'book', error: { code: 'ERR_UNAVAILABLE', message: 'n'.repeat(MAX_MESSAGE_CHARS) } } };
    const text = encodeResponse(huge);
    expect(JSON.parse(text)).toEqual({ id: 4, type: 'error', error: { code: 'ERR_RANGE', message: 'the answer was too big to send to the page (4,000,101 characters)' } });
  });
});
