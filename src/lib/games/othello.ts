/**
 * @packageDocumentation
 * The Othello kit: everything the page side knows about Othello, so cells
 * never reach into the engine.
 *
 * - Positions: `parseBoard`/`writeBoard`, the FFO notation of the fields and
 *   the links (64 squares a1..h8, a space, the side to move); `WORK0`, the
 *   course's endgame; `START_TEXT`, the start of a game.
 * - Setups (boards being edited, maybe impossible): the engine's `Setup`
 *   (`readSetup`, `writeSetup`, `setupOf`, `fromSetup`) and the edits
 *   `cycleSquare`, `setSquare`, `withSide`.
 * - Moves for people: a move is a square 0..63 (a1 = 0) or `PASS`;
 *   `moveName`/`moveOf` name them ("g7", "pass"), `playText` plays one,
 *   `legalMovesWithFlips` lists the legal ones with the discs each turns.
 * - Sides: `sideToMove` (the notation's `X`/`O`, the one way to ask),
 *   the side and disc names (from the catalogue); words for positions and values:
 *   `othelloKit.status`, `describeValue`, `discCounts`; display scores
 *   `scoreText` (the hyphen-minus of the engine's listings).
 * - The bit views of the lesson: `bitSides`, `moveSet`, `setOf`.
 * - Requests to the worker: `solve`, `analyze`, `engineMove` (the play cell's
 *   engine); `othelloKit` for the solver cell, with the FFO test positions as
 *   examples; `othelloPlayIn` for the play cell (search with mobility and
 *   corners, the exact solver from 14 empty squares on).
 */

import { unwrap } from '../../engine/core/result.ts';
import { WORK0, listingBoard } from '../../engine/games/othello/courseListing.ts';
import { parseBoard, writeBoard } from '../../engine/games/othello/notation.ts';
import { START, emptyCount, isFinished, moveSet, playMove, sides as bitSides, type Position } from '../../engine/games/othello/position.ts';
import { fromSetup, readSetup, setupOf, writeSetup, type Side } from '../../engine/games/othello/setup.ts';
import { PASS, parseSquareName, setOf, squareName, type Square } from '../../engine/games/othello/squares.ts';
import type { OthelloOptions } from '../../engine/solve/othello.ts';
import { othello } from '../../engine/games/othello/othello.ts';
import { DEFAULT_DEPTH } from '../../engine/games/othello/player.ts';
import type { OthelloPlayInput, OthelloPlayOutput } from '../../engine/tasks/index.ts';
import { mapJob, solverJob, taskJob } from '../jobs/requests.ts';
import { jobWords } from '../jobs/words.ts';
import { messages } from '../../i18n/messages.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { OthelloWords } from '../../i18n/messages/othello/en.ts';
import { byLocale } from './byLocale.ts';
import {
  FILES,
  SQUARE_NAMES,
  cycleSquare,
  describeValue,
  discCounts,
  legalMovesWithFlips,
  mustPass,
  othelloStatus,
  playText,
  setSquare,
  withSide,
} from '../models/othello/board.ts';
import { FFO_POSITIONS } from '../models/othello/ffo.ts';
import type { PlayKit, SolverKit } from './kit.ts';
import { signedScore } from './score.ts';

export type { Position as OthelloPosition } from '../../engine/games/othello/position.ts';
export type { Disc, Setup, Side } from '../../engine/games/othello/setup.ts';
export type { Square } from '../../engine/games/othello/squares.ts';
export type { LegalMove } from '../models/othello/board.ts';
export type { OthelloPlayOutput } from '../../engine/tasks/index.ts';
export {
  WORK0,
  listingBoard,
  parseBoard,
  writeBoard,
  readSetup,
  writeSetup,
  setupOf,
  fromSetup,
  cycleSquare,
  setSquare,
  withSide,
  PASS,
  squareName,
  parseSquareName,
  SQUARE_NAMES,
  FILES,
  legalMovesWithFlips,
  mustPass,
  playText,
  discCounts,
  emptyCount,
  isFinished,
  bitSides,
  moveSet,
  setOf,
  FFO_POSITIONS,
};

/** One step of a line replayed (0: the start): the position, the move that led here, as written, and who played it. */
export interface LineStep {
  readonly position: Position;
  readonly move: Square | null;
  readonly text: string;
  readonly by: Side | null;
}

/** A line of play from `start` ("g7 h8 pass a1"), every move checked and played in turn; throws on a move the rules refuse (the lessons' lines are facts). */
export function lineSteps(start: string, line: string): LineStep[] {
  let p = boardPosition(start);
  const out: LineStep[] = [{ position: p, move: null, text: '', by: null }];
  for (const word of line.trim().split(/\s+/)) {
    const m = unwrap(othello.parseMove(word, p));
    const by = sideToMove(p);
    p = playMove(p, m);
    out.push({ position: p, move: m, text: word, by });
  }
  return out;
}

