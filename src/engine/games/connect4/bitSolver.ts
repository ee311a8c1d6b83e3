/**
 * @packageDocumentation
 * The strong Connect Four solver for boards that fit two 32-bit words (every
 * board up to 64 bits with its sentinel row: 7×6, 6×7, 8×7, 9×5, 4×4, ...).
 *
 * Why two 32-bit words and not BigInt or one 64-bit value: JavaScript has no
 * 64-bit integers, and BigInt operations allocate, which a search of millions
 * of nodes cannot afford. Whole columns per word (`layout.ts`) keep the carries
 * of `mask + bottom` and `current + mask` inside one word, and dealing the
 * columns round-robin makes a sideways step one shift per word. The
 * recursion passes a position as small integers (`current` lo/hi, `mask`
 * lo/hi, stones played, and the opponent's winning cells, which the parent
 * computed anyway to order its moves) and all working memory (move lists,
 * table) is typed arrays allocated once: no allocation per node. (A WebAssembly kernel would be faster still, but would need a
 * toolchain the project does not have; this file is plain TypeScript the
 * lessons can show.)
 *
 * The algorithm is the one of Pascal Pons' well-known solver, written anew:
 * - **negamax with alpha-beta**, scores in the test sets' convention (`score.ts`);
 * - **bounds from the stones left**: a side that cannot win with its next stone
 *   scores at most (W·H - 1 - n) / 2, and at least -(W·H - 2 - n) / 2 when the
 *   opponent cannot either; these narrow the window before any move is tried;
 * - **pruning of losing moves**: a move that lets the opponent win at once, by
 *   not blocking its threat or by filling the cell below it, is never searched;
 *   two threats to block mean a loss without any search;
 * - **move ordering**: the move creating the most winning cells for the mover
 *   ("threats") first, ties broken centre first;
 * - a **transposition table** of bounds (`table.ts`) that starts small (it
 *   stays in the processor's caches) and doubles when crowded;
 * - the root value by **null-window searches** (`solve`): each search only
 *   answers "is the score above m?", which prunes far more than a full window,
 *   and a dichotomy on m (biased towards 0, where most answers lie) finds the
 *   exact score in a few of them. **Weak** mode runs the same dichotomy and
 *   stops as soon as the sign of the score is known.
 *
 * Three refinements beyond the reference solver. The first two are cheap
 * because a table entry is a 32-bit word with room to spare and shares a
 * cache line with its tag: the move that caused a cutoff is stored with the
 * bound and tried first next time (the null-window searches meet the same
 * positions again with other windows), and before searching its moves a node
 * looks up its children in the table: one whose stored upper bound already
 * refutes the node ends it at once ("enhanced transposition cutoff"). The
 * third is in the ordering: when the window asks for a win worth at least
 * half the most still possible, moves that threaten to win at once come
 * first. Positions searched on 200 lines of each of Pons' sets, without it and
 * with it: End-Easy 6,124 and 6,120, Middle-Easy 61,144 and 57,792,
 * Middle-Medium 6,707,987 and 6,684,893, Begin-Easy 740,750 and 591,310.
 * Asked of every window above 0, it cost Middle-Medium 5% more positions;
 * forcing moves first whatever the window, 17% more.
 *
 * The cutoff pays only when the table holds entries to find: its lookups
 * fetch every child's line, most of them for nothing when the first move
 * cuts. So it starts once a thousand entries have been written since the
 * table was emptied. Measured, solver against solver in one process: every
 * column of 32164625 searches 5,849,039 positions with it against 7,199,372
 * without, 5 to 18% faster; Middle-Medium 6,641,800 against 7,811,994, in
 * about the same time; End-Easy and Middle-Easy, whose solves write fewer
 * entries than that, were 10 to 20% slower when it ran from the first node.
 *
 * `negamax` contract (fail-soft on the low side as in the reference solver):
 * with s the returned value and v the exact score of the position, for the
 * side to move,
 * - if alpha < s < beta, s = v;
 * - if s <= alpha, v <= s (an upper bound);
 * - if s >= beta, v >= s (a lower bound).
 * Preconditions: alpha < beta, and the side to move cannot win with its next
 * stone (the callers check that first, at the root and by the pruning above).
 */

import { popcount32 } from '../../core/bits.ts';
import type { Kernel, Ticker } from './kernel.ts';
import { centreFirst, type Layout } from './layout.ts';
import type { Connect4Position } from './position.ts';
import { FULL_WINDOW_EMPTIES, scoreFromProbes } from './probes.ts';
import { lossNext, maxScore, winNow } from './score.ts';
import { MAX_TABLE_BITS, MIN_TABLE_BITS, mixCode, sharedSlots, SolverTable } from './table.ts';

