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
import { CANCELLED, formatMs, formatRate, progressWords } from '../../lib/jobs/words.ts';
import { readParam } from '../../lib/url/query.ts';
import { WorkerJobs } from '../../lib/workerJobs.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useJobProgress, useWorkerJob } from '../hooks/useEngineJob.ts';
import '../ui/cellLayout.css';
import './SpeedBench.css';

export interface SpeedBenchProps {
  /** Quick tastes or the real runs; default full (the URL's `size=quick` wins). */
  size?: BenchSize;
  /** The page's language (French pages pass "fr"); the cell's words come in a later step. */
  lang?: Locale;
}

const TITLES: Record<SuiteId, string> = {
  tictactoe: 'Tic-tac-toe: the generic searches',
  connect4: 'Connect Four: the public test sets',
  othello: 'Othello: exact endgames',
  tetromino: 'The tetromino game: exact solves',
};

/** How a suite's last run ended. */
type SuiteEnd = { state: 'done'; result: BenchResult } | { state: 'cancelled' } | { state: 'failed'; message: string };
type BenchRequest = { suite: SuiteId; size: BenchSize };

const benchWorker = () => new Worker(new URL('../../workers/bench.worker.ts', import.meta.url), { type: 'module' });
const benchJobs = () => new WorkerJobs<BenchRequest>(benchWorker, 'the benchmark');
const fmt = (n: number) => n.toLocaleString('en');

export default function SpeedBench({ size: initial = 'full' }: SpeedBenchProps) {
  const [size, setSize] = useState<BenchSize>(initial);
  const [ends, setEnds] = useState<Partial<Record<SuiteId, SuiteEnd>>>({});
  // One job at a time in the benchmark's worker, tagged with its suite.
  const job = useWorkerJob<WorkerJobs<BenchRequest>, BenchResult, SuiteId>(benchJobs);
  const progress = useJobProgress(job);
  const queue = useRef<SuiteId[]>([]);
  const [machine, setMachine] = useState('');

  useEffect(() => {
    if (readParam('size') === 'quick') setSize('quick');
    setMachine(`${navigator.hardwareConcurrency ?? '?'} logical cores; ${navigator.userAgent}`);
  }, []);

  const running = job.state.status === 'running' ? job.state.tag : undefined;

  const start = async (id: SuiteId): Promise<void> => {
    const r = await job.run((jobs, listeners) => jobs.run<BenchResult>({ suite: id, size }, listeners), id);
    const end: SuiteEnd =
      r?.status === 'done' ? { state: 'done', result: r.result } : r?.status === 'error' ? { state: 'failed', message: r.error.message } : { state: 'cancelled' };
    setEnds((all) => ({ ...all, [id]: end }));
    const next = queue.current.shift();
    if (next && end.state === 'done') await start(next);
    else queue.current = [];
  };
  const runAll = () => {
    queue.current = SUITE_IDS.slice(1);
    void start(SUITE_IDS[0]);
  };
  const cancel = () => {
    queue.current = [];
    job.cancel();
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
        const s = running === id ? { state: 'running' as const } : (ends[id] ?? { state: 'idle' as const });
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
              {s.state === 'running' && progressWords(progress)}
              {s.state === 'cancelled' && CANCELLED}
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
