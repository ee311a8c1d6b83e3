import { describe, expect, test } from 'vitest';
import { codeCellFr } from '../../../i18n/messages/codeCell/fr.ts';
import { contractFor, positionOf } from '../../models/codeCell/contracts.ts';
import { EvaluationProblem, guarded } from '../../models/codeCell/guard.ts';
import type { Stopped } from '../../models/codeCell/match.ts';
import { timedOutRecord } from '../clients.ts';
import { readResponse } from '../runMessages.ts';
import { functionFrom } from '../runner.ts';
import { problemWords } from './words.ts';
import { codeCellEn } from '../../../i18n/messages/codeCell/en.ts';

// What stopped a game crosses the sandbox as data (kind and detail) beside the sandbox's
// English message. In English the page's words must be that message exactly; in French,
// the same data in French.

const YOU = codeCellEn.you;
const NAMES = { a: YOU, b: codeCellEn.builtIn };
const FR_NAMES = { a: codeCellFr.you, b: codeCellFr.builtIn };
const NB = '\u00a0';

/** The problem the guard raises for a function that returns (or throws) this, as the sandbox sends it back. */
function stoppedBy(fn: (p: unknown) => unknown, game: 'tictactoe' | 'connect4' = 'tictactoe'): Stopped {
  const contract = contractFor(game, game === 'connect4' ? { width: 5, height: 4, k: 3 } : undefined);
  try {
    guarded(contract, fn, YOU)(positionOf(contract, contract.start));
  } catch (e) {
    if (!(e instanceof EvaluationProblem)) throw e;
    return { side: 'a', kind: e.kind, message: e.message, ...(e.detail ? { detail: e.detail } : {}) };
  }
  throw new Error('no problem');
}

/** The record as the page reads it from the frame (`runMessages.ts`): the detail survives the check. */
function throughFrame(s: Stopped): Stopped {
  const record = { index: 0, first: 'a', moves: [], winner: null, nodes: 0, stopped: s };
  const r = readResponse(JSON.stringify({ id: 1, type: 'done', result: { kind: 'game', record }, ms: 1, notices: [] }));
  if (!r.ok || r.value.type !== 'done' || r.value.result.kind !== 'game') throw new Error(r.ok ? 'not a game' : r.why);
  return r.value.result.record.stopped!;
}

const CASES: [string, (p: unknown) => unknown, string][] = [
  ['an exception', () => { throw new TypeError('x is not a function'); }, `votre évaluation a levé une exception, TypeError: x is not a function`],
  ['undefined', () => undefined, `votre évaluation a renvoyé undefined${NB}: manque-t-il une instruction return\u202f?, qui n’est pas un nombre`],
  ['null', () => null, 'votre évaluation a renvoyé null, qui n’est pas un nombre'],
  ['a string', () => 'abc', 'votre évaluation a renvoyé "abc", une chaîne, qui n’est pas un nombre'],
  ['an object', () => ({}), 'votre évaluation a renvoyé un objet, un objet, qui n’est pas un nombre'],
  ['an array', () => [1], 'votre évaluation a renvoyé un tableau, un tableau, qui n’est pas un nombre'],
  ['a function', () => () => 1, 'votre évaluation a renvoyé une fonction, une fonction, qui n’est pas un nombre'],
  ['a bigint', () => 5n, 'votre évaluation a renvoyé 5n, un bigint, qui n’est pas un nombre'],
  ['a boolean', () => true, 'votre évaluation a renvoyé true, un booléen, qui n’est pas un nombre'],
  ['Infinity', () => Infinity, 'votre évaluation a renvoyé Infinity, qui n’est pas un nombre fini'],
  ['-Infinity', () => -Infinity, 'votre évaluation a renvoyé −Infinity, qui n’est pas un nombre fini'],
  ['NaN', () => NaN, 'votre évaluation a renvoyé NaN, qui n’est pas un nombre fini'],
  ['the limit', () => 10, `votre évaluation a renvoyé 10, hors de l’intervalle${NB}: un score doit être strictement compris entre −10 et 10, valeurs réservées aux parties terminées`],
  ['past the lower bound', () => -12.5, `votre évaluation a renvoyé −12,5, hors de l’intervalle${NB}: un score doit être strictement compris entre −10 et 10, valeurs réservées aux parties terminées`],
];

