/**
 * @packageDocumentation
 * A game against the engine as a pure model, for every game: the moves, who
 * plays each side (a person or the computer, with its settings), the seed of
 * the computer's choice among equal best moves, and what the computer said
 * of each of its moves. The play cell (`components/islands/play/PlayCell.tsx`)
 * draws it; the kit brings the rules, so an Othello pass is just the only
 * legal move of a side that cannot move.
 *
 * Each event (`reducePlay`) bumps `version`; a computer's reply carries the
 * version it was asked for (`request`), so a reply to a position that is gone
 * is dropped: the newest request wins. The random choice is the Connect Four
 * course's, seeded per game and move (`moveSeed`): a seed replays a game.
 */

import type { Game, Player } from '../../engine/core/game.ts';

export type Controller = 'human' | 'computer';

/** What the session needs of a game: the engine's `Game` (from the kit) has it. Moves are numbers. */
export type PlayRules<P> = Pick<Game<P>, 'initial' | 'play' | 'legalMoves' | 'toMove' | 'outcome'>;

/** One side: who plays it, and the computer's settings (kept while a person plays it). */
export interface Side<C> {
  readonly by: Controller;
  readonly computer: C;
}

/** The computer's move at one ply: what it said, and its search time (the worker's clock). */
interface Reply<R> {
  readonly move: number;
  readonly said: R;
  readonly ms: number;
}

export interface PlaySession<R, C> {
  readonly moves: readonly number[];
  readonly sides: readonly [Side<C>, Side<C>];
  readonly seed: number;
  /** By ply: the computer's reply, undefined for a person's move. */
  readonly replies: readonly (Reply<R> | undefined)[];
  readonly paused: boolean;
  /** Paused, but play one computer move ("One move"). */
  readonly stepping: boolean;
  readonly version: number;
}

export type PlayEvent<R, C> =
  | { readonly type: 'move'; readonly move: number }
  | { readonly type: 'reply'; readonly version: number; readonly reply: Reply<R> }
  | { readonly type: 'undo' }
  | { readonly type: 'new'; readonly seed?: number }
  | { readonly type: 'side'; readonly player: Player; readonly side: Side<C> }
  | { readonly type: 'pause'; readonly paused: boolean }
  | { readonly type: 'step' }
  | { readonly type: 'load'; readonly moves?: readonly number[]; readonly seed?: number; readonly by?: readonly [Controller, Controller]; readonly computer?: Partial<C> };

export const newSession = <R, C>(sides: readonly [Side<C>, Side<C>], seed = 1): PlaySession<R, C> => ({ moves: [], sides, seed, replies: [], paused: false, stepping: false, version: 0 });

/** The seed of the computer's choice at ply `ply` of game `seed`: every game and every move draws anew. */
export const moveSeed = (seed: number, ply: number): number => (seed * 1000 + ply) % 2147483647;

/** The positions from the start through each of `moves` (each legal in turn: the session only ever holds legal moves). */
export const positionsOf = <P>(rules: PlayRules<P>, moves: readonly number[]): P[] => moves.reduce((ps, m) => [...ps, rules.play(ps[ps.length - 1], m)], [rules.initial()]);

export const positionAfter = <P>(rules: PlayRules<P>, moves: readonly number[]): P => positionsOf(rules, moves)[moves.length];

/** The longest start of `moves` that is a legal game (a link's moves are checked again here). */
function legalPrefix<P>(rules: PlayRules<P>, moves: readonly number[]): number[] {
  const kept: number[] = [];
  let p = rules.initial();
  for (const m of moves) {
    if (!rules.legalMoves(p).includes(m)) break;
    p = rules.play(p, m);
    kept.push(m);
  }
  return kept;
}

/** The player who made move `i`: every game here alternates (a pass is a move) and the first player moves first. */
export const moverOf = (i: number): Player => (i % 2 === 0 ? 0 : 1);

