/**
 * @packageDocumentation
 * The strong solver for boards that need three 32-bit words or more (9×9 takes
 * 90 bits with its sentinel row, 9×12 five words). Same algorithm and same
 * score convention as `bitSolver.ts` (read that file first), without its two
 * refinements (the table's move, the enhanced transposition cutoff); only the
 * sets change shape: a set is N words, kept in typed arrays indexed by ply,
 * and every bit operation is a small loop over the words.
 *
 * Why a second kernel instead of one N-word kernel for all sizes: the loops,
 * the array indexing and the extra words make this one several times slower,
 * and 7×6 is the board that matters. Why not BigInt: it allocates on every
 * operation. Large boards are only solvable near their end anyway, where this
 * kernel is fast enough.
 *
 * One column to the right in the round-robin layout (`layout.ts`): word w
 * moves to word w + 1 in the same slot, the last word to word 0 one slot up
 * (`<< (H + 1)`); a diagonal adds a one-row shift.
 *
 * The table stores the whole key (N tag words) next to the code, so an entry
 * is N + 1 words; the index is a hash of the key words.
 */

import { popcount32 } from '../../core/bits.ts';
import type { Kernel, Ticker } from './kernel.ts';
import { centreFirst, type Layout } from './layout.ts';
import type { Connect4Position } from './position.ts';
import { FULL_WINDOW_EMPTIES, scoreFromProbes } from './probes.ts';
import { lossNext, winNow } from './score.ts';
import { SolverTable } from './table.ts';

const HASH_MULTIPLIER = 0x9e3779b1 | 0;
const TICK_MASK = (1 << 12) - 1;
/** Default table size for wide boards: 2^21 entries (of N + 1 words each). */
export const WIDE_TABLE_BITS = 21;

export class WideSolver implements Kernel {
  readonly layout: Layout;
  nodes = 0;
  ticker: Ticker | null = null;
  readonly table: SolverTable;

  private readonly N: number;
  private readonly W: number;
  private readonly K: number;
  private readonly SIZE: number;
  private readonly S: number;
  private readonly board: Int32Array;
  private readonly bottom: Int32Array;
  private readonly colWord: Int32Array;
  private readonly colMask: Int32Array;
  private readonly order: Int32Array;
  private readonly HASH_SHIFT: number;
  private readonly INDEX_MASK: number;

  /** Position at ply n: words [n·N, n·N + N) of `cur` (side to move) and `mask`. */
  private readonly cur: Int32Array;
  private readonly mask: Int32Array;
  /** The opponent's winning cells at ply n (set by the caller before searching ply n). */
  private readonly oppWin: Int32Array;
  /** Move lists per ply (W candidates): column, score, the mover's winning cells after it (N words). */
  private readonly listCol: Int32Array;
  private readonly listScore: Int32Array;
  private readonly listWin: Int32Array;
  private readonly listOrder: Int32Array;
  /** Scratch sets for the kernels. */
  private readonly x: Int32Array;
  private readonly t: Int32Array;
  private readonly acc: Int32Array;
  private readonly runs: Int32Array;
  private readonly key: Int32Array;
  private readonly keys: Int32Array;
  private readonly move: Int32Array;
  private readonly stones: Int32Array;
  private readonly win: Int32Array;

  constructor(layout: Layout, options: { tableBits?: number } = {}) {
    this.layout = layout;
    const N = layout.words;
    const W = layout.width;
    this.N = N;
    this.W = W;
    this.K = layout.k;
    this.SIZE = layout.size;
    this.S = layout.height + 1;
    this.board = Int32Array.from(layout.board);
    this.bottom = Int32Array.from(layout.bottom);
    this.colWord = Int32Array.from(layout.columnWord);
    this.colMask = Int32Array.from(layout.columnMask);
    this.order = Int32Array.from(centreFirst(W));
    const bits = options.tableBits ?? WIDE_TABLE_BITS;
    this.table = new SolverTable(bits, bits, N, layout.size);
    this.HASH_SHIFT = 32 - bits;
    this.INDEX_MASK = this.table.entries - 1;
    const plies = layout.size + 2;
    this.cur = new Int32Array(plies * N);
    this.mask = new Int32Array(plies * N);
    this.oppWin = new Int32Array(plies * N);
    this.listCol = new Int32Array(plies * W);
    this.listScore = new Int32Array(plies * W);
    this.listWin = new Int32Array(plies * W * N);
    this.listOrder = new Int32Array(plies * W);
    this.x = new Int32Array(N);
    this.t = new Int32Array(N);
    this.acc = new Int32Array(N);
    this.runs = new Int32Array((layout.k + 1) * N);
    this.key = new Int32Array(N);
    this.keys = new Int32Array(plies * N);
    this.move = new Int32Array(N);
    this.stones = new Int32Array(N);
    this.win = new Int32Array(N);
  }

