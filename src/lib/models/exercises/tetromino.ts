/**
 * @packageDocumentation
 * Lesson 5's checked exercises (the tetromino game): how many placements a
 * position offers, who wins it, and a winning placement to name. The course's
 * exercises are about its program (the lesson keeps them as prose); these
 * practise its moves and its search, on positions reached by random play.
 * Answers come from the engine's rules (`games/tetromino/`) and its exact
 * solver (`solve/tetromino.ts`).
 */

import { seededRandom } from '../../../engine/core/random.ts';
import { boardLines, writeSetup } from '../../../engine/games/tetromino/notation.ts';
import { tetromino } from '../../../engine/games/tetromino/tetromino.ts';
import type { TetrominoPosition } from '../../../engine/games/tetromino/board40.ts';
import { COURSE_MESSAGES, COURSE_RESULTS, courseEval, type CourseResult } from '../../../engine/games/tetromino/courseEval.ts';
import { tetrominoSolver } from '../../../engine/solve/tetromino.ts';
import { playedPosition, moveList, moveVerdict, readMove } from './positions.ts';
import { readInteger, readWord } from './readers.ts';
import type { ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { messages } from '../../../i18n/messages.ts';
import type { AnyExercise, Exercise, ExercisePicture } from './types.ts';

const mover = (p: TetrominoPosition, t: ExercisesWords = messages().exercises) => t.tetromino.players[tetromino.toMove(p)];
const other = (p: TetrominoPosition, t: ExercisesWords = messages().exercises) => t.tetromino.players[1 - tetromino.toMove(p)];
const hands = (p: TetrominoPosition) => writeSetup(p).split(' ')[1].split('/');

/** The board as text: columns a–e, rows 1–8 from the top, x for a taken cell; the hands under it. */
export function tetrominoPicture(p: TetrominoPosition, t: ExercisesWords = messages().exercises): ExercisePicture {
  const rows = boardLines(p).split('\n');
  const [mine, theirs] = hands(p);
  const w = t.tetromino;
  const text = ['   a b c d e', ...rows.map((r, i) => `${i + 1}  ${[...r].join(' ')}`), '', w.holdsToMove(mover(p, t), mine), w.holds(other(p, t), theirs)].join('\n');
  return { kind: 'text', label: w.picture(mover(p, t)), text };
}

/** A position after a few random placements, still in play. */
const inPlay = (seed: number, lo: number, hi: number, keep: (p: TetrominoPosition) => boolean = () => true) => {
  const rnd = seededRandom(seed);
  return playedPosition(tetromino, rnd, [lo, hi], (p) => tetromino.legalMoves(p).length > 0 && keep(p));
};

const solve = (p: TetrominoPosition, best: 'one' | 'all' = 'one') => {
  const s = tetrominoSolver.solve(writeSetup(p), { best });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

/** Placements made before a position drawn by `inPlay` (the course's `eval` counts them, to stop at ten). */
const placedIn = (p: TetrominoPosition): number => 10 - writeSetup(p).split(' ')[1].split('/').join('').replace(/-/g, '').length;

const RESULTS = ['win', 'tie', 'loss'] as const;
type ResultWord = (typeof RESULTS)[number];
const wordOf = (v: number): ResultWord => (v > 0 ? 'win' : v < 0 ? 'loss' : 'tie');
const MESSAGES = COURSE_RESULTS.map((r) => COURSE_MESSAGES[r]);

/** Lesson 5's exercises in the words' language. */
export function tetrominoExercises(t: ExercisesWords): readonly AnyExercise[] {
  const w = t.tetromino;
  const readInt = (text: string) => readInteger(text, t.readers);
  const side = (p: TetrominoPosition) => mover(p, t);
  const opponent = (p: TetrominoPosition) => other(p, t);
  const picture = (p: TetrominoPosition) => tetrominoPicture(p, t);

  const placements: Exercise<number> = {
    id: 'M1',
    title: w.M1.title,
    input: 'line',
    format: w.wholeNumber,
    hint: w.M1.hint,
    instance(seed) {
      const p = inPlay(seed, 4, 6);
      const n = tetromino.legalMoves(p).length;
      return {
        prompt: w.M1.prompt(side(p)),
        picture: picture(p),
        answer: n,
        answerText: String(n),
        explanation: w.M1.explanation(n, moveList(tetromino, p, tetromino.legalMoves(p))),
      };
    },
    read: readInt,
    check: (given, inst) => (given === inst.answer ? { right: true, message: w.M1.right(inst.answer) } : { right: false, message: w.M1.wrong(given, given < inst.answer) }),
  };

  // The results as the reader's language types them, and its other words for them.
  const shown = w.M2.results;
  const aliases = { won: 'win', lose: 'loss', lost: 'loss', draw: 'tie', ...Object.fromEntries(RESULTS.map((r, i) => [shown[i].toLowerCase(), r])), ...w.M2.aliases } as Readonly<Record<string, ResultWord>>;

  const whoWins: Exercise<ResultWord> = {
    id: 'M2',
    title: w.M2.title,
    input: 'line',
    format: w.M2.format,
    hint: w.M2.hint,
    instance(seed) {
      const p = inPlay(seed + 400, 6, 7);
      const s = solve(p);
      const r = wordOf(s.value);
      return {
        prompt: w.M2.prompt(side(p)),
        picture: picture(p),
        answer: r,
        answerText: w.M2.outcome(RESULTS.indexOf(r), side(p)),
        explanation: w.M2.explanation(s.nodes, r === 'win' ? w.M2.wins(s.bestMoves[0]) : r === 'tie' ? w.M2.tie : w.M2.loss),
      };
    },
    read: (text) => readWord(text, RESULTS, aliases, t.readers, shown),
    check: (given, inst) =>
      given === inst.answer ? { right: true, message: w.M2.right(inst.answerText) } : { right: false, message: w.M2.wrong(RESULTS.indexOf(given), inst.answerText) },
  };

  const winningMove: Exercise<number> = {
    id: 'M3',
    title: w.M3.title,
    input: 'line',
    format: w.M3.format,
    hint: w.M3.hint,
    instance(seed) {
      const p = inPlay(seed + 800, 6, 7, (q) => solve(q).value > 0);
      const names = solve(p, 'all').bestMoves;
      const best = tetromino.legalMoves(p).filter((m) => names.includes(tetromino.formatMove(m, p)));
      return {
        prompt: w.M3.prompt(side(p)),
        picture: picture(p),
        answer: best[0],
        answerText: names.join(', '),
        explanation: w.M3.explanation(names.length === 1 ? w.M3.only : w.M3.these(names.length)),
        read: (text) => readMove(tetromino, p, text, w.M3.moveError),
        check: (given) =>
          moveVerdict(
            tetromino,
            p,
            given,
            best,
            () => {
              const after = solve(tetromino.play(p, given));
              return after.value > 0 ? w.M3.winsWith(opponent(p), after.bestMoves[0]) : w.M3.holdsTie(opponent(p));
            },
            t.positions,
          ),
      };
    },
    read: readInt,
    check: (given, inst) => ({ right: given === inst.answer, message: '' }),
  };

  const courseMessage: Exercise<CourseResult> = {
    id: 'M4',
    title: w.M4.title,
    courseNote: w.M4.courseNote,
    input: 'line',
    format: w.M4.format,
    hint: w.M4.hint,
    instance(seed) {
      // Odd seeds draw a board lost for the side to move, even ones a won board: both of the swapped messages come up.
      const want: CourseResult = seed % 2 === 1 ? 'First' : 'Second';
      const p = inPlay(seed + 1200, 5, 7, (q) => courseEval(q, placedIn(q)).result === want);
      const placed = placedIn(p);
      const course = courseEval(p, placed);
      const truth = wordOf(solve(p).value);
      const really = truth === 'tie' ? w.M4.tie : w.M4.wins(truth === 'win' ? side(p) : opponent(p));
      return {
        prompt: w.M4.prompt(placed, side(p)),
        picture: picture(p),
        answer: course.result,
        answerText: COURSE_MESSAGES[course.result],
        explanation: w.M4.explanation(course.result, course.evaluations, COURSE_MESSAGES[course.result], really, truth === 'tie' ? '' : w.M4.fixed(truth === 'win')),
      };
    },
    read: (text) => {
      const r = readWord(text.replace(/[“”"«»]/g, '').trim(), MESSAGES, { first: 'First wins', second: 'Second wins', tie: 'Tie game' }, t.readers);
      return r.ok ? { ok: true, value: COURSE_RESULTS[MESSAGES.indexOf(r.value)] } : r;
    },
    check: (given, inst) =>
      given === inst.answer
        ? { right: true, message: w.M4.right(inst.answerText) }
        : { right: false, message: w.M4.wrong(COURSE_MESSAGES[given], given === 'Tie' || inst.answer === 'Tie') },
  };

  const courseVisits: Exercise<number> = {
    id: 'M5',
    title: w.M5.title,
    courseNote: w.M5.courseNote,
    input: 'line',
    format: w.wholeNumber,
    hint: w.M5.hint,
    instance(seed) {
      const p = inPlay(seed + 1600, 8, 8, (q) => placedIn(q) === 8);
      const course = courseEval(p, 8);
      return {
        prompt: w.M5.prompt(side(p), opponent(p)),
        picture: picture(p),
        answer: course.evaluations,
        answerText: String(course.evaluations),
        explanation: w.M5.explanation(course.evaluations, course.result, tetromino.legalMoves(p).length, side(p), opponent(p), course.result === 'Second'),
      };
    },
    read: readInt,
    check: (given, inst) => (given === inst.answer ? { right: true, message: w.M5.right(inst.answer) } : { right: false, message: w.M5.wrong(given, given < inst.answer) }),
  };

  return [placements, whoWins, winningMove, courseMessage, courseVisits];
}

export const TETROMINO_EXERCISES: readonly AnyExercise[] = tetrominoExercises(messages().exercises);