/** The start of a game in the notation. */
export const START_TEXT = writeBoard(START);

/** The side to move, as the notation writes it. */
export const sideToMove = (p: Position): Side => (p.turn === 0 ? 'X' : 'O');

/** The other side. */
export const otherSide = (s: Side): Side => (s === 'X' ? 'O' : 'X');

/** A move for people and for the solver's answers: "g7", or "pass". */
export const moveName = (m: Square): string => (m === PASS ? 'pass' : squareName(m));

/** The move a name stands for ("g7", "pass"), or -1. */
export const moveOf = (name: string | number): Square => (String(name) === 'pass' ? PASS : parseSquareName(String(name)));

/** A value for display, as the engine's listings write it: "+6", "0", "-42". */
export const scoreText = (v: number): string => signedScore(v, '-');

/** The position of a text known to be good (a lesson's figure): throws on a bad one. */
export const boardPosition = (text: string): Position => unwrap(parseBoard(text));

const solve = (text: string, options?: OthelloOptions) => solverJob('solve', 'othello', text, options);
const analyze = (text: string, options?: OthelloOptions) => solverJob('analyze', 'othello', text, options);

/** The solver cell's kit in a language (made once per language). */
export const othelloKitIn = byLocale((lang): SolverKit<'othello', Position> => {
  const t = messages(lang).othello;
  return {
    game: 'othello',
    start: WORK0,
    parse: parseBoard,
    playable: (p) => !isFinished(p),
    status: (p) => othelloStatus(p, t),
    words: t.solver,
    // Progress four times a second: enough to see it move, little work for the page.
    defaultOptions: { objective: 'standard', progressMs: 250 },
    describe: (p, s, o) => `${describeValue(p, s.value, o.objective ?? 'standard', s.extra.finished, t)}${s.extra.pv ? t.bestLine(s.extra.pv) : ''}`,
    analysisNote: (a) => (a.extra.objective === 'course' ? t.analysisCourse : t.analysisStandard),
    examples: [
      { id: 'course', label: t.courseExample, text: WORK0, note: t.empties(emptyCount(boardPosition(WORK0))) },
      ...FFO_POSITIONS.map((f) => ({ id: `ffo-${f.id}`, label: `FFO #${f.id}`, text: f.text, note: t.empties(f.empties) })),
    ],
    solve,
    analyze,
  };
});

export const othelloKit = othelloKitIn('en');

/** The play cell's engine: its move in a game (search, then the exact solver near the end). */
const engineMove = (input: OthelloPlayInput) => taskJob('othelloPlay', input);

/** What the engine's value means, in words: exact near the end, a guess before. */
function valueWords(r: OthelloPlayOutput, t: OthelloWords): string {
  if (r.exact) {
    const end = r.value > 0 ? t.winBy(t.discs(r.value)) : r.value < 0 ? t.lossBy(t.discs(-r.value)) : t.aDraw;
    return t.exact(r.empties, end);
  }
  if (Math.abs(r.value) > 1000) return t.seesEnd(DEFAULT_DEPTH, r.value > 0, t.discs(Math.abs(r.value) - 1000));
  return t.guess(DEFAULT_DEPTH, scoreText(r.value));
}

/** The play cell's kit: a whole game from the start, passes included. */
export const othelloPlayIn = byLocale((lang): PlayKit<Position, OthelloPlayOutput> => {
  const t = messages(lang).othello;
  const fmt = (n: number) => formatNumber(lang, n);
  return {
    game: 'othello',
    settings: [],
    defaults: {},
    rules: () => othello,
    computer: [],
    computerDefaults: {},
    seeded: true,
    sides: [t.colours.X, t.colours.O],
    separator: ',',
    yourMove: (p, player) => t.youPlay(t.colours[player === 0 ? 'X' : 'O'], mustPass(p)),
    won(p, winner) {
      const c = discCounts(p);
      return winner === 0 ? t.wonBy(t.discs(c.black), c.white) : t.wonBy(t.discs(c.white), c.black);
    },
    draw: (p) => t.drawEach(t.discs(discCounts(p).black)),
    ask: (q) => mapJob(engineMove({ position: writeBoard(q.position), seed: q.seed }), (r) => ({ move: moveOf(r.move), said: r })),
    note: (r, { who, ms }) => [
      {
        id: 'engine',
        text: r.move === 'pass' ? t.passed(who) : t.played(who, r.move, jobWords(lang).ms(ms), fmt(r.nodes), valueWords(r, t)),
      },
    ],
  };
});