/** Golden-ratio multiplier of the table hash. */
const HASH_MULTIPLIER = 0x9e3779b1 | 0;
/** The solver looks at the clock every 2^14 nodes. */
const TICK_MASK = (1 << 14) - 1;
/** A table entry's word: the bound code in the low byte, the refuting column + 1 above it. */
const CODE_MASK = 0xff;
const MOVE_SHIFT = 8;
/** Ordering score of the table's move: above any threat count. */
const TT_MOVE_SCORE = 1000;
/** Added to the ordering score of a forcing move when only a fast win will do: above any threat count, below the table's move. */
const FORCING_SCORE = 100;
/** The enhanced transposition cutoff starts once the table holds this many entries written since it was emptied. */
const ETC_MIN_WRITES = 1000;

/**
 * Tag words per entry for `layout` in a table of 2^bits entries: the key's low
 * 32 bits, and its rest when the index cannot stand for it (see the constructor).
 */
const tagWordsOf = (layout: Layout, bits: number): 1 | 2 => (Math.max(0, layout.keyBits - 32) > bits ? 2 : 1);

/** An empty table of 2^bits entries for the solvers of `layout` in several threads (`SolverOptions.shared`), or undefined without SharedArrayBuffer. */
export function sharedTable(layout: Layout, bits: number): { readonly slots: Int32Array; readonly bits: number } | undefined {
  const slots = sharedSlots(bits, tagWordsOf(layout, bits));
  return slots && { slots, bits };
}

/** The 32-bit words of a shared table of 2^bits entries for `layout`. */
export const sharedTableWords = (layout: Layout, bits: number): number => 2 ** bits * (tagWordsOf(layout, bits) + 1);

export interface SolverOptions {
  /** **tableBits**: log2 of the largest table the solver may grow to; default 24 (2^24 entries, 128 MB). */
  tableBits?: number;
  /** **initialTableBits**: log2 of the table's first size; default 17 (1 MB), at most `tableBits`. */
  initialTableBits?: number;
  /**
   * **shared**: a table that solvers in other threads use too (`sharedTable`), instead of one of the solver's own; it
   * never grows, and `reset` leaves it as it is (table.ts).
   */
  shared?: { readonly slots: Int32Array; readonly bits: number };
}

export class BitSolver implements Kernel {
  readonly layout: Layout;
  /** Positions searched (calls to `negamax`) since it was last set to 0. */
  nodes = 0;
  /** Called every 2^14 nodes when set (progress, time limits). */
  ticker: Ticker | null = null;

  private readonly W: number;
  private readonly SIZE: number;
  private readonly K4: boolean;
  private readonly K: number;
  /** Bits of the lo word used by the board (whole columns). */
  private readonly B: number;
  /** Slot size H+1 (one column sideways), H+2 and H (one column and one row). */
  private readonly S: number;
  private readonly BOARD_LO: number;
  private readonly BOARD_HI: number;
  private readonly BOTTOM_LO: number;
  private readonly BOTTOM_HI: number;
  private readonly S_DOWN: number;
  private readonly S_UP: number;
  private readonly colLo: Int32Array;
  private readonly colHi: Int32Array;
  /** Columns, centre first; the move list is filled from the end of it. */
  private readonly order: Int32Array;

  readonly table: SolverTable;
  private slots: Int32Array;
  private readonly twoTags: boolean;
  private readonly TAG_SHIFT: number;
  private readonly TAG_HI_MASK: number;
  private readonly REST_SHIFT: number;
  private HASH_SHIFT: number;
  private INDEX_MASK: number;
  private readonly UPPER_OFFSET: number;
  private readonly LOWER_OFFSET: number;
  private readonly UPPER_MAX: number;

