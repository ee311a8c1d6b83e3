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
defs['line.figure1'] = { label: 'figure 1 of the course, rebuilt (crosses to move)', compute: () => FIGURE_1 };
defs['line.positions'] = { label: 'positions in the min-max tree of figure 1, root included', compute: () => tree().positions };
defs['line.games'] = { label: 'finished games below figure 1', compute: () => tree().games };
defs['line.crossWins'] = { label: 'games below figure 1 that crosses win', compute: () => tree().wins[0] };
defs['line.draws'] = { label: 'drawn games below figure 1', compute: () => tree().draws };
defs['line.canWin'] = {
  label: 'moves of figure 1 that can lead to a win for crosses (course numbering)',
  compute: () => reports().filter((r) => r.crossWins > 0).map((r) => r.cell).join(', '),
};
for (const cell of [2, 3, 4]) {
  defs[`line.value${cell}`] = { label: `min-max value of move ${cell} in figure 1, for crosses`, compute: () => reports().find((r) => r.cell === cell)!.value };
}

// The random choice among equal moves: figure 1, where min-max ties all three.
const ties = once(() => tieBreakCounts(line, figure1(), {}, 3000));
defs['tieBreak.runs'] = { label: 'seeded runs of the random choice in figure 1', compute: () => ties().runs };
for (const cell of [2, 3, 4]) {
  defs[`tieBreak.picks${cell}`] = { label: `runs (of 3,000, seeds 1..3,000) that play move ${cell} in figure 1`, compute: () => ties().counts.find((c) => c.move === cell - 1)!.picks };
}

