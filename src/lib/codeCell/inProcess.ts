/**
 * @packageDocumentation
 * The run job in this realm, behind the same Worker-like face as the
 * sandbox's workers (`sandbox.ts`), for tests and tools that have no browser:
 * `new CodeRunClient(inProcessRunWorkers())` plays real games with the
 * reader's code, its answers encoded, capped and read exactly as they cross
 * the sandbox (`runMessages.ts`). Nothing is contained here (the reader's
 * code runs beside the caller, `sameRealm`): never give it to a page.
 */

import { encodeResponse, readResponse } from './runMessages.ts';
import { handleCodeRun, type CodeRunRequest } from './runner.ts';

type Handler<E> = ((ev: E) => void) | null;

class InProcessRunWorker {
  onmessage: Handler<MessageEvent> = null;
  onerror: Handler<ErrorEvent> = null;
  onmessageerror: Handler<MessageEvent> = null;
  terminated = false;

  postMessage(req: CodeRunRequest): void {
    // Later, as a worker answers: the caller has set its handlers by then.
    setTimeout(() =>
      handleCodeRun(req, (m) => {
        if (this.terminated) return;
        const r = readResponse(encodeResponse(m));
        if (r.ok) this.onmessage?.({ data: r.value } as MessageEvent);
        else this.onmessageerror?.({ data: r.why } as MessageEvent);
      }),
    );
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** A worker factory for `CodeRunClient` that runs each job in this realm. */
export const inProcessRunWorkers = (): (() => Worker) => () => new InProcessRunWorker() as unknown as Worker;
