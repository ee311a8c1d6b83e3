/**
 * @packageDocumentation
 * Facts of the Connect Four lesson (the Ada course: a generic two-player
 * engine, Connect Four on W×H with K in a row) and of the solver page: the
 * course's one-dimensional toy game, why the evaluation must stay strictly
 * inside (-v, v), the random choice among equal moves, computer-against-
 * computer results, the road to perfect play (node counts of each step on
 * its fixed positions), and the empty 7×6 board as the opening book gives it.
 *
 * Each fact is computed on first use only, and the road's runs are shared
 * between the facts that read them, so a page pays for what it states. The
 * book is read from `public/` (the file the site ships) relative to the
 * working directory, which is the project root for the build and the tests.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unwrap } from '../../engine/core/result.ts';
import { OpeningBook } from '../../engine/games/connect4/book.ts';
import { duel, type Contender } from '../../engine/games/connect4/duel.ts';
import { STANDARD, makeLayout } from '../../engine/games/connect4/layout.ts';
import { parseMoves } from '../../engine/games/connect4/notation.ts';
import { ROAD_POSITIONS, ROAD_SETS, type RoadSet } from '../../engine/games/connect4/road/positions.ts';
import { ROAD_STEPS, SITE_SOLVER, runRoad, type RoadStep, type RoadSummary } from '../../engine/games/connect4/road/steps.ts';
import { winScore, winningStone } from '../../engine/games/connect4/score.ts';
import { BOUND_EXAMPLES, COURSE_V, compareEvaluationBounds } from '../../engine/games/connect4/winBound.ts';
import { FIGURE_1, figure1, moveReports } from '../../engine/games/line/figure.ts';
import { line } from '../../engine/games/line/line.ts';
import { treeStats } from '../../engine/search/perft.ts';
import { tieBreakCounts } from '../../engine/search/tieBreak.ts';
import { CONNECT4_BOOK } from '../../engine/solve/connect4.ts';
import { courseGameSteps, firstMistake, COURSE_GAME } from '../models/connect4Lesson.ts';
import { sharedSolver } from '../../engine/games/connect4/solver.ts';
import { emptyPosition } from '../../engine/games/connect4/position.ts';
import type { Locale } from '../../i18n/locales.ts';
import { defineFacts, once, type FactDef } from './registry.ts';

const book = once(() => unwrap(OpeningBook.read(readFileSync(join(process.cwd(), 'public', CONNECT4_BOOK.path)))));
const position = (moves: string) => unwrap(parseMoves(moves));
/** Signed numbers with a real minus sign, as prose types them: "−2 −1 0 1". */
const signed = (xs: readonly number[]) => xs.map((x) => (x < 0 ? `−${-x}` : String(x))).join(' ');
/** 0-based columns as the notation writes them, 1-based: "2, 3, 5". */
const columns = (cs: readonly number[]) => cs.map((c) => c + 1).join(', ');

const defs: Record<string, FactDef> = {};

// The course's toy game: figure 1 rebuilt.
const reports = once(() => moveReports(figure1()));
const tree = once(() => treeStats(line, figure1()));
defs['line.figure1'] = { label: { en: 'figure 1 of the course, rebuilt (crosses to move)', fr: 'la figure 1 du cours, reconstruite (trait aux croix)' }, compute: () => FIGURE_1 };
defs['line.positions'] = { label: { en: 'positions in the min-max tree of figure 1, root included', fr: 'positions de l’arbre min-max de la figure 1, racine comprise' }, compute: () => tree().positions };
defs['line.games'] = { label: { en: 'finished games below figure 1', fr: 'parties finies sous la figure 1' }, compute: () => tree().games };
defs['line.crossWins'] = { label: { en: 'games below figure 1 that crosses win', fr: 'parties sous la figure 1 que les croix gagnent' }, compute: () => tree().wins[0] };
defs['line.draws'] = { label: { en: 'drawn games below figure 1', fr: 'parties nulles sous la figure 1' }, compute: () => tree().draws };
defs['line.canWin'] = {
  label: { en: 'moves of figure 1 that can lead to a win for crosses (course numbering)', fr: 'coups de la figure 1 qui peuvent mener à une victoire des croix (numérotation du cours)' },
  compute: () => reports().filter((r) => r.crossWins > 0).map((r) => r.cell).join(', '),
};
for (const cell of [2, 3, 4]) {
  defs[`line.value${cell}`] = { label: { en: `min-max value of move ${cell} in figure 1, for crosses`, fr: `valeur min-max du coup ${cell} dans la figure 1, pour les croix` }, compute: () => reports().find((r) => r.cell === cell)!.value };
}