  /**
   * Move lists, W entries per ply. `listScore`/`listCol` are the list sorted
   * by ordering score; by column (entry base + col), the move's bits and the
   * mover's winning cells after it, which are the child's "opponent threats"
   * (so the child does not compute them again). Sorting moves two words per
   * entry instead of six.
   */
  private readonly listLo: Int32Array;
  private readonly listHi: Int32Array;
  private readonly listScore: Int32Array;
  private readonly listCol: Int32Array;
  private readonly listWinLo: Int32Array;
  private readonly listWinHi: Int32Array;
  /** Scratch for the general-k threat kernel. */
  private readonly downLo: Int32Array;
  private readonly downHi: Int32Array;
  /** Results of `threats`: the winning cells it found. */
  private wLo = 0;
  private wHi = 0;
  /** The position `solve` is working on, for `searchRoot`. */
  private rootCLo = 0;
  private rootCHi = 0;
  private rootMLo = 0;
  private rootMHi = 0;
  private rootMoves = 0;
  /** A search of the root; made once, so that a solve allocates nothing. */
  private readonly searchRoot = (alpha: number, beta: number): number =>
    this.search(this.rootCLo, this.rootCHi, this.rootMLo, this.rootMHi, this.rootMoves, alpha, beta);

  constructor(layout: Layout, options: SolverOptions = {}) {
    if (layout.words !== 2) throw new Error(`BitSolver: the ${layout.width}x${layout.height} board needs ${layout.words} words`);
    this.layout = layout;
    const W = layout.width;
    const H = layout.height;
    this.W = W;
    this.SIZE = layout.size;
    this.K = layout.k;
    this.K4 = layout.k === 4;
    this.B = layout.usedBits[0];
    this.BOARD_LO = layout.board[0];
    this.BOARD_HI = layout.board[1] ?? 0;
    this.BOTTOM_LO = layout.bottom[0];
    this.BOTTOM_HI = layout.bottom[1] ?? 0;
    this.S = H + 1;
    this.S_DOWN = H;
    this.S_UP = H + 2;
    this.colLo = new Int32Array(W);
    this.colHi = new Int32Array(W);
    for (let c = 0; c < W; c++) {
      if (layout.columnWord[c] === 0) this.colLo[c] = layout.columnMask[c];
      else this.colHi[c] = layout.columnMask[c];
    }
    this.order = Int32Array.from(centreFirst(W));

    // Table index and tag. The key is the number hi·2^B + lo (`layout.ts`). The
    // tag keeps its low 32 bits; the "rest" (its bits from 32 up) is XORed into
    // the index, so (index, tag) still determines the key while the rest has
    // fewer bits than the index. Otherwise (keys over 32 + tableBits bits) the
    // rest is stored as a second tag word, and still XORed into the index: keys
    // that share their low 32 bits would otherwise share a slot (a 2^16 table
    // searched twice the positions on Begin-Easy before it was).
    const maxBits = options.shared?.bits ?? options.tableBits ?? MAX_TABLE_BITS;
    const bits = options.shared ? maxBits : Math.min(options.initialTableBits ?? MIN_TABLE_BITS, maxBits);
    this.twoTags = tagWordsOf(layout, bits) === 2;
    this.table = new SolverTable(bits, maxBits, this.twoTags ? 2 : 1, layout.size, options.shared?.slots);
    this.slots = this.table.slots;
    this.TAG_SHIFT = this.B & 31;
    this.TAG_HI_MASK = this.B >= 32 ? 0 : ~((1 << this.B) - 1);
    this.REST_SHIFT = 32 - this.B;
    this.HASH_SHIFT = 32 - bits;
    this.INDEX_MASK = this.table.entries - 1;
    this.UPPER_OFFSET = this.table.upperOffset;
    this.LOWER_OFFSET = this.table.lowerOffset;
    this.UPPER_MAX = this.table.upperMax;

    const plies = layout.size + 1;
    this.listLo = new Int32Array(plies * W);
    this.listHi = new Int32Array(plies * W);
    this.listScore = new Int32Array(plies * W);
    this.listCol = new Int32Array(plies * W);
    this.listWinLo = new Int32Array(plies * W);
    this.listWinHi = new Int32Array(plies * W);
    this.downLo = new Int32Array(layout.k + 1);
    this.downHi = new Int32Array(layout.k + 1);
    if (this.table.lowerOffset + maxScore(layout.size) > CODE_MASK) throw new Error('BitSolver: scores do not fit a code byte');
  }

  /** Empties the transposition table. */
  reset(): void {
    this.table.clear();
    this.slots = this.table.slots;
    this.HASH_SHIFT = 32 - this.table.bits;
    this.INDEX_MASK = this.table.entries - 1;
  }

  // ---------------------------------------------------------------------------
  // Bit kernels

  /**
   * The empty cells where `p` (a set of stones) would connect k, given all
   * stones `m`, left in `wLo`/`wHi`. A cell x wins if, along some direction,
   * the a cells before it and the k-1-a cells after it are all stones.
   */
  private threats(pLo: number, pHi: number, mLo: number, mHi: number): void {
    if (this.K4) this.threats4(pLo, pHi, mLo, mHi);
    else this.threatsK(pLo, pHi, mLo, mHi);
  }

