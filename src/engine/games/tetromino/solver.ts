/**
 * @packageDocumentation
 * The exact solver: win (+1), tie (0) or loss (-1) for the side to move.
 *
 * Alpha-beta in negamax form over three values, on the raw words of
 * `board40.ts` (no objects and no allocation inside the search), with:
 *
 * - **placement sets** (`placementSets.ts`): each ply keeps, for both sides,
 *   the set of placements that still fit, one bit each. The root's sets come
 *   from the window scan of `windows.ts` (four shifts and four ANDs find every
 *   anchor where a shape fits); below it a move updates both sets with one AND
 *   per word of the hands, so no node scans the board again;
 * - **immediate wins**: a move after which the opponent cannot place any piece
 *   wins at once, so each node looks for one before anything else. A blocking
 *   move must cross every placement the opponent has now. If the opponent has
 *   5 pairwise disjoint placements, no 4-cell move can cross them all and the
 *   test stops there (the usual case before the last few moves); otherwise
 *   the opponent has few placements and each move of the side to move is
 *   checked against them, an AND per word of the opponent's set;
 * - **end rules** that need no search: a side that cannot place loses; placing
 *   the last piece ties; with one piece each and no blocking move, both pieces
 *   go down and it is a tie;
 * - **self-blocking moves**: with no blocking move on the board, the opponent
 *   can always answer; so a move after which the mover's remaining pieces fit
 *   nowhere loses (the opponent places a piece, the mover is stuck) and is not
 *   searched, and a position where only one of the mover's pieces still fits,
 *   while it holds others, is lost without listing its moves;
 * - **a transposition table** (`table.ts`) keyed by the canonical image of the
 *   position under the board's symmetries (`symmetry.ts`: mirror left-right,
 *   mirror top-bottom, half-turn), so a position and its images are solved once;
 * - **move ordering**: the table's best move first, then the opponent's last
 *   move turned half a turn, then mirrored top-bottom (answering a move with its
 *   mirror image keeps the board symmetric, a classic strategy for the second
 *   player in symmetric placement games), then the moves whose cells the
 *   opponent's placements use most (they take the most away from it). Moves
 *   are sorted while the mover holds three pieces or more; later the lists
 *   are short (in the full solve, 3.6 moves on average at the seventh
 *   placement, 2 at the eighth) and sorting them cost more than it saved;
 * - **progress** through `onProgress`, about every 100 ms.
 *
 * The results are checked against the generic `alphaBeta`/`negamax` of
 * `src/engine/search`, which know nothing of tables, symmetries or ordering,
 * on positions small enough for them (`solver.test.ts`).
 */

import { ProgressThrottle, type ProgressListener } from '../../core/progress.ts';
import * as board40 from './board40.ts';
import type { TetrominoPosition } from './board40.ts';
import * as placementSets from './placementSets.ts';
import * as placements from './placements.ts';
import * as symmetry from './symmetry.ts';
import * as tableModule from './table.ts';
import { SolveTable } from './table.ts';
import { fittingPlacements } from './windows.ts';

// Local copies of the imported tables and helpers. Test runners and dev
// servers may compile an imported name into a property read on a module
// object (Vite's SSR transform does, through a getter), which costs a call per
// read in the hot loop; a module-level const is read directly.
const { BOARD_MASK, CELLS, HAND_MASK, HAND_SHIFT, PIECES } = board40;
const { PLACEMENT_BOTTOM, PLACEMENT_COUNT, PLACEMENT_PIECE, PLACEMENT_TOP, PLACEMENTS } = placements;
const { HALF_TURN, MIRROR_TOP_BOTTOM, MOVE_IMAGE, mirrorRows, reverseRows } = symmetry;
const { NO_MOVE, entryHi, entryLo, entryMove } = tableModule;
const { handSize } = board40;
const { COMPATIBLE, PIECE_WORDS, PLACEMENT_SLOT, SET_WORDS, SLOT_PLACEMENT, WORD_PIECE, fillSet } = placementSets;

/** The exact values, from the side to move. */
export const WIN = 1;
export const TIE = 0;
export const LOSS = -1;
export type Value = -1 | 0 | 1;

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
/**
 * 64 Ki slots (512 KiB): small enough to stay in a core's second-level cache.
 * 2^18 slots save 4% of the full solve's positions and cost more than that in
 * cache misses (measured solver against solver in one process).
 */
export const DEFAULT_TABLE_BITS = 16;
/** Moves are sorted while the mover holds at least this many pieces (see the module comment). */
const SORT_MIN_HAND = 3;

