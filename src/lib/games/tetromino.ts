/**
 * @packageDocumentation
 * The tetromino kit: everything the page side knows about the course's
 * tetromino game (a 5×8 board, two hands of the five pieces I L O S T), so
 * cells never reach into the engine.
 *
 * - Positions: the notation with the pieces named (`OO...OO... ILST/ILOST`),
 *   held to the rules of a real game by the engine's Setup step:
 *   `parseCheckedSetup` reads a field or a link into a checked setup or an
 *   error naming the cells at fault; `readSetup`, `writeSetupText`, `placeOn`
 *   edit one; `START_NOTATION`, `START_SETUP`, `START`; `setupAfter` and
 *   `textAfter` replay placements from the start; `handsOfText`/`toggleHand`
 *   edit the hands of a text as typed.
 * - Moves for people: a move is a placement, an index into `PLACEMENTS`, named
 *   like `T0@b3` (shape, then the top-left cell of its box): `moveName`,
 *   `moveOf`; `legalPlacements`, `playPlacement`, `ending`; the piece in hand
 *   of the editors (`placing.ts`: `Cursor`, `cursorOf`, `placementOf`...);
 *   a game as a move list in a link: `parseMoveList`/`writeMoveList`.
 * - The board for drawing: `PIECES`, `pieceLetter`, `shapeLetter`, `SHAPES`, `ROWS`, `COLUMNS`,
 *   `cellName` (a1..e8), `isTaken`,
 *   `moverHand`, `otherHand`, `handSize`, `toMove`.
 * - Words: `tetrominoKit.status`, `describeValue`,
 *   `valueWord`, `handText`; display scores with `signedScore`.
 * - Requests to the worker: `solve`, `analyze` (the exact solver); `tetrominoKit`
 *   for the solver cell; `tetrominoPlayIn` for the play cell (the engine solves
 *   each position exactly and plays the solver's move; its note says what the
 *   reader's move before it was worth). The course's own integers are in
 *   `tetrominoCourse.ts`.
 */

import { unwrap } from '../../engine/core/result.ts';
import { COLUMNS, PIECES, ROWS, START, handSize, isTaken, moverHand, otherHand, type TetrominoPosition } from '../../engine/games/tetromino/board40.ts';
import { START_NOTATION } from '../../engine/games/tetromino/notation.ts';
import { COLUMN_LETTERS, PLACEMENTS, placementByName } from '../../engine/games/tetromino/placements.ts';
import { ending, legalPlacements, playPlacement } from '../../engine/games/tetromino/rules.ts';
import { cellName, parseCheckedSetup, placeOn, readSetup, writeSetupText, type CheckedSetup, type TetrominoSetup } from '../../engine/games/tetromino/setup.ts';
import { SHAPES } from '../../engine/games/tetromino/shapes.ts';
import type { SolutionFor } from '../../engine/registry.ts';
import type { TetrominoOptions } from '../../engine/solve/tetromino.ts';
import { tetromino } from '../../engine/games/tetromino/tetromino.ts';
import { mapJob, solverJob } from '../jobs/requests.ts';
import { jobWords } from '../jobs/words.ts';
import { messages } from '../../i18n/messages.ts';
import { formatNumber } from '../../i18n/format.ts';
import { byLocale } from './byLocale.ts';
import { handsOfText, toggleHand } from '../models/tetromino/editing.ts';
import { ownedPieces, parseMoveList, writeMoveList } from '../models/tetromino/play.ts';
import { describeValue, handText, statusOf, valueWord } from '../models/tetromino/words.ts';
import type { PlayKit, SolverKit } from './kit.ts';
import { signedScore } from './score.ts';

export type { TetrominoPosition, Piece } from '../../engine/games/tetromino/board40.ts';
export type { CheckedSetup, SetupProblem, TetrominoSetup } from '../../engine/games/tetromino/setup.ts';
export type TetrominoSolution = SolutionFor<'tetromino'>;
export type { Cursor } from '../models/tetromino/placing.ts';
export {
  COLUMNS,
  PIECES,
  ROWS,
  START,
  handSize,
  isTaken,
  moverHand,
  START_NOTATION,
  COLUMN_LETTERS,
  PLACEMENTS,
  legalPlacements,
  playPlacement,
  parseCheckedSetup,
  writeSetupText,
  cellName,
  SHAPES,
  handsOfText,
  toggleHand,
  ownedPieces,
  parseMoveList,
  writeMoveList,
  valueWord,
};
export {
  cursorOf,
  fittingCounts,
  fittingOfShape,
  flip,
  grabCellOf,
  initialCursor,
  keyAction,
  moveGrabTo,
  pieceOf,
  placementOf,
  rotate,
  takePiece,
} from '../models/tetromino/placing.ts';
export { signedScore } from './score.ts';