describe('what stopped a game, from the data the sandbox sends', () => {
  test.each(CASES)('%s: English is the sandbox’s message to the byte; French is French', (_, fn, french) => {
    const s = throughFrame(stoppedBy(fn));
    expect(s.detail).toBeDefined();
    expect(problemWords(s, NAMES)).toBe(s.message);
    expect(problemWords(s, FR_NAMES, codeCellFr)).toBe(french);
  });

  test('Connect Four’s range, with its thousands', () => {
    const s = throughFrame(stoppedBy(() => 20000, 'connect4'));
    expect(problemWords(s, NAMES)).toBe(s.message);
    expect(problemWords(s, FR_NAMES, codeCellFr)).toBe(
      `votre évaluation a renvoyé 20\u202f000, hors de l’intervalle${NB}: un score doit être strictement compris entre −10\u202f000 et 10\u202f000, valeurs réservées aux parties terminées`,
    );
  });

  test('a script that throws while loading, or defines no evaluate', () => {
    const problem = (js: string): Stopped => {
      try {
        functionFrom(js, YOU);
      } catch (e) {
        const p = e as EvaluationProblem;
        return throughFrame({ side: 'a', kind: p.kind, message: p.message, ...(p.detail ? { detail: p.detail } : {}) });
      }
      throw new Error('no problem');
    };
    const threw = problem('throw new RangeError("top");');
    expect(problemWords(threw, NAMES)).toBe(threw.message);
    expect(problemWords(threw, FR_NAMES, codeCellFr)).toBe('votre évaluation a levé une exception pendant son chargement, RangeError: top');
    const none = problem('const x = 1;');
    expect(problemWords(none, NAMES)).toBe(none.message);
    expect(problemWords(none, FR_NAMES, codeCellFr)).toBe('votre évaluation ne définit aucune fonction nommée evaluate');
  });

  test('the time limit, on a move or while a script loads', () => {
    const onMove = timedOutRecord(1, '40', 2500, NAMES).stopped!;
    expect(problemWords(onMove, NAMES)).toBe(onMove.message);
    expect(problemWords(onMove, FR_NAMES, codeCellFr)).toBe(`l’évaluation du moteur a tourné plus de 2,5${NB}s au coup 3 et a été arrêtée (une boucle sans fin, ou bien trop lente)`);
    const loading = timedOutRecord(0, '', 500, NAMES, 'b').stopped!;
    expect(problemWords(loading, NAMES)).toBe(loading.message);
    expect(problemWords(loading, FR_NAMES, codeCellFr)).toMatch(/^l’évaluation du moteur a tourné plus de 0,5\u00a0s pendant le chargement de son code, avant le premier coup/);
  });

  test('the search itself failed (not the reader’s code): said in the page’s words, with what it threw', () => {
    const s: Stopped = { side: 'a', kind: 'threw', message: 'the search failed: Error: boom', detail: { thrown: 'Error: boom', search: true } };
    expect(problemWords(s, NAMES)).toBe('the search failed: Error: boom');
    expect(problemWords(s, FR_NAMES, codeCellFr)).toBe(`la recherche a échoué${NB}: Error: boom`);
  });

  test('a problem that comes without detail keeps the sandbox’s words (the fallback)', () => {
    const s: Stopped = { side: 'a', kind: 'threw', message: 'the search failed: Error: boom' };
    expect(problemWords(s, FR_NAMES, codeCellFr)).toBe('the search failed: Error: boom');
  });

  test('a detail that is not what the protocol says is refused at the frame', () => {
    const record = { index: 0, first: 'a', moves: [], winner: null, nodes: 0, stopped: { side: 'a', kind: 'not-a-number', message: 'm', detail: { type: 'spaceship' } } };
    const r = readResponse(JSON.stringify({ id: 1, type: 'done', result: { kind: 'game', record }, ms: 1, notices: [] }));
    expect(r).toEqual({ ok: false, why: 'the detail\'s type is not one of undefined, null, array, object, string, boolean, bigint, symbol, function' });
  });
});
