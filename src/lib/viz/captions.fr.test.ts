import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { runSearch, type Recording } from './searchRun.ts';
import { announcement, captionFor } from './captions.ts';
import { foldView } from './replay.ts';
import { DEFAULT_SPEC, type ExplorerSpec } from './spec.ts';
import type { Perspective } from './types.ts';
import { en } from '../../i18n/captions/en.ts';
import { formatScore, formatWindow } from './format.ts';
import { INFINITY } from '../../engine/core/score.ts';

// French typography: a no-break space before a colon, a narrow one before a semicolon.
const NBSP = '\u00a0';
const NNBSP = '\u202f';

function record(patch: Partial<ExplorerSpec>): Recording {
  const r = runSearch({ ...DEFAULT_SPEC, ...patch });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function captions(rec: Recording, perspective: Perspective) {
  const ctx = { model: rec.model, source: rec.source, perspective, abstract: rec.spec.game === 'toy', locale: 'fr' as const };
  return rec.events.map((e, k) => ({ type: e.type, ...captionFor(ctx, foldView(rec.model, k + 1, perspective)) }));
}

/** The first caption of each event type, in the order of the search. */
function firstOfEachType(rec: Recording, perspective: Perspective): Map<string, string> {
  const byType = new Map<string, string>();
  for (const c of captions(rec, perspective)) if (!byType.has(c.type)) byType.set(c.type, c.text);
  return byType;
}

describe('the captions in French', () => {
  test('the textbook tree, every event type, in the minimax picture', () => {
    const rec = record({ position: 'example:textbook' });
    const all = captions(rec, 'max');
    const first = firstOfEachType(rec, 'max');
    expect(first.get('enter')).toBe(`On entre dans A, un nœud MAX. Fenêtre α = −∞, β = +∞${NBSP}: on ne sait encore rien, chaque enfant compte.`);
    expect(first.get('leaf')).toBe(`B.1 est une feuille${NBSP}: sa valeur est 3.`);
    expect(first.get('exit')).toBe(`Exploration de B.1 terminée${NBSP}: sa valeur est 3. On remonte en B.`);
    expect(first.get('raise')).toBe(`En B, MIN peut pour l’instant limiter MAX à 3, par son 1er enfant, B.1. β descend à 3.`);
    expect(first.get('cutoff')).toBe(
      `Coupure${NBSP}: β = 2 ≤ α = 3, car MAX a déjà une suite qui vaut 3 et détournera donc la partie de C. ` +
        `Les 2 enfants restants de C ne peuvent plus changer le résultat${NBSP}: ils sont élagués (2 positions évitées).`,
    );
    expect(all.map((c) => c.text)).toContain(
      `On entre dans D.2 (depuis D), un nœud MAX. Fenêtre (3, 14). α = 3${NBSP}: MAX a déjà 3 ailleurs${NNBSP}; β = 14${NBSP}: MIN a déjà 14 ailleurs. D.2 s’arrête dès que sa valeur atteint β.`,
    );
    expect(all.map((c) => c.text)).toContain(`En D, MIN peut pour l’instant limiter MAX à 5, par son 2e enfant, D.2. β descend à 5.`);
    expect(all.map((c) => c.text)).toContain(`C s’arrête tôt${NBSP}: sa valeur est au plus 2, une borne${NNBSP}; la valeur exacte n’est pas nécessaire. On remonte en A.`);
    expect(all.at(-1)).toEqual({
      type: 'exit',
      tone: 'end',
      text: `La recherche est terminée${NBSP}: A vaut 3, par son 1er enfant (B). La variation principale, la suite que joueraient les deux camps, est mise en évidence.`,
    });
  });

  test('the same cut in the negamax picture', () => {
    const rec = record({ position: 'example:textbook' });
    const cut = rec.events.findIndex((e) => e.type === 'cutoff');
    expect(captions(rec, 'mover')[cut].text).toBe(
      `Coupure${NBSP}: alpha = −2 ≥ bêta = −3, et MAX ne laissera jamais la partie arriver en C. ` +
        `Les 2 enfants restants de C ne peuvent plus changer le résultat${NBSP}: ils sont élagués (2 positions évitées).`,
    );
  });

  test('tic-tac-toe with a table and a depth limit: positions, the table, the horizon, a won game', () => {
    const rec = record({ game: 'tictactoe', position: 'x...o....', depth: 4, tt: true });
    const texts = captions(rec, 'max').map((c) => c.text);
    const first = firstOfEachType(rec, 'max');
    expect(first.get('enter')).toBe('On entre dans la racine, X au trait. Fenêtre α = −∞, β = +∞\u00a0: on ne sait encore rien, chaque enfant compte.');
    expect(first.get('tt')).toBe(`La table de transposition ne sait encore rien de la racine${NBSP}: on l’explore.`);
    expect(first.get('leaf')).toBe(`La position après X1 O2 X3 O5 est à la profondeur limite${NBSP}: l’évaluation statique estime −1 pour X.`);
    expect(texts).toContain(`La partie est finie à la position après X1 O2 X3 O6${NBSP}: O a gagné, ce qui vaut −10 pour X.`);
    expect(texts).toContain(`On a déjà exploré la position après X3 O2 X1 (−10), assez profondément${NBSP}: la valeur stockée suffit, sans nouvelle recherche.`);
    expect(texts).toContain(`La table de transposition tranche la position après X3 O2 X1${NBSP}: −10. On remonte à la position après X3 O2.`);
  });

  test('ordinals and plurals the French way, and the live region', () => {
    const rec = record({ position: 'example:course' });
    const texts = captions(rec, 'max').map((c) => c.text);
    expect(texts.filter((t) => t.startsWith('Coupure')).map((t) => t.slice(t.indexOf('. ') + 2))).toEqual([
      `L’enfant restant du nœud 2.2 ne peut plus changer le résultat${NBSP}: il est élagué (1 position évitée).`,
    ]);
    expect(texts.at(-1)).toMatch(/, par son 3e enfant \(le nœud 3\)\./);
    const ctx = { model: rec.model, source: rec.source, perspective: 'max' as const, abstract: true, locale: 'fr' as const };
    const start = foldView(rec.model, 0);
    expect(announcement(start, captionFor(ctx, start), 'fr')).toBe(
      `Étape 0 sur ${rec.events.length}. En pause avant le début de la recherche. Avancez d’un pas (→) pour entrer dans la racine.`,
    );
  });

  // Every recording of the English tests, both pictures: no English left.
  const ENGLISH = /\b(Enter|enter|pruned|Best so far|so far|[Ww]indow|the root|node|[Mm]ove|search|value|child|children|[Ss]tep|at least|at most|skipped|done|settled|transposition table|from|leaf|the|is|and|to move)\b/;
  test.each([
    ['toy, alpha-beta', { position: 'example:course' }],
    ['toy, minimax', { position: 'example:course', algorithm: 'minimax' }],
    ['toy, negamax', { position: 'example:walkthrough', algorithm: 'negamax' }],
    ['toy, shallow pruning, MIN at the root', { position: '[[1 [2 3]] [4 [5 6 7]] [8 9]]', algorithm: 'shallow', rootPlayer: 'min' }],
    ['tic-tac-toe with a table and a depth limit', { game: 'tictactoe', position: 'x...o....', depth: 4, tt: true }],
    ['tic-tac-toe, fail-hard', { game: 'tictactoe', position: 'x.o.o.x..', failSoft: false }],
    ['tic-tac-toe, minimax', { game: 'tictactoe', position: 'x.o.o.x..', algorithm: 'minimax' }],
  ] as const)('%s: no English word in any caption', (_, patch) => {
    const rec = record(patch as Partial<ExplorerSpec>);
    for (const perspective of ['max', 'mover'] as const) {
      for (const c of captions(rec, perspective)) {
        expect(c.text, c.text).not.toMatch(ENGLISH);
        expect(c.text).not.toMatch(/undefined|NaN|\[object/);
        // French spacing: never a bare space or none before a colon or a semicolon.
        expect(c.text, c.text).not.toMatch(/[^\u00a0]:|[^\u202f];/);
        expect(c.text).toMatch(/[.)]$/);
      }
    }
  });
});

test('every sentence of the word set is used by the captions (or, for names, by the recording)', () => {
  const source = ['./captions.ts', './searchRun.ts'].map((f) => readFileSync(new URL(f, import.meta.url), 'utf8')).join('\n');
  const unused = Object.keys(en).filter((key) => !new RegExp(`\\.${key}\\b`).test(source));
  expect(unused).toEqual([]);
});

describe('scores and windows the French way', () => {
  test.each([
    [30, 'en', '30'],
    [-5, 'fr', '−5'],
    [1000.5, 'en', '1000.5'],
    [1000.5, 'fr', '1\u202f000,5'],
    [-INFINITY, 'fr', '−∞'],
  ] as const)('%d in %s', (x, locale, text) => {
    expect(formatScore(x, locale)).toBe(text);
  });
  test('a window: a comma between integers, a semicolon once a decimal comma could be misread', () => {
    expect(formatWindow(-INFINITY, 30, 'fr')).toBe('(−∞, 30)');
    expect(formatWindow(0.5, 3, 'fr')).toBe('(0,5\u202f; 3)');
    expect(formatWindow(0.5, 3)).toBe('(0.5, 3)');
  });
});
