/**
 * @packageDocumentation
 * Placement sets: the placements of a hand that still fit, one bit each, so
 * that a move updates both players' sets with one AND per word instead of
 * testing every shape of both hands again.
 *
 * A set has a bit for each of the 429 placements, in 15 words of 32 bits. Each
 * piece owns whole words, so a hand is a list of words and a placed piece is
 * words left out:
 *
 *   word    0  1 | 2 ........... 7 | 8  | 9 10 11 | 12 13 14
 *   piece   I    | L               | O  | S       | T
 *   bits    41   | 180             | 28 | 90      | 90        (the rest of a piece's last word is 0)
 *
 * Bit j of a piece's words (word first + (j >> 5), bit j & 31) is the piece's
 * j-th placement in *scan order*: shape by shape, and in a shape the anchors
 * of the high window, then those of the low window, lowest anchor bit first:
 * the order in which the window scan of `windows.ts` finds them. Walking a set
 * lowest bit first, word by word, lists the moves in that order, so a search
 * that reads its moves from sets tries them in the same order as one that
 * scans the windows.
 *
 * A slot is 32 * word + bit; `SLOT_PLACEMENT` and `PLACEMENT_SLOT` convert.
 *
 * The move update: after placement m, the placements that still fit are
 *
 *   set[w] & COMPATIBLE[15 m + w]        for each word w of the hand,
 *
 * `COMPATIBLE[15 m + w]` being the placements of word w that share no cell
 * with m. In particular m leaves the opponent no placement exactly when
 * `opponent[w] & COMPATIBLE[15 m + w]` is 0 for every word: the solver's
 * immediate-win test is a few ANDs per candidate move.
 */

import { PIECES } from './board40.ts';
import { handLists } from './handLists.ts';
import { PIECE_FIRST, PLACEMENT_BOTTOM, PLACEMENT_COUNT, PLACEMENT_PIECE, PLACEMENT_TOP } from './placements.ts';
import { ANCHORS, PLACEMENT_AT, SHAPE_COUNT, fittingPlacements } from './windows.ts';

const WORD_BITS = 32;

/** Placements of each piece in scan order (piece by piece, then shape, window, anchor bit). */
const SCAN_ORDER: number[] = [];
for (let s = 0; s < SHAPE_COUNT; s++) {
  for (let w = 0; w < 2; w++) {
    for (let bit = 0; bit < WORD_BITS; bit++) {
      if ((ANCHORS[2 * s + w] >>> bit) & 1) SCAN_ORDER.push(PLACEMENT_AT[64 * s + WORD_BITS * w + bit]);
    }
  }
}

/** PIECE_WORD_FIRST[k] .. PIECE_WORD_FIRST[k + 1] - 1 are the words of piece k; PIECE_WORD_FIRST[5] = 15. */
export const PIECE_WORD_FIRST = new Int32Array(PIECES.length + 1);
for (let k = 0; k < PIECES.length; k++) {
  PIECE_WORD_FIRST[k + 1] = PIECE_WORD_FIRST[k] + Math.ceil((PIECE_FIRST[k + 1] - PIECE_FIRST[k]) / WORD_BITS);
}

/** Words in a set. */
export const SET_WORDS = PIECE_WORD_FIRST[PIECES.length];

/** The piece that owns each word. */
export const WORD_PIECE = new Int8Array(SET_WORDS);
for (let k = 0; k < PIECES.length; k++) WORD_PIECE.fill(k, PIECE_WORD_FIRST[k], PIECE_WORD_FIRST[k + 1]);

/** The words of each piece as a set of words, one bit per word (bit w: word w). */
export const PIECE_WORDS = Int32Array.from({ length: PIECES.length }, (_, k) => (1 << PIECE_WORD_FIRST[k + 1]) - (1 << PIECE_WORD_FIRST[k]));

/** The placement at each slot (32 * word + bit), -1 for the unused bits. */
export const SLOT_PLACEMENT = new Int16Array(SET_WORDS * WORD_BITS).fill(-1);
/** The slot of each placement. */
export const PLACEMENT_SLOT = new Int16Array(PLACEMENT_COUNT);
{
  const next = Int32Array.from(PIECE_WORD_FIRST, (w) => WORD_BITS * w);
  for (const m of SCAN_ORDER) {
    const slot = next[PLACEMENT_PIECE[m]]++;
    SLOT_PLACEMENT[slot] = m;
    PLACEMENT_SLOT[m] = slot;
  }
}

/** `COMPATIBLE[SET_WORDS * m + w]`: the placements of word w that share no cell with placement m. */
export const COMPATIBLE = new Int32Array(PLACEMENT_COUNT * SET_WORDS);
for (let m = 0; m < PLACEMENT_COUNT; m++) {
  for (let slot = 0; slot < SLOT_PLACEMENT.length; slot++) {
    const p = SLOT_PLACEMENT[slot];
    if (p >= 0 && (PLACEMENT_TOP[p] & PLACEMENT_TOP[m]) === 0 && (PLACEMENT_BOTTOM[p] & PLACEMENT_BOTTOM[m]) === 0) {
      COMPATIBLE[SET_WORDS * m + (slot >>> 5)] |= 1 << (slot & 31);
    }
  }
}

/**
 * The words of every hand (5-bit set of pieces), pieces in hand-bit order:
 * HAND_WORDS[HAND_WORDS_FIRST[h] .. HAND_WORDS_FIRST[h + 1]).
 */
export const { first: HAND_WORDS_FIRST, items: HAND_WORDS } = handLists(PIECE_WORD_FIRST, (w) => w);

/**
 * Writes into out[at .. at + 15) the set of the placements of `hand` that fit
 * on the board words (top, bottom) (hand bits ignored), found by the window
 * scan. The words of pieces not in `hand` are written 0.
 */
export function fillSet(out: Int32Array, at: number, hand: number, top: number, bottom: number): void {
  out.fill(0, at, at + SET_WORDS);
  for (const m of fittingPlacements(hand, top, bottom)) {
    const slot = PLACEMENT_SLOT[m];
    out[at + (slot >>> 5)] |= 1 << (slot & 31);
  }
}

/** The placements of a set, in slot order (the scan order of the module comment). */
export function setPlacements(set: Int32Array, at = 0): number[] {
  const out: number[] = [];
  for (let w = 0; w < SET_WORDS; w++) {
    let bits = set[at + w];
    while (bits !== 0) {
      out.push(SLOT_PLACEMENT[WORD_BITS * w + 31 - Math.clz32(bits & -bits)]);
      bits &= bits - 1;
    }
  }
  return out;
}
