/// <reference lib="webworker" />
/**
 * @packageDocumentation
 * The solve worker: runs any game's solver, or any engine task (a match, a
 * road step, a perfect move...), off the page's main thread and posts
 * progress while it works. It knows no game: the registries give the solver
 * or the task, which declares the resources it wants (`resources.ts` loads
 * them, once per worker), and every failure becomes an `error` message with
 * words for the reader. Cancelling is done by terminating the worker (a
 * search's loop never yields, so it could not read a "stop" message anyway).
 *
 * A worker may serve several jobs in turn (a client that keeps it alive
 * between jobs): module state such as a solver's table and loaded resources
 * then carries over, which is what a game against the perfect engine wants.
 */

import type { Progress } from '../engine/core/progress.ts';
import { engineError, type Result } from '../engine/core/result.ts';
import { solverFor } from '../engine/registry.ts';
import { checkOptions } from '../engine/solve/options.ts';
import type { ResourceSpec } from '../engine/solve/types.ts';
import { taskFor } from '../engine/tasks/index.ts';
import type { JobNotice } from './jobProtocol.ts';
import type { WorkerRequest, WorkerResponse } from './protocol.ts';
import { loadResource } from './resources.ts';

const post = (m: WorkerResponse<unknown>) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(m);

/** Loads the resources a job wants; the ones that cannot be had become notices. */
async function loadWanted(
  id: number,
  specs: Record<string, ResourceSpec<unknown>>,
  wants: (name: string) => boolean,
): Promise<{ resources: Record<string, unknown>; notices: JobNotice[] }> {
  const resources: Record<string, unknown> = {};
  const notices: JobNotice[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    if (!wants(name)) continue;
    const r = await loadResource(spec, import.meta.env.BASE_URL);
    if (r.ok) resources[name] = r.value;
    else {
      const notice = { resource: name, error: r.error };
      notices.push(notice);
      post({ id, type: 'notice', notice });
    }
  }
  return { resources, notices };
}

self.onmessage = async (ev: MessageEvent<WorkerRequest>) => {
  const req = ev.data;
  const { id } = req;
  let work: (context: { onProgress: (p: Progress) => void; resources: Record<string, unknown>; clock: () => number }) => Result<unknown>;
  let loaded: { resources: Record<string, unknown>; notices: JobNotice[] };

  if (req.kind === 'task') {
    const found = taskFor(req.task);
    if (!found.ok) return post({ id, type: 'error', error: found.error });
    const task = found.value;
    loaded = await loadWanted(id, task.resources as Record<string, ResourceSpec<unknown>>, (name) => task.wants(name, req.input));
    work = (context) => task.run(req.input, context);
  } else {
    const { kind, game, position, options = {} } = req;
    const found = solverFor(game);
    if (!found.ok) return post({ id, type: 'error', error: found.error });
    const solver = found.value;
    const checked = checkOptions(solver.options, options, solver.id);
    if (!checked.ok) return post({ id, type: 'error', error: checked.error });
    loaded = await loadWanted(id, solver.resources as Record<string, ResourceSpec<unknown>>, (name) => solver.wants(name, position, checked.value));
    const { sharedTable } = req;
    work = (base) => {
      const context = sharedTable ? { ...base, sharedTable } : base;
      return kind === 'analyze' ? solver.analyze(position, checked.value, context) : solver.solve(position, checked.value, context);
    };
  }

  const t0 = performance.now();
  const onProgress = (p: Progress) => post({ id, type: 'progress', progress: { ...p, ms: performance.now() - t0 } });
  try {
    const r = work({ onProgress, resources: loaded.resources, clock: () => performance.now() });
    post(r.ok ? { id, type: 'done', result: r.value, ms: performance.now() - t0, notices: loaded.notices } : { id, type: 'error', error: r.error });
  } catch (e) {
    post({ id, type: 'error', error: engineError('ERR_INTERNAL', `the ${req.kind === 'task' ? 'engine' : 'solver'} failed: ${(e as Error).message}`) });
  }
};