  /**
   * k = 4, unrolled. U1..U3 are the runs of 1..3 stones just before x along a
   * direction, D1..D3 just after; x wins with U3, U2·D1, U1·D2 or D3.
   * One column to the right is `hi' = lo (row-shifted), lo' = hi << (H+1 ± 1)`
   * (`layout.ts`), one column to the left the mirror image. The operands of
   * the shifts are subsets of p, so bits pushed outside the board (above a
   * word's last column, into a sentinel) never come back in; the final mask
   * drops them.
   */
  private threats4(pLo: number, pHi: number, mLo: number, mHi: number): void {
    const S = this.S;
    const S1 = this.S_UP;
    const S0 = this.S_DOWN;
    // vertical: three stones right below (a sentinel bit stops runs at the column's foot)
    let rLo = (pLo << 1) & (pLo << 2) & (pLo << 3);
    let rHi = (pHi << 1) & (pHi << 2) & (pHi << 3);

    // horizontal: right = (lo -> hi, hi << S -> lo), left = (hi -> lo, lo >>> S -> hi)
    let u1Lo = pHi << S;
    let u1Hi = pLo;
    let xLo = pLo & u1Lo;
    let xHi = pHi & u1Hi;
    let u2Lo = xHi << S;
    let u2Hi = xLo;
    xLo = pLo & u2Lo;
    xHi = pHi & u2Hi;
    let u3Lo = xHi << S;
    let u3Hi = xLo;
    let d1Lo = pHi;
    let d1Hi = pLo >>> S;
    xLo = pLo & d1Lo;
    xHi = pHi & d1Hi;
    let d2Lo = xHi;
    let d2Hi = xLo >>> S;
    xLo = pLo & d2Lo;
    xHi = pHi & d2Hi;
    rLo |= u3Lo | (u2Lo & d1Lo) | (u1Lo & d2Lo) | xHi;
    rHi |= u3Hi | (u2Hi & d1Hi) | (u1Hi & d2Hi) | (xLo >>> S);

    // diagonal /: one column right is one row up
    u1Lo = pHi << S1;
    u1Hi = pLo << 1;
    xLo = pLo & u1Lo;
    xHi = pHi & u1Hi;
    u2Lo = xHi << S1;
    u2Hi = xLo << 1;
    xLo = pLo & u2Lo;
    xHi = pHi & u2Hi;
    u3Lo = xHi << S1;
    u3Hi = xLo << 1;
    d1Lo = pHi >>> 1;
    d1Hi = pLo >>> S1;
    xLo = pLo & d1Lo;
    xHi = pHi & d1Hi;
    d2Lo = xHi >>> 1;
    d2Hi = xLo >>> S1;
    xLo = pLo & d2Lo;
    xHi = pHi & d2Hi;
    rLo |= u3Lo | (u2Lo & d1Lo) | (u1Lo & d2Lo) | (xHi >>> 1);
    rHi |= u3Hi | (u2Hi & d1Hi) | (u1Hi & d2Hi) | (xLo >>> S1);

    // diagonal \: one column right is one row down
    u1Lo = pHi << S0;
    u1Hi = pLo >>> 1;
    xLo = pLo & u1Lo;
    xHi = pHi & u1Hi;
    u2Lo = xHi << S0;
    u2Hi = xLo >>> 1;
    xLo = pLo & u2Lo;
    xHi = pHi & u2Hi;
    u3Lo = xHi << S0;
    u3Hi = xLo >>> 1;
    d1Lo = pHi << 1;
    d1Hi = pLo >>> S0;
    xLo = pLo & d1Lo;
    xHi = pHi & d1Hi;
    d2Lo = xHi << 1;
    d2Hi = xLo >>> S0;
    xLo = pLo & d2Lo;
    xHi = pHi & d2Hi;
    rLo |= u3Lo | (u2Lo & d1Lo) | (u1Lo & d2Lo) | (xHi << 1);
    rHi |= u3Hi | (u2Hi & d1Hi) | (u1Hi & d2Hi) | (xLo >>> S0);

    this.wLo = rLo & this.BOARD_LO & ~mLo;
    this.wHi = rHi & this.BOARD_HI & ~mHi;
  }

