/**
 * @packageDocumentation
 * Lesson 5's checked exercises (the tetromino game): how many placements a
 * position offers, who wins it, and a winning placement to name. The course's
 * exercises are about its program (the lesson keeps them as prose); these
 * practise its moves and its search, on positions reached by random play.
 * Answers come from the engine's rules (`games/tetromino/`) and its exact
 * solver (`solve/tetromino.ts`).
 */

import { randomInt, seededRandom } from '../../../engine/core/random.ts';
import { boardLines, writeSetup } from '../../../engine/games/tetromino/notation.ts';
import { tetromino } from '../../../engine/games/tetromino/tetromino.ts';
import type { TetrominoPosition } from '../../../engine/games/tetromino/board40.ts';
import { COURSE_MESSAGES, COURSE_RESULTS, courseEval, type CourseResult } from '../../../engine/games/tetromino/courseEval.ts';
import { tetrominoSolver } from '../../../engine/solve/tetromino.ts';
import { randomPlay } from '../../../engine/core/playout.ts';
import { drawPosition, moveList, moveVerdict, readMove } from './positions.ts';
import { readInteger, readWord } from './readers.ts';
import type { AnyExercise, Exercise, ExercisePicture } from './types.ts';

const mover = (p: TetrominoPosition) => tetromino.players[tetromino.toMove(p)];
const other = (p: TetrominoPosition) => tetromino.players[1 - tetromino.toMove(p)];
const hands = (p: TetrominoPosition) => writeSetup(p).split(' ')[1].split('/');

/** The board as text: columns a–e, rows 1–8 from the top, x for a taken cell; the hands under it. */
export function tetrominoPicture(p: TetrominoPosition): ExercisePicture {
  const rows = boardLines(p).split('\n');
  const [mine, theirs] = hands(p);
  const text = ['   a b c d e', ...rows.map((r, i) => `${i + 1}  ${[...r].join(' ')}`), '', `${mover(p)} (to move) holds ${mine}`, `${other(p)} holds ${theirs}`].join('\n');
  return { kind: 'text', label: `The tetromino board, ${mover(p)} to move`, text };
}

/** A position after a few random placements, still in play. */
const inPlay = (seed: number, lo: number, hi: number, keep: (p: TetrominoPosition) => boolean = () => true) => {
  const rnd = seededRandom(seed);
  return drawPosition(
    () => randomPlay(tetromino, rnd, randomInt(rnd, lo, hi)),
    (p) => tetromino.legalMoves(p).length > 0 && keep(p),
  );
};

