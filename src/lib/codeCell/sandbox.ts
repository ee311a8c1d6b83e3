/**
 * @packageDocumentation
 * The page's side of the code cells' sandbox: a hidden frame
 * (`/sandbox/code-run.html`, sandboxed with `allow-scripts` only: an opaque
 * origin under a policy that forbids every request) whose workers run the
 * reader's code, seen by the rest of the page as plain workers.
 *
 * - `SandboxHost` owns the frame: made on the first job, connected by a
 *   `MessageChannel` handed over at the handshake (`frameProtocol.ts`), so
 *   the page hears only that port and the frame only the page.
 * - `SandboxWorker` is what `WorkerJobs` (through `CodeRunClient`) sees: a
 *   Worker-like object (`postMessage`, `terminate`, `onmessage`, `onerror`,
 *   `onmessageerror`) for one worker in the frame. Each answer is read and
 *   checked (`runMessages.ts`) before `onmessage` sees it; an answer that
 *   fails the check goes to `onmessageerror` instead.
 * - `terminate()` asks the frame to terminate that worker; if the frame has
 *   not said `stopped` within `STOP_ACK_MS`, the frame itself is removed
 *   (which ends every worker in it) and the next job makes a new one.
 *
 * The cell's model knows none of this: it is handed a worker factory
 * (`sandboxWorkers()`), and the tests hand it one that runs in-process.
 */

import { FRAME_TROUBLES, HELLO, MAX_FAILURE_TEXT, type FrameToPage, type FrameTrouble, type PageToFrame, type SandboxTrouble } from './frameProtocol.ts';
import { clipText, readResponse } from './runMessages.ts';

/** How long the frame may take to confirm that it terminated a worker. */
export const STOP_ACK_MS = 1000;
/** How long the frame may take to answer the handshake once it has loaded. */
const READY_MS = 10_000;

type Handler<E> = ((ev: E) => void) | null;

/** One worker of the sandbox, as `WorkerJobs` uses a Worker. */
export class SandboxWorker {
  onmessage: Handler<MessageEvent> = null;
  onerror: Handler<ErrorEvent> = null;
  onmessageerror: Handler<MessageEvent> = null;
  private ended = false;

  constructor(
    private readonly host: SandboxHost,
    readonly wid: number,
  ) {}

  postMessage(job: unknown): void {
    if (!this.ended) this.host.send({ type: 'start', wid: this.wid, job });
  }

  terminate(): void {
    if (this.ended) return;
    this.ended = true;
    this.host.stop(this.wid);
  }

  /** An answer relayed by the frame, read and checked here (its type and length too). */
  answer(data: unknown): void {
    if (this.ended) return;
    const r = readResponse(data);
    if (r.ok) this.onmessage?.({ data: r.value } as MessageEvent);
    else this.onmessageerror?.({ data: r.why } as MessageEvent);
  }

  /**
   * The worker failed, or the frame went: reported as a worker error, with
   * `trouble` for the page's words (lib/workerJobs.ts reads it) and the
   * browser's `detail`, if any, as the event's message.
   */
  fail(trouble: SandboxTrouble, detail?: string): void {
    if (this.ended) return;
    this.ended = true;
    this.onerror?.({ message: detail === undefined ? '' : clipText(detail, MAX_FAILURE_TEXT), trouble } as ErrorEvent & { trouble: SandboxTrouble });
  }
}

export class SandboxHost {
  private frame: HTMLIFrameElement | undefined;
  private port: MessagePort | undefined;
  private queue: PageToFrame[] = [];
  private readonly workers = new Map<number, SandboxWorker>();
  private readonly stopping = new Map<number, ReturnType<typeof setTimeout>>();
  private readyTimer: ReturnType<typeof setTimeout> | undefined;
  private nextWid = 1;

  /** `src`: the sandbox document's URL (under the site's base). */
  constructor(
    private readonly src: string,
    private readonly doc: Document = document,
  ) {}

  /** A new worker in the frame (the frame is made on the first one). */
  worker(): SandboxWorker {
    const w = new SandboxWorker(this, this.nextWid++);
    this.workers.set(w.wid, w);
    this.open();
    return w;
  }

  /** Is the frame there? (a test hook) */
  get hasFrame(): boolean {
    return this.frame !== undefined;
  }