  reset(): void {
    this.table.clear();
  }

  // ---------------------------------------------------------------------------
  // Bit kernels on N-word sets

  /** dst = src moved one column to the right and `dr` rows up (dr in -1, 0, 1). */
  private right(src: Int32Array, so: number, dst: Int32Array, d: number, dr: number): void {
    const N = this.N;
    const last = src[so + N - 1];
    for (let w = N - 1; w >= 1; w--) {
      const v = src[so + w - 1];
      dst[d + w] = dr > 0 ? v << 1 : dr < 0 ? v >>> 1 : v;
    }
    dst[d] = last << (this.S + dr);
  }

  /** dst = src moved one column to the left and `dr` rows down (the inverse of `right`). */
  private left(src: Int32Array, so: number, dst: Int32Array, d: number, dr: number): void {
    const N = this.N;
    const first = src[so];
    for (let w = 0; w < N - 1; w++) {
      const v = src[so + w + 1];
      dst[d + w] = dr > 0 ? v >>> 1 : dr < 0 ? v << 1 : v;
    }
    dst[d + N - 1] = first >>> (this.S + dr);
  }

  /**
   * out[o..o+N) = the empty cells where the stones `p` (at pOff) would connect
   * k, all stones being `m` (at mOff). Same runs as `BitSolver.threatsK`.
   */
  private threats(p: Int32Array, pOff: number, m: Int32Array, mOff: number, out: Int32Array, o: number): void {
    const N = this.N;
    const K = this.K;
    const x = this.x;
    const t = this.t;
    const acc = this.acc;
    const runs = this.runs;
    for (let w = 0; w < N; w++) {
      const pw = p[pOff + w];
      let u = pw << 1;
      for (let a = 2; a < K; a++) u = (pw & u) << 1;
      out[o + w] = u;
    }
    for (let dir = 0; dir < 3; dir++) {
      const dr = dir === 0 ? 0 : dir === 1 ? 1 : -1;
      // D_b, b = 1..K-1: runs of b stones just after the cell.
      for (let w = 0; w < N; w++) x[w] = p[pOff + w];
      for (let b = 1; b < K; b++) {
        this.left(x, 0, runs, b * N, dr);
        for (let w = 0; w < N; w++) x[w] = p[pOff + w] & runs[b * N + w];
      }
      for (let w = 0; w < N; w++) {
        acc[w] = runs[(K - 1) * N + w];
        x[w] = p[pOff + w];
      }
      // U_a, a = 1..K-1: runs of a stones just before the cell, paired with D_(K-1-a).
      for (let a = 1; a < K; a++) {
        this.right(x, 0, t, 0, dr);
        for (let w = 0; w < N; w++) {
          acc[w] |= a === K - 1 ? t[w] : t[w] & runs[(K - 1 - a) * N + w];
          x[w] = p[pOff + w] & t[w];
        }
      }
      for (let w = 0; w < N; w++) out[o + w] |= acc[w];
    }
    for (let w = 0; w < N; w++) out[o + w] &= this.board[w] & ~m[mOff + w];
  }

  // ---------------------------------------------------------------------------
  // Search: the position at ply `n` is in the stacks; see `BitSolver.negamax`.

