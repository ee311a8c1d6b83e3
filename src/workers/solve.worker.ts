/// <reference lib="webworker" />
/**
 * @packageDocumentation
 * The solve worker: runs any game's solver off the page's main thread and
 * posts progress while it works. It knows no game: the registry gives the
 * solver, the solver declares the resources it wants (`resources.ts` loads
 * them), and every failure becomes an `error` message with words for the
 * reader. Cancelling is done by terminating the worker (the solver's loop
 * never yields, so it could not read a "stop" message anyway).
 */

import type { Progress } from '../engine/core/progress.ts';
import { engineError } from '../engine/core/result.ts';
import { solverFor } from '../engine/registry.ts';
import { checkOptions } from '../engine/solve/options.ts';
import type { ResourceSpec } from '../engine/solve/types.ts';
import type { SolveRequest, SolveResponse } from './protocol.ts';
import { loadResource } from './resources.ts';

const post = (m: SolveResponse) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(m);

self.onmessage = async (ev: MessageEvent<SolveRequest>) => {
  const { id, kind, game, position, options = {} } = ev.data;
  const found = solverFor(game);
  if (!found.ok) return post({ id, type: 'error', error: found.error });
  const solver = found.value;
  const checked = checkOptions(solver.options, options, solver.id);
  if (!checked.ok) return post({ id, type: 'error', error: checked.error });

  const resources: Record<string, unknown> = {};
  const notices: string[] = [];
  for (const [name, spec] of Object.entries(solver.resources as Record<string, ResourceSpec<unknown>>)) {
    if (!solver.wants(name, position, checked.value)) continue;
    const r = await loadResource(spec, import.meta.env.BASE_URL);
    if (r.ok) resources[name] = r.value;
    else {
      const text = `${spec.title[0].toUpperCase()}${spec.title.slice(1)} is unavailable: ${r.error.message}. Everything is searched instead, which near the start of a game can take minutes.`;
      notices.push(text);
      post({ id, type: 'notice', text });
    }
  }

  const t0 = performance.now();
  const onProgress = (p: Progress) => post({ id, type: 'progress', progress: { ...p, ms: performance.now() - t0 } });
  try {
    const r = kind === 'analyze' ? solver.analyze(position, checked.value, { onProgress, resources }) : solver.solve(position, checked.value, { onProgress, resources });
    post(r.ok ? ({ id, type: 'done', result: r.value, ms: performance.now() - t0, notices } as SolveResponse) : { id, type: 'error', error: r.error });
  } catch (e) {
    post({ id, type: 'error', error: engineError('ERR_INTERNAL', `the solver failed: ${(e as Error).message}`) });
  }
};
