/**
 * @packageDocumentation
 * The speed page's cell: runs the engine's benchmark suites in a Web Worker
 * of the reader's browser, one at a time, with progress and Cancel, and shows
 * for each set of positions the time, the time per position and the positions
 * searched per second, beside the native reference programs' figures.
 *
 * `size="quick"` (or `?size=quick`) runs a short taste of each suite.
 * Test hooks: each suite's section has `data-suite` and `data-state`; each
 * result row `data-nodes` and `data-wrong`.
 */

import { useEffect, useRef, useState } from 'preact/hooks';
import { SUITE_IDS, type BenchResult, type BenchSize, type SuiteId } from '../../lib/bench/types.ts';
import { readParam } from '../../lib/url/query.ts';
import { WorkerJobs } from '../../lib/workerJobs.ts';
import type { JobProgress } from '../../workers/jobProtocol.ts';
import { formatMs, formatRate, progressText } from '../../lib/models/jobText.ts';
import '../ui/cellLayout.css';
import './SpeedBench.css';

export interface SpeedBenchProps {
  /** Quick tastes or the real runs; default full (the URL's `size=quick` wins). */
  size?: BenchSize;
}

const TITLES: Record<SuiteId, string> = {
  tictactoe: 'Tic-tac-toe: the generic searches',
  connect4: 'Connect Four: the public test sets',
  othello: 'Othello: exact endgames',
  tetromino: 'The tetromino game: exact solves',
};

type SuiteState =
  | { state: 'idle' }
  | { state: 'running'; progress: JobProgress | null }
  | { state: 'done'; result: BenchResult }
  | { state: 'cancelled' }
  | { state: 'failed'; message: string };

const benchWorker = () => new Worker(new URL('../../workers/bench.worker.ts', import.meta.url), { type: 'module' });
const fmt = (n: number) => n.toLocaleString('en');

export default function SpeedBench({ size: initial = 'full' }: SpeedBenchProps) {
  const [size, setSize] = useState<BenchSize>(initial);
  const [states, setStates] = useState<Record<SuiteId, SuiteState>>(() => Object.fromEntries(SUITE_IDS.map((id) => [id, { state: 'idle' }])) as Record<SuiteId, SuiteState>);
  const jobs = useRef<WorkerJobs<{ suite: SuiteId; size: BenchSize }> | null>(null);
  const queue = useRef<SuiteId[]>([]);
  const [machine, setMachine] = useState('');

  useEffect(() => {
    if (readParam('size') === 'quick') setSize('quick');
    setMachine(`${navigator.hardwareConcurrency ?? '?'} logical cores; ${navigator.userAgent}`);
    return () => jobs.current?.dispose();
  }, []);

  const set = (id: SuiteId, s: SuiteState) => setStates((all) => ({ ...all, [id]: s }));
  const running = SUITE_IDS.find((id) => states[id].state === 'running');

  const start = async (id: SuiteId): Promise<void> => {
    jobs.current ??= new WorkerJobs(benchWorker, 'the benchmark');
    set(id, { state: 'running', progress: null });
    const job = jobs.current.run<BenchResult>({ suite: id, size }, { onProgress: (progress) => set(id, { state: 'running', progress }) });
    const r = await job.promise;
    if (r.status === 'done') set(id, { state: 'done', result: r.result });
    else if (r.status === 'error') set(id, { state: 'failed', message: r.error.message });
    else set(id, { state: 'cancelled' });
    const next = queue.current.shift();
    if (next && r.status === 'done') await start(next);
    else queue.current = [];
  };
  const runAll = () => {
    queue.current = SUITE_IDS.slice(1);
    void start(SUITE_IDS[0]);
  };
  const cancel = () => {
    queue.current = [];
    jobs.current?.cancel();
  };

  return (
    <div class="speed lx">
      <div class="speed__bar">
        <button type="button" class="btn btn--primary" onClick={runAll} disabled={running !== undefined}>
          Run every suite
        </button>
        {running && (
          <button type="button" class="btn" onClick={cancel}>
            Cancel
          </button>
        )}
        <span class="speed__size">{size === 'quick' ? 'Quick tastes (a second or two each).' : 'Full runs (about a minute in all).'}</span>
      </div>
      {SUITE_IDS.map((id) => {
        const s = states[id];
        return (
          <section class="speed__suite" data-suite={id} data-state={s.state} aria-labelledby={`speed-${id}`}>
            <div class="speed__head">
              <h3 id={`speed-${id}`}>{TITLES[id]}</h3>
              <button type="button" class="btn btn--small" onClick={() => start(id)} disabled={running !== undefined}>
                Run
              </button>
            </div>
            <p class="speed__status" aria-live="polite">
              {s.state === 'idle' && 'Not run yet.'}
              {s.state === 'running' && progressText(s.progress)}
              {s.state === 'cancelled' && 'Cancelled.'}
              {s.state === 'failed' && s.message}
              {s.state === 'done' && `Done: ${s.result.rows.every((r) => r.wrong === 0) ? 'every answer exact.' : 'some answers are WRONG.'}`}
            </p>
            {s.state === 'done' && (
              <div class="lx-table-wrap">
                <table class="lx-table speed__table">
                  <thead>
                    <tr>
                      <th scope="col">Positions searched</th>
                      <th scope="col">Time</th>
                      <th scope="col">Per position</th>
                      <th scope="col">Speed</th>
                      <th scope="col">Native reference, same positions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {s.result.rows.map((r) => (
                      <tr data-nodes={r.nodes} data-wrong={r.wrong}>
                        <th scope="row">
                          {r.label}
                          <br />
                          <span class="speed__nodes">{fmt(r.nodes)} positions{r.wrong ? `, ${r.wrong} wrong` : ''}</span>
                        </th>
                        <td>{formatMs(r.ms)}</td>
                        <td>{formatMs(r.ms / r.positions)}</td>
                        <td>{formatRate((r.nodes * 1000) / Math.max(r.ms, 0.001))}</td>
                        <td>{r.reference || '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
      <p class="speed__machine">This browser: {machine || '…'}</p>
    </div>
  );
}
