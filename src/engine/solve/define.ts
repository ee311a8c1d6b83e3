/**
 * @packageDocumentation
 * Wraps a game's solver so that every entry point checks what it is given
 * before the game's code runs: typed options against the game's schema (they
 * may come from a page through the worker, not only from the CLI's text) and
 * perft depths against the game's range. A game's own `solve`, `analyze` and
 * `perft` can then trust their arguments.
 */

import { checkDepth, checkOptions, type OptionSpec } from './options.ts';
import type { GameSolver, MoveText } from './types.ts';

export function defineSolver<S extends Record<string, OptionSpec>, M extends MoveText, SX, AX, R = Record<string, never>>(
  def: GameSolver<S, M, SX, AX, R>,
): GameSolver<S, M, SX, AX, R> {
  return {
    ...def,
    solve(position, options = {}, context = {}) {
      const o = checkOptions(def.options, options, def.id);
      return o.ok ? def.solve(position, o.value, context) : o;
    },
    analyze(position, options = {}, context = {}) {
      const o = checkOptions(def.options, options, def.id);
      return o.ok ? def.analyze(position, o.value, context) : o;
    },
    perft(position, depth) {
      const d = checkDepth(depth, def.perftDepths, def.id);
      return d.ok ? def.perft(position, d.value) : d;
    },
  };
}
