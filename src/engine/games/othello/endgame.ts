/**
 * @packageDocumentation
 * The exact Othello endgame solver: the true final score of a position with
 * perfect play by both sides, and every move that reaches it.
 *
 * It is alpha-beta to the end of the game, made fast by the classic recipe of
 * endgame programs (Zebra, Edax), rewritten here for 32-bit halves:
 *
 * - null-window tests at the root (MTD(f)): "is the value at least beta?",
 *   asked again with beta moved until two answers pin the value down;
 *   inside, principal-variation search for the best line and analyses: the
 *   first move gets the full window, the others a null window (alpha,
 *   alpha + 1) that only asks "better or not?", and are searched again only
 *   when the answer is yes;
 * - fastest-first ordering far from the end: moves that leave the opponent
 *   the fewest replies (corners counted twice) first, then the moves that
 *   make corner discs safe, leave the opponent little room, take a good
 *   square, or play in an odd region;
 * - a transposition table with lower and upper bounds (`endgameTable.ts`):
 *   its move is tried before the other moves are even generated, and from 10
 *   empties every child is looked up first, in case one is already known to
 *   refute (enhanced transposition cutoff);
 * - a stability cutoff: the opponent's stable discs (`stability.ts`) cap
 *   the mover's final score, which settles many null-window searches at once;
 * - near the end, no move generation at all: a list of empty squares, kept in
 *   a good static order, tried in two rounds ("parity": squares of regions
 *   with an odd number of empties first, since the last move of a region is
 *   often worth having), and hand-unrolled searches for the last 4, 3, 2 and
 *   1 empties, the last of which only counts flips (`countLastFlips`).
 *
 * Scores are for the side to move (negamax). Two objectives:
 * - 'standard': final disc difference, empty squares going to the winner;
 * - 'course':   black's disc count at the end, empty squares counting for
 *   nobody (the Pascal course's `compte_les_pions`), as +count when black is
 *   to move and -count when white is (white minimises black's count).
 *
 * Nodes are counted as Edax counts them: every position searched, the
 * positions with one empty square included, the full boards after the last
 * move not.
 *
 * Integers only: a score is negated as `0 - x` and a null window opened as
 * `~alpha` (which is -alpha - 1). `-x` of a zero is -0, which V8 cannot keep
 * as an integer: one of them makes a search function's scores doubles, with a
 * conversion, a check and sometimes a heap number at every use.
 */

import { ProgressThrottle, type ProgressListener } from '../../core/progress.ts';
import * as bits from '../../core/bits.ts';
import * as tables from './endgameTable.ts';
import * as flipping from './flips.ts';
import * as mobility from './mobility.ts';
import * as stability from './stability.ts';
import { sides, type Position } from './position.ts';
import * as squares from './squares.ts';
import type { Square } from './squares.ts';

// What the search reads in its inner loops, as constants of this module
// rather than imported bindings (each use of which V8 loads from a cell and
// checks): see flips.ts, "Module constants".
const { popcount32 } = bits;
const { EndgameTable, NO_MOVE } = tables;
const { BIT_HI, BIT_LO, countLastFlips, flips, flipsHi, NEIGHBOURS_HI, NEIGHBOURS_LO } = flipping;
const { legalMoves, movesHi } = mobility;
const { stableCount } = stability;
const { CORNERS_HI, CORNERS_LO, FILE_A, FILE_H, PASS, squareName } = squares;

export type Objective = 'standard' | 'course';

/** Scores lie in [-SCORE_MAX, SCORE_MAX]; SCORE_INF is outside. */
const SCORE_MAX = 64;
const SCORE_INF = 127;
/** Below this many empties: no table, no sorting, the empty-square list only. */
const SHALLOW_MAX = 6;
/** Empties at which the table is probed and filled. */
const TABLE_MIN = SHALLOW_MAX + 1;

/**
 * Scores the root's next null-window test drops by after a failure (see
 * `rootSearch`). Measured on FFO #43-#44 (the two that fail): 1 score, 161.7 M
 * nodes; 2, 157.2 M; 3, 154.8 M; 4, 158.9 M; 5, 146.4 M; 7, 140.3 M; 10, 150.2 M.
 */
const FAILURE_DROP = 7;

/** The sentinel of the list of empty squares. */
const HEAD = 64;

/**
 * Static order of the squares in the list of empties: corners, then edges
 * away from the corners, the inner ring, and last the squares next to a
 * corner (C and X squares), which tend to give a corner away.
 */
const SQUARE_ORDER: readonly string[] = [
  'a1 h1 a8 h8',
  'c1 f1 a3 h3 a6 h6 c8 f8',
  'c3 f3 c6 f6',
  'd1 e1 a4 h4 a5 h5 d8 e8',
  'd3 e3 c4 f4 c5 f5 d6 e6',
  'd2 e2 b4 g4 b5 g5 d7 e7',
  'c2 f2 b3 g3 b6 g6 c7 f7',
  'b1 g1 a2 h2 a7 h7 b8 g8',
  'b2 g2 b7 g7',
  'd4 e4 d5 e5',
];
const ORDER: readonly number[] = SQUARE_ORDER.join(' ')
  .split(' ')
  .map((n) => (n.charCodeAt(1) - 49) * 8 + (n.charCodeAt(0) - 97));

/** One bit per quadrant (a1-d4, e1-h4, a5-d8, e5-h8). */
const QUADRANT = new Int32Array(64);
/** Bonus of a square in the fastest-first order (corners high, X squares low). */
const SQUARE_BONUS = new Int32Array(64);
for (let x = 0; x < 64; x++) {
  QUADRANT[x] = 1 << (((x >>> 5) << 1) | ((x >>> 2) & 1));
  SQUARE_BONUS[x] = 9 - ORDER_RANK(x);
}
function ORDER_RANK(x: number): number {
  const name = 'abcdefgh'[x & 7] + String((x >>> 3) + 1);
  return SQUARE_ORDER.findIndex((group) => group.split(' ').includes(name));
}