  send(c: PageToFrame): void {
    if (this.port) this.port.postMessage(c);
    else this.queue.push(c);
  }

  stop(wid: number): void {
    this.workers.delete(wid);
    if (!this.port) {
      // Not connected yet: the start never left the page.
      this.queue = this.queue.filter((c) => c.wid !== wid);
      return;
    }
    this.port.postMessage({ type: 'stop', wid } satisfies PageToFrame);
    this.stopping.set(
      wid,
      setTimeout(() => this.reset('silent'), STOP_ACK_MS),
    );
  }

  /** Removes the frame, ending every worker in it; each running job hears `why`. */
  reset(why: SandboxTrouble): void {
    for (const t of this.stopping.values()) clearTimeout(t);
    this.stopping.clear();
    clearTimeout(this.readyTimer);
    this.port?.close();
    this.port = undefined;
    this.frame?.remove();
    this.frame = undefined;
    this.queue = [];
    const running = [...this.workers.values()];
    this.workers.clear();
    for (const w of running) w.fail(why);
  }

  dispose(): void {
    this.reset('closed');
  }

  private open(): void {
    if (this.frame) return;
    const frame = this.doc.createElement('iframe');
    // allow-scripts and nothing else: an opaque origin, no forms, no popups, no navigation of the page.
    frame.setAttribute('sandbox', 'allow-scripts');
    frame.setAttribute('aria-hidden', 'true');
    frame.setAttribute('tabindex', '-1');
    frame.title = 'Sandbox for the code cells';
    frame.hidden = true;
    frame.src = this.src;
    frame.addEventListener('load', () => this.connect(frame), { once: true });
    this.frame = frame;
    this.doc.body.append(frame);
  }

  private connect(frame: HTMLIFrameElement): void {
    if (this.frame !== frame || !frame.contentWindow) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (ev: MessageEvent<unknown>) => this.receive(channel.port1, ev.data);
    // The frame's origin is opaque: '*' is the only target that reaches it. What it gets is a port, nothing of the page's.
    frame.contentWindow.postMessage(HELLO, '*', [channel.port2]);
    this.readyTimer = setTimeout(() => this.reset('notStarted'), READY_MS);
  }

  private receive(port: MessagePort, data: unknown): void {
    const m = frameMessage(data);
    if (!m) return;
    if (m.type === 'ready') {
      if (this.port) return;
      clearTimeout(this.readyTimer);
      this.port = port;
      for (const c of this.queue) port.postMessage(c);
      this.queue = [];
      return;
    }
    if (port !== this.port) return;
    if (m.type === 'stopped') {
      clearTimeout(this.stopping.get(m.wid));
      this.stopping.delete(m.wid);
      return;
    }
    const w = this.workers.get(m.wid);
    if (!w) return; // a worker already stopped: its last words are dropped
    if (m.type === 'answer') w.answer(m.data);
    else {
      this.workers.delete(m.wid);
      w.fail(m.trouble, m.detail);
    }
  }
}

/** A frame's message, checked: its shape, and the length of what it carries. */
export function frameMessage(data: unknown): FrameToPage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const m = data as Record<string, unknown>;
  if (m.type === 'ready') return { type: 'ready' };
  if (typeof m.wid !== 'number' || !Number.isSafeInteger(m.wid)) return undefined;
  const wid = m.wid;
  if (m.type === 'stopped') return { type: 'stopped', wid };
  // An answer's text and length are checked by the worker's reader (`SandboxWorker.answer`), which ends its job if they fail.
  if (m.type === 'answer') return { type: 'answer', wid, data: m.data as string };
  if (m.type !== 'failed' || !(FRAME_TROUBLES as readonly unknown[]).includes(m.trouble)) return undefined;
  const trouble = m.trouble as FrameTrouble;
  if (m.detail === undefined) return { type: 'failed', wid, trouble };
  return typeof m.detail === 'string' ? { type: 'failed', wid, trouble, detail: clipText(m.detail, MAX_FAILURE_TEXT) } : undefined;
}

let shared: SandboxHost | undefined;

/** The page's one sandbox, for every code cell on it. */
export function sandboxHost(src: string): SandboxHost {
  return (shared ??= new SandboxHost(src));
}
