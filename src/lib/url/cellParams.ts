/**
 * @packageDocumentation
 * What each lesson cell reads from the link, checked: one pure function per
 * island, from the query string and the cell's prefix to the values it can use
 * and the parameters it ignored, with the reason (`IgnoredParam`). The islands
 * apply the values after hydration and show the ignored ones
 * (components/ui/UrlNotice.tsx); a value the cell cannot use leaves the cell's
 * default in place.
 *
 * | island | parameters (default prefix) |
 * |---|---|
 * | PositionEditor | `edit` board, `edit-first` x/o, `edit-depth` 1-9, `edit-tree` 0/1, `edit-alg` minimax/alphabeta |
 * | PlayCell | `play` moves in the game's notation (`d3,c5,pass`), `play-side` first/second/both/none (or `play-first` human/engine), `play-seed` 0…2³¹−1, `play-depth` 1-9 |
 * | TreeExplorer | `tree` board (one play reaches), `tree-depth` 0-9, `tree-kind` course/wins |
 * | StaticEvaluator | `eval` board (any nine cells) |
 * | CourseExamples | `ex` tab, `ex-board` board (one play reaches), `ex-alg` minimax/alphabeta |
 * | DraughtsBits | `draughts` 8/10, `draughts-layout` kings/four |
 */

import type { Game } from '../../engine/core/game.ts';
import type { Controller } from '../sessions/play.ts';
import type { Layout, Variant } from '../models/draughts.ts';
import { checkSetup, normaliseBoard, type Side } from '../models/tictactoe/editing.ts';
import { COURSE_TABS } from '../models/tictactoe/recursionExamples.ts';
import { accept, oneOf, paramReader, refuse, wholeNumber, type IgnoredParam, type ParamCheck } from './query.ts';

/** What a cell takes from the link: the values it can use, and what it ignored. */
export interface CellParams<T> {
  readonly values: Partial<T>;
  readonly ignored: readonly IgnoredParam[];
}

/** A board of nine cells (`x`, `o`, `.`), possible or not. */
function boardParam(raw: string): ParamCheck<string> {
  const b = normaliseBoard(raw);
  return b ? accept(b) : refuse({ kind: 'board' });
}

/** A board that play can reach with X moving first. */
function playableBoardParam(raw: string): ParamCheck<string> {
  const b = boardParam(raw);
  if (!b.ok) return b;
  const c = checkSetup(b.value);
  return c.ok ? b : refuse({ kind: 'unreachable', board: b.value });
}

const ALGORITHMS = ['minimax', 'alphabeta'] as const;
type TwoAlgorithms = (typeof ALGORITHMS)[number];
const depth = (lo: number) => wholeNumber(lo, 9, 'depth');

export interface EditorValues {
  board: string;
  first: Side;
  depth: number;
  tree: boolean;
  algorithm: TwoAlgorithms;
}

/** The position editor of lesson 2. */
export function editorParams(search: string, prefix: string): CellParams<EditorValues> {
  const r = paramReader(search);
  const values: Partial<EditorValues> = {
    board: r.read(prefix, boardParam),
    first: r.read(`${prefix}-first`, oneOf(['x', 'o'] as const)),
    depth: r.read(`${prefix}-depth`, depth(1)),
    tree: r.read(`${prefix}-tree`, (v) => (v === '1' ? accept(true) : v === '0' ? accept(false) : refuse({ kind: 'openClosed' }))),
    algorithm: r.read(`${prefix}-alg`, oneOf(ALGORITHMS, 'algorithm')),
  };
  return { values: defined(values), ignored: r.ignored };
}

/** What reading a game's moves needs of the engine's `Game`. */
type MoveReader = Pick<Game<unknown>, 'initial' | 'parseMove' | 'play'>;

/** A game as a link writes it (`d3,c5,pass`, `O0@a1,T0@c1`): moves in the game's notation, each legal where it is played. */
function gameMovesParam(game: MoveReader, separator = ','): (raw: string) => ParamCheck<number[]> {
  return (raw) => {
    const words = separator === '' ? [...raw.trim()] : raw.trim() === '' ? [] : raw.split(separator);
    const moves: number[] = [];
    let p = game.initial();
    for (const [i, w] of words.entries()) {
      const m = game.parseMove(w.trim(), p);
      if (!m.ok) return refuse({ kind: 'move', move: i + 1, error: m.error, word: w.trim() });
      moves.push(m.value);
      p = game.play(p, m.value);
    }
    return accept(moves);
  };
}

