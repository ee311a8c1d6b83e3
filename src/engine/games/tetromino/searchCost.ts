/**
 * @packageDocumentation
 * What the course's search costs, and what each improvement saves: the
 * course's evaluation (`courseEval.ts`) with the move order, the table and
 * the pruning as options, every variant exact, every node count exact and
 * deterministic.
 *
 * The course's evaluation is a negamax that stops trying moves as soon as one
 * wins (its rule 4), and otherwise tries them all. Options:
 *
 * - **order**: which moves come first. `course`: the course's list, the
 *   engine's placement table backwards (the T's last placement first,
 *   `courseMoves.ts` says why); `engine`: the table forwards (I first, rows
 *   from the top); `constraining`: the move that leaves the opponent the
 *   fewest placements first (ties in table order). A move that leaves none
 *   comes first and wins at once, and a win found early ends the node.
 * - **table**: `none`; `positions`: a transposition table, a `Map` from the
 *   position (both integers, hands included) to what the search learnt;
 *   `symmetric`: the same keyed by the canonical image of the board under
 *   the mirrors and the half-turn (`symmetry.ts`), so a position and its
 *   images are searched once. The table keeps the positions within
 *   `TABLE_PLIES` plies of the root only: the deeper ones are many, cheap to
 *   search again, and rarely met twice.
 * - **pruning**: `win`, the course's rule, stop at a winning move; `alphaBeta`,
 *   also stop as soon as a move reaches what the caller can already get
 *   elsewhere (a tie when a tie is enough): alpha-beta over the three values.
 *
 * `nodes` counts the calls of the evaluation, the root included and the calls
 * answered by the table included, as `courseEval` counts its evaluations:
 * with the options `course`, `none`, `win` the two agree exactly (tested).
 * Values are for the side to move: +1 win, 0 tie, -1 loss.
 */

import * as board40 from './board40.ts';
import type { TetrominoPosition } from './board40.ts';
import { countFits } from './fitCount.ts';
import * as placements from './placements.ts';
import { LOSS, TIE, WIN, type Value } from './solver.ts';
import * as symmetry from './symmetry.ts';
import * as windows from './windows.ts';

// Local copies (see the note in `solver.ts`).
const { BOARD_MASK, HAND_MASK, HAND_SHIFT, PIECES } = board40;
const { PLACEMENT_BOTTOM, PLACEMENT_COUNT, PLACEMENT_PIECE, PLACEMENT_TOP } = placements;
const { mirrorRows, reverseRows } = symmetry;
const { HAND_SHAPES, HAND_SHAPES_FIRST, PLACEMENT_AT, SHAPE_DATA, WINDOW_MASK, highWindow, lowWindow } = windows;

export const MOVE_ORDERS = ['course', 'engine', 'constraining'] as const;
type MoveOrder = (typeof MOVE_ORDERS)[number];
export const TABLE_KINDS = ['none', 'positions', 'symmetric'] as const;
type TableKind = (typeof TABLE_KINDS)[number];
export const PRUNINGS = ['win', 'alphaBeta'] as const;
type Pruning = (typeof PRUNINGS)[number];

export interface CostOptions {
  /** **order**: default `course`. */
  order?: MoveOrder;
  /** **table**: default `none`. */
  table?: TableKind;
  /** **pruning**: default `win` (the course's). */
  pruning?: Pruning;
}

export interface SearchCost {
  /** The exact value for the side to move. */
  value: Value;
  /** Calls of the evaluation, the root and the table's answers included. */
  nodes: number;
  /** Calls answered by the table. */
  tableHits: number;
  /** Positions in the table at the end. */
  tableEntries: number;
}

/** The table keeps the positions 0 to 4 plies below the root. */
const TABLE_PLIES = 4;

/** Placements in one game: the deepest ply. */
const MAX_PLY = 2 * PIECES.length;
/** Room for a move's rank in the table order under its ordering key (429 < 2^9). */
const RANK_BITS = 9;
const RANK_MASK = (1 << RANK_BITS) - 1;
const TWO_POW_20 = 2 ** 20;
const TWO_POW_40 = 2 ** 40;
/** Distinct hands: 5 bits. */
const HAND_VALUES = 1 << PIECES.length;

/** A table entry: the value lies in [lo, hi], packed as 4 (lo + 1) + (hi + 1). */
const packBounds = (lo: number, hi: number): number => ((lo + 1) << 2) | (hi + 1);
const entryLo = (e: number): number => (e >> 2) - 1;
const entryHi = (e: number): number => (e & 3) - 1;

/** The side to move's placements in the engine's table order (shape, then row, then column), written from out[base]. */
function listMoves(out: Int16Array, base: number, hand: number, top: number, bottom: number): number {
  const high = ~highWindow(top, bottom) & WINDOW_MASK;
  const low = ~lowWindow(top, bottom) & WINDOW_MASK;
  let n = 0;
  for (let j = HAND_SHAPES_FIRST[hand], end = HAND_SHAPES_FIRST[hand + 1]; j < end; j++) {
    const d = HAND_SHAPES[j];
    for (let w = 0; w < 2; w++) {
      const free = w === 0 ? high : low;
      let fit = SHAPE_DATA[d + 4 + w] & (free << SHAPE_DATA[d]) & (free << SHAPE_DATA[d + 1]) & (free << SHAPE_DATA[d + 2]) & (free << SHAPE_DATA[d + 3]);
      // Highest anchor bit first: top-left corner first, as in the table.
      while (fit !== 0) {
        const bit = 31 - Math.clz32(fit);
        out[base + n++] = PLACEMENT_AT[SHAPE_DATA[d + 6] + 32 * w + bit];
        fit ^= 1 << bit;
      }
    }
  }
  return n;
}

