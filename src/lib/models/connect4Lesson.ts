/**
 * @packageDocumentation
 * What the Connect Four lesson's cells compute and say, as pure functions
 * (no DOM): values in words, the sides of a game between people and
 * computers, taking a move back, the course's example game, the rows of the
 * road table. The islands draw; this decides.
 */

import { unwrap } from '../../engine/core/result.ts';
import { parseMoves, writeMoves } from '../../engine/games/connect4/notation.ts';
import { popcount32 } from '../../engine/core/bits.ts';
import { openWindowBalance, windows } from '../../engine/games/connect4/evaluate.ts';
import { play, playerStones, type Connect4Position } from '../../engine/games/connect4/position.ts';
import { Connect4Solver } from '../../engine/games/connect4/solver.ts';
import { WIN_BASE, winningStone } from '../../engine/games/connect4/score.ts';
import type { Connect4Words } from '../../i18n/messages/connect4/en.ts';
import { messages } from '../../i18n/messages.ts';
import { signedScore } from '../games/score.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';

/**
 * The course's example game ("Exemple de déroulement du jeu"), as its
 * transcript gives it: three columns, three rows (its first board draws four,
 * its later ones three), three in a row (the winning line is a diagonal of
 * three; the course never states K). Paul, "Joueur 2", plays O and moves
 * first; Pierre, "Joueur 1", plays X.
 */
export const COURSE_GAME = Object.freeze({
  position: '3x3k3:1332213',
  /** Names in the order of play: the first player, then the second. */
  names: Object.freeze(['Paul', 'Pierre'] as const),
  /** The course's marks for them. */
  marks: Object.freeze(['O', 'X'] as const),
});

export interface CourseGameStep {
  /** Moves played so far (0..7). */
  readonly ply: number;
  /** The position after them, in the notation. */
  readonly position: string;
  /** The move that led here: who played which column (1-based); absent at the start. */
  readonly move?: { readonly player: 0 | 1; readonly column: number };
  /** The exact score for the side to move, and its best columns (1-based): the solver's. */
  readonly score: number;
  readonly best: readonly number[];
  readonly over: boolean;
  /** What the step says: who has won, or who moves and what the solver says with best play. */
  readonly verdict: string;
}

/** A step of the course's game in words: who has won and with which stone, or who moves and what best play gives. */
function courseVerdict(p: Connect4Position, ply: number, score: number, best: readonly number[], t: Connect4Words): string {
  const { names } = COURSE_GAME;
  if (p.won) return t.course.won(names[(ply - 1) % 2], t.ordinal(Math.ceil(ply / 2)));
  const winner = score > 0 ? p.toMove : 1 - p.toMove;
  const withBestPlay = score === 0 ? t.draw : t.course.winsWith(names[winner], t.ordinal(winningStone(p.layout.size, winner as 0 | 1, score)));
  return t.course.toMove(names[p.toMove], withBestPlay, best.length, best.join(', '));
}

/** Every position of the course's game, each solved exactly (a 3×3 board: a few hundred positions in all). */
export function courseGameSteps(t: Connect4Words = messages().connect4): CourseGameStep[] {
  const end = unwrap(parseMoves(COURSE_GAME.position));
  const solver = new Connect4Solver(end.layout, { tableBits: 12 });
  const steps: CourseGameStep[] = [];
  let p = unwrap(parseMoves(`${COURSE_GAME.position.split(':')[0]}:`));
  for (let ply = 0; ; ply++) {
    const s = solver.solve(p);
    const last = ply === 0 ? undefined : { player: ((ply - 1) % 2) as 0 | 1, column: Number(p.path[ply - 1]) };
    const best = s.best.map((c) => c + 1);
    steps.push({ ply, position: writeMoves(p), ...(last ? { move: last } : {}), score: s.score, best, over: p.isOver, verdict: courseVerdict(p, ply, s.score, best, t) });
    if (ply === end.moves) return steps;
    p = play(p, Number(end.path[ply]) - 1);
  }
}

/**
 * The first move of a game that changes its result for the player who made
 * it (a draw or a win thrown away), with the columns that would have kept it;
 * null when every move kept the result.
 */
export function firstMistake(steps: readonly CourseGameStep[]): { ply: number; player: 0 | 1; column: number; better: readonly number[] } | null {
  for (let i = 1; i < steps.length; i++) {
    const before = steps[i - 1];
    const after = steps[i];
    // Scores are from the side to move: the mover's score after its move is minus the next score.
    if (0 - after.score < before.score) return { ply: i, player: after.move!.player, column: after.move!.column, better: before.best };
  }
  return null;
}

export interface WindowTally {
  /** Open windows (k aligned cells holding stones of this player only) by stones in them: index n = n stones. */
  readonly first: readonly number[];
  readonly second: readonly number[];
  /** The weighted balance for the first player (weights 4^(n-1)), as `evaluate.ts` sums it. */
  readonly balance: number;
}

/** The open windows of each player, counted by stones, and their weighted balance: the evaluation, taken apart. */
export function windowTally(p: Connect4Position): WindowTally {
  const l = p.layout;
  const all = windows(l);
  const first = playerStones(p, 0);
  const second = playerStones(p, 1);
  const a = new Array<number>(l.k + 1).fill(0);
  const b = new Array<number>(l.k + 1).fill(0);
  for (let i = 0; i < all.length; i += l.words) {
    let x = 0;
    let o = 0;
    for (let w = 0; w < l.words; w++) {
      x += popcount32(first[w] & all[i + w]);
      o += popcount32(second[w] & all[i + w]);
    }
    if (o === 0 && x > 0) a[x]++;
    else if (x === 0 && o > 0) b[o]++;
  }
  return { first: a, second: b, balance: openWindowBalance(l, first, second) };
}

/** A move's value at a depth in a few characters: "wins", "loses", or the guess ("+4"). */
export const shortValue = (v: number, t: Connect4Words = messages().connect4): string => (v >= WIN_BASE ? t.shortWins : v <= -WIN_BASE ? t.shortLoses : signedScore(v));

/** Against the previous step of the road: how many times fewer positions and how much less time (over 1: better). */
export interface StepComparison {
  readonly positions: number | null;
  readonly time: number | null;
}

export function compareSteps(previous: { nodes: number; ms: number } | undefined, current: { nodes: number; ms: number }): StepComparison {
  if (!previous) return { positions: null, time: null };
  return {
    positions: current.nodes > 0 ? previous.nodes / current.nodes : null,
    time: current.ms > 0 && previous.ms > 0 ? previous.ms / current.ms : null,
  };
}

/**
 * "17× fewer", "1.6× more", "same": a ratio of the previous step's cost to
 * this one's, its number written the `locale`'s way ("1,6× moins").
 */
export function ratioWords(r: number | null, fewer = 'fewer', more = 'more', same = 'same', locale: Locale = 'en'): string {
  if (r === null || !Number.isFinite(r)) return '–';
  if (Math.abs(r - 1) < 0.005) return same;
  const x = r >= 1 ? r : 1 / r;
  const shown = x >= 100 ? formatNumber(locale, Math.round(x)) : x >= 10 ? formatNumber(locale, x, 0) : formatNumber(locale, x, 1);
  return `${shown}× ${r >= 1 ? fewer : more}`;
}
