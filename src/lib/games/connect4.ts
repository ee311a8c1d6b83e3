/**
 * @packageDocumentation
 * The Connect Four kit: everything the page side knows about Connect Four
 * (any W×H board, K in a row), so cells never reach into the engine.
 *
 * - Positions: `parseMoves`/`writeMoves`, the notation of the fields and the
 *   links (`4453`, `6x5k4:3342`), read into a checked position or an error
 *   naming the move at fault; `sizeName` writes a board's size ("7x6k4").
 * - Moves for people: a move is a column, 0-based in the engine and numbered
 *   1 to W for people and in the notation. `columnNumber`, `columnOf` and
 *   `afterColumn` are the only places that convert.
 * - Reading a board to draw it: `stoneAt`, `canPlay`.
 * - Words: `connect4Status`,
 *   `describeScore` (the test sets' scores);
 *   display scores with `signedScore`.
 * - Requests to the worker: `solve`/`analyze` (the exact solver, with the
 *   opening book), `duel` (a match between two computers), `road` (a step of
 *   the road to perfect play on a set of positions), `perfect` (the perfect
 *   player's move), `choose` (the generic engine's pick at a depth).
 * - `connect4Kit`: the same, for cells that work on any game (the solver cell);
 *   `connect4PlayIn` and `connect4PerfectPlayIn` for the play cell (the course's
 *   engine at a depth with an evaluation, on any board; the perfect engine).
 * - The road's data for its table: `ROAD_SETS`, `ROAD_POSITIONS`, `ROAD_STEPS`, `SITE_SOLVER`.
 */

import type { Result } from '../../engine/core/result.ts';
import { sizeName } from '../../engine/games/connect4/layout.ts';
import { parseMoves, writeMoves } from '../../engine/games/connect4/notation.ts';
import { canPlay, stoneAt, type Connect4Position } from '../../engine/games/connect4/position.ts';
import type { Connect4Options } from '../../engine/solve/connect4.ts';
import { connect4 as connect4Game, type Connect4Game } from '../../engine/games/connect4/connect4.ts';
import type { EvaluationId } from '../../engine/games/connect4/duel.ts';
import type { ChooseInput, ChooseOutput, DuelInput, PerfectInput, PerfectOutput, RoadInput } from '../../engine/tasks/index.ts';
import { mapJob, solverJob, taskJob } from '../jobs/requests.ts';
import { jobWords } from '../jobs/words.ts';
import { messages } from '../../i18n/messages.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Connect4Words } from '../../i18n/messages/connect4/en.ts';
import { byLocale } from './byLocale.ts';
import { connect4Status, describeScore } from '../models/connect4.ts';
import { shortValue } from '../models/connect4Lesson.ts';
import type { PlayChoice, PlayKit, PlaySettings, SolverKit } from './kit.ts';
import { signedScore } from './score.ts';

export type { Connect4Position } from '../../engine/games/connect4/position.ts';
export type { Connect4Config } from '../../engine/games/connect4/layout.ts';
export type { RoadSet } from '../../engine/games/connect4/road/positions.ts';
export type { RoadStep } from '../../engine/games/connect4/road/steps.ts';
export type { DuelOutput, PerfectOutput, RoadOutput } from '../../engine/tasks/index.ts';
export { ROAD_POSITIONS, ROAD_SETS } from '../../engine/games/connect4/road/positions.ts';
export { ROAD_STEPS, SITE_SOLVER } from '../../engine/games/connect4/road/steps.ts';
export { parseMoves, writeMoves, sizeName, stoneAt, canPlay, describeScore };
export { signedScore } from './score.ts';
export { windowTally } from '../models/connect4Lesson.ts';
export type { ChooseOutput } from '../../engine/tasks/index.ts';


/** Column c (0-based, the engine's) as people and the notation number it: 1 to W. */
export const columnNumber = (c: number): number => c + 1;

/** The engine's column (0-based) of a column number written by people or the notation. */
export const columnOf = (n: number | string): number => Number(n) - 1;

