/**
 * @packageDocumentation
 * What the code cell's run worker does with one job (`workers/codeRun.sandbox.ts`
 * wires it to `self`; the tests call it directly): build the reader's
 * function from its compiled script, check every result against the contract
 * (`models/codeCell/guard.ts`), and either play one game of a match or record
 * one search for the visualiser. Plain data in and out, in the job protocol.
 *
 * Each job loads the reader's scripts afresh (on the site, in new SES
 * compartments whose intrinsics are frozen): a game cannot leave state behind
 * for the next one. An endless loop costs one worker, which the page
 * terminates when a move runs past its time limit.
 * So that the page can tell which move that was, the job reports the start of
 * every phase as progress: `detail` is `loading a` (or `b`) while a side's
 * script loads (its top level runs: a loop there is that side's, whoever
 * moves first), then, at the start of every move, the moves so far, one digit
 * each (cells 0-8, or columns counted from 0), with `nodes` the positions
 * searched so far.
 *
 * Where the reader's script is evaluated is the caller's `Loader`: on the
 * site, a SES `Compartment` inside the sandbox's worker
 * (`workers/codeRun.sandbox.ts`); in the tests, `sameRealm`, a plain
 * `new Function` in the calling realm, which contains nothing.
 */

import { engineError } from '../../engine/core/result.ts';
import type { Evaluate } from '../../engine/search/types.ts';
import { contractFor, isCodeGame, positionOf, type Contract } from '../models/codeCell/contracts.ts';
import { EvaluationProblem, describeThrown, guarded } from '../models/codeCell/guard.ts';
import { firstOf, playMatchGame, type MatchGameRecord, type SideId } from '../models/codeCell/match.ts';
import { recordEvaluationSearch } from '../models/codeCell/searchTree.ts';
import { loadingDetail, type CodeRunRequest, type CodeRunResponse } from './runProtocol.ts';

export type { CodeRunRequest, CodeRunResponse } from './runProtocol.ts';

/**
 * Runs the reader's compiled script in a scope of its own (its top-level
 * names stay its own), in strict mode, and returns what it calls `evaluate`
 * (undefined when it defines no such function).
 */
export type Loader = (js: string) => unknown;

/** The script in a `new Function` of the calling realm: for tests and Node only (nothing is contained). */
const sameRealm: Loader = (js) => new Function(`"use strict";\n${js}\n;return typeof evaluate === "function" ? evaluate : undefined;`)();

/**
 * The reader's `evaluate` from its compiled script, by `load`. Throws an
 * `EvaluationProblem` when the script throws while loading or defines no
 * function called `evaluate`.
 */
export function functionFrom(js: string, who: string, load: Loader = sameRealm): (position: unknown) => unknown {
  let made: unknown;
  try {
    made = load(js);
  } catch (e) {
    const thrown = describeThrown(e);
    throw new EvaluationProblem('threw', `${who} threw an exception while loading, ${thrown}`, undefined, { thrown, loading: true });
  }
  if (typeof made !== 'function') throw new EvaluationProblem('no-function', `${who} defines no function called evaluate`);
  return made as (position: unknown) => unknown;
}

type Sides = { readonly ok: true; readonly a: Evaluate<unknown>; readonly b: Evaluate<unknown> } | { readonly ok: false; readonly side: SideId; readonly problem: EvaluationProblem };

/** Both sides' evaluations, checked; or the side whose script does not load, and why. `loading` says which side loads now. */
function evaluations(req: CodeRunRequest, contract: Contract, load: Loader, loading: (side: SideId) => void): Sides {
  let side: SideId = 'a';
  try {
    loading('a');
    const a = guarded(contract, functionFrom(req.a, req.names.a, load), req.names.a);
    side = 'b';
    if (req.b !== null) loading('b');
    const b = req.b === null ? (p: unknown) => contract.engine.evaluate(p) : guarded(contract, functionFrom(req.b, req.names.b, load), req.names.b);
    return { ok: true, a, b };
  } catch (e) {
    return { ok: false, side, problem: e as EvaluationProblem };
  }
}

/** Runs one job, answering through `post` in the job protocol; the reader's scripts load with `load`. */
export function handleCodeRun(req: CodeRunRequest, post: (m: CodeRunResponse) => void, clock: () => number = () => Date.now(), load: Loader = sameRealm): void {
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
  // The job has begun: from here on the time limit counts, first for each script's loading.
  const loading = (side: SideId) => post({ id, type: 'progress', progress: { nodes: 0, detail: loadingDetail(side), ms: clock() - t0 } });

  if (task.kind === 'game') {
    const sides = evaluations(req, contract, load, loading);
    if (!sides.ok) {
      // A script that does not load stops the game before its first move.
      const { side, problem } = sides;
      const record: MatchGameRecord = { index: task.index, first: firstOf(task.index), moves: [], winner: null, nodes: 0, stopped: { side, kind: problem.kind, message: problem.message, ...(problem.detail ? { detail: problem.detail } : {}) } };
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
  const sides = evaluations(req, contract, load, loading);
  const stoppedBy = (side: SideId, p: EvaluationProblem) =>
    post({
      id,
      type: 'done',
      result: { kind: 'stopped', stopped: { side, kind: p.kind, message: p.message, ...(p.board !== undefined ? { board: p.board } : {}), ...(p.detail ? { detail: p.detail } : {}) } },
      ms: clock() - t0,
      notices: [],
    });
  if (!sides.ok) return sides.problem instanceof EvaluationProblem ? stoppedBy(sides.side, sides.problem) : post({ id, type: 'error', error: engineError('ERR_INTERNAL', `the search failed: ${describeThrown(sides.problem)}`) });
  heartbeat([], 0);
  try {
    const recording = recordEvaluationSearch(contract.engine, root, task.depth, task.side === 'a' ? sides.a : sides.b, task.maxEvents);
    post({ id, type: 'done', result: { kind: 'search', recording }, ms: clock() - t0, notices: [] });
  } catch (e) {
    if (e instanceof EvaluationProblem) return stoppedBy(task.side, e);
    post({ id, type: 'error', error: engineError('ERR_INTERNAL', `the search failed: ${describeThrown(e)}`) });
  }
}
