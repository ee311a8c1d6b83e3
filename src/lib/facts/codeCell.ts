/**
 * @packageDocumentation
 * Facts of the code cell's section in lesson 2: matches between a function
 * that knows nothing (always 0) and the engine's open-lines heuristic, played
 * on the cell's own rules (`models/codeCell/match.ts`), so the prose states
 * what the reader sees on pressing "Run the match" with the blank function.
 */

import { TICTACTOE_CONTRACT, contractFor, type Contract } from '../models/codeCell/contracts.ts';
import { CODE_GOALS, type CodeGoalName, type MatchGoal } from '../models/codeCell/goals.ts';
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

const own = new Map<CodeGoalName, MatchTally>();

/** A goal's match (`models/codeCell/goals.ts`) with the engine's own evaluation on both sides: what the cell's starting code scores. */
function ownMatch(name: CodeGoalName): MatchTally {
  let t = own.get(name);
  if (!t) {
    const goal: MatchGoal = CODE_GOALS[name];
    const c = contractFor(goal.game, goal.config);
    const evaluate = (p: unknown) => c.engine.evaluate(p);
    const games = playMatch({ game: c.engine, start: c.engine.initial(), depth: goal.depth, a: evaluate, b: evaluate, seed: goal.seed }, goal.games);
    own.set(name, (t = tallyMatch(games)));
  }
  return t;
}

const defs: Record<string, FactDef> = {
  games: { label: { en: 'games in a match of the code cell, by default', fr: 'parties d’un match de la cellule de code, par défaut' }, compute: () => CELL_GAMES },
  seed: { label: { en: 'the code cell’s seed, by default', fr: 'la graine de la cellule de code, par défaut' }, compute: () => CELL_SEED },
  defaultDepth: { label: { en: 'the code cell’s search depth for tic-tac-toe, by default', fr: 'la profondeur de recherche de la cellule de code au morpion, par défaut' }, compute: () => TICTACTOE_CONTRACT.defaultDepth },
};
for (const depth of [1, 2, 9]) {
  defs[`zero.depth${depth}.zero`] = { label: { en: `games always-0 wins against the open lines at depth ${depth} (seed 1, 10 games)`, fr: `parties que always-0 gagne contre les lignes ouvertes à la profondeur ${depth} (graine 1, 10 parties)` }, compute: () => zeroMatch(depth).a };
  defs[`zero.depth${depth}.builtIn`] = { label: { en: `games the open lines win against always-0 at depth ${depth} (seed 1, 10 games)`, fr: `parties que les lignes ouvertes gagnent contre always-0 à la profondeur ${depth} (graine 1, 10 parties)` }, compute: () => zeroMatch(depth).b };
  defs[`zero.depth${depth}.draws`] = { label: { en: `draws between always-0 and the open lines at depth ${depth} (seed 1, 10 games)`, fr: `nulles entre always-0 et les lignes ouvertes à la profondeur ${depth} (graine 1, 10 parties)` }, compute: () => zeroMatch(depth).draws };
}

for (const name of Object.keys(CODE_GOALS) as CodeGoalName[]) {
  const goal: MatchGoal = CODE_GOALS[name];
  const where = `the goal ${name} (depth ${goal.depth}, ${goal.games} games, seed ${goal.seed})`;
  const whereFr = `l’objectif ${name} (profondeur ${goal.depth}, ${goal.games} parties, graine ${goal.seed})`;
  defs[`goal.${name}.games`] = { label: { en: `games in the match of ${where}`, fr: `parties du match de ${whereFr}` }, compute: () => goal.games };
  defs[`goal.${name}.depth`] = { label: { en: `search depth of ${where}`, fr: `profondeur de recherche de ${whereFr}` }, compute: () => goal.depth };
  defs[`goal.${name}.own.a`] = { label: { en: `games side A wins in ${where} with the engine’s own evaluation on both sides`, fr: `parties que le camp A gagne dans ${whereFr} avec l’évaluation du moteur des deux côtés` }, compute: () => ownMatch(name).a };
  defs[`goal.${name}.own.b`] = { label: { en: `games side B wins in ${where} with the engine’s own evaluation on both sides`, fr: `parties que le camp B gagne dans ${whereFr} avec l’évaluation du moteur des deux côtés` }, compute: () => ownMatch(name).b };
  defs[`goal.${name}.own.draws`] = { label: { en: `draws in ${where} with the engine’s own evaluation on both sides`, fr: `nulles dans ${whereFr} avec l’évaluation du moteur des deux côtés` }, compute: () => ownMatch(name).draws };
}

export const CODECELL_FACTS = defineFacts('codecell', defs);