// The evaluation must stay strictly inside (-v, v).
defs['bound.v'] = { label: 'the value v of a won game in the bounded-evaluation examples', compute: () => COURSE_V };
BOUND_EXAMPLES.forEach((ex, i) => {
  const k = `bound.example${i + 1}`;
  const answers = once(() => compareEvaluationBounds(position(ex.moves), ex.depth));
  defs[`${k}.moves`] = { label: `position of bounded-evaluation example ${i + 1} (moves from the empty 7x6 board)`, compute: () => ex.moves };
  defs[`${k}.depth`] = { label: `plies searched in bounded-evaluation example ${i + 1}`, compute: () => ex.depth };
  defs[`${k}.inside`] = { label: `best columns of example ${i + 1}, guesses within ±(v − 1)`, compute: () => columns(answers().inside.best) };
  defs[`${k}.reachesV`] = { label: `best columns of example ${i + 1}, guesses within ±v`, compute: () => columns(answers().reachesV.best) };
  defs[`${k}.unbounded`] = { label: `best columns of example ${i + 1}, guesses unbounded`, compute: () => columns(answers().unbounded.best) };
  defs[`${k}.guess`] = { label: `value of the unbounded engine's choice in example ${i + 1} (a guess above v)`, compute: () => answers().unbounded.score };
  // What the tie costs: the exact solver's value of each column tied when guesses may reach v.
  const exact = once(() => {
    const p = position(ex.moves);
    const scores = sharedSolver(p.layout).analyze(p).scores;
    const tied = answers().reachesV.best;
    return { tied, winning: tied.filter((c) => (scores[c] ?? 0) > 0), other: tied.filter((c) => (scores[c] ?? 0) <= 0) };
  });
  defs[`${k}.reachesV.count`] = { label: `columns tied in example ${i + 1} when guesses may reach v`, compute: () => exact().tied.length };
  defs[`${k}.reachesV.winning`] = { label: `tied columns of example ${i + 1} that still win (exact solver)`, compute: () => columns(exact().winning) };
  defs[`${k}.reachesV.notWinning`] = { label: `tied columns of example ${i + 1} that give the win away (exact solver)`, compute: () => columns(exact().other) };
  defs[`${k}.reachesV.lost`] = { label: `tied columns of example ${i + 1} that give the win away, counted`, compute: () => exact().other.length };
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
  defs[`duel.${id}.games`] = { label: `games of the duel ${who}`, compute: () => d.games };
  defs[`duel.${id}.a`] = { label: `games won by the first-named side: ${who}`, compute: () => result().total.a };
  defs[`duel.${id}.b`] = { label: `games won by the second-named side: ${who}`, compute: () => result().total.b };
  defs[`duel.${id}.draws`] = { label: `drawn games: ${who}`, compute: () => result().total.draws };
  defs[`duel.${id}.distinct`] = { label: `different games (as move lists): ${who}`, compute: () => new Set(result().games.map((g) => g.moves)).size };
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
  defs[`road.${set}.positions`] = { label: `positions in the road's ${set} set`, compute: () => ROAD_POSITIONS[set].length };
}
for (const step of [...ROAD_STEPS, SITE_SOLVER]) {
  for (const set of step.sets) {
    if (step.id === 'book' && (set === 'end' || set === 'middle')) continue;
    const what = `${step.id === 'site' ? 'the site’s solver' : `step ${step.number} (${step.title})`} on the road's ${set} positions`;
    defs[`road.${step.id}.${set}.nodes`] = { label: `positions searched by ${what}, in total`, compute: () => summary(step, set).totalNodes };
    defs[`road.${step.id}.${set}.mean`] = {
      label: `positions searched by ${what}, per position (rounded)`,
      compute: () => Math.round(summary(step, set).meanNodes),
    };
  }
}

// The empty 7x6 board, from the opening book.
defs['empty.columns'] = {
  label: 'score of each first move on the empty 7x6 board, columns 1 to 7 (from the opening book)',
  compute: () => signed([1, 2, 3, 4, 5, 6, 7].map((c) => 0 - book().lookup(position(String(c)))!.score)),
};
defs['empty.score'] = { label: 'score of the empty 7x6 board for the first player (from the opening book)', compute: () => book().lookup(position(''))!.score };
defs['empty.best'] = { label: 'the best first move on 7x6 (from the opening book)', compute: () => columns(book().lookup(position(''))!.best) };
defs['empty.winningStone'] = {
  label: 'the first player’s stone that wins under perfect play from the empty 7x6 board',
  compute: () => winningStone(STANDARD.width * STANDARD.height, 0, book().lookup(position(''))!.score),
};
defs['score.base'] = {
  label: 'on 7x6 a win with the winner’s n-th stone scores this minus n',
  compute: () => winScore(STANDARD.width * STANDARD.height, 1) + 1,
};

defs['book.positions'] = { label: 'positions in the shipped 7x6 opening book', compute: () => book().size };
defs['book.bytes'] = { label: 'bytes of the shipped 7x6 opening book', compute: () => CONNECT4_BOOK.bytes };

// How big the tree gets: move sequences from the empty 7x6 board (a sequence stops at a win).
const PERFT_DEPTH = 8;
defs['perft.depth'] = { label: 'plies of the 7x6 move-sequence count below', compute: () => PERFT_DEPTH };
defs['perft.nodes'] = {
  label: 'move sequences of 8 plies from the empty 7x6 board (sequences stop at a win)',
  compute: () => {
    const layout = unwrap(makeLayout(STANDARD));
    return sharedSolver(layout, 16).perft(emptyPosition(layout), PERFT_DEPTH);
  },
};

// The course's example game, solved move by move.
const course = once(() => courseGameSteps());
const mistake = once(() => firstMistake(course())!);
defs['courseGame.moves'] = { label: 'the course’s example game as moves (3 columns, 3 rows, 3 in a row)', compute: () => COURSE_GAME.position.split(':')[1] };
defs['courseGame.plies'] = { label: 'moves in the course’s example game', compute: () => course().length - 1 };
defs['courseGame.mistake.ply'] = { label: 'the move of the course’s example game that turns a draw into a loss for its player', compute: () => mistake().ply };
defs['courseGame.mistake.column'] = { label: 'the column of that move', compute: () => mistake().column };
defs['courseGame.mistake.better'] = { label: 'the columns that would have kept the draw', compute: () => mistake().better.join(' or ') };
// The same list for the French lesson: a fact's string is shown as it is, so the word between the columns is the page's.
defs['courseGame.mistake.betterFr'] = { label: 'the columns that would have kept the draw, joined in French', compute: () => mistake().better.join(' ou ') };
defs['courseGame.winnerStone'] = { label: 'the winner’s stone that wins the course’s example game', compute: () => Math.ceil((course().length - 1) / 2) };

export const CONNECT4_FACTS = defineFacts('connect4', defs);
