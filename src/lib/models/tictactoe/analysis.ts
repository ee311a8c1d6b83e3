/**
 * @packageDocumentation
 * What the lesson islands ask the engine about a tic-tac-toe position, as
 * pure functions (no DOM, no CSS), so that component tests and end-to-end
 * tests can compute the expected answers with the same code:
 * - `analyze`: minimax at a depth, every move scored, from crosses' side (the
 *   OCaml course's convention: crosses maximise);
 * - `engineMove`: the move the engine plays, chosen at random among the best
 *   with a seed that depends on the game so far, so a link replays a game.
 */

import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { analyzeMoves } from '../../../engine/search/choose.ts';
import { minimax } from '../../../engine/search/minimax.ts';
import { pick, seededRandom } from '../../../engine/core/random.ts';
import { forcedBlock, knownValue } from '../../../engine/games/tictactoe/shortcuts.ts';
import type { Side } from './editing.ts';

/** An OCaml list of cell numbers, as the course's `free_moves` prints it. */
export const ocamlList = (xs: readonly number[]) => `[${xs.join('; ')}]`;

export interface Analysis {
  /** Minimax value for crosses at the chosen depth. */
  value: number;
  nodes: number;
  /** Per reading-order cell: the value for crosses of playing there, or null. */
  moves: (number | null)[];
  /** Best cells for the side to move (reading order, 9-bit set). */
  best: number;
}

/** Minimax at `depth` on a checked position, every move scored for crosses. */
export function analyze(packed: number, toMove: Side, depth: number): Analysis {
  const root = minimax(tictactoe, packed, { depth });
  const moves: (number | null)[] = Array(9).fill(null);
  let best = 0;
  if (tictactoe.legalMoves(packed).length > 0) {
    const a = analyzeMoves(tictactoe, packed, { depth });
    for (const mv of a.moves) moves[mv.move] = toMove === 'x' ? mv.score : 0 - mv.score;
    for (const m of a.best) best |= 1 << m;
  }
  return { value: root.score, nodes: root.stats.nodes, moves, best };
}

/** The choice the engine makes in a position, with what it saw. */
export interface EngineChoice {
  move: number;
  /** Value of the position for the engine (the side to move): +10 win, 0 draw, −10 loss, or a heuristic. */
  score: number;
  /** Every move as good as the chosen one. */
  best: number[];
  /** Positions the search visited to decide. */
  nodes: number;
  /** Positions the same search visits without the shortcuts (only when `shortcuts` is on). */
  nodesWithout?: number;
}

/** A seed for one decision: the game's seed mixed with the position, so replaying a game replays its choices. */
const decisionSeed = (seed: number, packed: number): number => (Math.imul(seed >>> 0, 0x9e3779b1) ^ packed) >>> 0;

/**
 * The engine's move: every legal move scored at `depth` (alpha-beta, exact
 * values), then one of the best picked with a seeded generator. With
 * `shortcuts`, the recursion course's shortcuts skip positions (same values).
 * Null when the game is over.
 */
export function engineMove(packed: number, depth: number, seed: number, shortcuts = false): EngineChoice | null {
  const options = shortcuts ? { depth, shortcut: knownValue, order: forcedBlock } : { depth };
  const a = analyzeMoves(tictactoe, packed, options);
  if (a.best.length === 0) return null;
  const move = pick(seededRandom(decisionSeed(seed, packed)), a.best);
  const choice: EngineChoice = { move, score: a.score, best: a.best, nodes: a.stats.nodes };
  if (shortcuts) choice.nodesWithout = analyzeMoves(tictactoe, packed, { depth }).stats.nodes;
  return choice;
}