  private negamax(n: number, alpha: number, beta: number): number {
    if ((++this.nodes & TICK_MASK) === 0 && this.ticker !== null) this.ticker();
    const N = this.N;
    const W = this.W;
    const SIZE = this.SIZE;
    const at = n * N;
    const cur = this.cur;
    const mask = this.mask;
    const opp = this.oppWin;
    const next = this.move;

    // 1. Moves that do not lose at once.
    let forced = 0;
    let forcedWords = 0;
    for (let w = 0; w < N; w++) {
      const possible = (mask[at + w] + this.bottom[w]) & this.board[w];
      const f = possible & opp[at + w];
      next[w] = possible;
      if (f !== 0) {
        forcedWords++;
        forced += popcount32(f);
      }
    }
    if (forced > 1) return lossNext(SIZE, n);
    let any = 0;
    for (let w = 0; w < N; w++) {
      let v = next[w];
      if (forcedWords !== 0) v &= opp[at + w];
      v &= ~(opp[at + w] >>> 1);
      next[w] = v;
      any |= v;
    }
    if (any === 0) return lossNext(SIZE, n);
    if (n >= SIZE - 2) return 0;

    // 2. Bounds from the stones left.
    const min = 0 - ((SIZE - 2 - n) >> 1);
    if (alpha < min) {
      alpha = min;
      if (alpha >= beta) return alpha;
    }
    const max = (SIZE - 1 - n) >> 1;

    // 3. The table: a hash of the key words for the index, the whole key as tag.
    const key = this.key;
    let h = 0;
    for (let w = 0; w < N; w++) {
      const k = (cur[at + w] + mask[at + w]) | 0;
      key[w] = k;
      h = Math.imul(h ^ k, HASH_MULTIPLIER) ^ (h >>> 15);
    }
    const slots = this.table.slots;
    const stride = N + 1;
    const slot = ((h >>> this.HASH_SHIFT) & this.INDEX_MASK) * stride;
    let same = true;
    for (let w = 0; w < N && same; w++) same = slots[slot + w] === key[w];
    const code = same ? slots[slot + N] : 0;
    if (code !== 0) {
      if (code > this.table.upperMax) {
        const lower = code - this.table.lowerOffset;
        if (alpha < lower) {
          alpha = lower;
          if (alpha >= beta) return alpha;
        }
      } else {
        const upper = code - this.table.upperOffset;
        if (beta > upper) {
          beta = upper;
          if (alpha >= beta) return beta;
        }
      }
    }
    if (beta > max) {
      beta = max;
      if (alpha >= beta) return beta;
    }
    const keys = this.keys; // the key, kept across the recursion
    for (let w = 0; w < N; w++) keys[at + w] = key[w];

    // 4. Order the moves (centre first among equal threat counts).
    const base = n * W;
    const cAt = (n + 1) * N; // the child's slot in the stacks, used as scratch here
    let count = 0;
    for (let i = W - 1; i >= 0; i--) {
      const col = this.order[i];
      const w = this.colWord[col];
      const bit = next[w] & this.colMask[col];
      if (bit === 0) continue;
      for (let v = 0; v < N; v++) {
        cur[cAt + v] = cur[at + v];
        mask[cAt + v] = mask[at + v];
      }
      cur[cAt + w] |= bit;
      mask[cAt + w] |= bit;
      const slotW = (base + count) * N;
      this.threats(cur, cAt, mask, cAt, this.listWin, slotW);
      let score = 0;
      for (let v = 0; v < N; v++) score += popcount32(this.listWin[slotW + v]);
      this.listCol[base + count] = col;
      this.listScore[base + count] = score;
      let j = count++;
      for (; j > 0 && this.listScore[base + this.listOrder[base + j - 1]] > score; j--) {
        this.listOrder[base + j] = this.listOrder[base + j - 1];
      }
      this.listOrder[base + j] = count - 1;
    }

    // 5. Search them.
    for (let j = count - 1; j >= 0; j--) {
      const e = this.listOrder[base + j];
      const col = this.listCol[base + e];
      const w = this.colWord[col];
      for (let v = 0; v < N; v++) {
        cur[cAt + v] = cur[at + v] ^ mask[at + v];
        mask[cAt + v] = mask[at + v];
        opp[cAt + v] = this.listWin[(base + e) * N + v];
      }
      mask[cAt + w] |= ((mask[at + w] + this.bottom[w]) & this.colMask[col]);
      const score = 0 - this.negamax(n + 1, 0 - beta, 0 - alpha);
      if (score >= beta) {
        this.save(slot, at, score + this.table.lowerOffset);
        return score;
      }
      if (score > alpha) alpha = score;
    }
    this.save(slot, at, alpha + this.table.upperOffset);
    return alpha;
  }

  private save(slot: number, at: number, code: number): void {
    const N = this.N;
    const slots = this.table.slots;
    for (let w = 0; w < N; w++) slots[slot + w] = this.keys[at + w];
    slots[slot + N] = code;
    this.table.wrote(slot / (N + 1));
  }

  // ---------------------------------------------------------------------------
  // Root services