  /**
   * Any k: the same runs, U_a = right(p & U_(a-1)) and D_b = left(p & D_(b-1)),
   * as loops; x wins with U_a · D_(k-1-a) for some a in 0..k-1.
   */
  private threatsK(pLo: number, pHi: number, mLo: number, mHi: number): void {
    const K = this.K;
    const dLo = this.downLo;
    const dHi = this.downHi;
    let uLo = pLo << 1;
    let uHi = pHi << 1;
    for (let a = 2; a < K; a++) {
      uLo = (pLo & uLo) << 1;
      uHi = (pHi & uHi) << 1;
    }
    let rLo = uLo;
    let rHi = uHi;
    for (let dir = 0; dir < 3; dir++) {
      // Row shift of the lo -> hi step (left by `up`, right by `down`) and the slot step.
      const up = dir === 1 ? 1 : 0;
      const down = dir === 2 ? 1 : 0;
      const cross = dir === 0 ? this.S : dir === 1 ? this.S_UP : this.S_DOWN;
      let xLo = pLo;
      let xHi = pHi;
      for (let b = 1; b < K; b++) {
        const lo = (xHi >>> up) << down;
        const hi = xLo >>> cross;
        dLo[b] = lo;
        dHi[b] = hi;
        xLo = pLo & lo;
        xHi = pHi & hi;
      }
      let accLo = dLo[K - 1];
      let accHi = dHi[K - 1];
      xLo = pLo;
      xHi = pHi;
      for (let a = 1; a < K; a++) {
        const lo = xHi << cross;
        const hi = (xLo << up) >>> down;
        if (a === K - 1) {
          accLo |= lo;
          accHi |= hi;
        } else {
          accLo |= lo & dLo[K - 1 - a];
          accHi |= hi & dHi[K - 1 - a];
        }
        xLo = pLo & lo;
        xHi = pHi & hi;
      }
      rLo |= accLo;
      rHi |= accHi;
    }
    this.wLo = rLo & this.BOARD_LO & ~mLo;
    this.wHi = rHi & this.BOARD_HI & ~mHi;
  }

  // ---------------------------------------------------------------------------
  // Search

