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
import type { ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { messages } from '../../../i18n/messages.ts';
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

const CELL_WORDS = ['Cross', 'Nought', 'Empty'] as const;
type CellWord = (typeof CELL_WORDS)[number];
const WINNER_WORDS = ['Some PCross', 'Some PNought', 'None'] as const;
type WinnerWord = (typeof WINNER_WORDS)[number];

/** The course's exercises, in its order, in the words' language (the same questions from the same seeds in every language). */
export function bitboardExercises(t: ExercisesWords): readonly AnyExercise[] {
  const w = t.bitboards;
  const r = t.readers;
  const readInt = (text: string) => readInteger(text, r);

  /** What a number means as a bitboard, in words: its cells in the course's numbering. */
  const cellsOf = (bb: number) => {
    const cells: number[] = [];
    for (let k = 8; k >= 0; k--) if (bb & (1 << k)) cells.push(k);
    return cells.length === 0 ? w.noCell : w.cells(cells);
  };

  const numberVerdict = (given: number, expected: number, what: string): Verdict =>
    given === expected
      ? { right: true, message: w.numberRight(hex3(expected), bin9(expected)) }
      : given >= 0 && given < 512
        ? { right: false, message: w.numberWrong(given, bin9(given), cellsOf(given), what) }
        : { right: false, message: w.numberRange(what) };

  const intExercise = (e: Omit<Exercise<number>, 'input' | 'format' | 'read' | 'check'> & { hint: string }): Exercise<number> => ({
    ...e,
    input: 'line',
    format: w.numberFormat,
    read: readInt,
    check: (given, inst) => numberVerdict(given, inst.answer, e.hint),
  });

  const A1 = intExercise({
    id: 'A1',
    title: w.A1.title,
    signature: 'pos_to_bb : int -> int',
    hint: w.A1.hint,
    instance(seed) {
      const k = randomInt(seededRandom(seed), 0, 8);
      return { prompt: w.A1.prompt(k), answer: 1 << k, answerText: String(1 << k), explanation: w.A1.explanation(k, 1 << k) };
    },
  });

  const A2 = intExercise({
    id: 'A2',
    title: w.A2.title,
    signature: 'create_bb : int list -> int',
    hint: w.A2.hint,
    instance(seed) {
      const rnd = seededRandom(seed);
      const cells = new Set<number>();
      const n = randomInt(rnd, 2, 4);
      while (cells.size < n) cells.add(randomInt(rnd, 0, 8));
      const xs = [...cells];
      const bb = xs.reduce((b, k) => b | (1 << k), 0);
      return {
        prompt: w.A2.prompt(list(xs)),
        answer: bb,
        answerText: String(bb),
        explanation: w.A2.explanation(xs.map((k) => `2^${k}`).join(' + '), bb, bin9(bb)),
      };
    },
  });

  const A4: Exercise<CellWord> = {
    id: 'A4',
    title: w.A4.title,
    signature: 'get_cell : ttt_board -> int -> ttt_cell',
    courseNote: w.A4.courseNote,
    input: 'line',
    format: w.A4.format,
    instance(seed) {
      const rnd = seededRandom(seed);
      const p = randomBoard(rnd, randomInt(rnd, 3, 6));
      const b = toBitboards(p);
      const k = randomInt(rnd, 0, 8);
      const answer: CellWord = b.cross & (1 << k) ? 'Cross' : b.nought & (1 << k) ? 'Nought' : 'Empty';
      return {
        prompt: w.A4.prompt(k),
        board: writeBoard(p),
        answer,
        answerText: answer,
        explanation: w.A4.explanation(k, bin9(b.cross), (b.cross >>> k) & 1, bin9(b.nought), (b.nought >>> k) & 1),
      };
    },
    read: (text) => readWord(text, CELL_WORDS, { x: 'Cross', o: 'Nought', '.': 'Empty', '_': 'Empty' }, r),
    check: (given, inst) => (given === inst.answer ? { right: true, message: w.A4.right(inst.answer) } : { right: false, message: w.A4.wrong(given) }),
  };

  const B1: Exercise<string> = {
    id: 'B1',
    title: w.B1.title,
    signature: 'show : ttt_board -> unit',
    input: 'lines',
    format: w.B1.format,
    instance(seed) {
      const rnd = seededRandom(seed);
      const p = randomBoard(rnd, randomInt(rnd, 3, 6));
      const text = show(toBitboards(p));
      return { prompt: w.B1.prompt, board: writeBoard(p), answer: text, answerText: text, explanation: w.B1.explanation };
    },
    read: (text) => ok(text.trim().split('\n').map((l) => l.trim().toUpperCase().split(/\s*/).filter((c) => c !== '').join(' ')).join('\n')),
    check: (given, inst) => (given === inst.answer ? { right: true, message: w.B1.right } : { right: false, message: w.B1.wrong }),
  };

  const B2 = intExercise({
    id: 'B2',
    title: w.B2.title,
    signature: 'bb_free_moves : ttt_board -> int',
    hint: w.B2.hint,
    instance(seed) {
      const rnd = seededRandom(seed);
      const p = randomBoard(rnd, randomInt(rnd, 2, 6));
      const b = toBitboards(p);
      const f = freeBoard(b);
      return {
        prompt: w.B2.prompt,
        board: writeBoard(p),
        answer: f,
        answerText: `${f} (${hex3(f)})`,
        explanation: w.B2.explanation(bin9(b.cross | b.nought), bin9(f), f),
      };
    },
  });

  const B3: Exercise<number[]> = {
    id: 'B3',
    title: w.B3.title,
    signature: 'free_moves : ttt_board -> int list',
    courseNote: w.B3.courseNote,
    input: 'line',
    format: w.B3.format,
    instance(seed) {
      const rnd = seededRandom(seed);
      const p = randomBoard(rnd, randomInt(rnd, 2, 6));
      const cells = freeCells(toBitboards(p));
      return { prompt: w.B3.prompt, board: writeBoard(p), answer: cells, answerText: list(cells), explanation: w.B3.explanation };
    },
    read: (text) => readIntList(text, r),
    check(given, inst) {
      if (given.join() === inst.answer.join()) return { right: true, message: w.B3.right(list(inst.answer)) };
      if ([...given].sort().join() === [...inst.answer].sort().join()) return { right: false, message: w.B3.order };
      return { right: false, message: w.B3.wrong(inst.answer.length) };
    },
  };

  const B4 = intExercise({
    id: 'B4',
    title: w.B4.title,
    signature: 'winning_bb : int list',
    hint: w.B4.hint,
    instance(seed) {
      const i = randomInt(seededRandom(seed), 0, 7);
      const mask = reverse9(WIN_MASKS[i]);
      return { prompt: w.B4.prompt(w.B4.lines[i]), answer: mask, answerText: `${hex3(mask)} (${mask})`, explanation: w.B4.explanation(cellsOf(mask).slice(w.cellsPrefix.length), bin9(mask), hex3(mask)) };
    },
  });

  const B5: Exercise<boolean> = {
    id: 'B5',
    title: w.B5.title,
    signature: 'is_winning_bb : int -> bool',
    input: 'line',
    format: w.B5.format,
    instance(seed) {
      const rnd = seededRandom(seed);
      let bb = 0;
      const n = randomInt(rnd, 3, 5);
      while (popcount32(bb) < n) bb |= 1 << randomInt(rnd, 0, 8);
      const win = isWinning(bb);
      return { prompt: w.B5.prompt(bb, bin9(bb)), answer: win, answerText: String(win), explanation: win ? w.B5.win : w.B5.noWin };
    },
    read(text) {
      const b = readWord(text, ['true', 'false'] as const, {}, r);
      return b.ok ? ok(b.value === 'true') : b;
    },
    check: (given, inst) => (given === inst.answer ? { right: true, message: w.B5.right(String(inst.answer)) } : { right: false, message: w.B5.wrong }),
  };

  const B6: Exercise<WinnerWord> = {
    id: 'B6',
    title: w.B6.title,
    signature: 'winner : ttt_board -> ttt_player option',
    courseNote: w.B6.courseNote,
    input: 'line',
    format: w.B6.format,
    instance(seed) {
      const rnd = seededRandom(seed);
      const p = randomBoard(rnd, randomInt(rnd, 5, 9));
      const won = winner(toBitboards(p));
      const answer: WinnerWord = won.ok && won.value === 'cross' ? 'Some PCross' : won.ok && won.value === 'nought' ? 'Some PNought' : 'None';
      return { prompt: w.B6.prompt, board: writeBoard(p), answer, answerText: answer, explanation: w.B6.explanation };
    },
    read: (text) => readWord(text, WINNER_WORDS, { cross: 'Some PCross', pcross: 'Some PCross', x: 'Some PCross', nought: 'Some PNought', pnought: 'Some PNought', o: 'Some PNought' }, r),
    check: (given, inst) => (given === inst.answer ? { right: true, message: w.B6.right(inst.answer) } : { right: false, message: w.B6.wrong }),
  };

  const B7: Exercise<number> = {
    id: 'B7',
    title: w.B7.title,
    signature: 'pos_eval : ttt_board -> int',
    input: 'line',
    format: w.B7.format,
    instance(seed) {
      const rnd = seededRandom(seed);
      const p = randomBoard(rnd, randomInt(rnd, 1, 5));
      const b: Bitboards = toBitboards(p);
      const v = openLinesEval(b);
      return {
        prompt: w.B7.prompt,
        board: writeBoard(p),
        answer: v,
        answerText: String(v),
        explanation: w.B7.explanation(8 - WIN_MASKS.filter((m) => (reverse9(m) & b.nought) !== 0).length, 8 - WIN_MASKS.filter((m) => (reverse9(m) & b.cross) !== 0).length),
      };
    },
    read: readInt,
    check: (given, inst) => (given === inst.answer ? { right: true, message: w.B7.right(inst.answer) } : { right: false, message: w.B7.wrong }),
  };

  /** C1's answer is every best move; the reader names one cell. */
  const C1: Exercise<number[]> = {
    id: 'C1',
    title: w.C1.title,
    signature: 'minimax : ttt_board -> int -> ttt_player -> int list -> int list * int',
    courseNote: w.C1.courseNote,
    input: 'line',
    format: w.C1.format,
    instance(seed) {
      const rnd = seededRandom(seed);
      let p = randomBoard(rnd, randomInt(rnd, 2, 5));
      while (tictactoe.legalMoves(p).length === 0) p = randomBoard(rnd, 2);
      const a = analyzeMoves(tictactoe, p);
      const best = a.best.map((c) => 8 - c).sort((x, y) => y - x);
      const mover = tictactoe.toMove(p) === 0 ? w.C1.crosses : w.C1.noughts;
      return {
        prompt: w.C1.prompt(mover),
        board: writeBoard(p),
        answer: best,
        answerText: best.length === 1 ? w.C1.oneCell(best[0]) : w.C1.anyCell(best.join(', ')),
        explanation: w.C1.explanation(list(best), a.score > 0 ? w.C1.win : a.score < 0 ? w.C1.loss : w.C1.draw, mover),
      };
    },
    read(text) {
      const n = readInt(text);
      if (!n.ok) return n;
      return n.value >= 0 && n.value <= 8 ? ok([n.value]) : err(engineError('ERR_RANGE', w.C1.notCell(n.value)));
    },
    check([given], inst) {
      const best = inst.answer;
      return best.includes(given) ? { right: true, message: w.C1.right(given, best.length === 1) } : { right: false, message: w.C1.wrong(given) };
    },
  };

  return [A1, A2, A4, B1, B2, B3, B4, B5, B6, B7, C1];
}

/** The course's exercises, in its order, in English. */
export const BITBOARD_EXERCISES: readonly AnyExercise[] = bitboardExercises(messages().exercises);