// The random choice among equal moves: figure 1, where min-max ties all three.
const ties = once(() => tieBreakCounts(line, figure1(), {}, 3000));
defs['tieBreak.runs'] = { label: { en: 'seeded runs of the random choice in figure 1', fr: 'tirages avec graine du choix au hasard dans la figure 1' }, compute: () => ties().runs };
for (const cell of [2, 3, 4]) {
  defs[`tieBreak.picks${cell}`] = { label: { en: `runs (of 3,000, seeds 1..3,000) that play move ${cell} in figure 1`, fr: `tirages (sur 3\u202f000, graines 1..3\u202f000) qui jouent le coup ${cell} dans la figure 1` }, compute: () => ties().counts.find((c) => c.move === cell - 1)!.picks };
}

// The evaluation must stay strictly inside (-v, v).
defs['bound.v'] = { label: { en: 'the value v of a won game in the bounded-evaluation examples', fr: 'la valeur v d’une partie gagnée dans les exemples d’évaluation bornée' }, compute: () => COURSE_V };
BOUND_EXAMPLES.forEach((ex, i) => {
  const k = `bound.example${i + 1}`;
  const answers = once(() => compareEvaluationBounds(position(ex.moves), ex.depth));
  defs[`${k}.moves`] = { label: { en: `position of bounded-evaluation example ${i + 1} (moves from the empty 7x6 board)`, fr: `position de l’exemple d’évaluation bornée ${i + 1} (coups depuis le plateau 7x6 vide)` }, compute: () => ex.moves };
  defs[`${k}.depth`] = { label: { en: `plies searched in bounded-evaluation example ${i + 1}`, fr: `demi-coups explorés dans l’exemple d’évaluation bornée ${i + 1}` }, compute: () => ex.depth };
  defs[`${k}.inside`] = { label: { en: `best columns of example ${i + 1}, guesses within ±(v − 1)`, fr: `meilleures colonnes de l’exemple ${i + 1}, estimations dans ±(v − 1)` }, compute: () => columns(answers().inside.best) };
  defs[`${k}.reachesV`] = { label: { en: `best columns of example ${i + 1}, guesses within ±v`, fr: `meilleures colonnes de l’exemple ${i + 1}, estimations dans ±v` }, compute: () => columns(answers().reachesV.best) };
  defs[`${k}.unbounded`] = { label: { en: `best columns of example ${i + 1}, guesses unbounded`, fr: `meilleures colonnes de l’exemple ${i + 1}, estimations sans borne` }, compute: () => columns(answers().unbounded.best) };
  defs[`${k}.guess`] = { label: { en: `value of the unbounded engine's choice in example ${i + 1} (a guess above v)`, fr: `valeur du choix du moteur sans borne dans l’exemple ${i + 1} (une estimation au-dessus de v)` }, compute: () => answers().unbounded.score };
  // What the tie costs: the exact solver's value of each column tied when guesses may reach v.
  const exact = once(() => {
    const p = position(ex.moves);
    const scores = sharedSolver(p.layout).analyze(p).scores;
    const tied = answers().reachesV.best;
    return { tied, winning: tied.filter((c) => (scores[c] ?? 0) > 0), other: tied.filter((c) => (scores[c] ?? 0) <= 0) };
  });
  defs[`${k}.reachesV.count`] = { label: { en: `columns tied in example ${i + 1} when guesses may reach v`, fr: `colonnes à égalité dans l’exemple ${i + 1} quand les estimations peuvent atteindre v` }, compute: () => exact().tied.length };
  defs[`${k}.reachesV.winning`] = { label: { en: `tied columns of example ${i + 1} that still win (exact solver)`, fr: `colonnes à égalité de l’exemple ${i + 1} qui gagnent encore (solveur exact)` }, compute: () => columns(exact().winning) };
  defs[`${k}.reachesV.notWinning`] = { label: { en: `tied columns of example ${i + 1} that give the win away (exact solver)`, fr: `colonnes à égalité de l’exemple ${i + 1} qui laissent échapper la victoire (solveur exact)` }, compute: () => columns(exact().other) };
  defs[`${k}.reachesV.lost`] = { label: { en: `tied columns of example ${i + 1} that give the win away, counted`, fr: `colonnes à égalité de l’exemple ${i + 1} qui laissent échapper la victoire, comptées` }, compute: () => exact().other.length };
});

