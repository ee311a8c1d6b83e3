/**
 * @packageDocumentation
 * Lesson 1's checked exercises (the Haskell course's 19-bit tic-tac-toe):
 * write a board as its 19-bit number, read a number back into a board, and
 * the course's fourth exercise, the size of the complete game tree when a won
 * position has no children, asked below a board drawn from a seed. Answers
 * come from the engine's 19-bit encoding (`games/tictactoe/board19.ts`) and
 * its tree walk (`search/perft.ts`); cells are numbered in reading order, 0
 * top left, as the lesson's bit inspector numbers them.
 */

import { seededRandom } from '../../../engine/core/random.ts';
import { unpack, type Packed } from '../../../engine/games/tictactoe/board19.ts';
import { writeBoard } from '../../../engine/games/tictactoe/notation.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { treeStats } from '../../../engine/search/perft.ts';
import { draughtsExercises } from './draughts.ts';
import { playedPosition } from './positions.ts';
import { readIntList, readInteger } from './readers.ts';
import type { ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { messages } from '../../../i18n/messages.ts';
import type { AnyExercise, Exercise } from './types.ts';

const bin = (v: number, n: number) => v.toString(2).padStart(n, '0');
const cellsOf = (bits: number) => [...Array(9).keys()].filter((c) => bits & (1 << c));
const picture = (p: Packed) => ({ kind: 'tictactoe', cells: writeBoard(p), numbering: 'reading' }) as const;

/** A board after `lo`..`hi` random moves that is not over. */
const boardInPlay = (seed: number, lo: number, hi: number): Packed => {
  const rnd = seededRandom(seed);
  return playedPosition(tictactoe, rnd, [lo, hi], (p) => tictactoe.legalMoves(p).length > 0);
};

/** Lesson 1's exercises in the words' language: the board's own three, then the course's two draughts exercises (`draughts.ts`). */
export function bits19Exercises(t: ExercisesWords): readonly AnyExercise[] {
  const w = t.bits19;
  const readInt = (text: string) => readInteger(text, t.readers);
  const list = (xs: readonly number[]) => (xs.length === 0 ? w.none : xs.join(', '));
  const describe19 = (v: number) => {
    const f = unpack(v);
    return w.describe(list(cellsOf(f.x)), list(cellsOf(f.o)), f.turn === 0 ? 'X' : 'O');
  };

  const encode: Exercise<number> = {
    id: 'E1',
    title: w.E1.title,
    input: 'line',
    format: w.E1.format,
    hint: w.E1.hint,
    instance(seed) {
      const p = boardInPlay(seed, 2, 5);
      const f = unpack(p);
      return {
        prompt: w.E1.prompt(f.turn === 0 ? 'X' : 'O'),
        picture: picture(p),
        answer: p,
        answerText: `${p} (0x${p.toString(16)})`,
        explanation: w.E1.explanation(bin(f.x, 9), bin(f.o, 9), f.turn, bin(p, 19), p),
      };
    },
    read: readInt,
    check: (given, inst) =>
      given === inst.answer
        ? { right: true, message: w.E1.right(inst.answerText) }
        : given >= 0 && given < 2 ** 19
          ? { right: false, message: w.E1.wrong(given, describe19(given)) }
          : { right: false, message: w.E1.range(2 ** 19 - 1) },
  };

  const decode: Exercise<number[]> = {
    id: 'E2',
    title: w.E2.title,
    input: 'line',
    format: w.E2.format,
    hint: w.E2.hint,
    instance(seed) {
      const p = boardInPlay(seed + 1000, 3, 6);
      const o = cellsOf(unpack(p).o);
      return {
        prompt: w.E2.prompt(p),
        answer: o,
        answerText: list(o),
        explanation: w.E2.explanation(p, bin(p, 19), describe19(p)),
      };
    },
    // "none" reads in every language: a French reader may type either.
    read: (text) => ([w.none, 'none'].includes(text.trim().toLowerCase()) ? { ok: true, value: [] } : readIntList(text, t.readers)),
    check(given, inst) {
      const same = given.length === inst.answer.length && [...given].sort().every((c, i) => c === [...inst.answer].sort()[i]);
      return same
        ? { right: true, message: w.E2.right(inst.answerText) }
        : { right: false, message: w.E2.wrong(list(given), given.map((c) => 9 + c).join(', ')) };
    },
  };

  const treeSize: Exercise<number> = {
    id: 'E3',
    title: w.E3.title,
    courseNote: w.E3.courseNote,
    input: 'line',
    format: w.E3.format,
    hint: w.E3.hint,
    instance(seed) {
      const p = boardInPlay(seed + 2000, 5, 6);
      const s = treeStats(tictactoe, p);
      return {
        prompt: w.E3.prompt,
        picture: picture(p),
        answer: s.positions,
        answerText: String(s.positions),
        explanation: w.E3.explanation(s.positions, s.games, s.wins[0], s.wins[1], s.draws),
      };
    },
    read: readInt,
    check: (given, inst) => (given === inst.answer ? { right: true, message: w.E3.right(inst.answer) } : { right: false, message: w.E3.wrong(given, given < inst.answer) }),
  };

  return [encode, decode, treeSize, ...draughtsExercises(t)];
}

/** Lesson 1's exercises in English. */
export const BITS19_EXERCISES: readonly AnyExercise[] = bits19Exercises(messages().exercises);
