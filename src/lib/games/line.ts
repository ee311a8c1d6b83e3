/**
 * @packageDocumentation
 * The kit of the one-dimensional game of the Connect Four course (a row of
 * cells, three in a row wins, crosses move first), so cells never reach into
 * the engine.
 *
 * - Positions: rows as text, `x`, `o` or `.` per cell (`o...x`, the course's
 *   figure 1): `parseRow`/`writeRow`.
 * - Moves for people: a move is a cell, numbered from 0 at the left, as the
 *   row's text and the engine number it: `cellOf` reads one.
 * - Sides: `sideToMove` in the course's words (crosses, noughts).
 * - Requests to the worker: `tieBreak` (the seeded choice among equal best
 *   moves, counted), `choose` (the generic engine at a depth).
 */

import type { Result } from '../../engine/core/result.ts';
import { line, type LinePosition } from '../../engine/games/line/line.ts';
import { taskJob } from '../jobs/requests.ts';

export type { LinePosition } from '../../engine/games/line/line.ts';
export type { ChooseOutput, TieBreakOutput } from '../../engine/tasks/index.ts';
export { signedScore } from './score.ts';

export const parseRow = (text: string): Result<LinePosition> => line.parse(text);
export const writeRow = (p: LinePosition): string => line.write(p);

/** The cell a move names (the engine's moves are cells, written as numbers). */
export const cellOf = (move: string | number): number => Number(move);

/** The side to move, in the course's words. */
export const sideToMove = (p: LinePosition): 'crosses' | 'noughts' => (line.players[line.toMove(p)] === 'X' ? 'crosses' : 'noughts');

/** The seeded choice among equal best moves, `runs` times from seed `seed` on, counted. */
export const tieBreak = (position: string, runs: number, seed: number) => taskJob('tieBreak', { game: 'line', position, runs, seed });

/** The generic engine's values of every move at a depth (or to the end), and its seeded pick among the best. */
export const choose = (position: string, input: { readonly depth?: number; readonly seed?: number } = {}) => taskJob('choose', { game: 'line', position, ...input });
