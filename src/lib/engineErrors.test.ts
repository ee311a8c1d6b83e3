import { describe, expect, test } from 'vitest';
import { ERROR_CODES, engineError } from '../engine/core/result.ts';
import { en } from '../i18n/messages/en.ts';
import { fr } from '../i18n/messages/fr.ts';
import { errorText, noticeText } from './engineErrors.ts';
import type { WorkerFailure } from './workerJobs.ts';
import { parseBoard } from '../engine/games/tictactoe/notation.ts';

describe('every engine error code has its words in both languages', () => {
  test.each(ERROR_CODES)('%s', (code) => {
    const english = en.errors.codes[code];
    const french = fr.errors.codes[code];
    expect(english).toMatch(/^[a-z].*[^.]$/);
    expect(french).toMatch(/^[a-zé].*[^.]$/);
    expect(french).not.toBe(english);
  });
  test('no other code', () => {
    expect(Object.keys(fr.errors.codes).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(en.errors.codes).sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe('errorText', () => {
  test('English pages keep the engine’s own sentence', () => {
    expect(errorText('en', engineError('ERR_OVERLAP', 'cell 4 is occupied twice'))).toBe('cell 4 is occupied twice');
  });
  test('French says the code, and where', () => {
    expect(errorText('fr', engineError('ERR_OVERLAP', 'cell 4 is occupied twice'))).toBe('deux pions occupent la même case');
    expect(errorText('fr', engineError('ERR_RANGE', 'too deep', 11))).toBe('un nombre sort des valeurs permises (au caractère 12)');
  });
  test('a real parse error, quoted in French', () => {
    const text = 'xo.z.....';
    const r = parseBoard(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(errorText('fr', r.error, text)).toBe('le texte ne suit pas la notation (au caractère 4, «\u00a0z\u00a0»)');
  });
});

describe('a worker’s own failure, and a resource a job went on without: data, worded by the page', () => {
  const failed = (failure: WorkerFailure) => ({ code: 'ERR_UNAVAILABLE', message: 'log line', failure }) as const;
  test.each([
    [{ worker: 'solver', how: 'stopped' }, 'the solver stopped (its script did not load)', 'le solveur a cessé de fonctionner (son script ne s’est pas chargé)'],
    [{ worker: 'benchmark', how: 'stopped', detail: 'Uncaught SyntaxError' }, 'the benchmark stopped: Uncaught SyntaxError', 'la mesure de vitesse a cessé de fonctionner\u00a0: Uncaught SyntaxError'],
    [{ worker: 'checker', how: 'start', detail: 'no Worker' }, 'the TypeScript checker could not start: no Worker', 'le vérificateur TypeScript n’a pas pu démarrer\u00a0: no Worker'],
    [{ worker: 'solver', how: 'unreadable' }, 'the solver sent a message the page cannot read', 'le solveur a envoyé un message que la page ne sait pas lire'],
    [{ worker: 'runner', how: 'stopped', trouble: 'silent' }, 'the worker that runs your code stopped: the sandbox did not answer', 'le worker qui exécute votre code a cessé de fonctionner\u00a0: le bac à sable n’a pas répondu'],
    [
      { worker: 'runner', how: 'stopped', trouble: 'start', detail: 'blocked' },
      'the worker that runs your code stopped: the worker could not start: blocked',
      'le worker qui exécute votre code a cessé de fonctionner\u00a0: le worker n’a pas pu démarrer\u00a0: blocked',
    ],
    [
      { worker: 'runner', how: 'stopped', trouble: 'tooLong' },
      'the worker that runs your code stopped: the worker sent a message longer than 4000000 characters',
      'le worker qui exécute votre code a cessé de fonctionner\u00a0: le worker a envoyé un message de plus de 4\u202f000\u202f000 caractères',
    ],
    [{ worker: 'runner', how: 'stopped', trouble: 'stopped' }, 'the worker that runs your code stopped: the worker stopped', 'le worker qui exécute votre code a cessé de fonctionner\u00a0: le worker s’est arrêté'],
  ] as const)('%j', (failure, english, french) => {
    expect(errorText('en', failed(failure))).toBe(english);
    expect(errorText('fr', failed(failure))).toBe(french);
  });

  test('the opening book the job went on without', () => {
    const notice = { resource: 'book', error: engineError('ERR_UNAVAILABLE', 'it did not arrive within 5 s') };
    expect(noticeText('en', notice)).toBe(
      'The opening book is unavailable: it did not arrive within 5 s. Everything is searched instead; what that puts out of reach (near the start of a game) is refused.',
    );
    expect(noticeText('fr', notice)).toBe(
      'La bibliothèque d’ouvertures est indisponible\u00a0: le calcul n’a pas pu obtenir ce dont il a besoin (un fichier de données, ou le worker lui-même). Tout est donc cherché\u202f; ce que cela met hors de portée (près du début d’une partie) est refusé.',
    );
  });
});