// Computer against computer (side A first in the odd-numbered games).
const DUELS: Record<string, { board: '5x4' | '7x6'; games: number; a: Contender; b: Contender }> = {
  depth6vs2: { board: '5x4', games: 20, a: { depth: 6, evaluation: 'windows' }, b: { depth: 2, evaluation: 'windows' } },
  depth4vs2: { board: '5x4', games: 20, a: { depth: 4, evaluation: 'windows' }, b: { depth: 2, evaluation: 'windows' } },
  depth4vs2none: { board: '5x4', games: 20, a: { depth: 4, evaluation: 'none' }, b: { depth: 2, evaluation: 'none' } },
  windowsVsNone: { board: '7x6', games: 10, a: { depth: 4, evaluation: 'windows' }, b: { depth: 4, evaluation: 'none' } },
  windowsVsCells: { board: '7x6', games: 10, a: { depth: 4, evaluation: 'windows' }, b: { depth: 4, evaluation: 'cells' } },
};
for (const [id, d] of Object.entries(DUELS)) {
  const layout = unwrap(makeLayout(d.board === '5x4' ? { width: 5, height: 4, k: 4 } : STANDARD));
  const result = once(() => duel(layout, d.a, d.b, d.games));
  const who = `${d.a.evaluation} at depth ${d.a.depth} against ${d.b.evaluation} at depth ${d.b.depth}, ${d.games} games on ${d.board}`;
  const whoFr = `${d.a.evaluation} à la profondeur ${d.a.depth} contre ${d.b.evaluation} à la profondeur ${d.b.depth}, ${d.games} parties en ${d.board}`;
  defs[`duel.${id}.games`] = { label: { en: `games of the duel ${who}`, fr: `parties du duel ${whoFr}` }, compute: () => d.games };
  defs[`duel.${id}.a`] = { label: { en: `games won by the first-named side: ${who}`, fr: `parties gagnées par le camp nommé en premier\u00a0: ${whoFr}` }, compute: () => result().total.a };
  defs[`duel.${id}.b`] = { label: { en: `games won by the second-named side: ${who}`, fr: `parties gagnées par le camp nommé en second\u00a0: ${whoFr}` }, compute: () => result().total.b };
  defs[`duel.${id}.draws`] = { label: { en: `drawn games: ${who}`, fr: `parties nulles\u00a0: ${whoFr}` }, compute: () => result().total.draws };
  defs[`duel.${id}.distinct`] = { label: { en: `different games (as move lists): ${who}`, fr: `parties différentes (en listes de coups)\u00a0: ${whoFr}` }, compute: () => new Set(result().games.map((g) => g.moves)).size };
}

// The road to perfect play. Step 9 on the end and middle sets is step 8 (no
// position there is in the book; the road's test checks it): not repeated.
const runs = new Map<string, () => RoadSummary>();
const summary = (step: RoadStep, set: RoadSet) => {
  const id = `${step.id}/${set}`;
  if (!runs.has(id))
    runs.set(
      id,
      once(() => runRoad(step, set, { book: book() })),
    );
  return runs.get(id)!();
};
for (const set of ROAD_SETS) {
  defs[`road.${set}.positions`] = { label: { en: `positions in the road's ${set} set`, fr: `positions de l’ensemble ${set} de la route` }, compute: () => ROAD_POSITIONS[set].length };
}
for (const step of [...ROAD_STEPS, SITE_SOLVER]) {
  for (const set of step.sets) {
    if (step.id === 'book' && (set === 'end' || set === 'middle')) continue;
    const what = `${step.id === 'site' ? 'the site’s solver' : `step ${step.number} (${step.title})`} on the road's ${set} positions`;
    // The steps' titles are English (the engine's); the French names the step by its number.
    const whatFr = `${step.id === 'site' ? 'le solveur du site' : `l’étape ${step.number}`} sur les positions ${set} de la route`;
    defs[`road.${step.id}.${set}.nodes`] = { label: { en: `positions searched by ${what}, in total`, fr: `positions cherchées par ${whatFr}, au total` }, compute: () => summary(step, set).totalNodes };
    defs[`road.${step.id}.${set}.mean`] = {
      label: { en: `positions searched by ${what}, per position (rounded)`, fr: `positions cherchées par ${whatFr}, par position (arrondi)` },
      compute: () => Math.round(summary(step, set).meanNodes),
    };
  }
}

