/// <reference lib="webworker" />
/**
 * @packageDocumentation
 * The code cells' run worker, as it runs inside the sandbox: one job (a game
 * of a match, or a search for the visualiser) with the reader's evaluation,
 * in the job protocol (`lib/codeCell/runner.ts`).
 *
 * Three walls, from the outside in:
 * 1. the worker is started from a blob by a sandboxed frame with an opaque
 *    origin (`sandbox/boot.ts`), whose Content-Security-Policy it inherits:
 *    no network of any kind, no script from anywhere, no storage of the site;
 * 2. the realm is locked down (`sandbox/lockdown.ts`, imported first) before
 *    any other module runs;
 * 3. the reader's script runs in a SES compartment with no endowments
 *    (`sandbox/compartment.ts`).
 *
 * Every answer leaves as one JSON string within the cap (`runMessages.ts`).
 *
 * The worker takes job after job (the games of a match: `CodeRunClient`
 * keeps it while each job ends cleanly), each with fresh compartments, so
 * SES's start-up is paid once per match, not once per game. A job's last
 * answer (done or error) is sent one task later, after every microtask the
 * reader's code may have queued (compartments have no timers): a worker that
 * has said "done" runs nothing of the reader's, and one whose code keeps the
 * microtask queue busy never says it, runs into the page's time limit and is
 * terminated.
 * Bundled with SES into the sandbox's document at build time
 * (`src/build/codeRunSandbox.mjs`); never loaded by a page.
 */

import './sandbox/lockdown.ts';
import { handleCodeRun, type CodeRunRequest } from '../lib/codeCell/runner.ts';
import { encodeResponse } from '../lib/codeCell/runMessages.ts';
import { compartmentLoader } from './sandbox/compartment.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const send = scope.postMessage.bind(scope);

scope.onmessage = (ev: MessageEvent<CodeRunRequest>) => {
  handleCodeRun(
    ev.data,
    (m) => {
      const text = encodeResponse(m);
      if (m.type === 'progress' || m.type === 'notice') send(text);
      else setTimeout(() => send(text), 0); // after the reader's microtasks, if they ever end
    },
    () => performance.now(),
    compartmentLoader,
  );
};