/**
 * Stability cutoff: worth computing only when alpha is high, since the
 * opponent's stable discs cap the mover's score at 64 - 2 * stable. From 5
 * empties, when alpha >= 2 * empties + 4 (measured: about 17% fewer nodes
 * on FFO #40, and less time).
 */
const SC_THRESHOLD = new Int32Array(61).map((_, e) => (e < 5 ? SCORE_INF : 2 * e + 4));

/**
 * Empties from which children are looked up in the table before any search
 * (enhanced transposition cutoff): about 4% fewer nodes than from 14 on FFO
 * positions, for about the same time (each look-up may miss the cache).
 */
const ETC_MIN = 10;

/*
 * Fastest-first weights, measured on FFO #40-#41 and random 16-empty
 * positions (node counts): the opponent's replies dominate (corners count
 * twice), then the corners made safe, the opponent's potential mobility, the
 * square's static value and parity. Zeroing the middle two costs about 20%
 * more nodes.
 */
const W_MOBILITY = 1 << 12;
const W_CORNER = 1 << 11;
const W_POTENTIAL = 1 << 8;
const W_SQUARE = 1 << 4;
const W_PARITY = 1 << 5;

/** Empty squares next to the discs (lo, hi): where the other side may some day move. */
function potentialMobility(dLo: number, dHi: number, eLo: number, eHi: number): number {
  const hLo = dLo | ((dLo << 1) & ~FILE_A) | ((dLo >>> 1) & ~FILE_H);
  const hHi = dHi | ((dHi << 1) & ~FILE_A) | ((dHi >>> 1) & ~FILE_H);
  const aLo = hLo | (hLo << 8) | (hLo >>> 8) | (hHi << 24);
  const aHi = hHi | (hHi << 8) | (hHi >>> 8) | (hLo >>> 24);
  return popcount32(aLo & eLo) + popcount32(aHi & eHi);
}

/** Corners and the edge squares beside an owned corner: discs that can never flip. */
function cornerStability(dLo: number, dHi: number): number {
  const sLo = (((dLo & 1) << 1) | ((dLo & 0x80) >>> 1) | ((dLo & 0x81) << 8) | 0x81) & dLo;
  const sHi = (((dHi & 0x01000000) << 1) | ((dHi & 0x80000000) >>> 1) | ((dHi & 0x81000000) >>> 8) | 0x81000000) & dHi;
  return popcount32(sLo) + popcount32(sHi);
}

/**
 * The table grows with the empties: 2^12 entries up to 12 empties, one bit
 * more per empty up to 2^18 (8 MiB) at 18-22 empties, then one bit per two
 * empties up to 2^22. Measured on FFO #40 and #43: a larger table saves only
 * 1-3% of the nodes there, but costs 10-15% more time in cache misses.
 */
const defaultHashBits = (empties: number): number =>
  empties <= 22 ? Math.min(18, Math.max(12, empties)) : Math.min(22, 18 + ((empties - 22) >> 1));

/** Moves per position are at most 33; one row of scratch per number of empties. */
const ROW = 64;

export interface SolverOptions {
  /** **objective**: 'standard' (default) or 'course'. */
  objective?: Objective;
  /**
   * **hashBits**: log2 of the table's entries (32 bytes each); by default it
   * grows with the empties of the position solved, from 12 (128 KiB, 12
   * empties or fewer) to 18 (8 MiB, 18-22 empties) and 22 (128 MiB, 30 and more).
   */
  hashBits?: number;
  /** **onProgress**: called about every `progressMs` during a long solve (`ProgressThrottle`). */
  onProgress?: ProgressListener;
  /** **progressMs**: default 100. */
  progressMs?: number;
}

export interface SolveResult {
  /** Exact value for the side to move (see the objectives above). */
  score: number;
  /** Every move that reaches the score (only the first when `allBest` is false); [PASS] when the side must pass; [] when the game is over. */
  best: Square[];
  nodes: number;
  /** A best line from the position to the end of the game, passes included. */
  pv: Square[];
}

export class EndgameSolver {
  readonly objective: Objective;
  private readonly course: boolean;
  private table = new EndgameTable(12);
  private tableIsEmpty = true;
  private readonly hashBits: number | undefined;
  nodes = 0;

  private readonly next = new Int32Array(65);
  private readonly prev = new Int32Array(65);
  private parity = 0;

  private readonly moveSquare = new Int32Array(ROW * 61);
  private readonly moveScore = new Int32Array(ROW * 61);
  private readonly moveFlipLo = new Int32Array(ROW * 61);
  private readonly moveFlipHi = new Int32Array(ROW * 61);

  private progress: ProgressThrottle;
  private nextCheck = Infinity;

  constructor(options: SolverOptions = {}) {
    this.objective = options.objective ?? 'standard';
    this.course = this.objective === 'course';
    this.hashBits = options.hashBits;
    this.progress = new ProgressThrottle(options.onProgress, options.progressMs);
  }

  /** Reports the next searches' progress to `onProgress` instead (a solver kept from one job to the next, `tasks/othelloRootMove.ts`). */
  listen(onProgress: ProgressListener | undefined, progressMs?: number): void {
    this.progress = new ProgressThrottle(onProgress, progressMs);
  }

  /** Gets the table ready for a position with `empties` empty squares: empty, unless `clearTableFor` just emptied it. */
  private prepareTable(empties: number): void {
    const bits = this.hashBits ?? defaultHashBits(empties);
    if (this.table.bits !== bits) this.table = new EndgameTable(bits);
    else if (!this.tableIsEmpty) this.table.clear();
    this.tableIsEmpty = false;
  }

  /**
   * Empties the table now, sized for `pos`, so that the next solve of `pos`
   * starts from an empty table without clearing it: for benchmarks that leave
   * the clearing out of the time, as the reference programs' figures do.
   */
  clearTableFor(pos: Position): void {
    const [pLo, pHi, oLo, oHi] = sides(pos);
    this.prepareTable(popcount32(~(pLo | oLo)) + popcount32(~(pHi | oHi)));
    this.tableIsEmpty = true;
  }