/** The full window: with three values, -1 and +1 are already bounds. */
const WINDOW_LOW = LOSS;
const WINDOW_HIGH = WIN;

/** Per ply: the side to move's placement set, then the opponent's. */
const PLY_SETS = 2 * SET_WORDS;
/** Slot of bit 31 of word 0: a set bit's slot is 32 * word + LAST_BIT - clz32(bit). */
const LAST_BIT = 31;

/** The lowest word of a non-empty set of words. */
const lowestWord = (words: number): number => LAST_BIT - Math.clz32(words & -words);

const PLACEMENT_CELLS = Int8Array.from(PLACEMENTS.flatMap((p) => p.cells));
/** Each placement's halves mirrored left-right: the mirrored board is kept up to date per ply (OR-ing these) rather than recomputed per node. */
const MIRRORED_TOP = Int32Array.from(PLACEMENT_TOP, (half) => mirrorRows(half));
const MIRRORED_BOTTOM = Int32Array.from(PLACEMENT_BOTTOM, (half) => mirrorRows(half));

export interface SolverOptions {
  /** **tableBits**: log2 of the table's slots; default 16 (64 Ki slots, 512 KiB). 0: no table. */
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
  /** Per-ply buffers: both sides' placement sets, the side to move's moves and their ordering keys. */
  private readonly sets = new Int32Array((MAX_PLY + 1) * PLY_SETS);
  private readonly moves = new Int16Array((MAX_PLY + 1) * PLACEMENT_COUNT);
  private readonly keys = new Int32Array((MAX_PLY + 1) * PLACEMENT_COUNT);
  /** Per ply, the words in use (not 0) of each set, one bit per word: the side to move's, then the opponent's. */
  private readonly words = new Int32Array(2 * (MAX_PLY + 1));
  /** Per ply, the board's top and bottom halves mirrored left-right (for the canonical image). */
  private readonly mirrored = new Int32Array(2 * (MAX_PLY + 1));
  /** The blocking test's candidates, one word per word of a set. */
  private readonly candidates = new Int32Array(SET_WORDS);
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
    this.loadSets(0, pos.top, pos.bottom);
    const value = (this.search(pos.top, pos.bottom, WINDOW_LOW, WINDOW_HIGH, 0, NO_PREVIOUS) + 0) as Value; // + 0: no -0
    return { value, best: this.rootMove };
  }

  /**
   * The exact value of every legal move of `pos`, for the side to move at
   * `pos`, in table order; with `only`, of those moves only (a share of an
   * analysis split across workers).
   */
  analyze(pos: TetrominoPosition, only?: ReadonlySet<number>): MoveValue[] {
    const out: MoveValue[] = [];
    const all = legalMovesOf(pos.top, pos.bottom);
    const list = only ? all.filter((m) => only.has(m)) : all;
    this.startProgress('analyze');
    for (let i = 0; i < list.length; i++) {
      const m = list[i];
      this.progress.detail = `analyze: move ${i + 1}/${list.length}`;
      const [ct, cb] = childWords(pos.top, pos.bottom, m);
      this.loadSets(1, ct, cb);
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
      this.loadSets(1, ct, cb);
      // m achieves `value` when the opponent gets at most -value after it.
      if (this.search(ct, cb, 0 - value, 1 - value, 1, m) <= 0 - value) out.push(m);
    }
    return out;
  }

  private startProgress(detail: string): void {
    this.progress.restart(detail);
  }

  /** Fills the placement sets of `ply` for the position (top, bottom), from the board (a search's first ply). */
  private loadSets(ply: number, top: number, bottom: number): void {
    this.mirrored[2 * ply] = mirrorRows(top & BOARD_MASK);
    this.mirrored[2 * ply + 1] = mirrorRows(bottom & BOARD_MASK);
    for (let side = 0; side < 2; side++) {
      const at = ply * PLY_SETS + side * SET_WORDS;
      fillSet(this.sets, at, (side === 0 ? top : bottom) >>> HAND_SHIFT, top, bottom);
      let used = 0;
      for (let w = 0; w < SET_WORDS; w++) if (this.sets[at + w] !== 0) used |= 1 << w;
      this.words[2 * ply + side] = used;
    }
  }

  /**
   * The value of the position (top, bottom) for its side to move, fail-soft:
   * if alpha < v < beta then v is exact; v <= alpha means the value is at most
   * v; v >= beta means it is at least v. Precondition: -1 <= alpha < beta <= 1.
   * At ply 0, `rootMove` is set to a move achieving the returned score.
   * The placement sets of `ply` must describe the position (`loadSets`, or
   * `playOnSets` from the parent).
   */
  private search(top: number, bottom: number, alpha: number, beta: number, ply: number, previous: number): number {
    this.nodes++;
    if ((this.nodes & (PROGRESS_CHECK_NODES - 1)) === 0 && this.progress.active) this.progress.tick(this.nodes);
    const mover = top >>> HAND_SHIFT;
    const other = bottom >>> HAND_SHIFT;
    if (mover === 0) return TIE; // every piece placed (the other hand is empty too)
    const t = top & BOARD_MASK;
    const b = bottom & BOARD_MASK;
    const here = ply * PLY_SETS;

    // 1. The last piece: placed, it is a tie; stuck, a loss.
    if (other === 0) {
      const m = this.firstMove(here, this.words[2 * ply]);
      if (ply === 0) this.rootMove = m;
      return m < 0 ? LOSS : TIE;
    }

    // 2. A move that leaves the opponent no placement wins at once.
    const blocking = this.findBlockingMove(ply);
    if (blocking >= 0) {
      this.immediateWins++;
      if (ply === 0) this.rootMove = blocking;
      return WIN;
    }
    if (blocking === STUCK) return LOSS;

    // 3. One piece each and no blocking move: both pieces go down, a tie.
    if ((mover & (mover - 1)) === 0) {
      if (ply === 0) this.rootMove = this.firstMove(here, this.words[2 * ply]);
      return TIE;
    }

    // 4. Only one of the mover's pieces fits anywhere, and it holds others: it
    // places that piece, the opponent (not blocked: step 2) answers, and the
    // mover is stuck. Only placements of one piece means words of one piece.
    const movable = this.words[2 * ply];
    if ((movable & ~PIECE_WORDS[WORD_PIECE[lowestWord(movable)]]) === 0) {
      if (ply === 0) this.rootMove = this.firstMove(here, movable);
      return LOSS;
    }

    // 5. The table, under the canonical symmetry.
    const table = this.table;
    let sym = 0;
    let keyTop = top;
    let keyBottom = bottom;
    let tableMove = -1;
    let lo = LOSS;
    let hi = WIN;
    if (table) {
      if (this.symmetry) {
        sym = this.canonical(t, b, ply);
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

    const alpha0 = alpha;
    const beta0 = beta;
    const moverHand = top & HAND_MASK;
    const otherHand = bottom & HAND_MASK;
    let best = LOSS - 1;
    let bestMove = -1;
    let first = 0;

    // 6. The first moves of the order, before the others are listed: the
    // table's move, then the answers that mirror the opponent's last move
    // (half a turn, then top-bottom), each when it is legal. They come first
    // in the order anyway, and when one of them refutes, the listing and the
    // ordering are saved (at one interior node in seven of the full solve).
    // The answers that mirror the opponent's last move, worked out once for steps 6 and 7.
    const turned = previous >= 0 ? MOVE_IMAGE[HALF_TURN * PLACEMENT_COUNT + previous] : -1;
    const flipped = previous >= 0 ? MOVE_IMAGE[MIRROR_TOP_BOTTOM * PLACEMENT_COUNT + previous] : -1;
    if (this.ordering) {
      for (let k = 0; k < 3 && alpha < beta; k++) {
        const m = k === 0 ? tableMove : k === 1 ? turned : flipped;
        // Each move once, and the mirrored answers only when the side to move can play them.
        if (m < 0 || (k > 0 && (m === tableMove || (k === 2 && m === turned) || !this.canPlay(ply, m)))) continue;
        const rest = moverHand & ~(1 << (HAND_SHIFT + PLACEMENT_PIECE[m]));
        const v = this.playOnSets(ply, m, rest)
          ? 0 - this.search(t | PLACEMENT_TOP[m] | otherHand, b | PLACEMENT_BOTTOM[m] | rest, 0 - beta, 0 - alpha, ply + 1, m)
          : LOSS;
        if (v > best) {
          best = v;
          bestMove = m;
          if (v > alpha) alpha = v;
        }
        first++;
      }
    }

    // 7. The legal moves, best guesses first while the mover holds three
    // pieces or more (the moves searched above come first in the order and are
    // skipped); in slot order after that, skipping the moves searched above.
    const base = ply * PLACEMENT_COUNT;
    const n = alpha >= beta ? 0 : this.listMoves(here, movable, base);
    const sorted = this.ordering && handSize(mover) >= SORT_MIN_HAND;
    if (sorted && n !== 0) {
      this.order(ply, n, tableMove, turned, flipped);
      for (let i = 0; i < first; i++) this.pick(base, i, n);
    }

    // 8. The moves, until one reaches beta. A move that leaves the mover's
    // other pieces no room loses (module comment) and is not searched.
    const moves = this.moves;
    for (let i = sorted ? first : 0; i < n; i++) {
      const m = sorted ? this.pick(base, i, n) : moves[base + i];
      if (!sorted && first !== 0 && (m === tableMove || m === turned || m === flipped)) continue;
      const rest = moverHand & ~(1 << (HAND_SHIFT + PLACEMENT_PIECE[m]));
      // 0 - x rather than -x: -0 is not a small integer to V8, and would turn the loop to doubles.
      const v = this.playOnSets(ply, m, rest)
        ? 0 - this.search(t | PLACEMENT_TOP[m] | otherHand, b | PLACEMENT_BOTTOM[m] | rest, 0 - beta, 0 - alpha, ply + 1, m)
        : LOSS;
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
  private canonical(t: number, b: number, ply: number): number {
    let sym = 0;
    let bestTop = t;
    let bestBottom = b;
    const mirrorTop = this.mirrored[2 * ply];
    const mirrorBottom = this.mirrored[2 * ply + 1];
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
    const turnTop = reverseRows(mirrorBottom); // the half turn: the top-bottom flip of the mirrored board
    const turnBottom = reverseRows(mirrorTop);
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
   * Writes the sets of ply + 1, the position after move m: the opponent's set
   * becomes the side to move's, the side to move's (without m's piece) the
   * opponent's, both keeping only the placements that share no cell with m.
   * Only the words in use are read, and the child's words in use are noted.
   * Returns false, the child's sets unfinished, when the mover still holds
   * pieces (`rest`, its hand after m) and none of them fits after m.
   */
  private playOnSets(ply: number, m: number, rest: number): boolean {
    const sets = this.sets;
    const words = this.words;
    const here = ply * PLY_SETS;
    const next = here + PLY_SETS;
    const c = SET_WORDS * m;
    let used = 0;
    for (let todo = words[2 * ply] & ~PIECE_WORDS[PLACEMENT_PIECE[m]]; todo !== 0; todo &= todo - 1) {
      const w = lowestWord(todo);
      const x = (sets[next + SET_WORDS + w] = sets[here + w] & COMPATIBLE[c + w]);
      used |= ((x | -x) >>> 31) << w; // bit w set when x !== 0
    }
    words[2 * ply + 3] = used;
    if (used === 0 && rest !== 0) return false;
    used = 0;
    for (let todo = words[2 * ply + 1]; todo !== 0; todo &= todo - 1) {
      const w = lowestWord(todo);
      const x = (sets[next + w] = sets[here + SET_WORDS + w] & COMPATIBLE[c + w]);
      used |= ((x | -x) >>> 31) << w;
    }
    words[2 * ply + 2] = used;
    const mirrored = this.mirrored;
    mirrored[2 * ply + 2] = mirrored[2 * ply] | MIRRORED_TOP[m];
    mirrored[2 * ply + 3] = mirrored[2 * ply + 1] | MIRRORED_BOTTOM[m];
    return true;
  }

  /** The first placement in the set at sets[at ..] (words in use: `used`), in slot order, or -1. */
  private firstMove(at: number, used: number): number {
    if (used === 0) return -1;
    const w = lowestWord(used);
    const bits = this.sets[at + w];
    return SLOT_PLACEMENT[32 * w + LAST_BIT - Math.clz32(bits & -bits)];
  }

  /** Whether placement m is in the set of the side to move at `ply` (a word not in use may hold stale bits). */
  private canPlay(ply: number, m: number): boolean {
    const slot = PLACEMENT_SLOT[m];
    const w = slot >>> 5;
    return ((this.words[2 * ply] >>> w) & 1) !== 0 && ((this.sets[ply * PLY_SETS + w] >>> (slot & 31)) & 1) !== 0;
  }

  /** Writes the placements in the set at sets[at ..] (words in use: `used`) to moves[base ..], in slot order; returns their number. */
  private listMoves(at: number, used: number, base: number): number {
    const sets = this.sets;
    const moves = this.moves;
    let n = 0;
    for (let todo = used; todo !== 0; todo &= todo - 1) {
      const w = lowestWord(todo);
      const last = 32 * w + LAST_BIT;
      for (let bits = sets[at + w]; bits !== 0; bits &= bits - 1) moves[base + n++] = SLOT_PLACEMENT[last - Math.clz32(bits & -bits)];
    }
    return n;
  }

  /**
   * The first move of the side to move (slot order) after which the opponent
   * cannot place any piece, -1 when there is none, STUCK when the side to move
   * cannot place anything at all.
   *
   * A blocking move crosses every placement the opponent has, so the
   * candidates start as all the side to move's placements and each opponent
   * placement P keeps only those that cross it (`~COMPATIBLE[P]`). They run
   * out after a few placements when the opponent has room in places far apart
   * (the usual case before the last few moves); whatever survives them all
   * blocks.
   */
  private findBlockingMove(ply: number): number {
    const sets = this.sets;
    const here = ply * PLY_SETS;
    const opponent = here + SET_WORDS;
    const candidates = this.candidates;
    let live = this.words[2 * ply];
    if (live === 0) return STUCK;
    for (let todo = live; todo !== 0; todo &= todo - 1) {
      const w = lowestWord(todo);
      candidates[w] = sets[here + w];
    }
    for (let todo = this.words[2 * ply + 1]; todo !== 0; todo &= todo - 1) {
      const w = lowestWord(todo);
      const last = 32 * w + LAST_BIT;
      for (let bits = sets[opponent + w]; bits !== 0; bits &= bits - 1) {
        const c = SET_WORDS * SLOT_PLACEMENT[last - Math.clz32(bits & -bits)];
        for (let left = live; left !== 0; left &= left - 1) {
          const u = lowestWord(left);
          if ((candidates[u] &= ~COMPATIBLE[c + u]) === 0) live ^= 1 << u;
        }
        if (live === 0) return -1;
      }
    }
    const w = lowestWord(live);
    const bits = candidates[w];
    return SLOT_PLACEMENT[32 * w + LAST_BIT - Math.clz32(bits & -bits)];
  }

  /**
   * Sorts the n moves of this ply best guess first: the table's move, then the
   * answers that mirror the opponent's last move (`turned`, `flipped`; -1 for
   * none), then by the number of opponent placements through the move's cells (an estimate of
   * what the move takes away from the opponent). Stable: ties keep table order.
   */
  private order(ply: number, n: number, tableMove: number, turned: number, flipped: number): void {
    const base = ply * PLACEMENT_COUNT;
    const cover = this.cover;
    this.countCells(ply * PLY_SETS + SET_WORDS, this.words[2 * ply + 1]);
    const moves = this.moves;
    const keys = this.keys;
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

  /** cover[c] = how many placements of the set at sets[at ..] (words in use: `used`) cover cell c. */
  private countCells(at: number, used: number): void {
    const sets = this.sets;
    const cover = this.cover;
    cover.fill(0);
    for (let todo = used; todo !== 0; todo &= todo - 1) {
      const w = lowestWord(todo);
      const last = 32 * w + LAST_BIT;
      for (let bits = sets[at + w]; bits !== 0; bits &= bits - 1) {
        const c = 4 * SLOT_PLACEMENT[last - Math.clz32(bits & -bits)];
        cover[PLACEMENT_CELLS[c]]++;
        cover[PLACEMENT_CELLS[c + 1]]++;
        cover[PLACEMENT_CELLS[c + 2]]++;
        cover[PLACEMENT_CELLS[c + 3]]++;
      }
    }
  }

  /** Moves the best-keyed move of moves[base + i .. base + n) to base + i (selection, done lazily: cut nodes stop early). */
  private pick(base: number, i: number, n: number): number {
    const moves = this.moves;
    const keys = this.keys;
    let best = base + i;
    let bestKey = keys[best];
    for (let j = best + 1; j < base + n; j++) {
      const key = keys[j];
      if (key > bestKey) {
        best = j;
        bestKey = key;
      }
    }
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

/** The legal moves of the side to move, in table order. */
const legalMovesOf = (top: number, bottom: number): number[] => fittingPlacements(top >>> HAND_SHIFT, top, bottom).sort((x, y) => x - y);

/** The words after move m: the cells added, the piece out of the mover's hand, the hands swapped. */
function childWords(top: number, bottom: number, m: number): [number, number] {
  return [
    (top & BOARD_MASK) | PLACEMENT_TOP[m] | (bottom & HAND_MASK),
    (bottom & BOARD_MASK) | PLACEMENT_BOTTOM[m] | (top & HAND_MASK & ~(1 << (HAND_SHIFT + PLACEMENT_PIECE[m]))),
  ];
}
