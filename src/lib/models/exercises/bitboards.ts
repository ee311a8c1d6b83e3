/**
 * @packageDocumentation
 * The OCaml course's exercises (lesson 2), in its order and its terms, as
 * checked exercises: A1 `pos_to_bb`, A2 `create_bb`, A4 `get_cell`, B1 `show`,
 * B2 `bb_free_moves`, B3 `free_moves`, B4 the winning masks, B5
 * `is_winning_bb`, B6 `winner`, B7 `pos_eval`, C1 `minimax`. Every answer is
 * the engine's (`games/tictactoe/bitboards.ts`, the search), on a question drawn
 * from a seed; boards are drawn by random play from the empty board, so they
 * are positions a game can reach. Crosses move first and maximise, as in the
 * course; cells use the course's numbering (8 top left, 0 bottom right).
 */

import { popcount32 } from '../../../engine/core/bits.ts';
import { pick, randomInt, seededRandom, type Random } from '../../../engine/core/random.ts';
import { engineError, err, ok } from '../../../engine/core/result.ts';
import { freeBoard, freeCells, isWinning, openLinesEval, reverse9, show, toBitboards, winner, type Bitboards } from '../../../engine/games/tictactoe/bitboards.ts';
import { WIN_MASKS } from '../../../engine/games/tictactoe/board19.ts';
import { writeBoard } from '../../../engine/games/tictactoe/notation.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { analyzeMoves } from '../../../engine/search/choose.ts';
import { readIntList, readInteger, readWord } from './readers.ts';
import type { AnyExercise, Exercise, Verdict } from './types.ts';

const hex3 = (v: number) => `0x${v.toString(16).toUpperCase().padStart(3, '0')}`;
const bin9 = (v: number) => v.toString(2).padStart(9, '0');
const list = (xs: readonly number[]) => `[${xs.join('; ')}]`;

/** A position reached by `plies` random moves from the empty board (stopping if the game ends). */
function randomBoard(rnd: Random, plies: number): number {
  let p = tictactoe.initial();
  for (let i = 0; i < plies; i++) {
    const moves = tictactoe.legalMoves(p);
    if (moves.length === 0) break;
    p = tictactoe.play(p, pick(rnd, moves));
  }
  return p;
}

/** What a number means as a bitboard, in words: its cells in the course's numbering. */
const cellsOf = (bb: number) => {
  const cells: number[] = [];
  for (let k = 8; k >= 0; k--) if (bb & (1 << k)) cells.push(k);
  return cells.length === 0 ? 'no cell' : `cells ${cells.join(', ')}`;
};

const numberVerdict = (given: number, expected: number, what: string): Verdict =>
  given === expected
    ? { right: true, message: `Right: ${hex3(expected)}, binary ${bin9(expected)}.` }
    : given >= 0 && given < 512
      ? { right: false, message: `Not quite: ${given} is binary ${bin9(given)}, the bitboard of ${cellsOf(given)}. ${what}` }
      : { right: false, message: `Not quite: a bitboard of nine cells is a number from 0 to 511. ${what}` };

const intExercise = (e: Omit<Exercise<number>, 'input' | 'format' | 'read' | 'check'> & { hint: string }): Exercise<number> => ({
  ...e,
  input: 'line',
  format: 'a number: decimal, 0x… or 0b…',
  read: readInteger,
  check: (given, inst) => numberVerdict(given, inst.answer, e.hint),
});

const A1 = intExercise({
  id: 'A1',
  title: 'A cell as a bitboard',
  signature: 'pos_to_bb : int -> int',
  hint: 'Cell k is bit k: 1 shifted left k times.',
  instance(seed) {
    const k = randomInt(seededRandom(seed), 0, 8);
    return { prompt: `What does pos_to_bb ${k} return?`, answer: 1 << k, answerText: String(1 << k), explanation: `Cell ${k} is bit ${k}, so the answer is 1 lsl ${k} = 2^${k} = ${1 << k}.` };
  },
});