  /**
   * Solves `pos` exactly. With `allBest` (default), every move reaching the
   * best score is found (one more null-window search per tied move).
   */
  solve(pos: Position, allBest = true): SolveResult {
    const [pLo, pHi, oLo, oHi] = sides(pos);
    const black = pos.turn === 0 ? 1 : 0;
    this.nodes = 0;
    const empties = this.setEmpties(pLo | oLo, pHi | oHi);
    this.prepareTable(empties);
    this.progress.restart();
    this.nextCheck = this.progress.active ? 1 << 14 : Infinity;

    if ((legalMoves(pLo, pHi, oLo, oHi) | movesHi[0]) === 0) {
      if ((legalMoves(oLo, oHi, pLo, pHi) | movesHi[0]) === 0) {
        return { score: this.finalScore(pLo, pHi, oLo, oHi, black), best: [], nodes: 1, pv: [] };
      }
      const r = this.rootSearch(oLo, oHi, pLo, pHi, black ^ 1, empties, allBest);
      return { score: 0 - r.score, best: [PASS], nodes: this.nodes + 1, pv: [PASS, ...r.pv] }; // 0 - x: no -0
    }
    const r = this.rootSearch(pLo, pHi, oLo, oHi, black, empties, allBest);
    return { score: r.score === 0 ? 0 : r.score, best: r.best, nodes: this.nodes, pv: r.pv }; // no -0
  }

  /**
   * The exact value of every legal move (one solve per move), for analysis
   * pages; with `only`, of those moves only (a share of an analysis split
   * across workers: each move's search is the same, the table aside).
   */
  analyze(pos: Position, only?: ReadonlySet<Square>): { move: Square; score: number }[] {
    const [pLo, pHi, oLo, oHi] = sides(pos);
    const black = pos.turn === 0 ? 1 : 0;
    this.nodes = 0;
    const empties = this.setEmpties(pLo | oLo, pHi | oHi);
    this.prepareTable(empties);
    this.progress.restart();
    this.nextCheck = this.progress.active ? 1 << 14 : Infinity;
    let mLo = legalMoves(pLo, pHi, oLo, oHi);
    let mHi = movesHi[0];
    const out: { move: Square; score: number }[] = [];
    if ((mLo | mHi) === 0) {
      if ((legalMoves(oLo, oHi, pLo, pHi) | movesHi[0]) === 0) return out;
      out.push({ move: PASS, score: 0 - this.pvs(oLo, oHi, pLo, pHi, -SCORE_INF, SCORE_INF, empties, black ^ 1) });
      return out;
    }
    const squares: number[] = [];
    for (; mLo !== 0; mLo &= mLo - 1) squares.push(31 - Math.clz32(mLo & -mLo));
    for (; mHi !== 0; mHi &= mHi - 1) squares.push(63 - Math.clz32(mHi & -mHi));
    for (const x of squares) {
      if (only && !only.has(x)) continue;
      this.progress.detail = `analysing ${squareName(x)}`;
      const fLo = flips(x, pLo, pHi, oLo, oHi);
      const fHi = flipsHi[0];
      const xLo = BIT_LO[x];
      const xHi = BIT_HI[x];
      this.unlink(x);
      const v = 0 - this.pvs(oLo & ~fLo, oHi & ~fHi, pLo | fLo | xLo, pHi | fHi | xHi, -SCORE_INF, SCORE_INF, empties - 1, black ^ 1);
      this.relink(x);
      out.push({ move: x, score: v });
    }
    return out;
  }

  /**
   * The value of `pos` for its side to move within the window (alpha, beta),
   * fail-soft: exact inside it (then with a best line), a bound outside (at
   * most the result below alpha, at least above beta). The hook of the root
   * split across workers (`engine/split/othello.ts`): each worker searches
   * the positions after some root moves with the window the best move so far
   * allows. `keepTable`: start from the table the previous search left (the
   * same worker's previous root move) instead of an empty one.
   */
  searchWindow(pos: Position, alpha: number, beta: number, keepTable = false): { score: number; nodes: number; pv: Square[] } {
    const [pLo, pHi, oLo, oHi] = sides(pos);
    const black = pos.turn === 0 ? 1 : 0;
    this.nodes = 0;
    const empties = this.setEmpties(pLo | oLo, pHi | oHi);
    if (!keepTable || this.table.bits !== (this.hashBits ?? defaultHashBits(empties))) this.prepareTable(empties);
    this.progress.restart();
    this.nextCheck = this.progress.active ? 1 << 14 : Infinity;
    const score = 0 + this.pvs(pLo, pHi, oLo, oHi, alpha, beta, empties, black); // 0 + x: no -0
    const pv = score > alpha && score < beta ? this.principalVariation(pLo, pHi, oLo, oHi, black, score, empties) : [];
    return { score, nodes: this.nodes, pv };
  }

  // ---------------------------------------------------------------- root

