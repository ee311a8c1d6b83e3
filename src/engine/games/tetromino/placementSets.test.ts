import { describe, expect, test } from 'vitest';
import { pick, seededRandom } from '../../core/random.ts';
import { FULL_HAND, HAND_SHIFT, START, type TetrominoPosition } from './board40.ts';
import { COMPATIBLE, HAND_WORDS, HAND_WORDS_FIRST, PIECE_WORD_FIRST, PLACEMENT_SLOT, SET_WORDS, SLOT_PLACEMENT, WORD_PIECE, fillSet, setPlacements } from './placementSets.ts';
import { PLACEMENT_BOTTOM, PLACEMENT_COUNT, PLACEMENT_PIECE, PLACEMENT_TOP, PLACEMENTS } from './placements.ts';
import { legalPlacements, placementsFor, playPlacement } from './rules.ts';
import { fittingPlacements } from './windows.ts';

/** Positions of seeded random games, every ply of each. */
function randomPositions(games: number): TetrominoPosition[] {
  const out: TetrominoPosition[] = [];
  for (let g = 0; g < games; g++) {
    const rnd = seededRandom(500 + g);
    let p = START;
    for (;;) {
      out.push(p);
      const moves = legalPlacements(p);
      if (moves.length === 0) break;
      p = playPlacement(p, pick(rnd, moves));
    }
  }
  return out;
}

describe('the layout', () => {
  test('each piece owns whole words: I 2, L 6, O 1, S 3, T 3, 15 in all', () => {
    expect([...PIECE_WORD_FIRST]).toEqual([0, 2, 8, 9, 12, 15]);
    expect(SET_WORDS).toBe(15);
    expect([...WORD_PIECE]).toEqual([0, 0, 1, 1, 1, 1, 1, 1, 2, 3, 3, 3, 4, 4, 4]);
  });

  test('slots and placements are in one-to-one correspondence, each in its piece’s words', () => {
    const used = [...SLOT_PLACEMENT].filter((m) => m >= 0);
    expect(used).toHaveLength(PLACEMENT_COUNT);
    expect(new Set(used).size).toBe(PLACEMENT_COUNT);
    for (let m = 0; m < PLACEMENT_COUNT; m++) {
      expect(SLOT_PLACEMENT[PLACEMENT_SLOT[m]]).toBe(m);
      const word = PLACEMENT_SLOT[m] >>> 5;
      const k = PLACEMENT_PIECE[m];
      expect(word >= PIECE_WORD_FIRST[k] && word < PIECE_WORD_FIRST[k + 1], PLACEMENTS[m].name).toBe(true);
    }
  });

  test('slot order is the window scan’s order: the I’s first slots are the vertical I from the bottom right of rows 1-6', () => {
    expect([0, 1, 2, 5].map((slot) => PLACEMENTS[SLOT_PLACEMENT[slot]].name)).toEqual(['I0@e3', 'I0@d3', 'I0@c3', 'I0@e2']);
    for (const hand of [FULL_HAND, 0b10110, 0b00001]) {
      const set = new Int32Array(SET_WORDS);
      fillSet(set, 0, hand, 0, 0);
      expect(setPlacements(set)).toEqual(fittingPlacements(hand, 0, 0));
    }
  });

  test('a hand’s words are its pieces’ words, in piece order', () => {
    expect([...HAND_WORDS.subarray(HAND_WORDS_FIRST[0b10101], HAND_WORDS_FIRST[0b10101 + 1])]).toEqual([0, 1, 8, 12, 13, 14]);
    expect(HAND_WORDS_FIRST[0]).toBe(HAND_WORDS_FIRST[1]);
    expect(HAND_WORDS_FIRST[32] - HAND_WORDS_FIRST[31]).toBe(15);
  });
});

describe('COMPATIBLE', () => {
  test('holds exactly the placements sharing no cell with m (m itself excluded)', () => {
    for (let m = 0; m < PLACEMENT_COUNT; m += 7) {
      const set = COMPATIBLE.subarray(SET_WORDS * m, SET_WORDS * (m + 1));
      const expected = PLACEMENTS.filter((p) => (p.top & PLACEMENT_TOP[m]) === 0 && (p.bottom & PLACEMENT_BOTTOM[m]) === 0).map((p) => p.index);
      expect(setPlacements(set).sort((x, y) => x - y), PLACEMENTS[m].name).toEqual(expected);
      expect(setPlacements(set)).not.toContain(m);
    }
    // The O in the corner: every placement through a1, b1, a2 or b2 goes.
    const corner = PLACEMENTS.find((p) => p.name === 'O0@a1')!.index;
    expect(setPlacements(COMPATIBLE, SET_WORDS * corner)).toHaveLength(PLACEMENTS.filter((p) => !p.cells.some((c) => [0, 1, 5, 6].includes(c))).length);
  });

  test('a move updates a set as refilling it would, along random games', () => {
    for (const p of randomPositions(12)) {
      const hand = p.bottom >>> HAND_SHIFT;
      const set = new Int32Array(SET_WORDS);
      fillSet(set, 0, hand, p.top, p.bottom);
      expect(setPlacements(set).sort((x, y) => x - y)).toEqual(placementsFor(hand, p.top, p.bottom));
      for (const m of legalPlacements(p).slice(0, 40)) {
        const after = new Int32Array(SET_WORDS);
        for (let w = 0; w < SET_WORDS; w++) after[w] = set[w] & COMPATIBLE[SET_WORDS * m + w];
        const q = playPlacement(p, m);
        expect(setPlacements(after).sort((x, y) => x - y)).toEqual(placementsFor(hand, q.top, q.bottom));
      }
    }
  });
});