/** The moves left after "take back": back to before the last move a person made; with no person, one move. */
function takenBack<C>(s: PlaySession<unknown, C>): number {
  if (s.sides.every((x) => x.by === 'computer')) return Math.max(0, s.moves.length - 1);
  const i = s.moves.findLastIndex((_, i) => s.sides[moverOf(i)].by === 'human');
  return i >= 0 ? i : s.moves.length;
}

/** Is there something a take back would undo? */
export const canUndo = <C>(s: PlaySession<unknown, C>): boolean => takenBack(s) < s.moves.length;

export type Turn<P> =
  | { readonly phase: 'over'; readonly result: Player | 'draw'; readonly position: P }
  | { readonly phase: 'human' | 'computer' | 'paused'; readonly player: Player; readonly position: P };

/** What happens next in the session. */
export function turnOf<P, C>(rules: PlayRules<P>, s: PlaySession<unknown, C>, position = positionAfter(rules, s.moves)): Turn<P> {
  const end = rules.outcome(position);
  if (end !== undefined) return { phase: 'over', result: end.winner ?? 'draw', position };
  const player = rules.toMove(position);
  if (s.sides[player].by === 'human') return { phase: 'human', player, position };
  return { phase: s.paused && !s.stepping ? 'paused' : 'computer', player, position };
}

/** What the computer is asked when it is its turn: its answer goes back with `version`. */
export interface Request<P, R, C> {
  readonly version: number;
  readonly position: P;
  readonly moves: readonly number[];
  readonly player: Player;
  readonly computer: C;
  /** The seed of this move's choice (`moveSeed`), and the game's. */
  readonly seed: number;
  readonly gameSeed: number;
  /** This side's own earlier replies in the game, the latest last (a solver may start from its last score). */
  readonly earlier: readonly Reply<R>[];
}

export function request<P, R, C>(rules: PlayRules<P>, s: PlaySession<R, C>, turn = turnOf(rules, s)): Request<P, R, C> | null {
  if (turn.phase !== 'computer') return null;
  const earlier = s.replies.filter((r, i): r is Reply<R> => r !== undefined && moverOf(i) === turn.player);
  const { version, moves, seed } = s;
  return { version, position: turn.position, moves, player: turn.player, computer: s.sides[turn.player].computer, seed: moveSeed(seed, moves.length), gameSeed: seed, earlier };
}

export function reducePlay<P, R, C>(rules: PlayRules<P>, s: PlaySession<R, C>, e: PlayEvent<R, C>): PlaySession<R, C> {
  const next = (changes: Partial<PlaySession<R, C>>): PlaySession<R, C> => ({ ...s, ...changes, version: s.version + 1 });
  switch (e.type) {
    case 'move':
    case 'reply': {
      // A person moves on a person's turn; a reply counts on the turn (and version) it was asked for.
      const turn = turnOf(rules, s);
      const [move, reply] = e.type === 'move' ? [e.move, undefined] : [e.reply.move, e.reply];
      const due = e.type === 'move' ? turn.phase === 'human' : turn.phase === 'computer' && e.version === s.version;
      return due && rules.legalMoves(turn.position).includes(move) ? next({ moves: [...s.moves, move], replies: [...s.replies, reply], stepping: false }) : s;
    }
    case 'undo': {
      const n = takenBack(s);
      return n === s.moves.length ? s : next({ moves: s.moves.slice(0, n), replies: s.replies.slice(0, n), stepping: false });
    }
    case 'new':
      return next({ moves: [], replies: [], seed: e.seed ?? s.seed + 1, stepping: false });
    case 'side':
      return next({ sides: e.player === 0 ? [e.side, s.sides[1]] : [s.sides[0], e.side] });
    case 'pause':
      return next({ paused: e.paused, stepping: false });
    case 'step':
      return s.paused ? next({ stepping: true }) : s;
    case 'load': {
      const side = (i: Player): Side<C> => ({ by: e.by?.[i] ?? s.sides[i].by, computer: { ...s.sides[i].computer, ...e.computer } });
      const moves = e.moves ? legalPrefix(rules, e.moves) : s.moves;
      return next({ moves, replies: moves.map(() => undefined), seed: e.seed ?? s.seed, sides: [side(0), side(1)] });
    }
  }
}
