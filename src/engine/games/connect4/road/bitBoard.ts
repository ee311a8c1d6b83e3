/**
 * @packageDocumentation
 * The road to perfect play, the board of steps 4 to 9: the position as two
 * bit sets, in the two 32-bit words of `../layout.ts` (read its header: whole
 * columns per word, dealt round-robin, one sentinel bit on top of each
 * column). Any board whose key fits 53 bits: 7×6 (49 bits) and smaller.
 *
 *     word 0 (lo): columns 1 3 5 7      word 1 (hi): columns 2 4 6
 *     column c (0-based) is word c mod 2, bits 7·floor(c/2) .. +5, sentinel +6
 *
 * As in Pascal Pons' solver (his part 6), a position is two sets:
 * `current`, the stones of the side to move, and `mask`, all stones.
 *
 *     play a column:   current' = current ^ mask     (the opponent moves next)
 *                      mask'    = mask | move
 *     free cells:      (mask + bottom) & board       (one carry per column)
 *     key:             current + mask                (unique: see layout.ts)
 *
 * Worked example, 7×6 after `4453` (x to move again; layout.ts draws it):
 * mask lo = 2^14 + 2^7, hi = 2^7 + 2^8; current lo = 2^14, hi = 2^7;
 * key lo = 0x8080, hi = 0x200, so key = 0x200 · 2^28 + 0x8080.
 *
 * Lines. "Every stone one column to the right" is `hi' = lo, lo' = hi << 7`
 * (column c of word 0 is column c + 1 of word 1 at the same bits; column c of
 * word 1 is column c + 1 of word 0 one slot up); a diagonal adds one row,
 * `<< 1` or `>>> 1`, and vertical is `<< 1` alone. So a set has K in a row
 * when K - 1 steps, each kept inside the set (`& p`), leave a bit:
 *
 *     run1 = p;  run2 = p & step(run1);  ...;  runK != 0  ->  K in a row
 *
 * Keeping each step inside `p` is what makes the sentinels work: a stone
 * pushed above its column's top or below its bottom lands on a sentinel,
 * which no set holds, and is dropped before it could wrap into the next
 * column.
 *
 * Why positions are small immutable objects (not the solvers' typed arrays):
 * this is the readable road; the site's solver (`../bitSolver.ts`) runs the
 * same tricks without allocating.
 */

import { popcount32 } from '../../../core/bits.ts';
import type { Layout } from '../layout.ts';
import type { Connect4Position } from '../position.ts';

/** The board's constants, computed once per size. */
export class BitShape {
  readonly width: number;
  readonly height: number;
  readonly k: number;
  readonly size: number;
  /** One column sideways: H + 1 bits. */
  readonly slot: number;
  readonly boardLo: number;
  readonly boardHi: number;
  readonly bottomLo: number;
  readonly bottomHi: number;
  /** The H cells of column c, in its word (the other word's entry is 0). */
  readonly columnLo: Int32Array;
  readonly columnHi: Int32Array;
  /** 2^(bits of word 0): the key is hi · loSpan + lo. */
  readonly loSpan: number;
  /** Scratch of `winningCells`, K words each. */
  readonly behindLo: Int32Array;
  readonly behindHi: Int32Array;
  readonly aheadLo: Int32Array;
  readonly aheadHi: Int32Array;

  constructor(readonly layout: Layout) {
    if (layout.words !== 2 || layout.keyBits > 53) {
      throw new Error(`road: the ${layout.width}x${layout.height} board does not fit two words with a 53-bit key`);
    }
    this.width = layout.width;
    this.height = layout.height;
    this.k = layout.k;
    this.size = layout.size;
    this.slot = layout.height + 1;
    this.boardLo = layout.board[0];
    this.boardHi = layout.board[1];
    this.bottomLo = layout.bottom[0];
    this.bottomHi = layout.bottom[1];
    this.columnLo = new Int32Array(this.width);
    this.columnHi = new Int32Array(this.width);
    for (let c = 0; c < this.width; c++) {
      if (layout.columnWord[c] === 0) this.columnLo[c] = layout.columnMask[c];
      else this.columnHi[c] = layout.columnMask[c];
    }
    this.loSpan = 2 ** layout.usedBits[0];
    this.behindLo = new Int32Array(this.k);
    this.behindHi = new Int32Array(this.k);
    this.aheadLo = new Int32Array(this.k);
    this.aheadHi = new Int32Array(this.k);
  }
}

