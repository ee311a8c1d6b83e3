import { describe, expect, test } from 'vitest';
import { TICTACTOE_CONTRACT } from '../../models/codeCell/contracts.ts';
import { CodeRunClient, runMatch } from '../clients.ts';
import { inProcessRunWorkers } from '../inProcess.ts';
import type { CodeCellAction } from './actions.ts';
import { codeCellFr } from '../../../i18n/messages/codeCell/fr.ts';
import { reduce } from './reduce.ts';
import { matchRequest, searchAnswer, searchRequest } from './requests.ts';
import { initialState, type CodeCellState } from './state.ts';
import { tally } from './view.ts';

// The cell's requests, played by the real run job in this realm (inProcess.ts), and its
// answers read back into actions: the model end to end, with no DOM.

const C = TICTACTOE_CONTRACT;
const G = { game: 'tictactoe' as const };
const ZERO = 'function evaluate(position) { return 0; }';
const run = (s: CodeCellState, ...actions: CodeCellAction[]): CodeCellState => actions.reduce(reduce, s);

describe('the match request', () => {
  test('the reader’s script against the built-in evaluation, with the settings', () => {
    const s = run(initialState(C), { type: 'games', games: 4 }, { type: 'seedText', text: '9' });
    expect(matchRequest(s, G, ZERO, 100)).toEqual({
      names: { a: 'your evaluation', b: 'the built-in evaluation' },
      request: { base: { game: 'tictactoe', a: ZERO, b: null, names: { a: 'your evaluation', b: 'the built-in evaluation' } }, games: 4, depth: 1, seed: 9, limitMs: 100 },
    });
  });

  test('against a saved version: its script and its name; Connect Four sends its board', () => {
    const s = run(initialState(C), { type: 'loaded', versions: [{ number: 2, source: 's', js: 'JS2', savedAt: 0 }] }, { type: 'opponent', opponent: 2 });
    const { request } = matchRequest(s, { game: 'connect4', config: { width: 5, height: 4, k: 3 } }, ZERO, 100);
    expect(request.base).toEqual({ game: 'connect4', config: { width: 5, height: 4, k: 3 }, a: ZERO, b: 'JS2', names: { a: 'your evaluation', b: 'saved version 2' } });
  });

  test('played: always 0 against the open lines at depth 1, seed 1, loses 3 to 7 (lesson 2’s match)', async () => {
    const client = new CodeRunClient(inProcessRunWorkers());
    let s = initialState(C);
    const { names, request } = matchRequest(s, G, ZERO, 5000);
    s = reduce(s, { type: 'matchStart', names });
    const out = await runMatch(client, request, (record) => (s = reduce(s, { type: 'matchGame', record })));
    expect(out.error).toBeUndefined();
    s = reduce(s, { type: 'matchEnd', records: out.records, cancelled: out.cancelled });
    client.dispose();
    expect(tally(s)).toEqual({ games: 10, a: 3, b: 7, draws: 0, stopped: 0 });
    expect(s.match!.status).toBe('done');
    expect(s.replay).toEqual({ index: 0, step: s.match!.records[0].moves.length });
  });
});

