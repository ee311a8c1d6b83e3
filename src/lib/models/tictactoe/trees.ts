/**
 * @packageDocumentation
 * The game tree of tic-tac-toe below a root, as lesson 1's tree explorer
 * shows it, in two versions: the course's tree (`nextPositions`, which plays
 * on after a win) and the tree where a won position has no children (the
 * engine's rules). Pure functions over the engine's lazy trees:
 * - `levelCounts`: positions per level, equal boards merged (fast);
 * - `sampleLevel`: the first positions of a level, grown lazily, with how
 *   many positions had to list their moves;
 * - `walkLevels`: every node of the tree, one generator step at a time (the
 *   level of each), for the node-by-node walk.
 */

import { popcount32 } from '../../../engine/core/bits.ts';
import { nextPositions, occupied, type Packed } from '../../../engine/games/tictactoe/board19.ts';
import { writeBoard } from '../../../engine/games/tictactoe/notation.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { gameTree, prune } from '../../../engine/search/lazyTree.ts';
import { atLevel, levels } from '../../../engine/search/lazyWalk.ts';
import { countLevels } from '../../../engine/search/levelCounts.ts';

export type TreeKind = 'course' | 'wins';

const stopAtWins = (p: Packed): Packed[] => tictactoe.legalMoves(p).map((m) => tictactoe.play(p, m));
const SUCCESSORS: Record<TreeKind, (p: Packed) => Packed[]> = { course: nextPositions, wins: stopAtWins };

/** How deep a tree below `root` goes: one level per empty cell. */
export const maxTreeDepth = (root: Packed): number => 9 - popcount32(occupied(root));

/** Positions per level below `root` (level 0 is the root), in both trees. */
export const levelCounts = (root: Packed): Record<TreeKind, number[]> => ({
  course: countLevels(root, nextPositions, (p) => p).nodes,
  wins: countLevels(root, stopAtWins, (p) => p).nodes,
});

/** The first `n` positions of level `depth` (as board texts), and how many positions listed their moves to find them. */
export function sampleLevel(root: Packed, depth: number, kind: TreeKind, n: number): { boards: string[]; expanded: number } {
  let expanded = 0;
  const counting = (p: Packed) => {
    expanded++;
    return SUCCESSORS[kind](p);
  };
  const boards: string[] = [];
  for (const p of atLevel(gameTree(tictactoe, root, counting), depth)) {
    boards.push(writeBoard(p));
    if (boards.length >= n) break;
  }
  return { boards, expanded };
}

/** The level of every node of the tree cut at `depth`, in walking order. */
export const walkLevels = (root: Packed, depth: number, kind: TreeKind): Iterator<number> => levels(prune(gameTree(tictactoe, root, SUCCESSORS[kind]), depth));