const SHAPES = new WeakMap<Layout, BitShape>();

export function bitShape(layout: Layout): BitShape {
  let s = SHAPES.get(layout);
  if (s === undefined) SHAPES.set(layout, (s = new BitShape(layout)));
  return s;
}

/** A set of cells as its two words. */
export interface Cells {
  readonly lo: number;
  readonly hi: number;
}

/** A pair of words being computed (scratch, reused: no allocation per node). */
interface Words {
  lo: number;
  hi: number;
}

/**
 * Moves every cell of (lo, hi) one step along a direction, into `out`.
 * Cells pushed off the board land on sentinels or outside the words'
 * columns; callers drop them by intersecting with a set of stones.
 */
type Step = (shape: BitShape, lo: number, hi: number, out: Words) => void;

/** The four directions, one step forward: up, right, up-right, down-right. */
const STEPS: readonly Step[] = [
  (_s, lo, hi, out) => {
    out.lo = lo << 1;
    out.hi = hi << 1;
  },
  (s, lo, hi, out) => {
    out.lo = hi << s.slot;
    out.hi = lo;
  },
  (s, lo, hi, out) => {
    out.lo = hi << (s.slot + 1);
    out.hi = lo << 1;
  },
  (s, lo, hi, out) => {
    out.lo = hi << (s.slot - 1);
    out.hi = lo >>> 1;
  },
];

/** The same four directions, one step back: down, left, down-left, up-left. */
const BACK_STEPS: readonly Step[] = [
  (_s, lo, hi, out) => {
    out.lo = lo >>> 1;
    out.hi = hi >>> 1;
  },
  (s, lo, hi, out) => {
    out.lo = hi;
    out.hi = lo >>> s.slot;
  },
  (s, lo, hi, out) => {
    out.lo = hi >>> 1;
    out.hi = lo >>> (s.slot + 1);
  },
  (s, lo, hi, out) => {
    out.lo = hi << 1;
    out.hi = lo >>> (s.slot - 1);
  },
];

const scratch: Words = { lo: 0, hi: 0 };

/** Does the set (lo, hi) hold K in a row? */
export function hasAlignment(shape: BitShape, lo: number, hi: number): boolean {
  for (const step of STEPS) {
    let runLo = lo;
    let runHi = hi;
    for (let i = 1; i < shape.k && (runLo | runHi) !== 0; i++) {
      step(shape, runLo, runHi, scratch);
      runLo = scratch.lo & lo;
      runHi = scratch.hi & hi;
    }
    if ((runLo | runHi) !== 0) return true;
  }
  return false;
}

/**
 * The empty cells where the stones (lo, hi) would connect K, playable now or
 * not ("winning cells", Pons' `compute_winning_position`). A cell wins when,
 * along some direction, the a cells behind it and the K - 1 - a cells ahead
 * of it are stones, for some a in 0..K-1.
 */
export function winningCells(shape: BitShape, lo: number, hi: number, maskLo: number, maskHi: number): Cells {
  const K = shape.k;
  // behind[a]: the cells with a stones right behind them; ahead[b]: b stones right ahead.
  const { behindLo, behindHi, aheadLo, aheadHi } = shape;
  let winLo = 0;
  let winHi = 0;
  for (let d = 0; d < 4; d++) {
    behindLo[0] = behindHi[0] = aheadLo[0] = aheadHi[0] = -1; // every cell: zero stones needed
    for (let a = 1; a < K; a++) {
      STEPS[d](shape, behindLo[a - 1] & lo, behindHi[a - 1] & hi, scratch);
      behindLo[a] = scratch.lo;
      behindHi[a] = scratch.hi;
      BACK_STEPS[d](shape, aheadLo[a - 1] & lo, aheadHi[a - 1] & hi, scratch);
      aheadLo[a] = scratch.lo;
      aheadHi[a] = scratch.hi;
    }
    for (let a = 0; a < K; a++) {
      winLo |= behindLo[a] & aheadLo[K - 1 - a];
      winHi |= behindHi[a] & aheadHi[K - 1 - a];
    }
  }
  return { lo: winLo & shape.boardLo & ~maskLo, hi: winHi & shape.boardHi & ~maskHi };
}

