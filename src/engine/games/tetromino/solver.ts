/**
 * @packageDocumentation
 * The exact solver: win (+1), tie (0) or loss (-1) for the side to move.
 *
 * Alpha-beta in negamax form over three values, on the raw words of
 * `board40.ts` (no objects and no allocation inside the search), with:
 *
 * - **shape-at-once move generation** through the two 30-bit windows of
 *   `windows.ts`: four shifts and four ANDs find every anchor where a shape
 *   fits, so the work per node follows the number of moves that fit, not the
 *   429 placements of the table;
 * - **immediate wins**: a move after which the opponent cannot place any piece
 *   wins at once, so each node looks for one before anything else. A blocking
 *   move must cross every placement the opponent has now. If the opponent has
 *   5 pairwise disjoint placements, no 4-cell move can cross them all and the
 *   test stops there (the usual case before the last few moves); otherwise
 *   the opponent has few placements and each move of the side to move is
 *   checked against them, stopping at the first one it misses;
 * - **end rules** that need no search: a side that cannot place loses; placing
 *   the last piece ties; with one piece each and no blocking move, both pieces
 *   go down and it is a tie;
 * - **a transposition table** (`table.ts`) keyed by the canonical image of the
 *   position under the board's symmetries (`symmetry.ts`: mirror left-right,
 *   mirror top-bottom, half-turn), so a position and its images are solved once;
 * - **move ordering**: the table's best move first, then the opponent's last
 *   move turned half a turn, then mirrored top-bottom (answering a move with its
 *   mirror image keeps the board symmetric, a classic strategy for the second
 *   player in symmetric placement games), then the moves whose cells the
 *   opponent's placements use most (they take the most away from it);
 * - **progress** through `onProgress`, about every 100 ms.
 *
 * The results are checked against the generic `alphaBeta`/`negamax` of
 * `src/engine/search`, which know nothing of tables, symmetries or ordering,
 * on positions small enough for them (`solver.test.ts`).
 */

import { ProgressThrottle, type ProgressListener } from '../../core/progress.ts';
import * as board40 from './board40.ts';
import type { TetrominoPosition } from './board40.ts';
import * as placements from './placements.ts';
import * as symmetry from './symmetry.ts';
import * as tableModule from './table.ts';
import { SolveTable } from './table.ts';
import * as windows from './windows.ts';

// Local copies of the imported tables and helpers. Test runners and dev
// servers may compile an imported name into a property read on a module
// object (Vite's SSR transform does, through a getter), which costs a call per
// read in the hot loop; a module-level const is read directly.
const { BOARD_MASK, CELLS, HAND_MASK, HAND_SHIFT, PIECES } = board40;
const { PLACEMENT_BOTTOM, PLACEMENT_COUNT, PLACEMENT_PIECE, PLACEMENT_TOP, PLACEMENTS } = placements;
const { HALF_TURN, MIRROR_TOP_BOTTOM, MOVE_IMAGE, mirrorRows, reverseRows } = symmetry;
const { NO_MOVE, entryHi, entryLo, entryMove } = tableModule;
const { HAND_SHAPES, HAND_SHAPES_FIRST, PLACEMENT_AT, SHAPE_DATA, WINDOW_MASK } = windows;

/** The exact values, from the side to move. */
export const WIN = 1;
export const TIE = 0;
export const LOSS = -1;
export type Value = -1 | 0 | 1;

/** Pairwise disjoint opponent placements that no 4-cell move can all cross. */
const UNBLOCKABLE = 5;
/** Pieces per player: the longest game is 10 plies. */
const MAX_PLY = 2 * PIECES.length;
const PROGRESS_CHECK_NODES = 1 << 12;
/** findBlockingMove's answer when the side to move cannot place anything (it has lost). */
const STUCK = -2;
/** Ordering keys above any cell count: the table's move, then the answers that mirror the opponent's move. */
const TABLE_MOVE_KEY = 1 << 30;
const TURNED_KEY = TABLE_MOVE_KEY - 1;
const FLIPPED_KEY = TABLE_MOVE_KEY - 2;
const NO_PREVIOUS = -1;
export const DEFAULT_TABLE_BITS = 18;

/** The full window: with three values, -1 and +1 are already bounds. */
const WINDOW_LOW = LOSS;
const WINDOW_HIGH = WIN;