const A2 = intExercise({
  id: 'A2',
  title: 'A bitboard from a list of cells',
  signature: 'create_bb : int list -> int',
  hint: 'Set the bit of each cell of the list (an OR of the pos_to_bb of each).',
  instance(seed) {
    const rnd = seededRandom(seed);
    const cells = new Set<number>();
    const n = randomInt(rnd, 2, 4);
    while (cells.size < n) cells.add(randomInt(rnd, 0, 8));
    const xs = [...cells];
    const bb = xs.reduce((b, k) => b | (1 << k), 0);
    return {
      prompt: `What does create_bb ${list(xs)} return?`,
      answer: bb,
      answerText: String(bb),
      explanation: `${xs.map((k) => `2^${k}`).join(' + ')} = ${bb}, binary ${bin9(bb)}.`,
    };
  },
});

const CELL_WORDS = ['Cross', 'Nought', 'Empty'] as const;
type CellWord = (typeof CELL_WORDS)[number];

const A4: Exercise<CellWord> = {
  id: 'A4',
  title: 'Reading a cell',
  signature: 'get_cell : ttt_board -> int -> ttt_cell',
  courseNote: "The course's signature says t_cell, a type it never declares: its declaration is ttt_cell, used here.",
  input: 'line',
  format: 'Cross, Nought or Empty',
  instance(seed) {
    const rnd = seededRandom(seed);
    const p = randomBoard(rnd, randomInt(rnd, 3, 6));
    const b = toBitboards(p);
    const k = randomInt(rnd, 0, 8);
    const answer: CellWord = b.cross & (1 << k) ? 'Cross' : b.nought & (1 << k) ? 'Nought' : 'Empty';
    return {
      prompt: `On the board shown, what does get_cell board ${k} return (cells numbered from 8 top left to 0 bottom right)?`,
      board: writeBoard(p),
      answer,
      answerText: answer,
      explanation: `Bit ${k} of the cross bitboard (${bin9(b.cross)}) is ${(b.cross >>> k) & 1}, of the nought bitboard (${bin9(b.nought)}) ${(b.nought >>> k) & 1}.`,
    };
  },
  read: (t) => readWord(t, CELL_WORDS, { x: 'Cross', o: 'Nought', '.': 'Empty', '_': 'Empty' }),
  check: (given, inst) => (given === inst.answer ? { right: true, message: `Right: ${inst.answer}.` } : { right: false, message: `Not ${given}: shift each bitboard right by the cell number and look at the last bit.` }),
};

const B1: Exercise<string> = {
  id: 'B1',
  title: 'Printing a board',
  signature: 'show : ttt_board -> unit',
  input: 'lines',
  format: 'three lines, X, O and _ separated by spaces, top row (cells 8 7 6) first',
  instance(seed) {
    const rnd = seededRandom(seed);
    const p = randomBoard(rnd, randomInt(rnd, 3, 6));
    const text = show(toBitboards(p));
    return { prompt: 'What does show print for the board shown?', board: writeBoard(p), answer: text, answerText: text, explanation: 'Cells 8 down to 0, three to a line: a cross is X, a nought O, an empty cell _.' };
  },
  read: (t) => ok(t.trim().split('\n').map((l) => l.trim().toUpperCase().split(/\s*/).filter((c) => c !== '').join(' ')).join('\n')),
  check: (given, inst) => (given === inst.answer ? { right: true, message: 'Right.' } : { right: false, message: 'Not quite: the top line holds cells 8, 7, 6, left to right.' }),
};

const B2 = intExercise({
  id: 'B2',
  title: 'Free cells as a bitboard',
  signature: 'bb_free_moves : ttt_board -> int',
  hint: 'The free cells are those in neither bitboard: the complement of their OR, kept to nine bits.',
  instance(seed) {
    const rnd = seededRandom(seed);
    const p = randomBoard(rnd, randomInt(rnd, 2, 6));
    const b = toBitboards(p);
    const f = freeBoard(b);
    return {
      prompt: 'What does bb_free_moves return for the board shown?',
      board: writeBoard(p),
      answer: f,
      answerText: `${f} (${hex3(f)})`,
      explanation: `cross lor nought = ${bin9(b.cross | b.nought)}; its complement, land 0x1FF, is ${bin9(f)} = ${f}.`,
    };
  },
});