export class BitBoard {
  /** The playable cell of every open column: `(mask + bottom) & board`, per word. */
  readonly possibleLo: number;
  readonly possibleHi: number;

  constructor(
    readonly shape: BitShape,
    /** Stones of the side to move. */
    readonly currentLo: number,
    readonly currentHi: number,
    /** All stones. */
    readonly maskLo: number,
    readonly maskHi: number,
    readonly moves: number,
  ) {
    this.possibleLo = (maskLo + shape.bottomLo) & shape.boardLo;
    this.possibleHi = (maskHi + shape.bottomHi) & shape.boardHi;
  }

  static from(p: Connect4Position): BitBoard {
    return new BitBoard(bitShape(p.layout), p.current[0], p.current[1], p.mask[0], p.mask[1], p.moves);
  }

  canPlay(column: number): boolean {
    return ((this.possibleLo & this.shape.columnLo[column]) | (this.possibleHi & this.shape.columnHi[column])) !== 0;
  }

  /** The board after the side to move takes the cells (lo, hi): one playable cell. */
  playCell(lo: number, hi: number): BitBoard {
    return new BitBoard(this.shape, this.currentLo ^ this.maskLo, this.currentHi ^ this.maskHi, this.maskLo | lo, this.maskHi | hi, this.moves + 1);
  }

  /** Precondition for `play` and `isWinningMove`: `canPlay(column)`. */
  play(column: number): BitBoard {
    return this.playCell(this.possibleLo & this.shape.columnLo[column], this.possibleHi & this.shape.columnHi[column]);
  }

  isWinningMove(column: number): boolean {
    const lo = this.possibleLo & this.shape.columnLo[column];
    const hi = this.possibleHi & this.shape.columnHi[column];
    return hasAlignment(this.shape, this.currentLo | lo, this.currentHi | hi);
  }

  /** Can the side to move connect K with its next stone? */
  canWinNext(): boolean {
    const w = winningCells(this.shape, this.currentLo, this.currentHi, this.maskLo, this.maskHi);
    return ((w.lo & this.possibleLo) | (w.hi & this.possibleHi)) !== 0;
  }

  /** The position's key, `current + mask` of both words as one exact integer. */
  key(): number {
    return ((this.currentHi + this.maskHi) >>> 0) * this.shape.loSpan + ((this.currentLo + this.maskLo) >>> 0);
  }

  /**
   * The playable cells that do not lose at once (Pons' part 9): if the
   * opponent has a playable winning cell, we must take it (two of them: we
   * lose, and this returns nothing); and never play right below one of the
   * opponent's winning cells, which our stone would make playable.
   */
  nonLosingMoves(): Cells {
    const s = this.shape;
    const opp = winningCells(s, this.currentLo ^ this.maskLo, this.currentHi ^ this.maskHi, this.maskLo, this.maskHi);
    let lo = this.possibleLo;
    let hi = this.possibleHi;
    const forcedLo = lo & opp.lo;
    const forcedHi = hi & opp.hi;
    if ((forcedLo | forcedHi) !== 0) {
      if (popcount32(forcedLo) + popcount32(forcedHi) > 1) return { lo: 0, hi: 0 };
      lo = forcedLo;
      hi = forcedHi;
    }
    return { lo: lo & ~(opp.lo >>> 1), hi: hi & ~(opp.hi >>> 1) };
  }

  /** How many winning cells the side to move has after taking (lo, hi): Pons' move score. */
  threatsAfter(lo: number, hi: number): number {
    const w = winningCells(this.shape, this.currentLo | lo, this.currentHi | hi, this.maskLo | lo, this.maskHi | hi);
    return popcount32(w.lo) + popcount32(w.hi);
  }
}