/** A placement for people, the solver's answers and the links: "T0@b3". */
export const moveName = (m: number): string => PLACEMENTS[m].name;

/** The letter of a placement's piece: "T" for T0@b3. */
export const pieceLetter = (m: number): string => PIECES[PLACEMENTS[m].piece];

/** The letter of a placement's shape, turned-over pieces included: "J" for J0@a1 (an L turned over). */
export const shapeLetter = (m: number): string => PLACEMENTS[m].shape.name[0];

/** The placement a name stands for, or undefined. */
export const moveOf = (name: string | number): number | undefined => placementByName(String(name));

/** The setup of the start, pieces named. */
export const START_SETUP: TetrominoSetup = unwrap(readSetup(START_NOTATION));

/** The setup after these placements from the start (each must be legal in turn). */
export const setupAfter = (moves: readonly number[]): TetrominoSetup => moves.reduce((s, m) => unwrap(placeOn(s, m)), START_SETUP);

/** The notation after these placements from the start. */
export const textAfter = (moves: readonly number[]): string => writeSetupText(setupAfter(moves));

/** Why placement m cannot be made on setup s, in the engine's words (undefined: it can). */
export function placementProblem(s: TetrominoSetup, m: number): string | undefined {
  const r = placeOn(s, m);
  return r.ok ? undefined : r.error.message;
}

/** The text after the side to move places m on setup s, or undefined when it cannot. */
export function afterPlacement(s: TetrominoSetup, m: number): string | undefined {
  const r = placeOn(s, m);
  return r.ok ? writeSetupText(r.value) : undefined;
}

export const solve = (text: string, options?: TetrominoOptions) => solverJob('solve', 'tetromino', text, options);
const analyze = (text: string, options?: TetrominoOptions) => solverJob('analyze', 'tetromino', text, options);

/** The solver cell's kit in a language (made once per language). */
export const tetrominoKitIn = byLocale((lang): SolverKit<'tetromino', CheckedSetup> => {
  const t = messages(lang).tetromino;
  return {
    game: 'tetromino',
    start: START_NOTATION,
    parse: parseCheckedSetup,
    playable: (p) => ending(p.position) === undefined,
    status: (p) => statusOf(p.position, t),
    words: t.solver,
    // Solves ask for every winning placement.
    defaultOptions: { best: 'all' },
    describe: (p, s) => describeValue(p.position, s.value, t),
    describeBest(p, s) {
      const legal = legalPlacements(p.position).length;
      if (s.value < 0) return t.everyLoses(legal);
      return t.bestOf(s.bestMoves.length, legal, s.value > 0);
    },
    analysisNote: () => t.analysisNote,
    solve,
    analyze,
  };
});

export const tetrominoKit = tetrominoKitIn('en');

/** The play cell's kit: the engine plays the exact solver's move, and says what the reader's move was worth. */
export const tetrominoPlayIn = byLocale((lang): PlayKit<TetrominoPosition, TetrominoSolution> => {
  const t = messages(lang).tetromino;
  const you = messages(lang).play.you;
  const fmt = (n: number) => formatNumber(lang, n);
  return {
    game: 'tetromino',
    settings: [],
    defaults: {},
    rules: () => tetromino,
    computer: [],
    computerDefaults: {},
    seeded: false,
    sides: t.sides,
    separator: ',',
    yourMove: (p, _player, other) => t.youHold(handText(moverHand(p), t), other, handText(otherHand(p), t)),
    won: (p, _winner, loser) => t.cannotPlace(loser, loser === you, handText(moverHand(p), t)),
    draw: () => t.allPlaced,
    ask: (q) => mapJob(solve(textAfter(q.moves), { best: 'one' }), (r) => ({ move: moveOf(r.bestMoves[0])!, said: r })),
    note(r, { who, whom, ms, previous }) {
      const engine = { id: 'engine', text: t.lastSolve(who, fmt(r.nodes), jobWords(lang).ms(ms), signedScore(r.value), whom) };
      if (previous?.by !== 'human') return [engine];
      // The engine's solve after the reader's move says what that move was worth.
      return [{ id: 'feedback', text: t.afterYour(moveName(previous.move), r.value), tone: r.value > 0 ? 'bad' : 'good' }, engine];
    },
  };
});