/** The notation after the side to move drops a stone in column c (0-based): the move list grows by one digit. */
export const afterColumn = (p: Connect4Position, c: number): string => `${writeMoves(p)}${columnNumber(c)}`;

/** The position of a text known to be good (a lesson's figure): throws on a bad one. */
export function movesPosition(text: string): Connect4Position {
  const r: Result<Connect4Position> = parseMoves(text);
  if (!r.ok) throw new Error(`connect4: '${text}' is not a position: ${r.error.message}`);
  return r.value;
}

/** The exact solver's requests (options: `weak`, `keep`, `book`, `tableBits`). */
export const solve = (text: string, options?: Connect4Options) => solverJob('solve', 'connect4', text, options);
export const analyze = (text: string, options?: Connect4Options) => solverJob('analyze', 'connect4', text, options);
/** A match of N games between two computers. */
export const duel = (input: DuelInput) => taskJob('connect4Duel', input);
/** One step of the road to perfect play on one set of positions. */
export const road = (input: RoadInput) => taskJob('connect4Road', input);
/** The perfect player's move. */
const perfect = (input: PerfectInput) => taskJob('connect4Perfect', input);
/** The generic engine's values of every move at a depth (or to the end), and its seeded pick among the best. */
export const choose = (position: string, input: Omit<ChooseInput, 'game' | 'position'> = {}) =>
  taskJob('choose', { game: 'connect4', position, ...input });

/** The solver cell's kit in a language (made once per language). */
export const connect4KitIn = byLocale((lang): SolverKit<'connect4', Connect4Position> => {
  const t = messages(lang).connect4;
  return {
    game: 'connect4',
    start: '',
    parse: parseMoves,
    playable: (p) => !p.isOver,
    status: (p) => connect4Status(p, t),
    words: t.solver,
    defaultOptions: {},
    describe: (p, s) => describeScore(p, s.value, t),
    source: (s) => (s.extra.book ? t.fromBook : undefined),
    analysisNote(a) {
      const cols = a.extra.bookColumns ?? [];
      return t.analysisNote(cols.length === 0 ? '' : t.bookColumns(cols.length, cols.join(', ')));
    },
    solve,
    analyze,
  };
});

/** The English kit. */
export const connect4Kit = connect4KitIn('en');

/** A computer in words: "depth 4, open windows". */
const computerName = (c: { readonly depth: number | string; readonly evaluation: number | string }, lang: Locale = 'en'): string => {
  const t = messages(lang).connect4;
  return t.computerName(c.depth, t.evaluations[c.evaluation as EvaluationId]);
};

const numbers = (lo: number, hi: number, text: (n: number) => string = String) => Array.from({ length: hi - lo + 1 }, (_, i) => [lo + i, text(lo + i)] as const);
const games = new Map<string, Connect4Game>();
/** The engine's game for a board (made once per size: it builds tables). */
const boardGame = (width: number, height: number, k: number): Connect4Game => {
  const name = sizeName({ width, height, k });
  if (!games.has(name)) games.set(name, connect4Game({ width, height, k }));
  return games.get(name)!;
};

/** What both play kits share: the rules' words, columns numbered 1 to W. */
const playWords = (t: Connect4Words) =>
  ({
    game: 'connect4',
    seeded: true,
    sides: t.sides,
    separator: '',
    yourMove: () => t.pressColumn,
    won: (p: Connect4Position) => t.inARow(p.layout.k),
    draw: () => t.boardFull,
  }) as const;

