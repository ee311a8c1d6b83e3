import { describe, expect, test } from 'vitest';
import { popcount32 } from '../../core/bits.ts';
import { PIECES } from './board40.ts';
import { COURSE_BOARD_MASK } from './courseBoard.ts';
import {
  COURSE_ORIENTATIONS,
  COURSE_PIECE_PLACEMENTS,
  ORIENTATION_COUNTS,
  UNFOLDED_COUNTS,
  orientationCells,
  orientationsOf,
  patternCells,
  unfoldOffsets,
  unfoldPiece,
} from './courseUnfold.ts';
import { PIECE_FIRST, PLACEMENT_BOTTOM, PLACEMENT_COUNT, PLACEMENT_TOP } from './placements.ts';
import { placementsFor } from './rules.ts';

// Source: the OCaml course, section 30. Its 19 declarations `tetro_i0` ..
// `tetro_t3`: which `unfold_piece_WxH` each one calls and its 20-bit pattern
// (written here in rows of 5 bits).
const COURSE_DECLARATIONS: [string, string, string][] = [
  ['tetro_i0', '1x4', '10000 10000 10000 10000'],
  ['tetro_i1', '4x1', '11110 00000 00000 00000'],
  ['tetro_l0', '2x3', '10000 10000 11000 00000'],
  ['tetro_l1', '3x2', '11100 10000 00000 00000'],
  ['tetro_l2', '2x3', '11000 01000 01000 00000'],
  ['tetro_l3', '3x2', '00100 11100 00000 00000'],
  ['tetro_j0', '2x3', '01000 01000 11000 00000'],
  ['tetro_j1', '3x2', '10000 11100 00000 00000'],
  ['tetro_j2', '2x3', '11000 10000 10000 00000'],
  ['tetro_j3', '3x2', '11100 00100 00000 00000'],
  ['tetro_oo', '2x2', '11000 11000 00000 00000'],
  ['tetro_s0', '3x2', '01100 11000 00000 00000'],
  ['tetro_s1', '2x3', '10000 11000 01000 00000'],
  ['tetro_z0', '3x2', '11000 01100 00000 00000'],
  ['tetro_z1', '2x3', '01000 11000 10000 00000'],
  ['tetro_t0', '3x2', '11100 01000 00000 00000'],
  ['tetro_t1', '2x3', '01000 11000 01000 00000'],
  ['tetro_t2', '3x2', '01000 11100 00000 00000'],
  ['tetro_t3', '2x3', '10000 11000 10000 00000'],
];

// Source: the same section, the shift lists a, b, c that `unfold_piece_3x2`,
// `_2x3`, `_1x4`, `_4x1` and `_2x2` pass to `unfold_piece`.
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const COURSE_OFFSETS: Record<string, [number[], number[], number[]]> = {
  '3x2': [[0, 1, 2, 5, 6, 7, 10, 11, 12], [15, 16, 17], [20, 21, 22, 25, 26, 27, 30, 31, 32]],
  '2x3': [[0, 1, 2, 3, 5, 6, 7, 8], [10, 11, 12, 13, 15, 16, 17, 18], [20, 21, 22, 23, 25, 26, 27, 28]],
  '1x4': [range(0, 4), range(5, 19), range(20, 24)],
  '4x1': [[0, 1, 5, 6, 10, 11, 15, 16], [], [20, 21, 25, 26, 30, 31, 35, 36]],
  '2x2': [[0, 1, 2, 3, 5, 6, 7, 8, 10, 11, 12, 13], [15, 16, 17, 18], [20, 21, 22, 23, 25, 26, 27, 28, 30, 31, 32, 33]],
};

// Source: the course's five lists `tetro_i` .. `tetro_t`, which gather the
// orientations of each free piece.
const COURSE_GROUPS: Record<string, string[]> = {
  I: ['i0', 'i1'],
  L: ['l0', 'l1', 'l2', 'l3', 'j0', 'j1', 'j2', 'j3'],
  O: ['oo'],
  S: ['s0', 's1', 'z0', 'z1'],
  T: ['t0', 't1', 't2', 't3'],
};

