/**
 * @packageDocumentation
 * Facts of the code cell's section in lesson 2: matches between a function
 * that knows nothing (always 0) and the engine's open-lines heuristic, played
 * on the cell's own rules (`models/codeCell/match.ts`), so the prose states
 * what the reader sees on pressing "Run the match" with the blank function.
 */

import { TICTACTOE_CONTRACT, type Contract } from '../models/codeCell/contracts.ts';
import { guarded } from '../models/codeCell/guard.ts';
import { playMatch, tallyMatch, type MatchTally } from '../models/codeCell/match.ts';
import { defineFacts, type FactDef } from './registry.ts';

/** The cell's defaults: 10 games, seed 1. */
const CELL_GAMES = 10;
const CELL_SEED = 1;

const tallies = new Map<number, MatchTally>();

/** Always 0 (side A) against the built-in evaluation (side B), at `depth`. */
function zeroMatch(depth: number): MatchTally {
  let t = tallies.get(depth);
  if (!t) {
    const c = TICTACTOE_CONTRACT as Contract;
    const zero = guarded(c, () => 0, 'always 0');
    const games = playMatch({ game: c.engine, start: c.engine.initial(), depth, a: zero, b: (p) => c.engine.evaluate(p), seed: CELL_SEED }, CELL_GAMES);
    tallies.set(depth, (t = tallyMatch(games)));
  }
  return t;
}

const defs: Record<string, FactDef> = {
  games: { label: 'games in a match of the code cell, by default', compute: () => CELL_GAMES },
  seed: { label: 'the code cell’s seed, by default', compute: () => CELL_SEED },
  defaultDepth: { label: 'the code cell’s search depth for tic-tac-toe, by default', compute: () => TICTACTOE_CONTRACT.defaultDepth },
};
for (const depth of [1, 2, 9]) {
  defs[`zero.depth${depth}.zero`] = { label: `games always-0 wins against the open lines at depth ${depth} (seed 1, 10 games)`, compute: () => zeroMatch(depth).a };
  defs[`zero.depth${depth}.builtIn`] = { label: `games the open lines win against always-0 at depth ${depth} (seed 1, 10 games)`, compute: () => zeroMatch(depth).b };
  defs[`zero.depth${depth}.draws`] = { label: `draws between always-0 and the open lines at depth ${depth} (seed 1, 10 games)`, compute: () => zeroMatch(depth).draws };
}

export const CODECELL_FACTS = defineFacts('codecell', defs);
