/**
 * @packageDocumentation
 * Computer against computer, the course's experiment: each side is a depth
 * and a static evaluation, and whole games show whether "une recherche avec
 * une profondeur plus importante gagne en moyenne plus souvent contre une
 * profondeur moins importante", and whether, "à profondeur de recherche
 * égale, la fonction d'évaluation est ce qui fait la différence".
 *
 * A side plays `chooseMove`: the exact depth-limited value of every column
 * (alpha-beta, same values as min-max), and a seeded random pick among the
 * best, as the course asks. Game i of a duel uses the generator seeded with
 * `seed + i` for both sides' picks, and side A moves first in the even games,
 * side B in the odd ones; so a duel is reproducible move for move.
 *
 * The evaluations, all from the side to move and all on the scale of
 * `score.ts` (a finished game ±(WIN_BASE + exact score), so a faster win is
 * preferred; guesses strictly inside ±WIN_BASE):
 * - `windows`: the open windows of `evaluate.ts`;
 * - `cells`: every stone weighted by the number of windows through its
 *   cell (a centre cell lies on more lines), mine minus the opponent's;
 * - `none`: no knowledge, 0 until the game ends (only the search plays).
 */

import { pick, seededRandom, type Random } from '../../core/random.ts';
import type { Score } from '../../core/score.ts';
import { analyzeMoves } from '../../search/choose.ts';
import type { Evaluate, Shortcut } from '../../search/types.ts';
import { connect4 } from './connect4.ts';
import { evaluate, windows } from './evaluate.ts';
import type { Layout } from './layout.ts';
import type { Connect4Position } from './position.ts';
import { WIN_BASE, winScore } from './score.ts';

export const EVALUATION_IDS = ['windows', 'cells', 'none'] as const;
export type EvaluationId = (typeof EVALUATION_IDS)[number];

const MAX_GUESS = WIN_BASE - 1;

/** For each word of the layout, per bit: the number of windows through that cell. */
function cellWeights(l: Layout): number[][] {
  const w = windows(l);
  const out = Array.from({ length: l.words }, () => new Array<number>(32).fill(0));
  for (let i = 0; i < w.length; i += l.words) {
    for (let word = 0; word < l.words; word++) {
      for (let bit = 0; bit < 32; bit++) if (w[i + word] & (1 << bit)) out[word][bit]++;
    }
  }
  return out;
}

const WEIGHTS = new WeakMap<Layout, number[][]>();

/** The sum of the cell weights of a set of stones. */
function weightOf(l: Layout, stones: readonly number[]): number {
  let table = WEIGHTS.get(l);
  if (table === undefined) WEIGHTS.set(l, (table = cellWeights(l)));
  let sum = 0;
  for (let word = 0; word < l.words; word++) {
    for (let s = stones[word]; s !== 0; s &= s - 1) sum += table[word][31 - Math.clz32(s & -s)];
  }
  return sum;
}

/** A finished game's value from the side to move, or undefined while it goes on. */
function finished(p: Connect4Position): Score | undefined {
  if (p.won) return -(WIN_BASE + winScore(p.layout.size, p.moves));
  if (p.moves === p.layout.size) return 0;
  return undefined;
}

export const EVALUATIONS: Readonly<Record<EvaluationId, Evaluate<Connect4Position>>> = Object.freeze({
  windows: evaluate,
  cells: (p) => {
    const end = finished(p);
    if (end !== undefined) return end;
    const other = p.current.map((c, i) => p.mask[i] ^ c);
    const guess = weightOf(p.layout, p.current) - weightOf(p.layout, other);
    return Math.max(-MAX_GUESS, Math.min(MAX_GUESS, guess));
  },
  none: (p) => finished(p) ?? 0,
});

/** One side of a duel. */
export interface Contender {
  /** Plies searched, the move itself included (1: look one move ahead). */
  depth: number;
  evaluation: EvaluationId;
}

export const contenderName = (c: Contender): string => `${c.evaluation}@${c.depth}`;

/**
 * Plays one game from the empty board; `random` breaks ties for both sides. `nodes`: positions both sides searched.
 * `shortcut` is handed to every search (the tasks count positions with it, to hold a match to its budget).
 */
export function playDuelGame(
  layout: Layout,
  first: Contender,
  second: Contender,
  random: Random,
  shortcut?: Shortcut<Connect4Position>,
): { moves: string; winner: 0 | 1 | null; nodes: number } {
  const game = connect4(layout.config);
  let p = game.initial();
  let nodes = 0;
  while (!p.isOver) {
    const side = p.toMove === 0 ? first : second;
    const { best, stats } = analyzeMoves(game, p, { depth: side.depth, evaluate: EVALUATIONS[side.evaluation], shortcut });
    nodes += stats.nodes;
    p = game.play(p, pick(random, best));
  }
  return { moves: p.path, winner: p.won ? (((p.moves - 1) & 1) as 0 | 1) : null, nodes };
}

export interface DuelGame {
  /** The game as moves from the empty board (no size prefix). */
  moves: string;
  /** Who moved first. */
  first: 'a' | 'b';
  /** Who won, or null for a draw. */
  winner: 'a' | 'b' | null;
  /** Positions searched by both sides in this game. */
  nodes: number;
}

/** Wins of A, wins of B, draws. */
interface DuelTally {
  a: number;
  b: number;
  draws: number;
}

export interface DuelResult {
  a: Contender;
  b: Contender;
  games: DuelGame[];
  total: DuelTally;
  /** The same, split by who moved first. */
  aFirst: DuelTally;
  bFirst: DuelTally;
}

const tally = (games: readonly DuelGame[]): DuelTally => ({
  a: games.filter((g) => g.winner === 'a').length,
  b: games.filter((g) => g.winner === 'b').length,
  draws: games.filter((g) => g.winner === null).length,
});

/**
 * `games` games between A and B, A first in the even ones, game i seeded with
 * `seed + i`. `onGame` hears of each game as it ends (a worker reports
 * progress with it).
 */
export function duel(
  layout: Layout,
  a: Contender,
  b: Contender,
  games: number,
  seed = 1,
  onGame?: (game: DuelGame, index: number) => void,
  shortcut?: Shortcut<Connect4Position>,
): DuelResult {
  const played: DuelGame[] = [];
  for (let i = 0; i < games; i++) {
    const aFirst = i % 2 === 0;
    const r = playDuelGame(layout, aFirst ? a : b, aFirst ? b : a, seededRandom(seed + i), shortcut);
    const firstWon = r.winner === 0;
    const winner = r.winner === null ? null : firstWon === aFirst ? 'a' : 'b';
    const g: DuelGame = { moves: r.moves, first: aFirst ? 'a' : 'b', winner, nodes: r.nodes };
    played.push(g);
    onGame?.(g, i);
  }
  return {
    a,
    b,
    games: played,
    total: tally(played),
    aFirst: tally(played.filter((g) => g.first === 'a')),
    bFirst: tally(played.filter((g) => g.first === 'b')),
  };
}
