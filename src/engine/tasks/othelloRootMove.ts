/**
 * @packageDocumentation
 * Task `othelloRootMove`: one sub-job of the Othello endgame root split
 * across workers (`split/othelloRoot.ts`): one root move searched with the
 * bound the moves finished before it set. The worker (or the CLI thread)
 * that runs it keeps its solver, table included, for its next root move when
 * `keep` is set: the root moves' trees share many positions.
 *
 * Reach: a root move costs at most what a solve of the root would (the
 * Othello solver's estimate, `solve/othello.ts`).
 */

import { ok } from '../core/result.ts';
import { EndgameSolver } from '../games/othello/endgame.ts';
import { parseBoard } from '../games/othello/notation.ts';
import { emptyCount } from '../games/othello/position.ts';
import { budgeted } from '../solve/budget.ts';
import { MAX_POSITION_LENGTH } from '../solve/define.ts';
import { othelloEstimate, othelloSolver } from '../solve/othello.ts';
import { budgetFor, runWithin } from '../solve/reach.ts';
import { NO_BOUND, solveRootMove, type RootMoveResult } from '../split/othelloRoot.ts';
import { defineTask } from './define.ts';

const ROOT_MOVE_INPUT = {
  position: { kind: 'text', maxLength: MAX_POSITION_LENGTH, required: true, doc: 'the root, in the FFO notation' },
  move: { kind: 'text', maxLength: 4, required: true, doc: 'the root move searched, e.g. d3' },
  above: { kind: 'int', min: NO_BOUND, max: 64, doc: `the best exact score of the root moves finished so far (default ${NO_BOUND}: none)` },
  objective: { kind: 'enum', values: ['standard', 'course'], doc: "'standard' (default) or 'course'" },
  hashBits: { kind: 'int', min: 10, max: 24, doc: "log2 of the table's entries" },
  keep: { kind: 'flag', doc: "start from this worker's table of its previous root move (same objective and size)" },
} as const;


/** The solver kept from one sub-job to the next in this worker, by objective and table size. */
let kept: { key: string; solver: EndgameSolver } | undefined;

export const rootMoveTask = defineTask<typeof ROOT_MOVE_INPUT, RootMoveResult>({
  id: 'othelloRootMove',
  title: 'one root move of an Othello endgame solve split across workers',
  input: ROOT_MOVE_INPUT,
  example: '{"position":"O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X","move":"a2"}',
  limits: ['as solving the root: 24 empty squares or fewer'],
  resources: {},
  wants: () => false,
  run(input, context = {}) {
    const pos = parseBoard(input.position);
    if (!pos.ok) return pos;
    const empties = emptyCount(pos.value);
    const what = `a root move of an Othello position with ${empties} empty squares`;
    const budget = budgetFor({ nodes: othelloEstimate(empties), what }, othelloSolver.reach, context.budget);
    if (!budget.ok) return budget;
    const objective = input.objective ?? 'standard';
    const key = `${objective}/${input.hashBits ?? 'default'}`;
    const keep = (input.keep ?? false) && kept?.key === key;
    const solver = keep ? kept!.solver : new EndgameSolver({ objective, hashBits: input.hashBits });
    kept = { key, solver };
    solver.listen(budgeted(budget.value, context.onProgress));
    return runWithin(budget.value, context.budget, () => {
      const r = solveRootMove(solver, input.position, input.move, input.above ?? NO_BOUND, keep);
      return r.ok ? ok(r.value) : r;
    });
  },
});