/** The course's engine on any board: a depth and a static evaluation per computer, a seeded choice among equal columns. */
export const connect4PlayIn = byLocale((lang): PlayKit<Connect4Position, ChooseOutput> => {
  const t = messages(lang).connect4;
  const fmt = (n: number) => formatNumber(lang, n);
  return {
    ...playWords(t),
    settings: [
      { key: 'width', label: t.settings.width, options: () => numbers(3, 9) },
      { key: 'height', label: t.settings.height, options: () => numbers(3, 8) },
      { key: 'k', label: t.settings.k, options: (v: PlaySettings) => numbers(3, Math.min(6, Math.max(Number(v.width), Number(v.height)))) },
    ],
    defaults: { width: 7, height: 6, k: 4 },
    rules: (s) => boardGame(Number(s.width), Number(s.height), Number(s.k)),
    computer: [
      { key: 'depth', label: t.settings.depth, options: () => numbers(1, 8, t.plies) },
      { key: 'evaluation', label: t.settings.evaluation, options: () => Object.entries(t.evaluations) },
    ] satisfies PlayChoice[],
    computerDefaults: { depth: 4, evaluation: 'windows' },
    computerWords: (c) => computerName(c as { depth: number; evaluation: string }, lang),
    ask: (q) =>
      mapJob(choose(writeMoves(q.position), { depth: Number(q.computer.depth), evaluation: q.computer.evaluation as EvaluationId, seed: q.seed }), (r) => ({
        move: columnOf(r.chosen!),
        said: r,
      })),
    note: (r, { who, ms }) => [
      {
        id: 'engine',
        text: t.playedSearch(who, r.chosen!, jobWords(lang).ms(ms), fmt(r.nodes), r.moves.map((m) => t.moveValue(m.move, shortValue(m.value, t))).join(', ')),
      },
    ],
  };
});

export const connect4Play = connect4PlayIn('en');

/** Boards offered to the perfect engine, four in a row; the first is the standard one, with the book. */
const PERFECT_BOARDS: readonly (readonly [number, number, keyof Connect4Words['boardNotes'] | ''])[] = [
  [7, 6, 'book'],
  [4, 4, ''],
  [5, 4, ''],
  [6, 4, ''],
  [5, 5, ''],
  [6, 5, 'second'],
  [7, 5, 'long'],
  [6, 6, 'long'],
];

/** The perfect engine: the opening book on 7×6, then the solver, which starts from the score it had at its previous move. */
export const connect4PerfectPlayIn = byLocale((lang): PlayKit<Connect4Position, PerfectOutput> => {
  const t = messages(lang).connect4;
  const fmt = (n: number) => formatNumber(lang, n);
  return {
    ...playWords(t),
    settings: [
      {
        key: 'board',
        label: t.settings.board,
        options: () => PERFECT_BOARDS.map(([w, h, note], i) => [i, `${w}×${h}${note ? ` (${t.boardNotes[note]})` : ''}`] as const),
      },
    ],
    defaults: { board: 0 },
    rules: (s) => boardGame(PERFECT_BOARDS[Number(s.board)][0], PERFECT_BOARDS[Number(s.board)][1], 4),
    computer: [],
    computerDefaults: {},
    ask(q) {
      const last = q.earlier.at(-1);
      const input = { position: writeMoves(q.position), seed: q.seed, fresh: last === undefined, ...(last ? { atLeast: last.said.score } : {}) };
      return mapJob(perfect(input), (r) => ({ move: columnOf(r.column), said: r }));
    },
    note: (r, { who, before, ms }) => [
      {
        id: 'engine',
        text: t.playedPerfect(who, r.column, r.fromBook ? t.fromTheBook : t.afterSearching(fmt(r.nodes)), jobWords(lang).ms(ms), signedScore(r.score), describeScore(before, r.score, t)),
      },
    ],
    hints: {
      label: t.hintsLabel,
      ask: (p: Connect4Position) => analyze(writeMoves(p), { keep: true }),
      read(a: { moves: readonly { move: number | string; value: number }[]; extra: { bookColumns?: readonly number[] } }, p: Connect4Position) {
        const values = new Map(a.moves.map((m) => [m.move, m.value]));
        const top = Math.max(...values.values());
        const book = a.extra.bookColumns ?? [];
        return {
          values,
          best: new Set([...values].filter(([, v]) => v === top).map(([c]) => c)),
          note: t.hintsNote(book.join(', ')),
          hook: Array.from({ length: p.layout.width }, (_, c) => values.get(columnNumber(c)) ?? '–').join(','),
        };
      },
    },
  };
});