const B3: Exercise<number[]> = {
  id: 'B3',
  title: 'Free cells as a list',
  signature: 'free_moves : ttt_board -> int list',
  courseNote: 'The course gives no solution for B3 (it goes straight on to B4): the answer here is the engine’s.',
  input: 'line',
  format: 'an OCaml list, highest cell first, like [7; 6; 5]',
  instance(seed) {
    const rnd = seededRandom(seed);
    const p = randomBoard(rnd, randomInt(rnd, 2, 6));
    const cells = freeCells(toBitboards(p));
    return { prompt: 'What does free_moves return for the board shown?', board: writeBoard(p), answer: cells, answerText: list(cells), explanation: 'The set bits of bb_free_moves, from cell 8 down to cell 0, as the course’s example orders them.' };
  },
  read: readIntList,
  check(given, inst) {
    if (given.join() === inst.answer.join()) return { right: true, message: `Right: ${list(inst.answer)}.` };
    if ([...given].sort().join() === [...inst.answer].sort().join()) return { right: false, message: 'The right cells, in the wrong order: the course lists the highest cell first.' };
    return { right: false, message: `Not quite: ${inst.answer.length} cells are free.` };
  },
};

const LINE_NAMES = ['top row', 'middle row', 'bottom row', 'left column', 'middle column', 'right column', 'diagonal from top left', 'diagonal from top right'];

const B4 = intExercise({
  id: 'B4',
  title: 'A winning mask',
  signature: 'winning_bb : int list',
  hint: 'Set the three bits of the line, in the course’s numbering (8 top left, 0 bottom right).',
  instance(seed) {
    const i = randomInt(seededRandom(seed), 0, 7);
    const mask = reverse9(WIN_MASKS[i]);
    return { prompt: `Which bitboard is the ${LINE_NAMES[i]}?`, answer: mask, answerText: `${hex3(mask)} (${mask})`, explanation: `Its cells are ${cellsOf(mask).slice(6)}: ${bin9(mask)} in binary, ${hex3(mask)} in hexadecimal.` };
  },
});

const B5: Exercise<boolean> = {
  id: 'B5',
  title: 'A win test',
  signature: 'is_winning_bb : int -> bool',
  input: 'line',
  format: 'true or false',
  instance(seed) {
    const rnd = seededRandom(seed);
    let bb = 0;
    const n = randomInt(rnd, 3, 5);
    while (popcount32(bb) < n) bb |= 1 << randomInt(rnd, 0, 8);
    const win = isWinning(bb);
    return {
      prompt: `What does is_winning_bb ${bb} return (${bin9(bb)} in binary)?`,
      answer: win,
      answerText: String(win),
      explanation: win ? 'One of the eight masks m has bb land m = m: a full line.' : 'For each of the eight masks m, bb land m differs from m: no full line.',
    };
  },
  read(t) {
    const w = readWord(t, ['true', 'false'] as const);
    return w.ok ? ok(w.value === 'true') : w;
  },
  check: (given, inst) => (given === inst.answer ? { right: true, message: `Right: ${inst.answer}.` } : { right: false, message: 'Not quite: compare bb land m with m for each of the eight masks m.' }),
};

const WINNER_WORDS = ['Some PCross', 'Some PNought', 'None'] as const;
type WinnerWord = (typeof WINNER_WORDS)[number];

