/**
 * @packageDocumentation
 * What a Connect Four job costs before it runs, and what is in reach (see
 * `reach.ts`). The model is fitted on counts of the site's solver
 * (`games/connect4/solver.ts`, default table, exact scores), measured in
 * Node 20 on the 2-core build machine under load (1.5 to 2.3 million
 * positions a second):
 *
 *     empty board      cells   positions          empty board   cells   positions
 *     4x4              16      9,674              6x5           30      4.1 million
 *     5x4, 4x5         20      64,000, 32,420     8x4           32      34 million (score only)
 *     6x4, 4x6         24      581,567, 268,075   7x5           35      61 million
 *     5x5              25      671,830            6x6           36      73 million
 *     7x4              28      4.6 million        7x6           42      about 2.4 billion (18 min)
 *
 *     7x6 after 8 random moves (34 empty cells): 800 to 12 million
 *     7x6 after 6 random moves (36 empty cells): 12 million to over 35 million
 *
 * So the cost grows about tenfold every four or five empty cells, and
 *
 *     log10(positions) ≈ 4 + 0.23 · (empty cells − 16)
 *
 * stays above every count measured (48 million for 8x4, 230 million for
 * 7x5, 400 million for 6x6, 9.5 billion for the empty 7x6 board). A table
 * smaller than the solver's starting 2^18 entries costs more: measured 5 to
 * 8 times more at 2^14, 14 to 17 times at 2^10, so the estimate is
 * multiplied by 2^(0.6 · (18 − bits)). An analysis solves each column's
 * reply (mirror columns once on a symmetric board). A position the opening
 * book holds costs nothing.
 *
 * The reach, a billion positions (about 8 minutes here, 2 to 3 on a recent
 * desktop), takes in every job the pages offer: the perfect engine's first
 * move on 7x5 and 6x6 ("takes a while"), any 7x6 position with five stones or
 * more, every book position. It leaves out the empty 7x6 board and the first
 * four moves without the book, and boards much larger than 7x6 until they
 * are nearly full.
 */

import { ok, type Result } from '../core/result.ts';
import type { OpeningBook } from '../games/connect4/book.ts';
import { sizeName } from '../games/connect4/layout.ts';
import { canPlay, isMirrorSymmetric, play, type Connect4Position } from '../games/connect4/position.ts';
import type { Estimate, Reach } from './reach.ts';

export const CONNECT4_REACH: Reach = { maxNodes: 1_000_000_000, perSecond: 2_000_000, unit: 'positions' };

/**
 * perft counts moves in bulk one ply before the end, at very different
 * speeds on the two kernels: on 7x6 (two words) perft 10, 268,031,646
 * sequences, took 4 s and perft 11, 1,844,590,828, 38 to 89 s on the loaded
 * build machine; on boards of three words (8x8, 9x12) 5 to 8 million a
 * second. Both reaches are well under a minute: 7x6 to depth 10, 8x8 to 9,
 * 9x12 to 8.
 */
const PERFT_TWO_WORDS: Reach = { maxNodes: 1_000_000_000, perSecond: 50_000_000, unit: 'move sequences' };
const PERFT_WIDE: Reach = { maxNodes: 200_000_000, perSecond: 5_000_000, unit: 'move sequences' };

/** perft's reach from a position (the wide one when the position cannot be read: its error comes first anyway). */
export const connect4PerftReach = (p: Result<Connect4Position>): Reach => (p.ok && p.value.layout.words === 2 ? PERFT_TWO_WORDS : PERFT_WIDE);

export const CONNECT4_LIMITS = [
  'solve and analyze: estimated from the empty cells (log10 positions ≈ 4 + 0.23·(empty − 16)), the table size and the book; in reach up to 1 billion positions',
  'in reach: any 7x6 position in the opening book; solving one with 5 stones or more, analysing one with 7 or more; the empty board of 7x5, 6x6 and smaller',
  'out of reach without a budget: the empty 7x6 board and its first 4 moves with --book false, large boards far from full',
  'perft: estimated from the exact counts of shallower depths; in reach up to 1 billion move sequences on boards of two words (7x6: depth 10), 200 million on larger ones (8x8: depth 9; 9x12: depth 8)',
];

const STARTING_TABLE_BITS = 18;

/** Positions an exact solve of `p` should search, by the model above. */
function solveEstimate(p: Connect4Position, tableBits?: number): number {
  const empties = p.layout.size - p.moves;
  if (p.isOver) return 1;
  const small = tableBits !== undefined && tableBits < STARTING_TABLE_BITS ? 2 ** (0.6 * (STARTING_TABLE_BITS - tableBits)) : 1;
  return 10 ** (4 + 0.23 * (empties - 16)) * small;
}

const described = (p: Connect4Position, book: boolean): string =>
  `${p.moves === 0 ? 'the empty' : `this ${p.moves}-stone`} ${sizeName(p.layout.config)} board${book ? '' : p.layout.width === 7 && p.layout.height === 6 && p.layout.k === 4 ? ' without the opening book' : ''}`;

/** The estimate of a solve (`kind` 'solve') or an analysis of every column. */
export function connect4Estimate(kind: 'solve' | 'analyze', p: Connect4Position, tableBits: number | undefined, book: OpeningBook | null): Result<Estimate> {
  if (kind === 'solve') {
    if (book?.lookup(p)) return ok({ nodes: 0, what: 'a position of the opening book' });
    return ok({ nodes: solveEstimate(p, tableBits), what: `solving ${described(p, book !== null)}` });
  }
  const symmetric = isMirrorSymmetric(p);
  let nodes = 0;
  for (let c = 0; c < p.layout.width; c++) {
    if (p.isOver || !canPlay(p, c) || (symmetric && c > (p.layout.width - 1) / 2)) continue;
    const reply = play(p, c);
    if (!book?.lookup(reply)) nodes += solveEstimate(reply, tableBits);
  }
  return ok({ nodes, what: `analysing ${described(p, book !== null)}` });
}