  /**
   * See the module comment for the contract. `oLo`/`oHi` are the opponent's
   * winning cells (`threats` of the stones not ours), which the caller knows.
   */
  private negamax(cLo: number, cHi: number, mLo: number, mHi: number, moves: number, alpha: number, beta: number, oLo: number, oHi: number): number {
    if ((++this.nodes & TICK_MASK) === 0 && this.ticker !== null) this.ticker();
    const SIZE = this.SIZE;

    // 1. Moves that do not lose at once. The opponent's winning cells decide:
    //    one playable -> we must block it; two -> lost; never play right below one.
    const pLo = (mLo + this.BOTTOM_LO) & this.BOARD_LO;
    const pHi = (mHi + this.BOTTOM_HI) & this.BOARD_HI;
    let nLo = pLo;
    let nHi = pHi;
    const fLo = pLo & oLo;
    const fHi = pHi & oHi;
    if ((fLo | fHi) !== 0) {
      if ((fLo & (fLo - 1)) !== 0 || (fHi & (fHi - 1)) !== 0 || (fLo !== 0 && fHi !== 0)) return 0 - ((SIZE - moves) >> 1);
      nLo = fLo;
      nHi = fHi;
    }
    nLo &= ~(oLo >>> 1);
    nHi &= ~(oHi >>> 1);
    if ((nLo | nHi) === 0) return 0 - ((SIZE - moves) >> 1); // every move loses at once
    if (moves >= SIZE - 2) return 0; // two cells left and no one can win: draw

    // 2. Bounds from the stones left: the opponent cannot win with its next stone...
    const min = 0 - ((SIZE - 2 - moves) >> 1);
    if (alpha < min) {
      alpha = min;
      if (alpha >= beta) return alpha;
    }
    // ... and neither can we (precondition).
    const max = (SIZE - 1 - moves) >> 1;

    // 3. The transposition table.
    const kLo = (cLo + mLo) | 0;
    const kHi = (cHi + mHi) | 0;
    const tag = kLo | ((kHi << this.TAG_SHIFT) & this.TAG_HI_MASK);
    const rest = (kHi >>> this.REST_SHIFT) | 0;
    const entry = this.entryAt(this.slotOf(tag, rest), tag, rest);
    const code = entry & CODE_MASK;
    if (code !== 0) {
      if (code > this.UPPER_MAX) {
        const lower = code - this.LOWER_OFFSET;
        if (alpha < lower) {
          alpha = lower;
          if (alpha >= beta) return alpha;
        }
      } else {
        const upper = code - this.UPPER_OFFSET;
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

    // 4. Order the moves: the table's move first (it refuted this position
    //    before, in an earlier null-window search), then most winning cells
    //    created; among equals the one added last (the most central). When
    //    only a fast win will do (a score of at least half the most still
    //    possible), forcing moves come before the others: a threat the
    //    opponent must block at once leaves it one reply, and such wins are
    //    mostly chains of them. Asked of every window that hopes for a win, it
    //    cost more than it saved (figures in the module comment).
    const ttMove = (entry >>> MOVE_SHIFT) - 1;
    const fastWin = alpha > 0 && 2 * alpha >= max;
    const W = this.W;
    const base = moves * W;
    const listLo = this.listLo;
    const listHi = this.listHi;
    const listScore = this.listScore;
    const listCol = this.listCol;
    const listWinLo = this.listWinLo;
    const listWinHi = this.listWinHi;
    let count = 0;
    for (let i = W - 1; i >= 0; i--) {
      const col = this.order[i];
      const mvLo = nLo & this.colLo[col];
      const mvHi = nHi & this.colHi[col];
      if ((mvLo | mvHi) === 0) continue;
      this.threats(cLo | mvLo, cHi | mvHi, mLo | mvLo, mHi | mvHi);
      const wLo = this.wLo;
      const wHi = this.wHi;
      let score = col === ttMove ? TT_MOVE_SCORE : popcount32(wLo) + popcount32(wHi);
      if (fastWin && score < TT_MOVE_SCORE) {
        // Does it threaten a cell the opponent can play next?
        const nextLo = ((mLo | mvLo) + this.BOTTOM_LO) & this.BOARD_LO;
        const nextHi = ((mHi | mvHi) + this.BOTTOM_HI) & this.BOARD_HI;
        if (((wLo & nextLo) | (wHi & nextHi)) !== 0) score += FORCING_SCORE;
      }
      const at = base + col;
      listLo[at] = mvLo;
      listHi[at] = mvHi;
      listWinLo[at] = wLo;
      listWinHi[at] = wHi;
      let j = base + count++;
      for (; j > base && listScore[j - 1] > score; j--) {
        listScore[j] = listScore[j - 1];
        listCol[j] = listCol[j - 1];
      }
      listScore[j] = score;
      listCol[j] = col;
    }

    // 5. Enhanced transposition cutoff: a child whose stored upper bound u
    //    already gives -u >= beta refutes this position without a search.
    //    (A child's probe would miss the cache anyway; this one is shared.)
    //    Only once the table holds entries to find (see the module comment).
    const oppLo = cLo ^ mLo;
    const oppHi = cHi ^ mHi;
    if (count > 1 && this.table.writesSinceClear >= ETC_MIN_WRITES) {
      for (let j = base + count - 1; j >= base; j--) {
        const at = base + listCol[j];
        const k2Lo = (oppLo + (mLo | listLo[at])) | 0;
        const k2Hi = (oppHi + (mHi | listHi[at])) | 0;
        const tag2 = k2Lo | ((k2Hi << this.TAG_SHIFT) & this.TAG_HI_MASK);
        const rest2 = (k2Hi >>> this.REST_SHIFT) | 0;
        const code2 = this.entryAt(this.slotOf(tag2, rest2), tag2, rest2) & CODE_MASK;
        if (code2 !== 0 && code2 <= this.UPPER_MAX) {
          const score = this.UPPER_OFFSET - code2; // minus the child's upper bound
          if (score >= beta) {
            this.save(tag, rest, (score + this.LOWER_OFFSET) | ((listCol[j] + 1) << MOVE_SHIFT));
            return score;
          }
        }
      }
    }

    // 6. Search them. The child's side to move owns the stones we do not.
    for (let j = base + count - 1; j >= base; j--) {
      // `0 - x`, not `-x`: a -0 would turn these small integers into doubles.
      const at = base + listCol[j];
      const score =
        0 - this.negamax(oppLo, oppHi, mLo | listLo[at], mHi | listHi[at], moves + 1, 0 - beta, 0 - alpha, listWinLo[at], listWinHi[at]);
      if (score >= beta) {
        this.save(tag, rest, (score + this.LOWER_OFFSET) | ((listCol[j] + 1) << MOVE_SHIFT));
        return score;
      }
      if (score > alpha) alpha = score;
    }
    this.save(tag, rest, alpha + this.UPPER_OFFSET);
    return alpha;
  }

  /**
   * Offset in `slots` of the entry for a key given as (tag, rest): the tag is
   * the key's low 32 bits, the rest its higher bits (see the constructor).
   */
  private slotOf(tag: number, rest: number): number {
    const index = (rest ^ (Math.imul(tag, HASH_MULTIPLIER) >>> this.HASH_SHIFT)) & this.INDEX_MASK;
    return this.twoTags ? index * 3 : index << 1;
  }

  /** The stored word (code | move << 8) for this key, or 0. */
  /** The code stored for (tag, rest) at `at`, or 0; tag words are stored XORed with the code's mix (table.ts). */
  private entryAt(at: number, tag: number, rest: number): number {
    const slots = this.slots;
    if (this.twoTags) {
      const code = slots[at + 2];
      const mix = mixCode(code);
      return (slots[at] ^ mix) === tag && (slots[at + 1] ^ mix) === rest ? code : 0;
    }
    const code = slots[at + 1];
    return (slots[at] ^ mixCode(code)) === tag ? code : 0;
  }

  /**
   * Stores `code` for the key (tag, rest). The slot is computed again rather
   * than kept from the probe: the table may have grown during the search below.
   */
  private save(tag: number, rest: number, code: number): void {
    const slots = this.slots;
    const at = this.slotOf(tag, rest);
    const mix = mixCode(code);
    if (this.twoTags) {
      slots[at] = tag ^ mix;
      slots[at + 1] = rest ^ mix;
      slots[at + 2] = code;
      this.table.wrote(at / 3);
    } else {
      slots[at] = tag ^ mix;
      slots[at + 1] = code;
      this.table.wrote(at >> 1);
    }
    if (this.table.crowded) this.grow();
  }

  /**
   * Doubles the table and re-inserts its entries. With one tag word the key's
   * rest is recovered from the old slot: index = rest ^ hash(tag).
   */
  private grow(): void {
    const oldBits = this.table.bits;
    const oldShift = this.HASH_SHIFT;
    const old = this.table.resize(oldBits + 1);
    this.slots = this.table.slots;
    this.HASH_SHIFT = 32 - this.table.bits;
    this.INDEX_MASK = this.table.entries - 1;
    const stride = this.twoTags ? 3 : 2;
    const entries = 2 ** oldBits;
    for (let i = 0; i < entries; i++) {
      const code = old[i * stride + stride - 1];
      if (code === 0) continue;
      const mix = mixCode(code);
      const tag = old[i * stride] ^ mix;
      const rest = this.twoTags ? old[i * stride + 1] ^ mix : i ^ (Math.imul(tag, HASH_MULTIPLIER) >>> oldShift);
      const at = this.slotOf(tag, rest);
      this.slots[at] = tag ^ mix;
      if (this.twoTags) this.slots[at + 1] = rest ^ mix;
      this.slots[at + stride - 1] = code;
    }
  }

  /** Calls `negamax` on a position given without its opponent's threats. */
  private search(cLo: number, cHi: number, mLo: number, mHi: number, moves: number, alpha: number, beta: number): number {
    this.threats(cLo ^ mLo, cHi ^ mHi, mLo, mHi);
    return this.negamax(cLo, cHi, mLo, mHi, moves, alpha, beta, this.wLo, this.wHi);
  }

  // ---------------------------------------------------------------------------
  // Root services: positions come in as words (`Connect4Position.current/mask`).

  /** The playable cell of every open column. */
  private possibleLo(mLo: number): number {
    return (mLo + this.BOTTOM_LO) & this.BOARD_LO;
  }

  private possibleHi(mHi: number): number {
    return (mHi + this.BOTTOM_HI) & this.BOARD_HI;
  }

  /** Can the side to move connect k with its next stone? */
  canWinNext(cLo: number, cHi: number, mLo: number, mHi: number): boolean {
    this.threats(cLo, cHi, mLo, mHi);
    return ((this.wLo & this.possibleLo(mLo)) | (this.wHi & this.possibleHi(mHi))) !== 0;
  }

  /**
   * The exact score of a position that is not over (strong), or only its sign
   * (weak: -1, 0, 1). The table is kept: call `reset` first for a clean solve.
   */
  solve(cLo: number, cHi: number, mLo: number, mHi: number, moves: number, weak = false, atLeast?: number): number {
    if (this.canWinNext(cLo, cHi, mLo, mHi)) return weak ? 1 : winNow(this.SIZE, moves);
    this.rootCLo = cLo;
    this.rootCHi = cHi;
    this.rootMLo = mLo;
    this.rootMHi = mHi;
    this.rootMoves = moves;
    const fullWindow = this.SIZE - moves <= FULL_WINDOW_EMPTIES;
    return scoreFromProbes(lossNext(this.SIZE, moves), winNow(this.SIZE, moves), this.searchRoot, weak, atLeast, fullWindow);
  }

  /**
   * The value for the side to move of playing `column`: `null` for a full
   * column, else the exact score (strong) or its sign (weak).
   */
  columnScoreOf(cLo: number, cHi: number, mLo: number, mHi: number, moves: number, column: number, weak = false): number | null {
    const mvLo = this.possibleLo(mLo) & this.colLo[column];
    const mvHi = this.possibleHi(mHi) & this.colHi[column];
    if ((mvLo | mvHi) === 0) return null;
    this.threats(cLo, cHi, mLo, mHi);
    if (((this.wLo & mvLo) | (this.wHi & mvHi)) !== 0) return weak ? 1 : winNow(this.SIZE, moves);
    return 0 - this.solve(cLo ^ mLo, cHi ^ mHi, mLo | mvLo, mHi | mvHi, moves + 1, weak);
  }

  /**
   * Is playing `column` worth at least `threshold` for the side to move?
   * One null-window search, cheap once `solve` has filled the table.
   * Precondition: the column is not full.
   */
  columnAtLeastOf(cLo: number, cHi: number, mLo: number, mHi: number, moves: number, column: number, threshold: number): boolean {
    const mvLo = this.possibleLo(mLo) & this.colLo[column];
    const mvHi = this.possibleHi(mHi) & this.colHi[column];
    this.threats(cLo, cHi, mLo, mHi);
    if (((this.wLo & mvLo) | (this.wHi & mvHi)) !== 0) return winNow(this.SIZE, moves) >= threshold;
    // The child, from the opponent's side: we reach threshold iff its value is <= -threshold.
    const oLo = cLo ^ mLo;
    const oHi = cHi ^ mHi;
    const m2Lo = mLo | mvLo;
    const m2Hi = mHi | mvHi;
    if (this.canWinNext(oLo, oHi, m2Lo, m2Hi)) return -winNow(this.SIZE, moves + 1) >= threshold;
    if (moves + 1 === this.SIZE) return threshold <= 0;
    const r = this.search(oLo, oHi, m2Lo, m2Hi, moves + 1, 0 - threshold, 1 - threshold);
    return r <= -threshold;
  }

  /**
   * perft from a position that is not over: move sequences of `depth` plies,
   * a sequence stopping at a win (the winning move counted).
   */
  perft(cLo: number, cHi: number, mLo: number, mHi: number, depth: number): number {
    if (depth === 0) return 1;
    const pLo = this.possibleLo(mLo);
    const pHi = this.possibleHi(mHi);
    if (depth === 1) return popcount32(pLo) + popcount32(pHi);
    this.threats(cLo, cHi, mLo, mHi);
    const winLo = this.wLo & pLo;
    const winHi = this.wHi & pHi;
    let n = 0;
    for (let col = 0; col < this.W; col++) {
      const mvLo = pLo & this.colLo[col];
      const mvHi = pHi & this.colHi[col];
      if ((mvLo | mvHi) === 0 || ((mvLo & winLo) | (mvHi & winHi)) !== 0) continue;
      n += this.perft(cLo ^ mLo, cHi ^ mHi, mLo | mvLo, mHi | mvHi, depth - 1);
    }
    return n;
  }

  // Kernel interface: positions as words.

  solvePosition(p: Connect4Position, weak: boolean, atLeast?: number): number {
    return this.solve(p.current[0], p.current[1], p.mask[0], p.mask[1], p.moves, weak, atLeast);
  }

  columnScore(p: Connect4Position, column: number, weak: boolean): number | null {
    return this.columnScoreOf(p.current[0], p.current[1], p.mask[0], p.mask[1], p.moves, column, weak);
  }

  columnAtLeast(p: Connect4Position, column: number, threshold: number): boolean {
    return this.columnAtLeastOf(p.current[0], p.current[1], p.mask[0], p.mask[1], p.moves, column, threshold);
  }

  perftPosition(p: Connect4Position, depth: number): number {
    return this.perft(p.current[0], p.current[1], p.mask[0], p.mask[1], depth);
  }

  /** The cells where the side to move's stones `c` would win, as [lo, hi] (tests, lessons). */
  winningCells(cLo: number, cHi: number, mLo: number, mHi: number): [number, number] {
    this.threats(cLo, cHi, mLo, mHi);
    return [this.wLo, this.wHi];
  }
}