class CostSearch {
  nodes = 0;
  tableHits = 0;
  readonly table: Map<number, number> | undefined;
  private readonly moves = new Int16Array((MAX_PLY + 1) * PLACEMENT_COUNT);
  private readonly ranks = new Int32Array((MAX_PLY + 1) * PLACEMENT_COUNT);

  constructor(
    private readonly order: MoveOrder,
    private readonly tableKind: TableKind,
    private readonly alphaBeta: boolean,
  ) {
    this.table = tableKind === 'none' ? undefined : new Map();
  }

  /**
   * The table key: the hands (10 bits) above the board read as a 40-bit number
   * (rows 1-4, then 5-8); with `symmetric`, the smallest board of the four images.
   */
  private key(top: number, bottom: number): number {
    const t = top & BOARD_MASK;
    const b = bottom & BOARD_MASK;
    let board = t * TWO_POW_20 + b;
    if (this.tableKind === 'symmetric') {
      const flipTop = reverseRows(b); // top-bottom: the bottom half, rows reversed, comes on top
      const flipBottom = reverseRows(t);
      board = Math.min(
        board,
        mirrorRows(t) * TWO_POW_20 + mirrorRows(b),
        flipTop * TWO_POW_20 + flipBottom,
        mirrorRows(flipTop) * TWO_POW_20 + mirrorRows(flipBottom),
      );
    }
    return ((top >>> HAND_SHIFT) * HAND_VALUES + (bottom >>> HAND_SHIFT)) * TWO_POW_40 + board;
  }

  /**
   * The value of (top, bottom) for its side to move, fail-soft as in
   * `solver.ts`: exact when alpha < v < beta, at most v when v <= alpha, at
   * least v when v >= beta. With `win` pruning the window is always (-1, +1)
   * and every value is exact.
   */
  search(top: number, bottom: number, ply: number, alpha: number, beta: number): number {
    this.nodes++;
    const mover = top >>> HAND_SHIFT;
    if (mover === 0) return TIE; // ten placements: the board is full
    // A position has as many pieces placed wherever it is met, so one deeper
    // than TABLE_PLIES can never be in the table: no probe.
    const table = ply <= TABLE_PLIES ? this.table : undefined;
    let key = 0;
    if (table) {
      key = this.key(top, bottom);
      const e = table.get(key);
      if (e !== undefined) {
        const lo = entryLo(e);
        const hi = entryHi(e);
        if (lo >= beta || hi <= alpha || lo === hi) {
          this.tableHits++;
          return lo >= beta ? lo : hi <= alpha ? hi : lo;
        }
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
      }
    }

    const base = ply * PLACEMENT_COUNT;
    const t = top & BOARD_MASK;
    const b = bottom & BOARD_MASK;
    const n = listMoves(this.moves, base, mover, t, b);
    this.rank(base, n, bottom >>> HAND_SHIFT, t, b);

    const alpha0 = alpha;
    const beta0 = beta;
    const moverHand = top & HAND_MASK;
    const otherHand = bottom & HAND_MASK;
    let best = n === 0 ? LOSS : LOSS - 1; // no move: the side to move has lost
    for (let i = 0; i < n; i++) {
      const m = this.moves[base + (this.ranks[base + i] & RANK_MASK)];
      const childTop = t | PLACEMENT_TOP[m] | otherHand;
      const childBottom = b | PLACEMENT_BOTTOM[m] | (moverHand & ~(1 << (HAND_SHIFT + PLACEMENT_PIECE[m])));
      // 0 - x rather than -x keeps -0 out (see solver.ts).
      const v = this.alphaBeta
        ? 0 - this.search(childTop, childBottom, ply + 1, 0 - beta, 0 - alpha)
        : 0 - this.search(childTop, childBottom, ply + 1, LOSS, WIN);
      if (v > best) {
        best = v;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    }

    if (table) {
      let lo = best <= alpha0 ? LOSS : best;
      let hi = best >= beta0 ? WIN : best;
      const old = table.get(key);
      if (old !== undefined) {
        lo = Math.max(lo, entryLo(old));
        hi = Math.min(hi, entryHi(old));
      }
      table.set(key, packBounds(lo, hi));
    }
    return best;
  }

  /** Fills ranks[base ..] with the try order: each entry's low 9 bits index the move in moves[base ..]. */
  private rank(base: number, n: number, other: number, t: number, b: number): void {
    const ranks = this.ranks;
    if (this.order === 'engine') {
      for (let i = 0; i < n; i++) ranks[base + i] = i;
    } else if (this.order === 'course') {
      for (let i = 0; i < n; i++) ranks[base + i] = n - 1 - i;
    } else {
      const moves = this.moves;
      for (let i = 0; i < n; i++) {
        const m = moves[base + i];
        ranks[base + i] = (countFits(other, t | PLACEMENT_TOP[m], b | PLACEMENT_BOTTOM[m]) << RANK_BITS) | i;
      }
      ranks.subarray(base, base + n).sort();
    }
  }
}

/** The exact value of `pos` for its side to move, and what the search cost (see the module comment). */
export function searchCost(pos: TetrominoPosition, options: CostOptions = {}): SearchCost {
  const s = new CostSearch(options.order ?? 'course', options.table ?? 'none', (options.pruning ?? 'win') === 'alphaBeta');
  const value = (s.search(pos.top, pos.bottom, 0, LOSS, WIN) + 0) as Value; // + 0: no -0
  return { value, nodes: s.nodes, tableHits: s.tableHits, tableEntries: s.table?.size ?? 0 };
}
