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
 *   number (`moveName`, `cellOf`); `cellLabel` numbers it in the courses'
 *   three numberings, the catalogue's `cellNames` say it.
 * - Sides: `sideToMove` (`x` or `o`, the one way to ask), `SIDE_MARKS`;
 *   display scores with `signedScore`.
 * - Searches of the lessons: `analyze` (minimax, every move scored for
 *   crosses), the trees of lesson 1 (`levelCounts`, `sampleLevel`,
 *   `walkLevels`); the request `choose` (the generic engine in the worker).
 * - The play cell's kit, `tictactoePlay`: the engine scores every move with
 *   alpha-beta at the chosen depth (with the recursion course's shortcuts if
 *   asked) and picks one of the best from the seed, in the page (a few
 *   milliseconds); its note says what it expected and how many positions it
 *   searched.
 * - The bit layouts the lessons take apart are in `tictactoeBits.ts`.
 */

import { turnOf, type Packed } from '../../engine/games/tictactoe/board19.ts';
import { writeBoard } from '../../engine/games/tictactoe/notation.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import { unwrap, type Result } from '../../engine/core/result.ts';
import { localJob, taskJob } from '../jobs/requests.ts';
import { engineMove, type EngineChoice } from '../models/tictactoe/analysis.ts';
import { cellLabel, type Numbering } from '../models/tictactoe/cells.ts';
import type { Side, Vocabulary } from '../models/tictactoe/editing.ts';
import type { PlayKit } from './kit.ts';
import { messages } from '../../i18n/messages.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { signedScore } from './score.ts';

export type { Packed } from '../../engine/games/tictactoe/board19.ts';
export type { Mark, Side, Vocabulary } from '../models/tictactoe/editing.ts';
export type { Numbering } from '../models/tictactoe/cells.ts';
export type { EngineChoice } from '../models/tictactoe/analysis.ts';
export type { TreeKind } from '../models/tictactoe/trees.ts';
export { EMPTY_BOARD, checkSetup, lineCells, nextMark, normaliseBoard, setMark, stonesOf } from '../models/tictactoe/editing.ts';
export { cellLabel } from '../models/tictactoe/cells.ts';
export { analyze, ocamlList } from '../models/tictactoe/analysis.ts';
export { levelCounts, maxTreeDepth, sampleLevel, walkLevels } from '../models/tictactoe/trees.ts';
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

/** The play cell's kit: cells named in the lesson's numbering, sides in its vocabulary, the shortcuts if asked; words in `lang`. */
export function tictactoePlay(o: { numbering: Numbering; vocabulary: Vocabulary; shortcuts: boolean }, lang: Locale = 'en'): PlayKit<Packed, EngineChoice> {
  const t = messages(lang).tictactoe;
  const engine = messages(lang).play.engine;
  const fmt = (n: number) => formatNumber(lang, n);
  const cell = (c: number) => t.cell(t.cellNames[c], String(cellLabel(c, o.numbering)), o.numbering === 'coords');
  const sides = t.sides[o.vocabulary === 'xo' ? 'xo' : 'cross-nought'];
  return {
    game: 'tictactoe',
    settings: [],
    defaults: {},
    rules: () => tictactoe,
    computer: [{ key: 'depth', label: t.depth, options: () => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => [d, t.plies(d)] as const) }],
    computerDefaults: { depth: 9 },
    seeded: true,
    sides,
    moveName: (c) => cellLabel(c, o.numbering),
    separator: ',',
    yourMove: (_p, player) => t.youPlay(sides[player]),
    won: (_p, _w, loser) => t.threeInARow(loser === engine),
    draw: () => t.draw,
    ask: (q) =>
      localJob(() => {
        const c = engineMove(q.position, Number(q.computer.depth), q.gameSeed, o.shortcuts)!;
        return { move: c.move, said: c };
      }),
    note(c, { who, ply, computer }) {
      // The search reached the end if the depth covered every free cell.
      const exact = Number(computer.depth) >= 9 - ply;
      const verdict = c.score >= 10 ? t.toWin : c.score <= -10 ? t.toLose : c.score === 0 && exact ? t.aDraw : t.heuristic(signedScore(c.score, '-'));
      const choice = c.best.length === 1 ? t.onlyBest : t.amongBest(c.best.length);
      const without = c.nodesWithout === undefined ? '' : t.without(fmt(c.nodesWithout));
      return [{ id: 'engine', text: t.played(who, cell(c.move), verdict, choice, fmt(c.nodes), without) }];
    },
  };
}
