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
 * - Words: `SIDES` (first and second player), `tetrominoKit.status`, `describeValue`,
 *   `valueWord`, `handText`; display scores with `signedScore`.
 * - Requests to the worker: `solve`, `analyze` (the exact solver); `tetrominoKit`
 *   for the solver cell; `tetrominoPlay` for the play cell (the engine solves
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
import { formatMs } from '../jobs/words.ts';
import { handsOfText, toggleHand } from '../models/tetromino/editing.ts';
import { ownedPieces, parseMoveList, writeMoveList } from '../models/tetromino/play.ts';
import { PLAYERS, describeValue, handText, statusOf, valueWord } from '../models/tetromino/words.ts';
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

/** The two sides, by player (0 places first). */
export const SIDES = PLAYERS;

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

export const tetrominoKit: SolverKit<'tetromino', CheckedSetup> = {
  game: 'tetromino',
  start: START_NOTATION,
  parse: parseCheckedSetup,
  playable: (p) => ending(p.position) === undefined,
  status: (p) => statusOf(p.position),
  words: { input: 'Position', analyze: 'Value of every placement', value: 'Value' },
  // Solves ask for every winning placement.
  defaultOptions: { best: 'all' },
  describe: (p, s) => describeValue(p.position, s.value),
  describeBest(p, s) {
    const legal = legalPlacements(p.position).length;
    if (s.value < 0) return `Every one of its ${legal} placements loses.`;
    const n = s.bestMoves.length;
    const what = s.value > 0 ? 'win' : 'tie';
    return `${n} of its ${legal} placements ${n === 1 ? (what === 'win' ? 'wins' : 'ties') : what}: ringed on the board for the shape in hand, and listed.`;
  },
  analysisNote: () => 'The value of each placement, for the side that places it, is on the board for the shape in hand, and in the list. ',
  solve,
  analyze,
};

const fmt = (n: number) => n.toLocaleString('en');

/** The play cell's kit: the engine plays the exact solver's move, and says what the reader's move was worth. */
export const tetrominoPlay: PlayKit<TetrominoPosition, TetrominoSolution> = {
  game: 'tetromino',
  settings: [],
  defaults: {},
  rules: () => tetromino,
  computer: [],
  computerDefaults: {},
  seeded: false,
  sides: ['the first player', 'the second player'],
  separator: ',',
  yourMove: (p, _player, other) => `you hold ${handText(moverHand(p))}; ${other} holds ${handText(otherHand(p))}`,
  won: (p, _winner, loser) => `${loser} cannot place any of ${loser === 'you' ? 'your' : 'its'} pieces (${handText(moverHand(p))})`,
  draw: () => 'A tie: every piece is on the board.',
  ask: (q) => mapJob(solve(textAfter(q.moves), { best: 'one' }), (r) => ({ move: moveOf(r.bestMoves[0])!, said: r })),
  note(r, { who, whom, ms, previous }) {
    const engine = { id: 'engine', text: `${who}’s last solve: ${fmt(r.nodes)} positions in ${formatMs(ms)}, value ${signedScore(r.value)} for ${whom}.` };
    if (previous?.by !== 'human') return [engine];
    // The engine's solve after the reader's move says what that move was worth.
    const yours = `After your ${moveName(previous.move)}`;
    const text =
      r.value > 0
        ? `${yours}, the engine can force a win.`
        : r.value < 0
          ? `${yours}, you can still force a win: every move of the engine loses.`
          : `${yours}, the best the engine can do is a tie.`;
    return [{ id: 'feedback', text, tone: r.value > 0 ? 'bad' : 'good' }, engine];
  },
};