  /**
   * The root, by null-window tests alone (MTD(f), Plaat et al. 1996): "is the
   * value at least beta?" asked of the whole position, beta moved after each
   * answer, until two answers pin the value down. The table keeps what each
   * test proved, so the next one mostly follows it.
   *
   * Why not principal-variation search here: it computes the first move's
   * exact value with a full window, and when that move is not the best (FFO
   * #42 orders b2, worth -10, before g2, worth +6), the exact value of a
   * losing move costs as much as the rest of the solve. A null-window test
   * only needs one good move to succeed, or a refutation of each move to fail.
   *
   * Successes are cheap, failures are not: after a success beta climbs by one
   * score (the next test is one step above what is proved); after a failure
   * it drops by `FAILURE_DROP` scores at once, below the value as a rule, and
   * cheap successes climb back (a failure well above the value costs about
   * as much as one near it, a success well below it far less). The first
   * test is the even score 0 (the course's objective: half the board).
   * Measured on FFO #40-#44: 15% fewer nodes than the principal-variation
   * root, 41% fewer on #42; dropping 7 scores (14 discs of difference) rather
   * than 1 after a failure, 7.6% fewer again (#43 87.5 M -> 85.0 M, #44
   * 74.1 M -> 55.3 M; #40-#42 never fail above their value).
   */
  private rootSearch(
    pLo: number,
    pHi: number,
    oLo: number,
    oHi: number,
    black: number,
    empties: number,
    allBest: boolean,
  ): { score: number; best: Square[]; pv: Square[] } {
    const grain = this.course ? 1 : 2;
    let lower = -SCORE_MAX;
    let upper = SCORE_MAX;
    let beta = this.course ? (black ? 32 : -32) : 0;
    while (lower < upper) {
      if (beta <= lower) beta = lower + 1;
      if (beta > upper) beta = upper;
      this.progress.detail = `score between ${lower} and ${upper}: at least ${beta}?`;
      const v = this.nws(pLo, pHi, oLo, oHi, beta - 1, empties, black);
      if (v >= beta) {
        lower = v;
        beta = lower + 1;
      } else {
        upper = v;
        beta = upper - FAILURE_DROP * grain;
      }
    }
    const value = lower;
    const best = this.movesReaching(pLo, pHi, oLo, oHi, black, empties, value, allBest);
    this.table.store(pLo, pHi, oLo, oHi, this.colourKey(black), empties, value, value, best[0]);
    return { score: value, best, pv: this.principalVariation(pLo, pHi, oLo, oHi, black, value, empties) };
  }

  /**
   * The root moves worth `value` (the root's exact value), the table's move
   * first (the last successful test's), each confirmed by a null-window test
   * of its child; only the first one unless `allBest`.
   */
  private movesReaching(
    pLo: number,
    pHi: number,
    oLo: number,
    oHi: number,
    black: number,
    empties: number,
    value: number,
    allBest: boolean,
  ): Square[] {
    const n = this.orderMoves(pLo, pHi, oLo, oHi, empties, this.tableMove(pLo, pHi, oLo, oHi, black));
    const base = empties * ROW;
    const found: Square[] = [];
    for (let i = 0; i < n; i++) {
      const x = this.pickBest(base, i, n);
      const fLo = this.moveFlipLo[base + i];
      const fHi = this.moveFlipHi[base + i];
      this.unlink(x);
      this.progress.detail = `score ${value}: does ${squareName(x)} reach it? (${i + 1}/${n})`;
      // The move reaches the value when its child is worth at most -value.
      const child = this.nullWindow(oLo & ~fLo, oHi & ~fHi, pLo | fLo | BIT_LO[x], pHi | fHi | BIT_HI[x], 0 - value, empties - 1, black ^ 1);
      this.relink(x);
      if (child <= 0 - value) {
        found.push(x);
        if (!allBest) break;
      }
    }
    return found;
  }

  /**
   * The best line to the end of the game. Each step tries the table's move
   * first and keeps a move only once a narrow search confirms that it keeps
   * the exact value; these confirmation searches are not counted in `nodes`.
   */
  private principalVariation(pLo: number, pHi: number, oLo: number, oHi: number, black: number, value: number, empties: number): Square[] {
    const savedNodes = this.nodes;
    const pv: Square[] = [];
    const unlinked: Square[] = [];
    while (empties > 0) {
      let mLo = legalMoves(pLo, pHi, oLo, oHi);
      let mHi = movesHi[0];
      if ((mLo | mHi) === 0) {
        if ((legalMoves(oLo, oHi, pLo, pHi) | movesHi[0]) === 0) break;
        pv.push(PASS);
        [pLo, pHi, oLo, oHi] = [oLo, oHi, pLo, pHi];
        black ^= 1;
        value = 0 - value;
        continue;
      }
      const candidates: Square[] = [];
      const ttMove = this.tableMove(pLo, pHi, oLo, oHi, black);
      if (ttMove < 64 && ((BIT_LO[ttMove] & mLo) | (BIT_HI[ttMove] & mHi)) !== 0) candidates.push(ttMove);
      for (; mLo !== 0; mLo &= mLo - 1) candidates.push(31 - Math.clz32(mLo & -mLo));
      for (; mHi !== 0; mHi &= mHi - 1) candidates.push(63 - Math.clz32(mHi & -mHi));
      let found = false;
      for (const x of candidates) {
        const fLo = flips(x, pLo, pHi, oLo, oHi);
        const fHi = flipsHi[0];
        const cLo = oLo & ~fLo;
        const cHi = oHi & ~fHi;
        const dLo = pLo | fLo | BIT_LO[x];
        const dHi = pHi | fHi | BIT_HI[x];
        this.unlink(x);
        const v = 0 - this.pvs(cLo, cHi, dLo, dHi, ~value, 1 - value, empties - 1, black ^ 1);
        if (v !== value) {
          this.relink(x);
          continue;
        }
        unlinked.push(x);
        pv.push(x);
        [pLo, pHi, oLo, oHi] = [cLo, cHi, dLo, dHi];
        black ^= 1;
        value = 0 - value;
        empties--;
        found = true;
        break;
      }
      if (!found) break; // cannot happen when `value` is exact
    }
    for (let i = unlinked.length - 1; i >= 0; i--) this.relink(unlinked[i]);
    this.nodes = savedNodes;
    return pv;
  }

  // ---------------------------------------------------------------- PVS

