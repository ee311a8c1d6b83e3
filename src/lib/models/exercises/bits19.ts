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

import { randomInt, seededRandom } from '../../../engine/core/random.ts';
import { unpack, type Packed } from '../../../engine/games/tictactoe/board19.ts';
import { writeBoard } from '../../../engine/games/tictactoe/notation.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { treeStats } from '../../../engine/search/perft.ts';
import { randomPlay } from '../../../engine/core/playout.ts';
import { DRAUGHTS_EXERCISES } from './draughts.ts';
import { drawPosition } from './positions.ts';
import { readIntList, readInteger } from './readers.ts';
import type { AnyExercise, Exercise } from './types.ts';

const bin = (v: number, n: number) => v.toString(2).padStart(n, '0');
const cellsOf = (bits: number) => [...Array(9).keys()].filter((c) => bits & (1 << c));
const list = (xs: readonly number[]) => (xs.length === 0 ? 'none' : xs.join(', '));
const picture = (p: Packed) => ({ kind: 'tictactoe', cells: writeBoard(p), numbering: 'reading' }) as const;

/** A board after `lo`..`hi` random moves that is not over. */
const boardInPlay = (seed: number, lo: number, hi: number): Packed => {
  const rnd = seededRandom(seed);
  return drawPosition(
    () => randomPlay(tictactoe, rnd, randomInt(rnd, lo, hi)),
    (p) => tictactoe.legalMoves(p).length > 0,
  );
};

const describe19 = (v: number) => {
  const f = unpack(v);
  return `X on ${list(cellsOf(f.x))}, O on ${list(cellsOf(f.o))}, ${f.turn === 0 ? 'X' : 'O'} to move`;
};

const encode: Exercise<number> = {
  id: 'E1',
  title: 'A board as one 19-bit number',
  input: 'line',
  format: 'a number: decimal, 0x… or 0b…',
  hint: 'Bits 0–8 hold X’s cells, bits 9–17 O’s cells (cell c at bit 9 + c), bit 18 is 1 when O is to move.',
  instance(seed) {
    const p = boardInPlay(seed, 2, 5);
    const f = unpack(p);
    return {
      prompt: `Write the board shown as the course’s 19-bit number (cells 0 to 8 in reading order, ${f.turn === 0 ? 'X' : 'O'} to move).`,
      picture: picture(p),
      answer: p,
      answerText: `${p} (0x${p.toString(16)})`,
      explanation: `X’s field is ${bin(f.x, 9)}, O’s ${bin(f.o, 9)} shifted left by 9, the turn bit ${f.turn} shifted left by 18: together binary ${bin(p, 19)} = ${p}.`,
    };
  },
  read: readInteger,
  check: (given, inst) =>
    given === inst.answer
      ? { right: true, message: `Right: ${inst.answerText}.` }
      : given >= 0 && given < 2 ** 19
        ? { right: false, message: `Not quite: ${given} reads as ${describe19(given)}.` }
        : { right: false, message: `Not quite: a 19-bit number lies between 0 and ${2 ** 19 - 1}.` },
};

const decode: Exercise<number[]> = {
  id: 'E2',
  title: 'A 19-bit number back into a board',
  input: 'line',
  format: 'cell numbers 0–8, like 0, 4, 8 (or none)',
  hint: 'Take bits 9 to 17: shift right by 9 and keep nine bits (AND 511); each 1 is an O.',
  instance(seed) {
    const p = boardInPlay(seed + 1000, 3, 6);
    const o = cellsOf(unpack(p).o);
    return {
      prompt: `The number ${p} is a tic-tac-toe position in the course’s encoding. On which cells are O’s stones?`,
      answer: o,
      answerText: list(o),
      explanation: `${p} is binary ${bin(p, 19)}: ${describe19(p)}.`,
    };
  },
  read: (text) => (text.trim().toLowerCase() === 'none' ? { ok: true, value: [] } : readIntList(text)),
  check(given, inst) {
    const same = given.length === inst.answer.length && [...given].sort().every((c, i) => c === [...inst.answer].sort()[i]);
    return same
      ? { right: true, message: `Right: O is on ${inst.answerText}.` }
      : { right: false, message: `Not quite: cells ${list(given)} would be the bits ${given.map((c) => 9 + c).join(', ')}; look at the bits from 9 to 17 of the number in binary.` };
  },
};

const treeSize: Exercise<number> = {
  id: 'E3',
  title: 'How many positions below this board?',
  courseNote: 'The course’s fourth exercise asks this from the empty board; here the board is drawn further on, so it can be counted by hand (or by a short program).',
  input: 'line',
  format: 'a whole number',
  hint: 'Count the board itself, then each position after one move, two moves, …; a won position has no children, and neither has a full board.',
  instance(seed) {
    const p = boardInPlay(seed + 2000, 5, 6);
    const s = treeStats(tictactoe, p);
    return {
      prompt: 'How many positions does the complete game tree below the board shown hold, the board itself included, if a won position has no children?',
      picture: picture(p),
      answer: s.positions,
      answerText: String(s.positions),
      explanation: `The tree has ${s.positions} positions, ${s.games} of them finished games: ${s.wins[0]} won by X, ${s.wins[1]} by O, ${s.draws} drawn.`,
    };
  },
  read: readInteger,
  check: (given, inst) =>
    given === inst.answer
      ? { right: true, message: `Right: ${inst.answer} positions.` }
      : { right: false, message: `Not ${given}: ${given < inst.answer ? 'too few; did you count the board itself and every finished game?' : 'too many; a won position ends its branch.'}` },
};

/** The board's own three, then the course's two draughts exercises (`draughts.ts`). */
export const BITS19_EXERCISES: readonly AnyExercise[] = [encode, decode, treeSize, ...DRAUGHTS_EXERCISES];
