/**
 * @packageDocumentation
 * Whole games between the perfect engine (`perfectPlay.ts`) and an opponent,
 * with the time of every engine move: what the play benchmark runs, in Node
 * and in a browser's Web Worker, and what the tests use to check that the
 * engine keeps its score from the first move to the last.
 */

import { pick, seededRandom, type Random } from '../../core/random.ts';
import { chooseMove } from '../../search/choose.ts';
import type { OpeningBook } from './book.ts';
import { connect4 } from './connect4.ts';
import type { Layout } from './layout.ts';
import { perfectMove } from './perfectPlay.ts';
import { canPlay, emptyPosition, isWinningMove, play, type Connect4Position } from './position.ts';
import { Connect4Solver } from './solver.ts';

/** The opponent's column in `p`. */
export type Opponent = (p: Connect4Position) => number;

/** Any legal column, uniformly. */
export const randomOpponent = (random: Random): Opponent => (p) =>
  pick(random, [...Array(p.layout.width).keys()].filter((c) => canPlay(p, c)));

/**
 * A fair club player: wins at once when it can, otherwise the best column of
 * an alpha-beta search `depth` plies deep with the course's heuristic.
 */
function heuristicOpponent(layout: Layout, depth: number, random: Random): Opponent {
  const game = connect4(layout.config);
  return (p) => {
    for (let c = 0; c < layout.width; c++) if (canPlay(p, c) && isWinningMove(p, c)) return c;
    return chooseMove(game, p, { depth, random }) as number;
  };
}

/**
 * The engine's equal: perfect play from its own solver and the same book, a
 * seeded pick among the best columns out of the book. Against it the positions
 * stay balanced, the hardest for the engine (the others blunder early).
 */
function perfectOpponent(solver: Connect4Solver, book: OpeningBook | null, random: Random): Opponent {
  let previous: number | undefined;
  return (p) => {
    const m = perfectMove(p, solver, book, random, previous);
    previous = m.score;
    return m.column;
  };
}

interface EngineMoveRecord {
  /** Stones on the board before the move. */
  ply: number;
  column: number;
  /** The exact score the engine saw, for the side to move (the engine). */
  score: number;
  fromBook: boolean;
  nodes: number;
  ms: number;
}

export interface GameRecord {
  /** The game as a move string. */
  moves: string;
  /** 0: the engine moved first. */
  engineSide: 0 | 1;
  /** Player 0 or 1, or null for a draw. */
  winner: 0 | 1 | null;
  engineMoves: EngineMoveRecord[];
}

export interface MatchSetup {
  layout: Layout;
  solver: Connect4Solver;
  book: OpeningBook | null;
  /** For the engine's choice among equal best moves out of the book. */
  random: Random;
  /** Milliseconds (`performance.now`: the engine itself has no clock). */
  clock: () => number;
}

/** Plays one game to the end; the engine plays `engineSide`. */
export function playGame(setup: MatchSetup, engineSide: 0 | 1, opponent: Opponent): GameRecord {
  const { layout, solver, book, random, clock } = setup;
  let p = emptyPosition(layout);
  const engineMoves: EngineMoveRecord[] = [];
  while (!p.isOver) {
    let column: number;
    if (p.toMove === engineSide) {
      const t0 = clock();
      const m = perfectMove(p, solver, book, random, engineMoves.at(-1)?.score);
      engineMoves.push({ ply: p.moves, column: m.column, score: m.score, fromBook: m.fromBook, nodes: m.nodes, ms: clock() - t0 });
      column = m.column;
    } else column = opponent(p);
    p = play(p, column);
  }
  const winner = p.won ? (((p.moves - 1) % 2) as 0 | 1) : null;
  return { moves: p.path, engineSide, winner, engineMoves };
}

type OpponentName = 'random' | 'heuristic' | 'perfect';

/** One game of a match: the opponent, the engine's side, the seed. */
export interface MatchGame {
  opponent: OpponentName;
  engineSide: 0 | 1;
  seed: number;
}

/** Every opponent, both sides, seeds 1..`games`. */
export function matchSchedule(games: number): MatchGame[] {
  const out: MatchGame[] = [];
  for (const opponent of ['random', 'heuristic', 'perfect'] as const)
    for (const engineSide of [0, 1] as const) for (let seed = 1; seed <= games; seed++) out.push({ opponent, engineSide, seed });
  return out;
}

/**
 * Plays a schedule with one solver whose table is emptied before each game
 * (a page opened fresh) and kept within it. The opponents are seeded by the
 * game (the perfect one has a solver of its own), so a run is reproducible
 * move for move (times aside).
 */
export function playMatch(layout: Layout, book: OpeningBook | null, schedule: readonly MatchGame[], clock: () => number): GameRecord[] {
  const solver = new Connect4Solver(layout);
  let rival: Connect4Solver | undefined;
  return schedule.map(({ opponent, engineSide, seed }) => {
    solver.reset();
    const rnd = seededRandom(1000 * seed + engineSide);
    let opp: Opponent;
    if (opponent === 'random') opp = randomOpponent(rnd);
    else if (opponent === 'heuristic') opp = heuristicOpponent(layout, 4, rnd);
    else {
      rival ??= new Connect4Solver(layout);
      rival.reset();
      opp = perfectOpponent(rival, book, rnd);
    }
    return playGame({ layout, solver, book, random: seededRandom(seed), clock }, engineSide, opp);
  });
}
