/**
 * @packageDocumentation
 * Helpers for exercises on a game's positions: a position reached by random
 * play from a seed (so it is one a game can reach), and answers that are a
 * set of moves (any best move is right).
 */

import type { Game, Move } from '../../../engine/core/game.ts';
import { engineError, err, type Result } from '../../../engine/core/result.ts';
import type { ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { messages } from '../../../i18n/messages.ts';
import type { Verdict } from './types.ts';
import { randomInt, type Random } from '../../../engine/core/random.ts';
import { randomPlay } from '../../../engine/core/playout.ts';

/** Draws positions until one passes `keep` (a bounded number of tries: the seeds used are checked by tests). */
export function drawPosition<P>(draw: (attempt: number) => P, keep: (p: P) => boolean, tries = 500): P {
  for (let i = 0; i < tries; i++) {
    const p = draw(i);
    if (keep(p)) return p;
  }
  throw new Error(`no position passed the exercise's test in ${tries} tries`);
}

/** A position `lo` to `hi` random moves into a game of `game` that passes `keep` (drawn again until one does). */
export const playedPosition = <P>(game: Game<P>, rnd: Random, [lo, hi]: readonly [number, number], keep: (p: P) => boolean, tries?: number): P =>
  drawPosition(() => randomPlay(game, rnd, randomInt(rnd, lo, hi)), keep, tries);

/** The moves of a set, as the notation writes them. */
export const moveList = <P>(game: Game<P>, p: P, moves: readonly Move[]): string => moves.map((m) => game.formatMove(m, p)).join(', ');

/**
 * Reads one legal move in the game's notation; `say` words the rules' error in the page's language
 * by its code (null keeps the rules' own message, English).
 */
export function readMove<P>(game: Game<P>, p: P, text: string, say: (code: string, text: string) => string | null = () => null): Result<Move> {
  const r = game.parseMove(text.trim(), p);
  if (r.ok) return r;
  const message = say(r.error.code, text.trim());
  return message === null ? r : err(engineError(r.error.code, message));
}

/** A move answer: right when it is one of `best`. */
export function moveVerdict<P>(
  game: Game<P>,
  p: P,
  given: Move,
  best: readonly Move[],
  why: (m: Move) => string,
  w: ExercisesWords['positions'] = messages().exercises.positions,
): Verdict {
  const name = game.formatMove(given, p);
  return best.includes(given)
    ? { right: true, message: w.right(name, best.length > 1 ? moveList(game, p, best.filter((m) => m !== given)) : '') }
    : { right: false, message: w.wrong(name, why(given)) };
}