  /** Exact value inside (alpha, beta), fail-soft bounds outside. */
  private pvs(pLo: number, pHi: number, oLo: number, oHi: number, alpha: number, beta: number, empties: number, black: number): number {
    if (empties === 0) return this.finalScore(pLo, pHi, oLo, oHi, black);
    this.nodes++;
    const n = this.orderMoves(pLo, pHi, oLo, oHi, empties, this.tableMove(pLo, pHi, oLo, oHi, black));
    if (n === 0) {
      if ((legalMoves(oLo, oHi, pLo, pHi) | movesHi[0]) === 0) return this.finalScore(pLo, pHi, oLo, oHi, black);
      return 0 - this.pvs(oLo, oHi, pLo, pHi, 0 - beta, 0 - alpha, empties, black ^ 1);
    }
    const base = empties * ROW;
    const alpha0 = alpha;
    let best = -SCORE_INF;
    let bestMove = NO_MOVE;
    for (let i = 0; i < n; i++) {
      const x = this.pickBest(base, i, n);
      const fLo = this.moveFlipLo[base + i];
      const fHi = this.moveFlipHi[base + i];
      const cLo = oLo & ~fLo;
      const cHi = oHi & ~fHi;
      const dLo = pLo | fLo | BIT_LO[x];
      const dHi = pHi | fHi | BIT_HI[x];
      this.unlink(x);
      let v: number;
      if (i === 0) v = 0 - this.pvs(cLo, cHi, dLo, dHi, 0 - beta, 0 - alpha, empties - 1, black ^ 1);
      else {
        v = 0 - this.nullWindow(cLo, cHi, dLo, dHi, ~alpha, empties - 1, black ^ 1);
        if (v > alpha && v < beta) v = 0 - this.pvs(cLo, cHi, dLo, dHi, 0 - beta, 1 - v, empties - 1, black ^ 1);
      }
      this.relink(x);
      if (v > best) {
        best = v;
        bestMove = x;
        if (v > alpha) {
          alpha = v;
          if (v >= beta) break;
        }
      }
    }
    if (empties >= TABLE_MIN) {
      const lower = best > alpha0 ? best : -SCORE_MAX;
      const upper = best < beta ? best : SCORE_MAX;
      this.table.store(pLo, pHi, oLo, oHi, this.colourKey(black), empties, lower, upper, bestMove);
    }
    return best;
  }

  // ---------------------------------------------------------------- null-window searches

  /** Is the value > alpha? Returns a fail-soft bound on the value, with the window (alpha, alpha + 1). */
  private nullWindow(pLo: number, pHi: number, oLo: number, oHi: number, alpha: number, empties: number, black: number): number {
    if (empties > SHALLOW_MAX) return this.nws(pLo, pHi, oLo, oHi, alpha, empties, black);
    if (empties > 4) return this.nwsShallow(pLo, pHi, oLo, oHi, alpha, empties, black);
    if (empties === 4) return this.solve4(pLo, pHi, oLo, oHi, alpha, black);
    const x1 = this.next[HEAD];
    if (empties === 3) {
      const x2 = this.next[x1];
      return this.solve3(pLo, pHi, oLo, oHi, alpha, x1, x2, this.next[x2], black);
    }
    if (empties === 2) return this.solve2(pLo, pHi, oLo, oHi, alpha, x1, this.next[x1], black);
    if (empties === 1) return this.solve1(pLo, pHi, alpha, x1, black);
    return this.finalScore(pLo, pHi, oLo, oHi, black);
  }

  /** Null-window search far from the end: table, fastest-first order. */
  private nws(pLo: number, pHi: number, oLo: number, oHi: number, alpha: number, empties: number, black: number): number {
    this.nodes++;
    if (this.nodes >= this.nextCheck) this.reportProgress();
    if (alpha >= SC_THRESHOLD[empties]) {
      const bound = this.stabilityBound(pLo, pHi, oLo, oHi, black);
      if (bound <= alpha) return bound;
    }
    const colour = this.colourKey(black);
    const table = this.table;
    let ttMove = NO_MOVE;
    const useTable = empties >= TABLE_MIN;
    if (useTable && table.probe(pLo, pHi, oLo, oHi, colour)) {
      if (table.lower > alpha) return table.lower;
      if (table.upper <= alpha) return table.upper;
      ttMove = table.move;
    }
    let best = -SCORE_INF;
    let bestMove = NO_MOVE;
    if (ttMove !== NO_MOVE) {
      // The table's move first, before the others are generated and scored: it often refutes.
      const fLo = flips(ttMove, pLo, pHi, oLo, oHi);
      const fHi = flipsHi[0];
      this.unlink(ttMove);
      best = 0 - this.nullWindow(oLo & ~fLo, oHi & ~fHi, pLo | fLo | BIT_LO[ttMove], pHi | fHi | BIT_HI[ttMove], ~alpha, empties - 1, black ^ 1);
      this.relink(ttMove);
      bestMove = ttMove;
      if (best > alpha) {
        table.store(pLo, pHi, oLo, oHi, colour, empties, best, SCORE_MAX, bestMove);
        return best;
      }
    }
    const n = this.generateMoves(pLo, pHi, oLo, oHi, empties, ttMove);
    if (n === 0 && ttMove === NO_MOVE) {
      if ((legalMoves(oLo, oHi, pLo, pHi) | movesHi[0]) === 0) return this.finalScore(pLo, pHi, oLo, oHi, black);
      return 0 - this.nws(oLo, oHi, pLo, pHi, ~alpha, empties, black ^ 1);
    }
    const base = empties * ROW;
    if (empties >= ETC_MIN) {
      // Enhanced transposition cutoff: a child already proved bad enough for the opponent settles this node.
      const childColour = this.colourKey(black ^ 1);
      for (let i = base; i < base + n; i++) {
        const x = this.moveSquare[i];
        const fLo = this.moveFlipLo[i];
        const fHi = this.moveFlipHi[i];
        if (
          table.probe(oLo & ~fLo, oHi & ~fHi, pLo | fLo | BIT_LO[x], pHi | fHi | BIT_HI[x], childColour) &&
          0 - table.upper > alpha
        ) {
          table.store(pLo, pHi, oLo, oHi, colour, empties, 0 - table.upper, SCORE_MAX, x);
          return 0 - table.upper;
        }
      }
    }
    this.scoreMoves(pLo, pHi, oLo, oHi, base, n, NO_MOVE);
    for (let i = 0; i < n; i++) {
      const x = this.pickBest(base, i, n);
      const fLo = this.moveFlipLo[base + i];
      const fHi = this.moveFlipHi[base + i];
      this.unlink(x);
      const v = 0 - this.nullWindow(
        oLo & ~fLo,
        oHi & ~fHi,
        pLo | fLo | BIT_LO[x],
        pHi | fHi | BIT_HI[x],
        ~alpha,
        empties - 1,
        black ^ 1,
      );
      this.relink(x);
      if (v > best) {
        best = v;
        bestMove = x;
        if (v > alpha) break;
      }
    }
    if (!useTable) return best;
    if (best > alpha) table.store(pLo, pHi, oLo, oHi, colour, empties, best, SCORE_MAX, bestMove);
    else table.store(pLo, pHi, oLo, oHi, colour, empties, -SCORE_MAX, best, bestMove);
    return best;
  }

