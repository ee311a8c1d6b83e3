/**
 * @packageDocumentation
 * Progress of a long search, and the one throttle every solver uses to report
 * it: the page shows a live count of positions searched, the CLI and the tests
 * can ignore it.
 *
 * Why a throttle and not a callback per node: the solvers visit millions of
 * positions a second, and a Web Worker that posted each one would spend its
 * time in `postMessage`. A solver calls `tick(nodes)` from its hot loop only
 * every few thousand nodes (a bit mask test), and the throttle lets one report
 * through every `PROGRESS_MS` at most.
 */

/** What a long search reports while it runs. */
export interface Progress {
  /** Positions searched so far in this job. */
  readonly nodes: number;
  /** What the search is busy with, for people ("root move d3 (2/9)"). */
  readonly detail?: string;
  /** For a job made of parts (the games of a match, the positions of a set): parts finished so far… */
  readonly done?: number;
  /** …out of this many. */
  readonly total?: number;
}

export type ProgressListener = (p: Progress) => void;

/** The smallest gap between two reports, in milliseconds. */
const PROGRESS_MS = 100;

export class ProgressThrottle {
  /** Shown with the next report; a solver sets it when it moves to a new phase. */
  detail = '';
  private last = 0;

  constructor(
    private readonly listener: ProgressListener | undefined,
    private readonly everyMs: number = PROGRESS_MS,
  ) {}

  /** False when nobody listens: solvers then skip even the clock reads. */
  get active(): boolean {
    return this.listener !== undefined;
  }

  /** Starts a new job or phase: the first report comes `everyMs` after this. */
  restart(detail = this.detail): void {
    this.detail = detail;
    this.last = Date.now();
  }

  /** Reports `nodes` if the last report is older than `everyMs`. */
  tick(nodes: number): void {
    if (this.listener === undefined) return;
    const now = Date.now();
    if (now - this.last < this.everyMs) return;
    this.last = now;
    this.listener(this.detail === '' ? { nodes } : { nodes, detail: this.detail });
  }
}
