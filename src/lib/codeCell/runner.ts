/**
 * @packageDocumentation
 * What the code cell's run worker does with one job (`workers/codeRun.worker.ts`
 * wires it to `self`; the tests call it directly): build the reader's
 * function from its compiled script, check every result against the contract
 * (`models/codeCell/guard.ts`), and either play one game of a match or record
 * one search for the visualiser. Plain data in and out, in the job protocol.
 *
 * One job per worker, and one worker per job (`workerJobs.ts`): a game
 * cannot leave state behind for the next one, and an endless loop costs one
 * worker, which the page terminates when a move runs past its time limit.
 * So that the page can tell which move that was, the job reports the start of
 * every move as progress: `nodes` the positions searched so far, `detail` the
 * moves so far, one digit each (cells 0-8, or columns counted from 0).
 */

import { engineError } from '../../engine/core/result.ts';
import type { Connect4Config } from '../../engine/games/connect4/layout.ts';
import type { Evaluate } from '../../engine/search/types.ts';
import type { JobResponse } from '../../workers/jobProtocol.ts';
import { contractFor, isCodeGame, positionOf, type CodeGame, type Contract } from '../models/codeCell/contracts.ts';
import { EvaluationProblem, describeThrown, guarded } from '../models/codeCell/guard.ts';
import { firstOf, playMatchGame, type MatchGameRecord, type SideId } from '../models/codeCell/match.ts';
import { recordEvaluationSearch, type TreeRecording } from '../models/codeCell/searchTree.ts';

export type CodeRunTask =
  /** Game `index` of a match (A first in the even games; game i seeded with seed + i). */
  | { readonly kind: 'game'; readonly index: number; readonly seed: number; readonly depth: number }
  /** One alpha-beta search from `position` (the game's notation) with side `side`'s evaluation. */
  | { readonly kind: 'search'; readonly position: string; readonly depth: number; readonly side: SideId; readonly maxEvents?: number };

export interface CodeRunRequest {
  readonly id: number;
  readonly game: CodeGame;
  /** Connect Four's board size. */
  readonly config?: Partial<Connect4Config>;
  /** Side A: the reader's compiled script (it defines `evaluate`). */
  readonly a: string;
  /** Side B: a saved version's compiled script, or null for the engine's own evaluation. */
  readonly b: string | null;
  /** How messages name each side ("your evaluation", "saved version 2"). */
  readonly names: { readonly a: string; readonly b: string };
  readonly task: CodeRunTask;
}

export type CodeRunResult = { readonly kind: 'game'; readonly record: MatchGameRecord } | { readonly kind: 'search'; readonly recording: TreeRecording };

export type CodeRunResponse = JobResponse<CodeRunResult>;

/**
 * The reader's `evaluate` from its compiled script, run in a function scope
 * (its top-level names stay its own) in strict mode. Throws an
 * `EvaluationProblem` when the script throws while loading or defines no
 * function called `evaluate`.
 */
export function functionFrom(js: string, who: string): (position: unknown) => unknown {
  let made: unknown;
  try {
    // The worker has removed its means to reach the page before this runs (codeRun.worker.ts).
    made = new Function(`"use strict";\n${js}\n;return typeof evaluate === "function" ? evaluate : undefined;`)();
  } catch (e) {
    throw new EvaluationProblem('threw', `${who} threw an exception while loading, ${describeThrown(e)}`);
  }
  if (typeof made !== 'function') throw new EvaluationProblem('no-function', `${who} defines no function called evaluate`);
  return made as (position: unknown) => unknown;
}

type Sides = { readonly ok: true; readonly a: Evaluate<unknown>; readonly b: Evaluate<unknown> } | { readonly ok: false; readonly side: SideId; readonly problem: EvaluationProblem };

/** Both sides' evaluations, checked; or the side whose script does not load, and why. */
function evaluations(req: CodeRunRequest, contract: Contract): Sides {
  let side: SideId = 'a';
  try {
    const a = guarded(contract, functionFrom(req.a, req.names.a), req.names.a);
    side = 'b';
    const b = req.b === null ? (p: unknown) => contract.engine.evaluate(p) : guarded(contract, functionFrom(req.b, req.names.b), req.names.b);
    return { ok: true, a, b };
  } catch (e) {
    return { ok: false, side, problem: e as EvaluationProblem };
  }
}

/** Runs one job, answering through `post` in the job protocol. */
export function handleCodeRun(req: CodeRunRequest, post: (m: CodeRunResponse) => void, clock: () => number = () => Date.now()): void {
  const { id, task } = req;
  const t0 = clock();
  if (!isCodeGame(req.game)) return post({ id, type: 'error', error: engineError('ERR_NOTATION', `code cells play tic-tac-toe and Connect Four, not '${req.game}'`) });
  let contract: Contract;
  try {
    contract = contractFor(req.game, req.config);
  } catch (e) {
    return post({ id, type: 'error', error: engineError('ERR_SIZE', (e as Error).message) });
  }
  const heartbeat = (moves: readonly number[], nodes: number) => post({ id, type: 'progress', progress: { nodes, detail: moves.join(''), ms: clock() - t0 } });
  const start = positionOf(contract, contract.start);
  heartbeat([], 0); // the job has begun: from here on, the time limit counts (the reader's script loads next)

  if (task.kind === 'game') {
    const sides = evaluations(req, contract);
    if (!sides.ok) {
      // A script that does not load stops the game before its first move.
      const { side, problem } = sides;
      const record: MatchGameRecord = { index: task.index, first: firstOf(task.index), moves: [], winner: null, nodes: 0, stopped: { side, kind: problem.kind, message: problem.message } };
      return post({ id, type: 'done', result: { kind: 'game', record }, ms: clock() - t0, notices: [] });
    }
    const record = playMatchGame({ game: contract.engine, start, depth: task.depth, a: sides.a, b: sides.b, index: task.index, seed: task.seed, onMove: heartbeat });
    return post({ id, type: 'done', result: { kind: 'game', record }, ms: clock() - t0, notices: [] });
  }

  let root: unknown;
  try {
    root = positionOf(contract, task.position);
  } catch (e) {
    return post({ id, type: 'error', error: engineError('ERR_NOTATION', (e as Error).message) });
  }
  const sides = evaluations(req, contract);
  if (!sides.ok) return post({ id, type: 'error', error: engineError('ERR_RANGE', sides.problem.message) });
  try {
    const recording = recordEvaluationSearch(contract.engine, root, task.depth, task.side === 'a' ? sides.a : sides.b, task.maxEvents);
    post({ id, type: 'done', result: { kind: 'search', recording }, ms: clock() - t0, notices: [] });
  } catch (e) {
    const message = e instanceof EvaluationProblem ? `${e.message}${e.board ? `, on the board\n${e.board}` : ''}` : `the search failed: ${describeThrown(e)}`;
    post({ id, type: 'error', error: engineError('ERR_RANGE', message) });
  }
}
