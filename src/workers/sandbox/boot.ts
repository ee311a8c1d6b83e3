/**
 * @packageDocumentation
 * The boot script of the sandbox's frame (`/sandbox/code-run.html`, built by
 * `src/build/codeRunSandbox.mjs`). The frame is sandboxed without
 * `allow-same-origin` (an opaque origin: none of the site's storage, cookies
 * or caches) and its policy allows this script (by hash), `eval` and workers
 * from blobs, nothing else: no network, no other script, no font, no image.
 *
 * It turns the runner (a non-executing data block of the document, with SES
 * and the engine in it) into a blob, starts workers from it (each inherits
 * the frame's policy and origin; the page sends a worker it keeps the next
 * job, or asks for a new one), and relays between the page
 * and the workers over the port the page hands over at the handshake
 * (`lib/codeCell/frameProtocol.ts`). A worker's answer is passed on only as a
 * string within the cap; anything else ends that worker.
 *
 * One worker is started ahead of need: its lockdown runs while the previous
 * job plays, so a new worker is ready at once. It has run none of the
 * reader's code.
 */

import { HELLO, MAX_FAILURE_TEXT, MAX_MESSAGE_CHARS, type FrameToPage, type FrameTrouble, type PageToFrame } from '../../lib/codeCell/frameProtocol.ts';

const runner = document.getElementById('runner')?.textContent ?? '';
const url = URL.createObjectURL(new Blob([JSON.parse(runner) as string], { type: 'text/javascript' }));
const workers = new Map<number, Worker>();
let spare: Worker | undefined;
let port: MessagePort | undefined;

const say = (m: FrameToPage) => port?.postMessage(m);
const clip = (s: string) => (s.length > MAX_FAILURE_TEXT ? `${s.slice(0, MAX_FAILURE_TEXT)}…` : s);

function stop(wid: number): void {
  workers.get(wid)?.terminate();
  workers.delete(wid);
}

function fail(wid: number, trouble: FrameTrouble, detail?: string): void {
  stop(wid);
  say(detail === undefined ? { type: 'failed', wid, trouble } : { type: 'failed', wid, trouble, detail: clip(detail) });
}

function fresh(): Worker {
  return new Worker(url, { name: 'code-run' });
}

function start(wid: number, job: unknown): void {
  let w: Worker;
  try {
    w = spare ?? fresh();
    spare = undefined;
  } catch (e) {
    say({ type: 'failed', wid, trouble: 'start', detail: clip(String((e as Error)?.message ?? e)) });
    return;
  }
  workers.set(wid, w);
  w.onmessage = (ev: MessageEvent<unknown>) => {
    if (!workers.has(wid)) return;
    const data = ev.data;
    if (typeof data !== 'string') return fail(wid, 'notText');
    if (data.length > MAX_MESSAGE_CHARS) return fail(wid, 'tooLong');
    say({ type: 'answer', wid, data });
  };
  w.onerror = (ev: ErrorEvent) => {
    ev.preventDefault();
    fail(wid, 'stopped', typeof ev.message === 'string' && ev.message !== '' ? ev.message : undefined);
  };
  w.onmessageerror = () => fail(wid, 'unreadable');
  w.postMessage(job);
  try {
    spare = fresh();
  } catch {
    spare = undefined; // the next job tries again, and says why if it fails
  }
}

function command(c: PageToFrame): void {
  if (typeof c !== 'object' || c === null || typeof c.wid !== 'number') return;
  if (c.type === 'start') {
    const running = workers.get(c.wid);
    if (running) running.postMessage(c.job); // the next job of a worker the page keeps
    else start(c.wid, c.job);
  }
  else if (c.type === 'stop') {
    stop(c.wid);
    say({ type: 'stopped', wid: c.wid });
  }
}

addEventListener('message', (ev: MessageEvent<unknown>) => {
  if (port || ev.source !== parent || ev.data !== HELLO || ev.ports.length !== 1) return;
  port = ev.ports[0];
  port.onmessage = (e: MessageEvent<PageToFrame>) => command(e.data);
  say({ type: 'ready' });
  try {
    spare = fresh();
  } catch {
    spare = undefined;
  }
});
