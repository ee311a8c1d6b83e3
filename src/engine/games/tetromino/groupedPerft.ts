/**
 * @packageDocumentation
 * Perft deeper than one-by-one counting allows: 1,555,239,024 move sequences
 * of 4 plies from the start, counted in about a second.
 *
 * Two facts make it possible. The number of sequences that continue a
 * position depends on the position only, not on the moves that led to it; and
 * a position and its images under the board's symmetries (`symmetry.ts`) have
 * as many continuations, since a symmetry maps legal moves to legal moves one
 * for one. So the walk goes down `split` plies, gathers the positions it meets
 * by their canonical image with a multiplicity (how many sequences reach that
 * image), and counts the rest of the depth once per image:
 *
 *   perft(depth) = sum over images q at ply `split` of  multiplicity(q) x perft(q, depth - split)
 *
 * From the start, the 127,164 sequences of 2 plies reach 27,328 positions up to
 * symmetry (the same piece can be placed by either player first, and mirror
 * images coincide). The last ply is never walked: `countFits` counts it.
 *
 * Sequences that end early (the side to move has no legal move) are dropped,
 * as in the engine's generic perft.
 */

import * as board40 from './board40.ts';
import type { TetrominoPosition } from './board40.ts';
import { countFits } from './fitCount.ts';
import * as placements from './placements.ts';
import * as symmetry from './symmetry.ts';
import * as windows from './windows.ts';

// Local copies (see the note in `solver.ts`).
const { BOARD_MASK, HAND_MASK, HAND_SHIFT } = board40;
const { PLACEMENT_BOTTOM, PLACEMENT_PIECE, PLACEMENT_TOP } = placements;
const { canonicalSymmetry, transformWords } = symmetry;
const { fittingPlacements } = windows;

/**
 * Perft 5 from the start, 53,020,777,824 sequences: about half a minute of
 * grouping after 3 plies (1,628,616 images), too slow for a test or for the
 * site's build, so it is kept here and `npm run -s bench -- tetromino perft`
 * counts it again and checks it.
 */
export const START_PERFT_5 = 53_020_777_824;

export interface GroupedPerftOptions {
  /** **split**: the ply where positions are gathered; default 2. */
  split?: number;
  /** **symmetry**: gather a position with its mirror images; default true (false: identical positions only). */
  symmetry?: boolean;
}

export interface GroupedPerft {
  /** Move sequences of exactly `depth` plies (the perft number). */
  nodes: number;
  /** Distinct positions (or images, with symmetry) at ply `split`; 0 when depth <= split (nothing gathered). */
  groups: number;
}

const TWO_POW_25 = 2 ** 25;

function child(top: number, bottom: number, m: number): [number, number] {
  return [
    (top & BOARD_MASK) | PLACEMENT_TOP[m] | (bottom & HAND_MASK),
    (bottom & BOARD_MASK) | PLACEMENT_BOTTOM[m] | (top & HAND_MASK & ~(1 << (HAND_SHIFT + PLACEMENT_PIECE[m]))),
  ];
}

const movesOf = (top: number, bottom: number): number[] => fittingPlacements(top >>> HAND_SHIFT, top & BOARD_MASK, bottom & BOARD_MASK);

/** Sequences of `depth` >= 1 plies, the last ply counted, not walked. */
function walk(top: number, bottom: number, depth: number): number {
  if (depth === 1) return countFits(top >>> HAND_SHIFT, top, bottom);
  let n = 0;
  for (const m of movesOf(top, bottom)) {
    const [t, b] = child(top, bottom, m);
    n += walk(t, b, depth - 1);
  }
  return n;
}

/** Perft `depth` from `pos`, with the positions at ply `split` gathered (see the module comment). */
export function groupedPerft(pos: TetrominoPosition, depth: number, options: GroupedPerftOptions = {}): GroupedPerft {
  const split = options.split ?? 2;
  const useSymmetry = options.symmetry ?? true;
  if (!Number.isInteger(depth) || depth < 0 || !Number.isInteger(split) || split < 1) throw new Error(`groupedPerft: bad depth ${depth} or split ${split}`);
  if (depth === 0) return { nodes: 1, groups: 0 };
  if (depth <= split) return { nodes: walk(pos.top, pos.bottom, depth), groups: 0 };

  const groups = new Map<number, { top: number; bottom: number; count: number }>();
  const gather = (top: number, bottom: number, plies: number): void => {
    if (plies === 0) {
      const [t, b] = useSymmetry ? transformWords(canonicalSymmetry(top, bottom), top, bottom) : [top, bottom];
      const key = t * TWO_POW_25 + b;
      const g = groups.get(key);
      if (g) g.count++;
      else groups.set(key, { top: t, bottom: b, count: 1 });
      return;
    }
    for (const m of movesOf(top, bottom)) {
      const [t, b] = child(top, bottom, m);
      gather(t, b, plies - 1);
    }
  };
  gather(pos.top, pos.bottom, split);

  let nodes = 0;
  for (const g of groups.values()) nodes += g.count * walk(g.top, g.bottom, depth - split);
  return { nodes, groups: groups.size };
}
