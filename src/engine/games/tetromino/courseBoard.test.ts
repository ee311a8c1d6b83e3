import { describe, expect, test } from 'vitest';
import { pick, seededRandom } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { BOARD_MASK, HAND_MASK, HAND_SHIFT, START, cellBits, type TetrominoPosition } from './board40.ts';
import {
  BITS_NEEDED,
  BITS_PER_WORD,
  CELLS_PER_WORD,
  COURSE_BOARD_MASK,
  COURSE_HAND_MASK,
  COURSE_HANDS,
  COURSE_START,
  HAND_O,
  HAND_T,
  JS_BITWISE_BITS,
  OCAML_INT_BITS_64,
  OCAML_MIN_INT_BITS,
  cellAt,
  cellBit,
  coursePiece,
  formatBits,
  formatHex,
  fromEngine,
  pieceOfHandBit,
  placementBits,
  toEngine,
} from './courseBoard.ts';
import { PLACEMENT_BOTTOM, PLACEMENT_TOP, PLACEMENTS } from './placements.ts';
import { playPlacement } from './rules.ts';
import { tetromino } from './tetromino.ts';

const named = (p: TetrominoPosition, name: string): number => unwrap(tetromino.parseMove(name, p));

/** Every position of a seeded random game, from the start to its end. */
function randomGame(seed: number): TetrominoPosition[] {
  const rnd = seededRandom(seed);
  const line = [START];
  for (let p = START; tetromino.legalMoves(p).length > 0; line.push(p)) p = tetromino.play(p, pick(rnd, tetromino.legalMoves(p)));
  return line;
}

describe('the course’s masks and hands', () => {
  test('the masks read as the course writes them: hand_mask = 0x1F00000, board_mask = 0x00FFFFF', () => {
    expect(formatHex(COURSE_HAND_MASK)).toBe('0x1F00000');
    expect(formatHex(COURSE_BOARD_MASK)).toBe('0x00FFFFF');
    expect(formatBits(COURSE_HAND_MASK)).toBe('11111 00000 00000 00000 00000');
    expect(formatBits(COURSE_BOARD_MASK)).toBe('00000 11111 11111 11111 11111');
    expect(COURSE_HAND_MASK & COURSE_BOARD_MASK).toBe(0);
    expect(COURSE_HAND_MASK | COURSE_BOARD_MASK).toBe(2 ** BITS_PER_WORD - 1);
  });

  test('hand_i .. hand_t are the bits 20 .. 24, which make up hand_mask', () => {
    expect(COURSE_HANDS.map((h) => Math.log2(h))).toEqual([20, 21, 22, 23, 24]);
    expect(COURSE_HANDS.reduce((a, h) => a | h, 0)).toBe(COURSE_HAND_MASK);
    expect(formatHex(HAND_T)).toBe('0x1000000');
    expect([20, 21, 22, 23, 24, 19, 25].map(pieceOfHandBit)).toEqual([0, 1, 2, 3, 4, undefined, undefined]);
  });

  test('they are the engine’s: the engine keeps the course’s layout', () => {
    expect(COURSE_HAND_MASK).toBe(HAND_MASK);
    expect(COURSE_BOARD_MASK).toBe(BOARD_MASK);
    COURSE_HANDS.forEach((h, k) => expect(h).toBe(1 << (HAND_SHIFT + k)));
    expect(toEngine(COURSE_START)).toEqual(START);
  });
});

