/**
 * @packageDocumentation
 * Loading a solver's resources in the worker (see `ResourceSpec`): fetched
 * from the site once per worker, with a time limit, and checked by the
 * engine's one checker (`engine/solve/resource.ts`: size, CRC-32, then the
 * game's own decoder) before use. A resource that cannot be had is
 * an answer too: the job runs without it and the reader is told why.
 */

import { engineError, err, type Result } from '../engine/core/result.ts';
import { checkResource as checkBytes } from '../engine/solve/resource.ts';
import type { ResourceSpec } from '../engine/solve/types.ts';

/** How long a resource may take to arrive before the job goes on without it. */
const RESOURCE_TIMEOUT_MS = 5000;

const cache = new Map<string, Promise<Result<unknown>>>();

const unavailable = (message: string) => err(engineError('ERR_UNAVAILABLE', message));

/** The fetched bytes of `spec` checked and decoded, or the reason they cannot be used (as ERR_UNAVAILABLE: the job goes on without). */
export function checkResource<T>(spec: ResourceSpec<T>, bytes: Uint8Array): Result<T> {
  const r = checkBytes(spec, bytes);
  return r.ok ? r : unavailable(r.error.message);
}

async function fetchResource<T>(spec: ResourceSpec<T>, base: string, timeoutMs: number): Promise<Result<T>> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const r = await fetch(`${base.replace(/\/?$/, '/')}${spec.path}`, { signal: abort.signal });
    if (!r.ok) return unavailable(`the server answered ${r.status}`);
    return checkResource(spec, new Uint8Array(await r.arrayBuffer()));
  } catch (e) {
    return unavailable(abort.signal.aborted ? `it did not arrive within ${timeoutMs / 1000} s` : `it could not be fetched (${(e as Error).message})`);
  } finally {
    clearTimeout(timer);
  }
}

/** `spec`, loaded once per worker: later jobs get the same answer at once. */
export function loadResource<T>(spec: ResourceSpec<T>, base: string, timeoutMs = RESOURCE_TIMEOUT_MS): Promise<Result<T>> {
  let p = cache.get(spec.name);
  if (p === undefined) cache.set(spec.name, (p = fetchResource(spec, base, timeoutMs)));
  return p as Promise<Result<T>>;
}