/** Low 10 bits of `top` (rows 3-4), the part of it the low window keeps. */
const LOW_KEEP = 0x3ff;
const WINDOW_SPLIT = 10;
const LOW_TOP_SHIFT = 20;

const PLACEMENT_CELLS = Int8Array.from(PLACEMENTS.flatMap((p) => p.cells));

export interface SolverOptions {
  /** **tableBits**: log2 of the table's slots; default 18 (256 Ki slots, 2.5 MiB). 0: no table. */
  tableBits?: number;
  /** **symmetry**: store positions under their canonical image; default true. */
  symmetry?: boolean;
  /** **ordering**: table move first, then by opponent placements taken; default true (false: table order). */
  ordering?: boolean;
  /** **onProgress**: called about every 100 ms during long searches (`ProgressThrottle`). */
  onProgress?: ProgressListener;
}

export interface SolverStats {
  /** Positions visited (calls of the search), roots included. */
  nodes: number;
  /** Nodes settled by a move that leaves the opponent no placement. */
  immediateWins: number;
  /** Table probes that settled a node. */
  tableCutoffs: number;
  /** Table slots in use, slot count, bytes. */
  tableFilled: number;
  tableSize: number;
  tableBytes: number;
}

export interface MoveValue {
  move: number;
  value: Value;
}

export class TetrominoSolver {
  readonly table: SolveTable | undefined;
  private readonly symmetry: boolean;
  private readonly ordering: boolean;
  private readonly progress: ProgressThrottle;
  /** Per-ply buffers: the side to move's moves and their ordering keys, the opponent's placements. */
  private readonly moves = new Int16Array((MAX_PLY + 1) * PLACEMENT_COUNT);
  private readonly keys = new Int32Array((MAX_PLY + 1) * PLACEMENT_COUNT);
  private readonly opp = new Int16Array((MAX_PLY + 1) * PLACEMENT_COUNT);
  /** Opponent placements found at each ply (-1 when the scan stopped at 5 disjoint ones). */
  private readonly oppCount = new Int32Array(MAX_PLY + 1);
  /** Moves listed at each ply by the blocking test (-1: not listed). */
  private readonly moveCount = new Int32Array(MAX_PLY + 1);
  /** Per cell, how many of the opponent's placements cover it. */
  private readonly cover = new Int32Array(CELLS);
  private canonicalTop = 0;
  private canonicalBottom = 0;
  /** The move that decided the last search at ply 0. */
  private rootMove = -1;
  nodes = 0;
  immediateWins = 0;
  tableCutoffs = 0;

  constructor(options: SolverOptions = {}) {
    const bits = options.tableBits ?? DEFAULT_TABLE_BITS;
    this.table = bits > 0 ? new SolveTable(bits) : undefined;
    this.symmetry = options.symmetry ?? true;
    this.ordering = options.ordering ?? true;
    this.progress = new ProgressThrottle(options.onProgress);
  }

  get stats(): SolverStats {
    return {
      nodes: this.nodes,
      immediateWins: this.immediateWins,
      tableCutoffs: this.tableCutoffs,
      tableFilled: this.table?.filled ?? 0,
      tableSize: this.table?.size ?? 0,
      tableBytes: this.table?.bytes ?? 0,
    };
  }

  /** The exact value of `pos` for the side to move, and one move that achieves it (-1 when the game is over). */
  solve(pos: TetrominoPosition): { value: Value; best: number } {
    this.startProgress('solve');
    this.rootMove = -1;
    const value = (this.search(pos.top, pos.bottom, WINDOW_LOW, WINDOW_HIGH, 0, NO_PREVIOUS) + 0) as Value; // + 0: no -0
    return { value, best: this.rootMove };
  }

  /** The exact value of every legal move of `pos`, for the side to move at `pos`, in table order. */
  analyze(pos: TetrominoPosition): MoveValue[] {
    const out: MoveValue[] = [];
    const list = legalMovesOf(pos.top, pos.bottom);
    this.startProgress('analyze');
    for (let i = 0; i < list.length; i++) {
      const m = list[i];
      this.progress.detail = `analyze: move ${i + 1}/${list.length}`;
      const [ct, cb] = childWords(pos.top, pos.bottom, m);
      const v = this.search(ct, cb, WINDOW_LOW, WINDOW_HIGH, 1, m);
      out.push({ move: m, value: (0 - v) as Value });
    }
    return out;
  }

