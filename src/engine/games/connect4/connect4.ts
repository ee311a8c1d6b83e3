/**
 * @packageDocumentation
 * Connect Four as a `Game` of the engine, generic over the width W, the height
 * H and the alignment K, as the course asks ("un package Puissance4 générique
 * dont les paramètres sont la largeur, la hauteur et le nombre de pions
 * alignés"). `connect4({ width: 7, height: 6, k: 4 })` builds one game per size;
 * its masks are computed once, in the factory.
 *
 * A move is a 0-based column (0..W-1); `formatMove` writes it 1-based, as the
 * notation does. `legalMoves` lists the open columns left to right, and is
 * empty once a player has connected K or the board is full, so minimax,
 * alpha-beta, perft and the tracer run on every size unchanged.
 *
 * Scores (from the side to move): see `score.ts` and `evaluate.ts`. A full
 * search with `game.evaluate` returns ±(WIN_BASE + exact score) or 0;
 * `exactFromEvaluation` converts it to the exact score of the test sets.
 */

import type { Game, Key, Move, Outcome, Player } from '../../core/game.ts';
import { engineError, err, ok, unwrap, type Result } from '../../core/result.ts';
import { evaluate } from './evaluate.ts';
import { STANDARD, makeLayout, sizeName, type Connect4Config, type Layout } from './layout.ts';
import { writeMoves, parseSize, playMoves } from './notation.ts';
import { Connect4Position, canPlay, emptyPosition, openColumns, play } from './position.ts';

export interface Connect4Game extends Game<Connect4Position> {
  readonly config: Connect4Config;
  readonly layout: Layout;
}

const NO_MOVES: readonly Move[] = Object.freeze([]);

/** The game for one size, or ERR_SIZE when the size is impossible or unsupported. */
export function tryConnect4(config: Partial<Connect4Config> = {}): Result<Connect4Game> {
  const layout = makeLayout({ ...STANDARD, ...config });
  if (!layout.ok) return layout;
  const l = layout.value;

  // Legal moves by set of open columns: built once per size, shared, never mutated.
  const movesByOpen: (readonly Move[])[] = [];
  for (let set = 0; set < 1 << l.width; set++) {
    const moves: Move[] = [];
    for (let c = 0; c < l.width; c++) if (set & (1 << c)) moves.push(c);
    movesByOpen.push(Object.freeze(moves));
  }

  // A number while the key fits a safe integer (49 bits on 7x6), a string beyond.
  const numericKey = l.words === 2 && l.keyBits <= 53;
  const loBits = 2 ** l.usedBits[0];
  const key = (p: Connect4Position): Key => {
    if (numericKey) return ((p.current[1] + p.mask[1]) >>> 0) * loBits + ((p.current[0] + p.mask[0]) >>> 0);
    return p.current.map((c, i) => ((c + p.mask[i]) >>> 0).toString(36)).join('.');
  };

  const game: Connect4Game = {
    id: 'connect4',
    name: `Connect Four ${l.width}x${l.height}, ${l.k} in a row`,
    players: ['X', 'O'],
    config: l.config,
    layout: l,

    initial: () => emptyPosition(l),
    toMove: (p) => p.toMove,

    legalMoves(p) {
      if (p.won) return NO_MOVES;
      return movesByOpen[openColumns(p)];
    },

    play,

    outcome(p): Outcome | undefined {
      if (p.won) return { winner: (1 - p.toMove) as Player };
      if (p.moves === l.size) return { winner: undefined };
      return undefined;
    },

    evaluate,
    key,

    parse(text) {
      const s = text.trim();
      const size = parseSize(s);
      if (!size.ok) return size;
      const c = size.value.config;
      if (size.value.length > 0 && (c.width !== l.width || c.height !== l.height || c.k !== l.k)) {
        return err(engineError('ERR_SIZE', `this game is ${sizeName(l.config)}, the position is for ${sizeName(c)}`, 0));
      }
      return playMoves(l, s.slice(size.value.length), size.value.length);
    },

    write: writeMoves,
    formatMove: (column) => String(column + 1),

    parseMove(text, p): Result<Move> {
      const t = text.trim();
      if (!/^[1-9]$/.test(t) || Number(t) > l.width) {
        return err(engineError('ERR_NOTATION', `'${text}' is not a column number 1..${l.width}`));
      }
      const column = Number(t) - 1;
      if (p.isOver) return err(engineError('ERR_ALREADY_OVER', 'the game is over'));
      if (!canPlay(p, column)) return err(engineError('ERR_ILLEGAL_MOVE', `column ${t} is full`));
      return ok(column);
    },
  };
  return ok(game);
}

/**
 * The game for one size (default 7x6, 4 in a row). Throws `ERR_SIZE: ...` for
 * an impossible size; use `tryConnect4` for sizes typed by a reader.
 */
export const connect4 = (config: Partial<Connect4Config> = {}): Connect4Game => unwrap(tryConnect4(config));