  /** Null-window search near the end: the list of empties in two parity rounds, no table. */
  private nwsShallow(pLo: number, pHi: number, oLo: number, oHi: number, alpha: number, empties: number, black: number): number {
    this.nodes++;
    if (alpha >= SC_THRESHOLD[empties]) {
      const bound = this.stabilityBound(pLo, pHi, oLo, oHi, black);
      if (bound <= alpha) return bound;
    }
    const next = this.next;
    let best = -SCORE_INF;
    for (let round = 0; round < 2; round++) {
      const want = round === 0 ? this.parity : ~this.parity;
      for (let x = next[HEAD]; x !== HEAD; x = next[x]) {
        if ((QUADRANT[x] & want) === 0) continue;
        if (((NEIGHBOURS_LO[x] & oLo) | (NEIGHBOURS_HI[x] & oHi)) === 0) continue;
        const fLo = flips(x, pLo, pHi, oLo, oHi);
        const fHi = flipsHi[0];
        if ((fLo | fHi) === 0) continue;
        this.unlink(x);
        const cLo = oLo & ~fLo;
        const cHi = oHi & ~fHi;
        const dLo = pLo | fLo | BIT_LO[x];
        const dHi = pHi | fHi | BIT_HI[x];
        const v =
          empties === 5
            ? 0 - this.solve4(cLo, cHi, dLo, dHi, ~alpha, black ^ 1)
            : 0 - this.nwsShallow(cLo, cHi, dLo, dHi, ~alpha, empties - 1, black ^ 1);
        this.relink(x);
        if (v > best) {
          if (v > alpha) return v;
          best = v;
        }
      }
    }
    if (best === -SCORE_INF) {
      if ((legalMoves(oLo, oHi, pLo, pHi) | movesHi[0]) === 0) return this.finalScore(pLo, pHi, oLo, oHi, black);
      return 0 - this.nwsShallow(oLo, oHi, pLo, pHi, ~alpha, empties, black ^ 1);
    }
    return best;
  }

  /** Four empties: sorted by parity once, then unrolled. */
  private solve4(pLo: number, pHi: number, oLo: number, oHi: number, alpha: number, black: number): number {
    this.nodes++;
    const next = this.next;
    let x1 = next[HEAD];
    let x2 = next[x1];
    let x3 = next[x2];
    let x4 = next[x3];
    // Parity: a square alone in its quadrant (or one of three) before the pairs.
    const par = this.parity;
    if ((QUADRANT[x1] & par) === 0) {
      if (QUADRANT[x2] & par) {
        const t = x1; x1 = x2; x2 = t; // prettier-ignore
      } else if (QUADRANT[x3] & par) {
        const t = x1; x1 = x3; x3 = x2; x2 = t; // prettier-ignore
      } else if (QUADRANT[x4] & par) {
        const t = x1; x1 = x4; x4 = x3; x3 = x2; x2 = t; // prettier-ignore
      }
    } else if ((QUADRANT[x2] & par) === 0) {
      if (QUADRANT[x3] & par) {
        const t = x2; x2 = x3; x3 = t; // prettier-ignore
      } else if (QUADRANT[x4] & par) {
        const t = x2; x2 = x4; x4 = x3; x3 = t; // prettier-ignore
      }
    }
    let best = -SCORE_INF;
    let v: number;
    const beta = ~alpha;
    if ((NEIGHBOURS_LO[x1] & oLo) | (NEIGHBOURS_HI[x1] & oHi)) {
      const fLo = flips(x1, pLo, pHi, oLo, oHi);
      const fHi = flipsHi[0];
      if (fLo | fHi) {
        v = 0 - this.solve3(oLo & ~fLo, oHi & ~fHi, pLo | fLo | BIT_LO[x1], pHi | fHi | BIT_HI[x1], beta, x2, x3, x4, black ^ 1);
        if (v > alpha) return v;
        best = v;
      }
    }
    if ((NEIGHBOURS_LO[x2] & oLo) | (NEIGHBOURS_HI[x2] & oHi)) {
      const fLo = flips(x2, pLo, pHi, oLo, oHi);
      const fHi = flipsHi[0];
      if (fLo | fHi) {
        v = 0 - this.solve3(oLo & ~fLo, oHi & ~fHi, pLo | fLo | BIT_LO[x2], pHi | fHi | BIT_HI[x2], beta, x1, x3, x4, black ^ 1);
        if (v > alpha) return v;
        if (v > best) best = v;
      }
    }
    if ((NEIGHBOURS_LO[x3] & oLo) | (NEIGHBOURS_HI[x3] & oHi)) {
      const fLo = flips(x3, pLo, pHi, oLo, oHi);
      const fHi = flipsHi[0];
      if (fLo | fHi) {
        v = 0 - this.solve3(oLo & ~fLo, oHi & ~fHi, pLo | fLo | BIT_LO[x3], pHi | fHi | BIT_HI[x3], beta, x1, x2, x4, black ^ 1);
        if (v > alpha) return v;
        if (v > best) best = v;
      }
    }
    if ((NEIGHBOURS_LO[x4] & oLo) | (NEIGHBOURS_HI[x4] & oHi)) {
      const fLo = flips(x4, pLo, pHi, oLo, oHi);
      const fHi = flipsHi[0];
      if (fLo | fHi) {
        v = 0 - this.solve3(oLo & ~fLo, oHi & ~fHi, pLo | fLo | BIT_LO[x4], pHi | fHi | BIT_HI[x4], beta, x1, x2, x3, black ^ 1);
        if (v > best) best = v;
      }
    }
    if (best === -SCORE_INF) {
      if ((legalMoves(oLo, oHi, pLo, pHi) | movesHi[0]) === 0) return this.finalScore(pLo, pHi, oLo, oHi, black);
      return 0 - this.solve4(oLo, oHi, pLo, pHi, beta, black ^ 1);
    }
    return best;
  }

