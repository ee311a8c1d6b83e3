/// <reference lib="webworker" />
/**
 * @packageDocumentation
 * The code cell's run worker: one job (a game of a match, or a search for the
 * visualiser) with the reader's evaluation, in the job protocol
 * (`lib/codeCell/runner.ts`). A worker has no DOM and none of the page's
 * variables; before the reader's code is loaded, this one also takes away its
 * own means to reach anything else (network, storage, other workers, messages
 * to the page), keeping a private handle on `postMessage` for its answers.
 * So the reader's function can compute and nothing more, and if it never
 * ends, the page terminates the worker (`workerJobs.ts`).
 */

import { handleCodeRun, type CodeRunRequest, type CodeRunResponse } from '../lib/codeCell/runner.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const answer = scope.postMessage.bind(scope);
const post = (m: CodeRunResponse) => answer(m);

const HIDDEN = [
  'postMessage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebTransport',
  'EventSource',
  'importScripts',
  'indexedDB',
  'caches',
  'BroadcastChannel',
  'Worker',
  'SharedWorker',
  'close',
  'navigator',
] as const;

/** Shadows each name with an own, read-only undefined (what the prototype holds stays out of reach). */
function lockDown(): void {
  for (const name of HIDDEN) {
    try {
      Object.defineProperty(scope, name, { value: undefined, writable: false, configurable: false });
    } catch {
      // A name this browser does not let us shadow keeps its value; there is nothing else to do.
    }
  }
}

scope.onmessage = (ev: MessageEvent<CodeRunRequest>) => {
  scope.onmessage = null; // one job per worker
  lockDown();
  handleCodeRun(ev.data, post, () => performance.now());
};