  /**
   * The legal moves of `pos` that achieve `value`, its exact value, each found
   * with a null-window test (cheaper than an exact value per move).
   */
  movesAchieving(pos: TetrominoPosition, value: Value): number[] {
    const out: number[] = [];
    const list = legalMovesOf(pos.top, pos.bottom);
    this.startProgress('best moves');
    for (let i = 0; i < list.length; i++) {
      const m = list[i];
      this.progress.detail = `best moves: move ${i + 1}/${list.length}`;
      const [ct, cb] = childWords(pos.top, pos.bottom, m);
      // m achieves `value` when the opponent gets at most -value after it.
      if (this.search(ct, cb, 0 - value, 1 - value, 1, m) <= 0 - value) out.push(m);
    }
    return out;
  }

  private startProgress(detail: string): void {
    this.progress.restart(detail);
  }

  /**
   * The value of the position (top, bottom) for its side to move, fail-soft:
   * if alpha < v < beta then v is exact; v <= alpha means the value is at most
   * v; v >= beta means it is at least v. Precondition: -1 <= alpha < beta <= 1.
   * At ply 0, `rootMove` is set to a move achieving the returned score.
   */
  private search(top: number, bottom: number, alpha: number, beta: number, ply: number, previous: number): number {
    this.nodes++;
    if ((this.nodes & (PROGRESS_CHECK_NODES - 1)) === 0 && this.progress.active) this.progress.tick(this.nodes);
    const mover = top >>> HAND_SHIFT;
    const other = bottom >>> HAND_SHIFT;
    if (mover === 0) return TIE; // every piece placed (the other hand is empty too)
    const t = top & BOARD_MASK;
    const b = bottom & BOARD_MASK;
    const freeHigh = ~((t << WINDOW_SPLIT) | (b >>> WINDOW_SPLIT)) & WINDOW_MASK;
    const freeLow = ~(((t & LOW_KEEP) << LOW_TOP_SHIFT) | b) & WINDOW_MASK;

    // 1. The last piece: placed, it is a tie; stuck, a loss.
    if (other === 0) {
      const m = firstFit(mover, freeHigh, freeLow);
      if (ply === 0) this.rootMove = m;
      return m < 0 ? LOSS : TIE;
    }

    // 2. A move that leaves the opponent no placement wins at once.
    const blocking = this.findBlockingMove(t, b, freeHigh, freeLow, mover, other, ply);
    if (blocking >= 0) {
      this.immediateWins++;
      if (ply === 0) this.rootMove = blocking;
      return WIN;
    }
    if (blocking === STUCK) return LOSS;

    // 3. One piece each and no blocking move: both pieces go down, a tie.
    if ((mover & (mover - 1)) === 0) {
      if (ply === 0) this.rootMove = firstFit(mover, freeHigh, freeLow);
      return TIE;
    }

    // 4. The table, under the canonical symmetry.
    const table = this.table;
    let sym = 0;
    let keyTop = top;
    let keyBottom = bottom;
    let tableMove = -1;
    let lo = LOSS;
    let hi = WIN;
    if (table) {
      if (this.symmetry) {
        sym = this.canonical(t, b);
        keyTop = this.canonicalTop | (top & HAND_MASK);
        keyBottom = this.canonicalBottom | (bottom & HAND_MASK);
      }
      const data = table.probe(keyTop, keyBottom);
      if (data !== 0) {
        lo = entryLo(data);
        hi = entryHi(data);
        const stored = entryMove(data);
        if (stored !== NO_MOVE) tableMove = MOVE_IMAGE[sym * PLACEMENT_COUNT + stored];
        if (lo >= beta || hi <= alpha || lo === hi) {
          this.tableCutoffs++;
          if (ply === 0) this.rootMove = tableMove;
          return lo >= beta ? lo : hi <= alpha ? hi : lo;
        }
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
      }
    }

    // 5. The legal moves, best guesses first.
    const base = ply * PLACEMENT_COUNT;
    let n = this.moveCount[ply];
    if (n < 0) n = generate(this.moves, base, mover, freeHigh, freeLow);
    if (this.ordering) this.order(freeHigh, freeLow, other, ply, n, tableMove, previous);

    // 6. The moves, until one reaches beta.
    const alpha0 = alpha;
    const beta0 = beta;
    const moverHand = top & HAND_MASK;
    const otherHand = bottom & HAND_MASK;
    const moves = this.moves;
    let best = LOSS - 1;
    let bestMove = -1;
    for (let i = 0; i < n; i++) {
      const m = this.ordering ? this.pick(base, i, n) : moves[base + i];
      const childTop = t | PLACEMENT_TOP[m] | otherHand;
      const childBottom = b | PLACEMENT_BOTTOM[m] | (moverHand & ~(1 << (HAND_SHIFT + PLACEMENT_PIECE[m])));
      // 0 - x rather than -x: -0 is not a small integer to V8, and would turn the loop to doubles.
      const v = 0 - this.search(childTop, childBottom, 0 - beta, 0 - alpha, ply + 1, m);
      if (v > best) {
        best = v;
        bestMove = m;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    }

    if (table) {
      if (best <= alpha0) hi = Math.min(hi, best);
      else if (best >= beta0) lo = Math.max(lo, best);
      else lo = hi = best;
      table.store(keyTop, keyBottom, lo, hi, MOVE_IMAGE[sym * PLACEMENT_COUNT + bestMove]);
    }
    if (ply === 0) this.rootMove = bestMove;
    return best;
  }

  /**
   * Sets canonicalTop/canonicalBottom to the smallest of the board's four
   * images (compared as top, then bottom) and returns the symmetry giving it.
   */
  private canonical(t: number, b: number): number {
    let sym = 0;
    let bestTop = t;
    let bestBottom = b;
    const mirrorTop = mirrorRows(t);
    const mirrorBottom = mirrorRows(b);
    if (mirrorTop < bestTop || (mirrorTop === bestTop && mirrorBottom < bestBottom)) {
      sym = 1;
      bestTop = mirrorTop;
      bestBottom = mirrorBottom;
    }
    const flipTop = reverseRows(b); // top-bottom: the bottom half, rows reversed, comes on top
    const flipBottom = reverseRows(t);
    if (flipTop < bestTop || (flipTop === bestTop && flipBottom < bestBottom)) {
      sym = 2;
      bestTop = flipTop;
      bestBottom = flipBottom;
    }
    const turnTop = mirrorRows(flipTop);
    const turnBottom = mirrorRows(flipBottom);
    if (turnTop < bestTop || (turnTop === bestTop && turnBottom < bestBottom)) {
      sym = 3;
      bestTop = turnTop;
      bestBottom = turnBottom;
    }
    this.canonicalTop = bestTop;
    this.canonicalBottom = bestBottom;
    return sym;
  }

  /**
   * A move of `mover` after which `other` cannot place any piece, -1 when there
   * is none, STUCK when `mover` cannot place anything at all. Leaves the
   * opponent's placements in `opp` (all of them unless the scan stopped at 5
   * disjoint ones) and, when complete, their per-cell counts in `cover`.
   */
  private findBlockingMove(t: number, b: number, freeHigh: number, freeLow: number, mover: number, other: number, ply: number): number {
    const opp = this.opp;
    const base = ply * PLACEMENT_COUNT;
    let f = 0;
    let count = 0;
    let usedTop = 0;
    let usedBottom = 0;
    // The opponent's placements, and a greedy family of pairwise disjoint ones.
    scan: for (let j = HAND_SHAPES_FIRST[other], end = HAND_SHAPES_FIRST[other + 1]; j < end; j++) {
      const d = HAND_SHAPES[j];
      const k0 = SHAPE_DATA[d];
      const k1 = SHAPE_DATA[d + 1];
      const k2 = SHAPE_DATA[d + 2];
      const k3 = SHAPE_DATA[d + 3];
      for (let w = 0; w < 2; w++) {
        const free = w === 0 ? freeHigh : freeLow;
        let fit = SHAPE_DATA[d + 4 + w] & (free << k0) & (free << k1) & (free << k2) & (free << k3);
        const at = SHAPE_DATA[d + 6] + 32 * w + 31;
        while (fit !== 0) {
          const m = PLACEMENT_AT[at - Math.clz32(fit & -fit)];
          fit &= fit - 1;
          opp[base + f++] = m;
          const pt = PLACEMENT_TOP[m];
          const pb = PLACEMENT_BOTTOM[m];
          if (((pt & usedTop) | (pb & usedBottom)) !== 0) continue;
          usedTop |= pt;
          usedBottom |= pb;
          if (++count >= UNBLOCKABLE) break scan;
        }
      }
    }
    if (count >= UNBLOCKABLE) {
      this.oppCount[ply] = -1;
      this.moveCount[ply] = -1;
      // No block possible, but the side to move may still be stuck (narrow gaps
      // where the opponent's pieces fit and its own do not).
      return firstFit(mover, freeHigh, freeLow) < 0 ? STUCK : -1;
    }
    this.oppCount[ply] = f;
    if (f === 0) {
      // The opponent is stuck already: any move wins, if there is one.
      this.moveCount[ply] = -1;
      const m = firstFit(mover, freeHigh, freeLow);
      return m < 0 ? STUCK : m;
    }
    // Few opponent placements: list the side to move's moves (the search
    // needs them if none blocks) and stop at the first that crosses them all.
    const moves = this.moves;
    let n = 0;
    for (let j = HAND_SHAPES_FIRST[mover], end = HAND_SHAPES_FIRST[mover + 1]; j < end; j++) {
      const d = HAND_SHAPES[j];
      const k0 = SHAPE_DATA[d];
      const k1 = SHAPE_DATA[d + 1];
      const k2 = SHAPE_DATA[d + 2];
      const k3 = SHAPE_DATA[d + 3];
      for (let w = 0; w < 2; w++) {
        const free = w === 0 ? freeHigh : freeLow;
        let fit = SHAPE_DATA[d + 4 + w] & (free << k0) & (free << k1) & (free << k2) & (free << k3);
        const at = SHAPE_DATA[d + 6] + 32 * w + 31;
        while (fit !== 0) {
          const m = PLACEMENT_AT[at - Math.clz32(fit & -fit)];
          fit &= fit - 1;
          moves[base + n++] = m;
          const mt = PLACEMENT_TOP[m];
          const mb = PLACEMENT_BOTTOM[m];
          let i = 0;
          while (i < f && ((mt & PLACEMENT_TOP[opp[base + i]]) | (mb & PLACEMENT_BOTTOM[opp[base + i]])) !== 0) i++;
          if (i === f) {
            this.moveCount[ply] = -1;
            return m;
          }
        }
      }
    }
    this.moveCount[ply] = n;
    return n === 0 ? STUCK : -1;
  }

  /**
   * Sorts the n moves of this ply best guess first: the table's move, then by
   * the number of opponent placements through the move's cells (an estimate of
   * what the move takes away from the opponent). Stable: ties keep table order.
   */
  private order(freeHigh: number, freeLow: number, other: number, ply: number, n: number, tableMove: number, previous: number): void {
    const base = ply * PLACEMENT_COUNT;
    const cover = this.cover;
    let f = this.oppCount[ply];
    // The blocking test may have stopped early: then list all the opponent's placements now.
    if (f < 0) f = generate(this.opp, base, other, freeHigh, freeLow);
    countCells(cover, this.opp, base, f);
    const moves = this.moves;
    const keys = this.keys;
    const turned = previous >= 0 ? MOVE_IMAGE[HALF_TURN * PLACEMENT_COUNT + previous] : -1;
    const flipped = previous >= 0 ? MOVE_IMAGE[MIRROR_TOP_BOTTOM * PLACEMENT_COUNT + previous] : -1;
    for (let i = 0; i < n; i++) {
      const m = moves[base + i];
      const c = 4 * m;
      keys[base + i] =
        m === tableMove
          ? TABLE_MOVE_KEY
          : m === turned
            ? TURNED_KEY
            : m === flipped
              ? FLIPPED_KEY
              : cover[PLACEMENT_CELLS[c]] + cover[PLACEMENT_CELLS[c + 1]] + cover[PLACEMENT_CELLS[c + 2]] + cover[PLACEMENT_CELLS[c + 3]];
    }
  }

  /** Moves the best-keyed move of moves[base + i .. base + n) to base + i (selection, done lazily: cut nodes stop early). */
  private pick(base: number, i: number, n: number): number {
    const moves = this.moves;
    const keys = this.keys;
    let best = base + i;
    for (let j = best + 1; j < base + n; j++) if (keys[j] > keys[best]) best = j;
    const m = moves[best];
    if (best !== base + i) {
      moves[best] = moves[base + i];
      keys[best] = keys[base + i];
      moves[base + i] = m;
      keys[base + i] = TABLE_MOVE_KEY;
    }
    return m;
  }
}

/** Writes the placements of `hand` that fit into out[base ..] and returns their number. */
function generate(out: Int16Array, base: number, hand: number, freeHigh: number, freeLow: number): number {
  let n = 0;
  for (let j = HAND_SHAPES_FIRST[hand], end = HAND_SHAPES_FIRST[hand + 1]; j < end; j++) {
    const d = HAND_SHAPES[j];
    const k0 = SHAPE_DATA[d];
    const k1 = SHAPE_DATA[d + 1];
    const k2 = SHAPE_DATA[d + 2];
    const k3 = SHAPE_DATA[d + 3];
    const at = SHAPE_DATA[d + 6] + 31;
    let fit = SHAPE_DATA[d + 4] & (freeHigh << k0) & (freeHigh << k1) & (freeHigh << k2) & (freeHigh << k3);
    while (fit !== 0) {
      out[base + n++] = PLACEMENT_AT[at - Math.clz32(fit & -fit)];
      fit &= fit - 1;
    }
    fit = SHAPE_DATA[d + 5] & (freeLow << k0) & (freeLow << k1) & (freeLow << k2) & (freeLow << k3);
    while (fit !== 0) {
      out[base + n++] = PLACEMENT_AT[at + 32 - Math.clz32(fit & -fit)];
      fit &= fit - 1;
    }
  }
  return n;
}

/** The first placement of a piece of `hand` that fits, or -1. */
function firstFit(hand: number, freeHigh: number, freeLow: number): number {
  for (let j = HAND_SHAPES_FIRST[hand], end = HAND_SHAPES_FIRST[hand + 1]; j < end; j++) {
    const d = HAND_SHAPES[j];
    const k0 = SHAPE_DATA[d];
    const k1 = SHAPE_DATA[d + 1];
    const k2 = SHAPE_DATA[d + 2];
    const k3 = SHAPE_DATA[d + 3];
    let fit = SHAPE_DATA[d + 4] & (freeHigh << k0) & (freeHigh << k1) & (freeHigh << k2) & (freeHigh << k3);
    if (fit !== 0) return PLACEMENT_AT[SHAPE_DATA[d + 6] + 31 - Math.clz32(fit & -fit)];
    fit = SHAPE_DATA[d + 5] & (freeLow << k0) & (freeLow << k1) & (freeLow << k2) & (freeLow << k3);
    if (fit !== 0) return PLACEMENT_AT[SHAPE_DATA[d + 6] + 63 - Math.clz32(fit & -fit)];
  }
  return -1;
}

/** cover[c] = how many of list[base .. base + n) cover cell c. */
function countCells(cover: Int32Array, list: Int16Array, base: number, n: number): void {
  cover.fill(0);
  for (let i = 0; i < n; i++) {
    const c = 4 * list[base + i];
    cover[PLACEMENT_CELLS[c]]++;
    cover[PLACEMENT_CELLS[c + 1]]++;
    cover[PLACEMENT_CELLS[c + 2]]++;
    cover[PLACEMENT_CELLS[c + 3]]++;
  }
}

function legalMovesOf(top: number, bottom: number): number[] {
  const t = top & BOARD_MASK;
  const b = bottom & BOARD_MASK;
  const buffer = new Int16Array(PLACEMENT_COUNT);
  const n = generate(
    buffer,
    0,
    top >>> HAND_SHIFT,
    ~((t << WINDOW_SPLIT) | (b >>> WINDOW_SPLIT)) & WINDOW_MASK,
    ~(((t & LOW_KEEP) << LOW_TOP_SHIFT) | b) & WINDOW_MASK,
  );
  return Array.from(buffer.subarray(0, n)).sort((x, y) => x - y);
}

/** The words after move m: the cells added, the piece out of the mover's hand, the hands swapped. */
function childWords(top: number, bottom: number, m: number): [number, number] {
  return [
    (top & BOARD_MASK) | PLACEMENT_TOP[m] | (bottom & HAND_MASK),
    (bottom & BOARD_MASK) | PLACEMENT_BOTTOM[m] | (top & HAND_MASK & ~(1 << (HAND_SHIFT + PLACEMENT_PIECE[m]))),
  ];
}