  private solve3(
    pLo: number,
    pHi: number,
    oLo: number,
    oHi: number,
    alpha: number,
    x1: number,
    x2: number,
    x3: number,
    black: number,
  ): number {
    this.nodes++;
    let best = -SCORE_INF;
    let v: number;
    const beta = ~alpha;
    if ((NEIGHBOURS_LO[x1] & oLo) | (NEIGHBOURS_HI[x1] & oHi)) {
      const fLo = flips(x1, pLo, pHi, oLo, oHi);
      const fHi = flipsHi[0];
      if (fLo | fHi) {
        v = 0 - this.solve2(oLo & ~fLo, oHi & ~fHi, pLo | fLo | BIT_LO[x1], pHi | fHi | BIT_HI[x1], beta, x2, x3, black ^ 1);
        if (v > alpha) return v;
        best = v;
      }
    }
    if ((NEIGHBOURS_LO[x2] & oLo) | (NEIGHBOURS_HI[x2] & oHi)) {
      const fLo = flips(x2, pLo, pHi, oLo, oHi);
      const fHi = flipsHi[0];
      if (fLo | fHi) {
        v = 0 - this.solve2(oLo & ~fLo, oHi & ~fHi, pLo | fLo | BIT_LO[x2], pHi | fHi | BIT_HI[x2], beta, x1, x3, black ^ 1);
        if (v > alpha) return v;
        if (v > best) best = v;
      }
    }
    if ((NEIGHBOURS_LO[x3] & oLo) | (NEIGHBOURS_HI[x3] & oHi)) {
      const fLo = flips(x3, pLo, pHi, oLo, oHi);
      const fHi = flipsHi[0];
      if (fLo | fHi) {
        v = 0 - this.solve2(oLo & ~fLo, oHi & ~fHi, pLo | fLo | BIT_LO[x3], pHi | fHi | BIT_HI[x3], beta, x1, x2, black ^ 1);
        if (v > best) best = v;
      }
    }
    if (best === -SCORE_INF) {
      if ((legalMoves(oLo, oHi, pLo, pHi) | movesHi[0]) === 0) return this.finalScore(pLo, pHi, oLo, oHi, black);
      return 0 - this.solve3(oLo, oHi, pLo, pHi, beta, x1, x2, x3, black ^ 1);
    }
    return best;
  }

  private solve2(pLo: number, pHi: number, oLo: number, oHi: number, alpha: number, x1: number, x2: number, black: number): number {
    this.nodes++;
    let best = -SCORE_INF;
    let v: number;
    const beta = ~alpha;
    if ((NEIGHBOURS_LO[x1] & oLo) | (NEIGHBOURS_HI[x1] & oHi)) {
      const fLo = flips(x1, pLo, pHi, oLo, oHi);
      const fHi = flipsHi[0];
      if (fLo | fHi) {
        v = 0 - this.solve1(oLo & ~fLo, oHi & ~fHi, beta, x2, black ^ 1);
        if (v > alpha) return v;
        best = v;
      }
    }
    if ((NEIGHBOURS_LO[x2] & oLo) | (NEIGHBOURS_HI[x2] & oHi)) {
      const fLo = flips(x2, pLo, pHi, oLo, oHi);
      const fHi = flipsHi[0];
      if (fLo | fHi) {
        v = 0 - this.solve1(oLo & ~fLo, oHi & ~fHi, beta, x1, black ^ 1);
        if (v > best) best = v;
      }
    }
    if (best === -SCORE_INF) {
      // Pass: does the opponent have a move on x1 or x2?
      let can = false;
      if (flips(x1, oLo, oHi, pLo, pHi) | flipsHi[0]) can = true;
      else if (flips(x2, oLo, oHi, pLo, pHi) | flipsHi[0]) can = true;
      if (!can) return this.finalScore(pLo, pHi, oLo, oHi, black);
      return 0 - this.solve2(oLo, oHi, pLo, pHi, beta, x1, x2, black ^ 1);
    }
    return best;
  }

  /**
   * One empty square x; the mover owns (pLo, pHi), the opponent every other
   * square. Only counts flips: the mover plays x if it can, else the opponent
   * does, else nobody.
   */
  private solve1(pLo: number, pHi: number, _alpha: number, x: number, black: number): number {
    this.nodes++;
    const pc = popcount32(pLo) + popcount32(pHi);
    let n = countLastFlips(x, pLo, pHi);
    if (n !== 0) return this.fullBoardScore(pc + n + 1, black);
    const oLo = ~pLo & ~BIT_LO[x];
    const oHi = ~pHi & ~BIT_HI[x];
    n = countLastFlips(x, oLo, oHi);
    if (n !== 0) return this.fullBoardScore(pc - n, black);
    // Nobody can play the last square.
    if (this.course) return black ? pc : pc - 63;
    const diff = 2 * pc - 63;
    return diff > 0 ? diff + 1 : diff - 1;
  }

  // ---------------------------------------------------------------- scores

  /** The score when the board is full and the mover owns `mine` squares. */
  private fullBoardScore(mine: number, black: number): number {
    if (this.course) return black ? mine : mine - 64;
    return 2 * mine - 64;
  }

  /** The score of a finished game (nobody can move). */
  private finalScore(pLo: number, pHi: number, oLo: number, oHi: number, black: number): number {
    const p = popcount32(pLo) + popcount32(pHi);
    const o = popcount32(oLo) + popcount32(oHi);
    if (this.course) return black ? p : 0 - o;
    const diff = p - o;
    const e = 64 - p - o;
    return diff > 0 ? diff + e : diff < 0 ? diff - e : 0;
  }