describe('the search', () => {
  test('the request: one alpha-beta search from the notation, with side A’s evaluation', () => {
    expect(searchRequest(G, ZERO, '....x....', 2)).toEqual({
      game: 'tictactoe',
      a: ZERO,
      b: null,
      names: { a: 'your evaluation', b: 'the built-in evaluation' },
      task: { kind: 'search', position: '....x....', depth: 2, side: 'a' },
    });
  });

  test('answered: shown, with the recording of the search the worker ran', async () => {
    const client = new CodeRunClient(inProcessRunWorkers());
    const r = await client.run(searchRequest(G, ZERO, '.........', 1), 5000).promise;
    client.dispose();
    const a = searchAnswer(r, G, 'from the start', '.........', 1);
    expect(a.type).toBe('searchShown');
    if (a.type !== 'searchShown') return;
    expect([a.where, a.notation, a.depth, a.recording.spec.game, a.recording.spec.algorithm]).toEqual(['from the start', '.........', 1, 'tictactoe', 'alphabeta']);
    // The root and its nine children, each entered and left.
    expect(a.recording.events.filter((e) => e.type === 'enter').length).toBe(10);
  });

  test('cancelled, past its time, failed, or a game instead of a search', () => {
    const at = (r: Parameters<typeof searchAnswer>[0]) => searchAnswer(r, G, 'w', '.........', 1);
    expect(at({ status: 'cancelled' })).toEqual({ type: 'searchCancelled' });
    expect(at({ status: 'timeout', moves: '', limitMs: 10_000 })).toEqual({
      type: 'searchFailed',
      message: 'Your evaluation ran for more than 10 s in this search and was stopped (an endless loop, or far too slow).',
    });
    expect(at({ status: 'error', error: { message: 'boom' } } as never)).toEqual({ type: 'searchFailed', message: 'The search stopped: boom.' });
    expect(at({ status: 'done', result: { kind: 'game', record: { index: 0, first: 'a', moves: [], winner: null, nodes: 0 } } } as never)).toEqual({
      type: 'searchFailed',
      message: 'The worker answered with a game, not a search.',
    });
  });

  test('stopped by the reader’s code: the problem and its board, in the page’s language', async () => {
    const client = new CodeRunClient(inProcessRunWorkers());
    const THROWS = 'function evaluate(position) { throw new Error("no"); }';
    const r = await client.run(searchRequest(G, THROWS, 'x........', 1), 5000).promise;
    const none = await client.run(searchRequest(G, 'const x = 1;', 'x........', 1), 5000).promise;
    client.dispose();
    expect(r).toMatchObject({ status: 'done', result: { kind: 'stopped', stopped: { side: 'a', kind: 'threw' } } });
    const board = r.status === 'done' && r.result.kind === 'stopped' ? r.result.stopped.board : undefined;
    expect(board).toMatch(/^x/);
    expect(searchAnswer(r, G, 'w', 'x........', 1)).toEqual({ type: 'searchFailed', message: `The search stopped: your evaluation threw an exception, Error: no, on the board\n${board}.` });
    expect(searchAnswer(r, G, 'w', 'x........', 1, codeCellFr)).toEqual({
      type: 'searchFailed',
      message: `La recherche s’est arrêtée\u00a0: votre évaluation a levé une exception, Error: no, sur le plateau\n${board}.`,
    });
    expect(searchAnswer(none, G, 'w', 'x........', 1, codeCellFr)).toEqual({ type: 'searchFailed', message: 'La recherche s’est arrêtée\u00a0: votre évaluation ne définit aucune fonction nommée evaluate.' });
  });

  test('the search itself failed, or its worker stopped: the engine’s English kept in English, French in French', () => {
    const failed = { status: 'error', error: { code: 'ERR_INTERNAL', message: 'the search failed: Error: boom' } } as const;
    expect(searchAnswer(failed, G, 'w', '.........', 1)).toEqual({ type: 'searchFailed', message: 'The search stopped: the search failed: Error: boom.' });
    expect(searchAnswer(failed, G, 'w', '.........', 1, codeCellFr, 'fr')).toEqual({
      type: 'searchFailed',
      message: 'La recherche s’est arrêtée\u00a0: le moteur a échoué (une erreur de programme, signalée au lieu d’un plantage).',
    });
    const silent = { status: 'error', error: { code: 'ERR_UNAVAILABLE', message: 'runner worker: stopped', failure: { worker: 'runner', how: 'stopped', trouble: 'notStarted' } } } as const;
    expect(searchAnswer(silent, G, 'w', '.........', 1, codeCellFr, 'fr')).toEqual({
      type: 'searchFailed',
      message: 'La recherche s’est arrêtée\u00a0: le worker qui exécute votre code a cessé de fonctionner\u00a0: le bac à sable de votre code n’a pas démarré.',
    });
  });
});