describe('why two integers', () => {
  test('the position needs 50 bits: more than the 31 bits an OCaml int is sure to have, fewer than the 63 of a 64-bit machine', () => {
    expect(BITS_NEEDED).toBe(50);
    expect(BITS_NEEDED).toBeGreaterThan(OCAML_MIN_INT_BITS);
    expect(BITS_NEEDED).toBeLessThanOrEqual(OCAML_INT_BITS_64);
    // JavaScript's bitwise operators see 32 bits: two words here too.
    expect(BITS_NEEDED).toBeGreaterThan(JS_BITWISE_BITS);
  });

  test('each integer uses 25 bits, and 31 - 20 = 11 bits were left for the hand (the course’s count)', () => {
    expect(BITS_PER_WORD).toBe(25);
    expect(OCAML_MIN_INT_BITS - CELLS_PER_WORD).toBe(11);
    expect(2 * BITS_PER_WORD).toBe(BITS_NEEDED);
  });

  test('no position of a game ever sets a bit above bit 24', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const p of randomGame(seed)) {
        const b = fromEngine(p);
        expect(b.first >>> BITS_PER_WORD).toBe(0);
        expect(b.second >>> BITS_PER_WORD).toBe(0);
      }
    }
  });
});

describe('cells and conversion', () => {
  test('cell i is bit 19 - i of first (rows 1-4), bit 39 - i of second (rows 5-8), as in the engine', () => {
    expect(cellBit(0)).toEqual({ word: 'first', bit: 19, cell: 0 });
    expect(cellBit(19)).toEqual({ word: 'first', bit: 0, cell: 19 });
    expect(cellBit(20)).toEqual({ word: 'second', bit: 19, cell: 20 });
    expect(cellBit(39)).toEqual({ word: 'second', bit: 0, cell: 39 });
    for (let cell = 0; cell < 40; cell++) {
      const { word, bit } = cellBit(cell);
      expect(cellAt(word, bit)).toBe(cell);
      const [top, bottom] = cellBits(cell);
      expect(word === 'first' ? [1 << bit, 0] : [0, 1 << bit]).toEqual([top, bottom]);
    }
    expect(cellAt('first', 20)).toBeUndefined();
    expect(cellAt('second', -1)).toBeUndefined();
    expect(() => cellBit(40)).toThrow(/\bcell\b/);
  });

  test('round trips on every position of a few random games', () => {
    for (const seed of [11, 12, 13]) {
      for (const p of randomGame(seed)) {
        expect(toEngine(fromEngine(p))).toEqual(p);
        const b = fromEngine(p);
        expect(fromEngine(toEngine(b))).toEqual(b);
      }
    }
  });

  test('the header’s example: the O on a1 b1 a2 b2 from the start', () => {
    const m = named(START, 'O0@a1');
    expect(coursePiece(m)).toEqual({ upper: 0xc6000, lower: 0 });
    const after = fromEngine(playPlacement(START, m));
    expect(after).toEqual({ first: 0x1fc6000, second: 0x1b00000 });
    expect(formatHex(after.second)).toBe('0x1B00000');
    expect(formatBits(after.first)).toBe('11111 11000 11000 00000 00000');
    expect(COURSE_HAND_MASK - HAND_O).toBe(after.second);
  });
});

describe('the bits a placement sets', () => {
  test('every placement: its course piece is the engine’s pair of words, and its bits are its cells', () => {
    for (const p of PLACEMENTS) {
      expect(coursePiece(p.index)).toEqual({ upper: PLACEMENT_TOP[p.index], lower: PLACEMENT_BOTTOM[p.index] });
      const bits = placementBits(p.index);
      expect(bits.map((b) => b.cell)).toEqual(p.cells);
      for (const b of bits) expect(cellBit(b.cell)).toEqual(b);
    }
  });

  test('a placement across the cut sets bits in both integers', () => {
    expect(placementBits(named(START, 'I0@a3'))).toEqual([
      { word: 'first', bit: 9, cell: 10 },
      { word: 'first', bit: 4, cell: 15 },
      { word: 'second', bit: 19, cell: 20 },
      { word: 'second', bit: 14, cell: 25 },
    ]);
    expect(placementBits(named(START, 'T0@c7')).map((b) => `${b.word}:${b.bit}`)).toEqual(['second:7', 'second:6', 'second:5', 'second:1']);
  });

  test('a placement index out of range is refused', () => {
    expect(() => coursePiece(429)).toThrow(/\bplacement\b/);
  });
});