const solve = (p: TetrominoPosition, best: 'one' | 'all' = 'one') => {
  const s = tetrominoSolver.solve(writeSetup(p), { best });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

const placements: Exercise<number> = {
  id: 'M1',
  title: 'How many placements?',
  input: 'line',
  format: 'a whole number',
  hint: 'For each piece in the mover’s hand, each of its orientations, slide it over every position where all four cells are empty.',
  instance(seed) {
    const p = inPlay(seed, 4, 6);
    const n = tetromino.legalMoves(p).length;
    return {
      prompt: `${mover(p)} is to move. How many placements (a piece of its hand, one orientation, one place on the board) can it make?`,
      picture: tetrominoPicture(p),
      answer: n,
      answerText: String(n),
      explanation: `The engine lists ${n}: ${moveList(tetromino, p, tetromino.legalMoves(p))}.`,
    };
  },
  read: readInteger,
  check: (given, inst) =>
    given === inst.answer
      ? { right: true, message: `Right: ${inst.answer} placements.` }
      : { right: false, message: `Not ${given}: ${given < inst.answer ? 'some are missing; did you turn every piece (an L has eight orientations, counting J)?' : 'too many; a placement needs four empty cells inside the board.'}` },
};

const RESULTS = ['win', 'tie', 'loss'] as const;
type ResultWord = (typeof RESULTS)[number];
const wordOf = (v: number): ResultWord => (v > 0 ? 'win' : v < 0 ? 'loss' : 'tie');

const whoWins: Exercise<ResultWord> = {
  id: 'M2',
  title: 'Win, tie or loss?',
  input: 'line',
  format: 'win, tie or loss (for the side to move)',
  hint: 'The player who cannot place a piece loses. Try each placement: is there one after which every reply leaves the opponent stuck in the end?',
  instance(seed) {
    const p = inPlay(seed + 400, 6, 7);
    const s = solve(p);
    const w = wordOf(s.value);
    return {
      prompt: `${mover(p)} is to move. With perfect play on both sides, is this a win, a tie or a loss for ${mover(p)}?`,
      picture: tetrominoPicture(p),
      answer: w,
      answerText: `a ${w} for ${mover(p)}`,
      explanation: `The exact solver searched ${s.nodes} positions: ${w === 'win' ? `${s.bestMoves[0]} wins` : w === 'tie' ? 'neither side can force the other to be stuck' : 'every placement loses'}.`,
    };
  },
  read: (t) => readWord(t, RESULTS, { won: 'win', lose: 'loss', lost: 'loss', draw: 'tie' }),
  check: (given, inst) =>
    given === inst.answer ? { right: true, message: `Right: ${inst.answerText}.` } : { right: false, message: `Not a ${given}: the answer is ${inst.answerText}; show it to see the move that decides.` },
};

const winningMove: Exercise<number> = {
  id: 'M3',
  title: 'Name a winning placement',
  input: 'line',
  format: 'a placement like T0@b3: shape, orientation, top-left corner of its box',
  hint: 'Look for a placement that leaves the opponent no room for its pieces, or that leaves exactly enough room for yours.',
  instance(seed) {
    const p = inPlay(seed + 800, 6, 7, (q) => solve(q).value > 0);
    const names = solve(p, 'all').bestMoves;
    const best = tetromino.legalMoves(p).filter((m) => names.includes(tetromino.formatMove(m, p)));
    return {
      prompt: `${mover(p)} is to move and can win. Name one placement that keeps the win.`,
      picture: tetrominoPicture(p),
      answer: best[0],
      answerText: names.join(', '),
      explanation: `The solver proves ${names.length === 1 ? 'this is the only winning placement' : `these ${names.length} placements win`}; every other loses or ties.`,
      read: (text) => readMove(tetromino, p, text),
      check: (given) =>
        moveVerdict(tetromino, p, given, best, () => {
          const after = solve(tetromino.play(p, given));
          return `after it ${other(p)} ${after.value > 0 ? `wins with ${after.bestMoves[0]}` : 'can hold a tie'}.`;
        }),
    };
  },
  read: readInteger,
  check: (given, inst) => ({ right: given === inst.answer, message: '' }),
};

/** Placements made before a position drawn by `inPlay` (the course's `eval` counts them, to stop at ten). */
const placedIn = (p: TetrominoPosition): number => 10 - writeSetup(p).split(' ')[1].split('/').join('').replace(/-/g, '').length;

const MESSAGES = COURSE_RESULTS.map((r) => COURSE_MESSAGES[r]);

const courseMessage: Exercise<CourseResult> = {
  id: 'M4',
  title: 'What the course’s program prints',
  courseNote: 'The course’s exercise 3 (above) asks to fix the message and to explain the count of boards; an explanation cannot be checked, the message can.',
  input: 'line',
  format: 'First wins, Second wins or Tie game',
  hint: 'The course’s First is what a side gets when it cannot place a piece: it means “the side to move loses”. Work out who wins here, then translate.',
  instance(seed) {
    // Odd seeds draw a board lost for the side to move, even ones a won board: both of the swapped messages come up.
    const want: CourseResult = seed % 2 === 1 ? 'First' : 'Second';
    const p = inPlay(seed + 1200, 5, 7, (q) => courseEval(q, placedIn(q)).result === want);
    const placed = placedIn(p);
    const course = courseEval(p, placed);
    const truth = wordOf(solve(p).value);
    const really = truth === 'tie' ? 'nobody: it is a tie' : `${truth === 'win' ? mover(p) : other(p)} wins`;
    return {
      prompt: `Suppose the course’s main program evaluated this position (${placed} placements made, ${mover(p)} to move) instead of the start. Which of its three messages would it print?`,
      picture: tetrominoPicture(p),
      answer: course.result,
      answerText: COURSE_MESSAGES[course.result],
      explanation: `The course’s eval answers ${course.result} after ${course.evaluations} calls, so it prints “${COURSE_MESSAGES[course.result]}”. With perfect play ${really}${truth === 'tie' ? '' : `: the fixed program would name the ${truth === 'win' ? 'side to move' : 'player who just moved'}`}.`,
    };
  },
  read: (t) => {
    const r = readWord(t.replace(/[“”"]/g, ''), MESSAGES, { first: 'First wins', second: 'Second wins', tie: 'Tie game' });
    return r.ok ? { ok: true, value: COURSE_RESULTS[MESSAGES.indexOf(r.value)] } : r;
  },
  check: (given, inst) =>
    given === inst.answer
      ? { right: true, message: `Right: “${inst.answerText}”.` }
      : { right: false, message: `Not “${COURSE_MESSAGES[given]}”: ${given === 'Tie' || inst.answer === 'Tie' ? 'is the position a tie?' : 'the course’s labels are swapped: First means the side to move loses.'}` },
};

const courseVisits: Exercise<number> = {
  id: 'M5',
  title: 'How many boards does the course’s eval visit?',
  courseNote: 'The course’s exercise 3 asks why its eval visits the same boards once the message is fixed (the fix changes only the printing) and how the order of the moves changes the count; here is the count itself, on a board two placements from the end.',
  input: 'line',
  format: 'a whole number',
  hint: 'Count the board itself, then each placement in the course’s order: the board after it, and every reply (after ten placements eval stops). eval stops trying placements as soon as one leaves the opponent unable to place its piece.',
  instance(seed) {
    const p = inPlay(seed + 1600, 8, 8, (q) => placedIn(q) === 8);
    const course = courseEval(p, 8);
    return {
      prompt: `Eight placements are made; ${mover(p)} is to move with one piece left, ${other(p)} holds one. How many boards does the course’s eval visit from here, this one included, trying the placements in the course’s order?`,
      picture: tetrominoPicture(p),
      answer: course.evaluations,
      answerText: String(course.evaluations),
      explanation: `The course’s eval makes ${course.evaluations} calls and answers ${course.result}: ${tetromino.legalMoves(p).length} placements for ${mover(p)}, each followed by every reply of ${other(p)}, ${course.result === 'Second' ? 'until a placement left no reply' : 'none of them leaving ' + other(p) + ' without a reply'}.`,
    };
  },
  read: readInteger,
  check: (given, inst) =>
    given === inst.answer
      ? { right: true, message: `Right: ${inst.answer} boards.` }
      : { right: false, message: `Not ${given}: ${given < inst.answer ? 'too few; count the board itself, and every reply after each placement tried.' : 'too many; eval stops at the first placement that leaves no reply.'}` },
};

export const TETROMINO_EXERCISES: readonly AnyExercise[] = [placements, whoWins, winningMove, courseMessage, courseVisits];