const B6: Exercise<WinnerWord> = {
  id: 'B6',
  title: 'The winner',
  signature: 'winner : ttt_board -> ttt_player option',
  courseNote: "The course's signature says t_player, a type it never declares: its declaration is ttt_player, used here.",
  input: 'line',
  format: 'Some PCross, Some PNought or None',
  instance(seed) {
    const rnd = seededRandom(seed);
    const p = randomBoard(rnd, randomInt(rnd, 5, 9));
    const w = winner(toBitboards(p));
    const answer: WinnerWord = w.ok && w.value === 'cross' ? 'Some PCross' : w.ok && w.value === 'nought' ? 'Some PNought' : 'None';
    return { prompt: 'What does winner return for the board shown?', board: writeBoard(p), answer, answerText: answer, explanation: 'is_winning_bb on the cross bitboard, then on the nought bitboard.' };
  },
  read: (t) => readWord(t, WINNER_WORDS, { cross: 'Some PCross', pcross: 'Some PCross', x: 'Some PCross', nought: 'Some PNought', pnought: 'Some PNought', o: 'Some PNought' }),
  check: (given, inst) => (given === inst.answer ? { right: true, message: `Right: ${inst.answer}.` } : { right: false, message: 'Not quite: look for a full line of each side.' }),
};

const B7: Exercise<number> = {
  id: 'B7',
  title: 'The open-lines evaluation',
  signature: 'pos_eval : ttt_board -> int',
  input: 'line',
  format: 'a whole number (it can be negative)',
  instance(seed) {
    const rnd = seededRandom(seed);
    const p = randomBoard(rnd, randomInt(rnd, 1, 5));
    const b: Bitboards = toBitboards(p);
    const v = openLinesEval(b);
    return {
      prompt: 'What does pos_eval return for the board shown (lines still open to crosses minus lines still open to noughts)?',
      board: writeBoard(p),
      answer: v,
      answerText: String(v),
      explanation: `Lines with no nought: ${8 - WIN_MASKS.filter((m) => (reverse9(m) & b.nought) !== 0).length}; lines with no cross: ${8 - WIN_MASKS.filter((m) => (reverse9(m) & b.cross) !== 0).length}.`,
    };
  },
  read: readInteger,
  check: (given, inst) => (given === inst.answer ? { right: true, message: `Right: ${inst.answer}.` } : { right: false, message: 'Not quite: count the lines with none of the other side’s stones, for each side.' }),
};

/** C1's answer is every best move; the reader names one cell. */
const C1: Exercise<number[]> = {
  id: 'C1',
  title: 'Minimax’s move',
  signature: 'minimax : ttt_board -> int -> ttt_player -> int list -> int list * int',
  courseNote: "The course's signature says t_player, a type it never declares: its declaration is ttt_player, used here.",
  input: 'line',
  format: 'a cell number, course numbering (8 top left)',
  instance(seed) {
    const rnd = seededRandom(seed);
    let p = randomBoard(rnd, randomInt(rnd, 2, 5));
    while (tictactoe.legalMoves(p).length === 0) p = randomBoard(rnd, 2);
    const a = analyzeMoves(tictactoe, p);
    const best = a.best.map((c) => 8 - c).sort((x, y) => y - x);
    const mover = tictactoe.toMove(p) === 0 ? 'crosses' : 'noughts';
    return {
      prompt: `On the board shown, ${mover} to move: where does minimax play, searching to the end of the game?`,
      board: writeBoard(p),
      answer: best,
      answerText: best.length === 1 ? `cell ${best[0]}` : `any of cells ${best.join(', ')}`,
      explanation: `Every best move: ${list(best)} (value ${a.score > 0 ? 'a win' : a.score < 0 ? 'a loss' : 'a draw'} for ${mover}).`,
    };
  },
  read(t) {
    const n = readInteger(t);
    if (!n.ok) return n;
    return n.value >= 0 && n.value <= 8 ? ok([n.value]) : err(engineError('ERR_RANGE', `${n.value} is not a cell: cells are numbered 0 to 8`));
  },
  check([given], inst) {
    const best = inst.answer;
    return best.includes(given) ? { right: true, message: `Right: cell ${given} is ${best.length === 1 ? 'the' : 'a'} best move.` } : { right: false, message: `Not cell ${given}: search every reply, to the end.` };
  },
};

/** The course's exercises, in its order. */
export const BITBOARD_EXERCISES: readonly AnyExercise[] = [A1, A2, A4, B1, B2, B3, B4, B5, B6, B7, C1];