/** Who plays each side, as the links write it (`play-side`), or as older ones did (`play-first`: who moves first, the other side the engine). */
const SIDES: Readonly<Record<'first' | 'second' | 'both' | 'none', readonly [Controller, Controller]>> = {
  first: ['human', 'computer'],
  second: ['computer', 'human'],
  both: ['human', 'human'],
  none: ['computer', 'computer'],
};

export interface PlayCellValues {
  moves: number[];
  depth: number;
  /** Who plays each side: a person, or the computer. */
  by: readonly [Controller, Controller];
  seed: number;
}

/** A game in the play cell, any game: `play` moves, `play-side`, `play-seed`, `play-depth`; `play-first` as older links wrote it. */
export function playCellParams(search: string, prefix: string, game: MoveReader, separator = ','): CellParams<PlayCellValues> {
  const r = paramReader(search);
  const first = r.read(`${prefix}-first`, oneOf(['human', 'engine'] as const));
  const side = r.read(`${prefix}-side`, oneOf(['first', 'second', 'both', 'none'] as const));
  const values: Partial<PlayCellValues> = {
    depth: r.read(`${prefix}-depth`, depth(1)),
    by: side ? SIDES[side] : first ? SIDES[first === 'human' ? 'first' : 'second'] : undefined,
    seed: r.read(`${prefix}-seed`, wholeNumber(0, 2 ** 31 - 1, 'seed')),
    moves: r.read(prefix, gameMovesParam(game, separator)),
  };
  return { values: defined(values), ignored: r.ignored };
}

/** Who plays each side, as a link writes it (`first` when a person plays first against the engine). */
const sideParam = (by: readonly [Controller, Controller]): keyof typeof SIDES =>
  by[0] === 'human' ? (by[1] === 'human' ? 'both' : 'first') : by[1] === 'human' ? 'second' : 'none';

/** The writer of `playCellParams`: the moves in the notation, who plays, the seed and depth where the game has them (null: left out); `play-first` goes. */
export function playCellLink(prefix: string, v: { moves: string; by: readonly [Controller, Controller]; seed: number | null; depth: number | string | null }): Record<string, string | null> {
  const text = (n: number | string | null) => (n === null ? null : String(n));
  return { [prefix]: v.moves, [`${prefix}-side`]: sideParam(v.by), [`${prefix}-first`]: null, [`${prefix}-seed`]: text(v.seed), [`${prefix}-depth`]: text(v.depth) };
}

export interface TreeValues {
  root: string;
  depth: number;
  kind: 'course' | 'wins';
}

/** The game-tree explorer of lesson 1. */
export function treeParams(search: string, prefix: string): CellParams<TreeValues> {
  const r = paramReader(search);
  const values: Partial<TreeValues> = {
    root: r.read(prefix, playableBoardParam),
    depth: r.read(`${prefix}-depth`, depth(0)),
    kind: r.read(`${prefix}-kind`, oneOf(['course', 'wins'] as const)),
  };
  return { values: defined(values), ignored: r.ignored };
}

/** The static evaluator of lesson 1 (it evaluates any board, possible or not). */
export function evaluatorParams(search: string, name: string): CellParams<{ board: string }> {
  const r = paramReader(search);
  return { values: defined({ board: r.read(name, boardParam) }), ignored: r.ignored };
}

export interface ExamplesValues {
  tab: string;
  board: string;
  algorithm: TwoAlgorithms;
}

/** The tabs of the course-examples cell: the course's boards, then the reader's own. */
const EXAMPLE_TABS: readonly string[] = [...COURSE_TABS.map((e) => e.tab), 'own'];

/** The recursion course's examples (lesson 3). */
export function examplesParams(search: string, prefix: string): CellParams<ExamplesValues> {
  const r = paramReader(search);
  const values: Partial<ExamplesValues> = {
    tab: r.read(prefix, oneOf(EXAMPLE_TABS, 'example')),
    board: r.read(`${prefix}-board`, playableBoardParam),
    algorithm: r.read(`${prefix}-alg`, oneOf(ALGORITHMS, 'algorithm')),
  };
  return { values: defined(values), ignored: r.ignored };
}

export interface DraughtsValues {
  size: Variant;
  layout: Layout;
}

/** The draughts-in-bits cell of lesson 1. */
export function draughtsParams(search: string, prefix: string): CellParams<DraughtsValues> {
  const r = paramReader(search);
  const size = r.read(prefix, oneOf(['8', '10'] as const, 'boardSize'));
  const values: Partial<DraughtsValues> = {
    size: size === undefined ? undefined : (Number(size) as Variant),
    layout: r.read(`${prefix}-layout`, oneOf(['kings', 'four'] as const, 'layout')),
  };
  return { values: defined(values), ignored: r.ignored };
}

/** The object without its undefined fields, so `values.x !== undefined` means "the link set x". */
function defined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
