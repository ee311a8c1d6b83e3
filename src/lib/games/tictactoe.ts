/**
 * @packageDocumentation
 * The tic-tac-toe kit: everything the page side knows about tic-tac-toe, so
 * cells never reach into the engine.
 *
 * - Positions: boards as nine characters in reading order (`x`, `o`, `.`),
 *   the notation of the fields and the links; the engine's position is a
 *   19-bit integer (`board19.ts`), `Packed`. `parseBoard`/`writeBoard`.
 * - Setups (boards being edited, maybe impossible), in the page's words:
 *   `EMPTY_BOARD`, `normaliseBoard`, `setMark`, `nextMark`, `stonesOf`,
 *   `lineCells`, and `checkSetup`, which says who is to move or
 *   names the problem (in the X/O words or the OCaml course's crosses and
 *   noughts, `Vocabulary`).
 * - Moves for people: a move is a cell 0..8 in reading order, written as its
 *   number (`moveName`, `cellOf`); `CELL_NAMES` says it, `cellLabel` numbers
 *   it in the courses' three numberings.
 * - Sides: `sideToMove` (`x` or `o`, the one way to ask), `SIDE_MARKS`;
 *   display scores with `signedScore`.
 * - Searches of the lessons: `analyze` (minimax, every move scored for
 *   crosses), the trees of lesson 1 (`levelCounts`, `sampleLevel`,
 *   `walkLevels`); the request `choose` (the generic engine in the worker).
 * - The bit layouts the lessons take apart are in `tictactoeBits.ts`.
 */

import { turnOf, type Packed } from '../../engine/games/tictactoe/board19.ts';
import { writeBoard } from '../../engine/games/tictactoe/notation.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import { unwrap, type Result } from '../../engine/core/result.ts';
import { taskJob } from '../jobs/requests.ts';
import type { Side } from '../models/tictactoe/editing.ts';

export type { Packed } from '../../engine/games/tictactoe/board19.ts';
export type { Mark, Side, SetupCheck, Vocabulary } from '../models/tictactoe/editing.ts';
export type { Numbering } from '../models/tictactoe/cells.ts';
export type { Analysis } from '../models/tictactoe/analysis.ts';
export type { TreeKind } from '../models/tictactoe/trees.ts';
export { EMPTY_BOARD, checkSetup, lineCells, nextMark, normaliseBoard, setMark, stonesOf } from '../models/tictactoe/editing.ts';
export { CELL_NAMES, cellLabel } from '../models/tictactoe/cells.ts';
export { analyze, ocamlList } from '../models/tictactoe/analysis.ts';
export { KIND_WORDS, levelCounts, maxTreeDepth, sampleLevel, walkLevels } from '../models/tictactoe/trees.ts';
export { writeBoard };
export { signedScore } from './score.ts';

/** A board's text as a checked position (the side to move follows from the counts, X first), or the problem. */
export const parseBoard = (text: string): Result<Packed> => tictactoe.parse(text);

/** The position of a board known to be possible (a lesson's example): throws on a bad one. */
export const boardPosition = (text: string): Packed => unwrap(parseBoard(text));

/** A move (a cell) as the engine's answers and the links write it: "4". */
export const moveName = (c: number): string => String(c);

/** The cell a move's name stands for. */
export const cellOf = (move: string | number): number => Number(move);

/** The side to move of a checked position. */
export const sideToMove = (p: Packed): Side => (turnOf(p) === 0 ? 'x' : 'o');

/** The sides as the boards mark them. */
export const SIDE_MARKS: Readonly<Record<Side, string>> = { x: 'X', o: 'O' };

/** The generic engine's values of every move at a depth (or to the end), and its seeded pick among the best. */
export const choose = (position: string, input: { readonly depth?: number; readonly seed?: number } = {}) => taskJob('choose', { game: 'tictactoe', position, ...input });