// The empty 7x6 board, from the opening book.
defs['empty.columns'] = {
  label: { en: 'score of each first move on the empty 7x6 board, columns 1 to 7 (from the opening book)', fr: 'score de chaque premier coup sur le plateau 7x6 vide, colonnes 1 à 7 (d’après le livre d’ouvertures)' },
  compute: () => signed([1, 2, 3, 4, 5, 6, 7].map((c) => 0 - book().lookup(position(String(c)))!.score)),
};
defs['empty.score'] = { label: { en: 'score of the empty 7x6 board for the first player (from the opening book)', fr: 'score du plateau 7x6 vide pour le premier joueur (d’après le livre d’ouvertures)' }, compute: () => book().lookup(position(''))!.score };
defs['empty.best'] = { label: { en: 'the best first move on 7x6 (from the opening book)', fr: 'le meilleur premier coup en 7x6 (d’après le livre d’ouvertures)' }, compute: () => columns(book().lookup(position(''))!.best) };
defs['empty.winningStone'] = {
  label: { en: 'the first player’s stone that wins under perfect play from the empty 7x6 board', fr: 'le pion du premier joueur qui gagne en jeu parfait depuis le plateau 7x6 vide' },
  compute: () => winningStone(STANDARD.width * STANDARD.height, 0, book().lookup(position(''))!.score),
};
defs['score.base'] = {
  label: { en: 'on 7x6 a win with the winner’s n-th stone scores this minus n', fr: 'en 7x6, une victoire avec le n-ième pion du gagnant vaut ce nombre moins n' },
  compute: () => winScore(STANDARD.width * STANDARD.height, 1) + 1,
};

defs['book.positions'] = { label: { en: 'positions in the shipped 7x6 opening book', fr: 'positions du livre d’ouvertures 7x6 livré avec le site' }, compute: () => book().size };
defs['book.bytes'] = { label: { en: 'bytes of the shipped 7x6 opening book', fr: 'octets du livre d’ouvertures 7x6 livré avec le site' }, compute: () => CONNECT4_BOOK.bytes };

// How big the tree gets: move sequences from the empty 7x6 board (a sequence stops at a win).
const PERFT_DEPTH = 8;
defs['perft.depth'] = { label: { en: 'plies of the 7x6 move-sequence count below', fr: 'demi-coups du décompte de suites de coups 7x6 ci-dessous' }, compute: () => PERFT_DEPTH };
defs['perft.nodes'] = {
  label: { en: 'move sequences of 8 plies from the empty 7x6 board (sequences stop at a win)', fr: 'suites de 8 demi-coups depuis le plateau 7x6 vide (une suite s’arrête à une victoire)' },
  compute: () => {
    const layout = unwrap(makeLayout(STANDARD));
    return sharedSolver(layout, 16).perft(emptyPosition(layout), PERFT_DEPTH);
  },
};

// The course's example game, solved move by move.
const course = once(() => courseGameSteps());
const mistake = once(() => firstMistake(course())!);
defs['courseGame.moves'] = { label: { en: 'the course’s example game as moves (3 columns, 3 rows, 3 in a row)', fr: 'la partie d’exemple du cours en coups (3 colonnes, 3 rangées, 3 alignés)' }, compute: () => COURSE_GAME.position.split(':')[1] };
defs['courseGame.plies'] = { label: { en: 'moves in the course’s example game', fr: 'coups de la partie d’exemple du cours' }, compute: () => course().length - 1 };
defs['courseGame.mistake.ply'] = { label: { en: 'the move of the course’s example game that turns a draw into a loss for its player', fr: 'le coup de la partie d’exemple du cours qui change une nulle en défaite pour son joueur' }, compute: () => mistake().ply };
defs['courseGame.mistake.column'] = { label: { en: 'the column of that move', fr: 'la colonne de ce coup' }, compute: () => mistake().column };
// A list of columns in words: the word between them is the page's.
const OR: Readonly<Record<Locale, string>> = { en: ' or ', fr: ' ou ' };
defs['courseGame.mistake.better'] = {
  label: { en: 'the columns that would have kept the draw', fr: 'les colonnes qui auraient gardé la nulle' },
  compute: () => mistake().better.join(OR.en),
  words: (locale) => mistake().better.join(OR[locale]),
};
defs['courseGame.winnerStone'] = { label: { en: 'the winner’s stone that wins the course’s example game', fr: 'le pion du gagnant qui gagne la partie d’exemple du cours' }, compute: () => Math.ceil((course().length - 1) / 2) };

export const CONNECT4_FACTS = defineFacts('connect4', defs);