  /** The best score the mover can still reach, given the opponent's stable discs. */
  private stabilityBound(pLo: number, pHi: number, oLo: number, oHi: number, black: number): number {
    const stable = stableCount(oLo, oHi, pLo, pHi);
    if (this.course) return black ? 64 - stable : 0 - stable;
    return SCORE_MAX - 2 * stable;
  }

  private tableMove(pLo: number, pHi: number, oLo: number, oHi: number, black: number): number {
    return this.table.probe(pLo, pHi, oLo, oHi, this.colourKey(black)) ? this.table.move : NO_MOVE;
  }

  private colourKey(black: number): number {
    return this.course ? black : 0;
  }

  // ---------------------------------------------------------------- move ordering

  /**
   * Generates the moves of a position into the scratch row of `empties`,
   * with their flips and an ordering score, and returns how many there are.
   */
  private orderMoves(pLo: number, pHi: number, oLo: number, oHi: number, empties: number, ttMove: number): number {
    const n = this.generateMoves(pLo, pHi, oLo, oHi, empties, NO_MOVE);
    this.scoreMoves(pLo, pHi, oLo, oHi, empties * ROW, n, ttMove);
    return n;
  }

  /** The moves (but `skip`) and their flips, into the scratch row of `empties`; returns their number. */
  private generateMoves(pLo: number, pHi: number, oLo: number, oHi: number, empties: number, skip: number): number {
    let mLo = legalMoves(pLo, pHi, oLo, oHi) & ~BIT_LO[skip];
    let mHi = movesHi[0] & ~BIT_HI[skip];
    const base = empties * ROW;
    let n = 0;
    while ((mLo | mHi) !== 0) {
      let x: number;
      if (mLo !== 0) {
        x = 31 - Math.clz32(mLo & -mLo);
        mLo &= mLo - 1;
      } else {
        x = 63 - Math.clz32(mHi & -mHi);
        mHi &= mHi - 1;
      }
      const i = base + n++;
      this.moveSquare[i] = x;
      this.moveFlipLo[i] = flips(x, pLo, pHi, oLo, oHi);
      this.moveFlipHi[i] = flipsHi[0];
    }
    return n;
  }

  /** Fastest-first scores of the n generated moves at `base`; the table's move first of all. */
  private scoreMoves(pLo: number, pHi: number, oLo: number, oHi: number, base: number, n: number, ttMove: number): void {
    for (let i = base; i < base + n; i++) {
      const x = this.moveSquare[i];
      if (x === ttMove) {
        this.moveScore[i] = 1 << 30;
        continue;
      }
      const fLo = this.moveFlipLo[i];
      const fHi = this.moveFlipHi[i];
      const cLo = oLo & ~fLo;
      const cHi = oHi & ~fHi;
      if ((cLo | cHi) === 0) {
        this.moveScore[i] = 1 << 29; // wipe-out
        continue;
      }
      const dLo = pLo | fLo | BIT_LO[x];
      const dHi = pHi | fHi | BIT_HI[x];
      const rLo = legalMoves(cLo, cHi, dLo, dHi);
      const rHi = movesHi[0];
      const replies = popcount32(rLo) + popcount32(rHi) + popcount32(rLo & CORNERS_LO) + popcount32(rHi & CORNERS_HI);
      let score = (36 - replies) * W_MOBILITY;
      score += cornerStability(dLo, dHi) * W_CORNER;
      score -= potentialMobility(dLo, dHi, ~(cLo | dLo), ~(cHi | dHi)) * W_POTENTIAL;
      score += SQUARE_BONUS[x] * W_SQUARE;
      if (QUADRANT[x] & this.parity) score += W_PARITY;
      this.moveScore[i] = score;
    }
  }

  /** Selection step: swaps the best remaining move into place i and returns its square. */
  private pickBest(base: number, i: number, n: number): number {
    const sc = this.moveScore;
    let bestJ = base + i;
    let bestS = sc[bestJ];
    for (let j = base + i + 1; j < base + n; j++) {
      if (sc[j] > bestS) {
        bestS = sc[j];
        bestJ = j;
      }
    }
    const k = base + i;
    if (bestJ !== k) {
      const sq = this.moveSquare;
      const fl = this.moveFlipLo;
      const fh = this.moveFlipHi;
      let t = sq[k]; sq[k] = sq[bestJ]; sq[bestJ] = t; // prettier-ignore
      t = sc[k]; sc[k] = sc[bestJ]; sc[bestJ] = t; // prettier-ignore
      t = fl[k]; fl[k] = fl[bestJ]; fl[bestJ] = t; // prettier-ignore
      t = fh[k]; fh[k] = fh[bestJ]; fh[bestJ] = t; // prettier-ignore
    }
    return this.moveSquare[k];
  }

  // ---------------------------------------------------------------- empties list

  /** Builds the list of empty squares in the static order; returns their number. */
  private setEmpties(occLo: number, occHi: number): number {
    let last = HEAD;
    let n = 0;
    this.parity = 0;
    for (const x of ORDER) {
      const occupied = x < 32 ? (occLo >>> x) & 1 : (occHi >>> (x - 32)) & 1;
      if (occupied) continue;
      this.next[last] = x;
      this.prev[x] = last;
      last = x;
      this.parity ^= QUADRANT[x];
      n++;
    }
    this.next[last] = HEAD;
    this.prev[HEAD] = last;
    return n;
  }

  private unlink(x: number): void {
    const p = this.prev[x];
    const n = this.next[x];
    this.next[p] = n;
    this.prev[n] = p;
    this.parity ^= QUADRANT[x];
  }

  private relink(x: number): void {
    this.next[this.prev[x]] = x;
    this.prev[this.next[x]] = x;
    this.parity ^= QUADRANT[x];
  }

  // ---------------------------------------------------------------- progress

  private reportProgress(): void {
    this.nextCheck = this.nodes + (1 << 14);
    this.progress.tick(this.nodes);
  }
}