  /** Loads `p` at ply `p.moves` of the stacks and returns that ply. */
  private load(p: Connect4Position): number {
    const n = p.moves;
    for (let w = 0; w < this.N; w++) {
      this.cur[n * this.N + w] = p.current[w];
      this.mask[n * this.N + w] = p.mask[w];
    }
    return n;
  }

  /** Sets the opponent's threats at ply n from the stacks. */
  private prepare(n: number): void {
    const N = this.N;
    const at = n * N;
    const stones = this.stones;
    for (let w = 0; w < N; w++) stones[w] = this.cur[at + w] ^ this.mask[at + w];
    this.threats(stones, 0, this.mask, at, this.oppWin, at);
  }

  /** Can the side to move at ply n win with its next stone? */
  private canWinNextAt(n: number): boolean {
    const N = this.N;
    const at = n * N;
    const win = this.win;
    this.threats(this.cur, at, this.mask, at, win, 0);
    for (let w = 0; w < N; w++) if ((win[w] & (this.mask[at + w] + this.bottom[w]) & this.board[w]) !== 0) return true;
    return false;
  }

  /** The ply `solveAt` is working on, for `searchRoot`. */
  private rootPly = 0;
  /** A search of the root; made once, so that a solve allocates nothing. */
  private readonly searchRoot = (alpha: number, beta: number): number => {
    this.prepare(this.rootPly);
    return this.negamax(this.rootPly, alpha, beta);
  };

  private solveAt(n: number, weak: boolean, atLeast?: number): number {
    if (this.canWinNextAt(n)) return weak ? 1 : winNow(this.SIZE, n);
    this.rootPly = n;
    return scoreFromProbes(lossNext(this.SIZE, n), winNow(this.SIZE, n), this.searchRoot, weak, atLeast, this.SIZE - n <= FULL_WINDOW_EMPTIES);
  }

  solvePosition(p: Connect4Position, weak: boolean, atLeast?: number): number {
    return this.solveAt(this.load(p), weak, atLeast);
  }

  /** Plays `column` from ply n into ply n + 1; false if the column is full. */
  private playAt(n: number, column: number): boolean {
    const N = this.N;
    const w = this.colWord[column];
    const at = n * N;
    const bit = (this.mask[at + w] + this.bottom[w]) & this.colMask[column];
    if (bit === 0) return false;
    for (let v = 0; v < N; v++) {
      this.cur[at + N + v] = this.cur[at + v] ^ this.mask[at + v];
      this.mask[at + N + v] = this.mask[at + v];
    }
    this.mask[at + N + w] |= bit;
    return true;
  }

  /** Would `column` win at once for the side to move at ply n? */
  private winsAt(n: number, column: number): boolean {
    const N = this.N;
    const at = n * N;
    const w = this.colWord[column];
    const win = this.win;
    this.threats(this.cur, at, this.mask, at, win, 0);
    return (win[w] & (this.mask[at + w] + this.bottom[w]) & this.colMask[column]) !== 0;
  }

  columnScore(p: Connect4Position, column: number, weak: boolean): number | null {
    const n = this.load(p);
    if (p.heights[column] >= this.layout.height) return null;
    if (this.winsAt(n, column)) return weak ? 1 : winNow(this.SIZE, n);
    this.playAt(n, column);
    return 0 - this.solveAt(n + 1, weak);
  }

  columnAtLeast(p: Connect4Position, column: number, threshold: number): boolean {
    const n = this.load(p);
    if (this.winsAt(n, column)) return winNow(this.SIZE, n) >= threshold;
    this.playAt(n, column);
    if (this.canWinNextAt(n + 1)) return -winNow(this.SIZE, n + 1) >= threshold;
    if (n + 1 === this.SIZE) return threshold <= 0;
    this.prepare(n + 1);
    return this.negamax(n + 1, 0 - threshold, 1 - threshold) <= -threshold;
  }

  perftPosition(p: Connect4Position, depth: number): number {
    return this.perftAt(this.load(p), depth);
  }

  private perftAt(n: number, depth: number): number {
    if (depth === 0) return 1;
    let count = 0;
    for (let c = 0; c < this.W; c++) {
      if (depth === 1) {
        const w = this.colWord[c];
        if (((this.mask[n * this.N + w] + this.bottom[w]) & this.colMask[c]) !== 0) count++;
        continue;
      }
      if (this.winsAt(n, c) || !this.playAt(n, c)) continue;
      count += this.perftAt(n + 1, depth - 1);
    }
    return count;
  }
}