describe('the 19 orientations', () => {
  test('turning and turning over the five pieces gives the course’s 19 declarations, in its order, with its boxes', () => {
    expect(COURSE_ORIENTATIONS.map((o) => [o.courseName, o.box, o.pattern])).toEqual(
      COURSE_DECLARATIONS.map(([name, box, bits]) => [name, box, parseInt(bits.replace(/ /g, ''), 2)]),
    );
  });

  // Counted two ways: the distinct shapes the engine generates by rotation, and
  // the course's own grouping of its declarations into tetro_i .. tetro_t.
  test.each([
    ['I', 2],
    ['L', 8],
    ['O', 1],
    ['S', 4],
    ['T', 4],
  ] as const)('%s has %i orientations', (letter, count) => {
    expect(ORIENTATION_COUNTS[letter]).toBe(count);
    expect(orientationsOf(letter).map((o) => o.courseName)).toEqual(COURSE_GROUPS[letter].map((n) => `tetro_${n}`));
    expect(new Set(orientationsOf(letter).map((o) => o.pattern)).size).toBe(count);
  });

  test('19 in all', () => {
    expect(Object.values(ORIENTATION_COUNTS).reduce((a, b) => a + b, 0)).toBe(19);
    expect(COURSE_ORIENTATIONS).toHaveLength(19);
  });

  test('each orientation’s cells for drawing: 4 cells inside its box, the pattern decoded gives the same cells', () => {
    for (const o of COURSE_ORIENTATIONS) {
      expect(o.cells).toHaveLength(4);
      expect(o.cells.every(([r, c]) => r < o.height && c < o.width)).toBe(true);
      expect(Math.max(...o.cells.map(([r]) => r))).toBe(o.height - 1);
      expect(Math.max(...o.cells.map(([, c]) => c))).toBe(o.width - 1);
      expect(patternCells(o.pattern)).toEqual(o.cells);
      expect(orientationCells(o.name)).toBe(o.cells);
      expect(orientationCells(o.courseName)).toBe(o.cells);
    }
    expect(orientationCells('tetro_oo')).toEqual([[0, 0], [0, 1], [1, 0], [1, 1]]);
    expect(orientationCells('L3')).toEqual([[0, 2], [1, 0], [1, 1], [1, 2]]);
    expect(() => orientationCells('tetro_q0')).toThrow(/\borientation\b/);
  });
});

describe('unfolding', () => {
  test.each(Object.keys(COURSE_OFFSETS))('the shifts of unfold_piece_%s are the course’s', (box) => {
    const [width, height] = box.split('x').map(Number);
    const { upper, straddle, lower } = unfoldOffsets(width, height);
    expect([upper, straddle, lower]).toEqual(COURSE_OFFSETS[box]);
  });

  test('a straddling shift splits the pattern between the two integers', () => {
    // The vertical I moved 10 cells on: a3 a4 in `upper`, a5 a6 at the top of `lower`.
    const i0 = 0b10000100001000010000;
    expect(unfoldPiece(i0, { upper: [], straddle: [10], lower: [] })).toEqual([{ upper: (1 << 9) | (1 << 4), lower: (1 << 19) | (1 << 14) }]);
  });

  // Source: the counts (I 41, L 180, O 28, S 90, T 90, 429 in all), which
  // follow from the course's shift lists; checked two ways here: the course's
  // unfolding and the engine's placement table (and its legal-move generator).
  test.each([
    ['I', 41],
    ['L', 180],
    ['O', 28],
    ['S', 90],
    ['T', 90],
  ] as const)('%s: %i placements on the empty board', (letter, count) => {
    const k = PIECES.indexOf(letter);
    expect(UNFOLDED_COUNTS[letter]).toBe(count);
    expect(PIECE_FIRST[k + 1] - PIECE_FIRST[k]).toBe(count);
    expect(placementsFor(1 << k, 0, 0)).toHaveLength(count);
  });

  test('429 in all, and the course lists each piece’s placements in the engine’s table order', () => {
    expect(Object.values(UNFOLDED_COUNTS).reduce((a, b) => a + b, 0)).toBe(429);
    expect(PLACEMENT_COUNT).toBe(429);
    PIECES.forEach((_, k) => {
      const engine = Array.from({ length: PIECE_FIRST[k + 1] - PIECE_FIRST[k] }, (_, i) => ({
        upper: PLACEMENT_TOP[PIECE_FIRST[k] + i],
        lower: PLACEMENT_BOTTOM[PIECE_FIRST[k] + i],
      }));
      expect(COURSE_PIECE_PLACEMENTS[k]).toEqual(engine);
    });
  });

  test('every unfolded placement covers 4 cells of the board, and no two of a piece are the same', () => {
    for (const list of COURSE_PIECE_PLACEMENTS) {
      for (const p of list) {
        expect(popcount32(p.upper) + popcount32(p.lower)).toBe(4);
        expect((p.upper | p.lower) & ~COURSE_BOARD_MASK).toBe(0);
      }
      expect(new Set(list.map((p) => `${p.upper}:${p.lower}`)).size).toBe(list.length);
    }
  });
});
