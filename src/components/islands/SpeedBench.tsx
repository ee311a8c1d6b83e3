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
import { SUITE_IDS, type BenchResult, type BenchRow, type BenchSize, type SuiteId } from '../../lib/bench/types.ts';
import { jobWords } from '../../lib/jobs/words.ts';
import { readParam } from '../../lib/url/query.ts';
import { WorkerJobs } from '../../lib/workerJobs.ts';
import { messages } from '../../i18n/messages.ts';
import { errorText } from '../../lib/engineErrors.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useJobProgress, useWorkerJob } from '../hooks/useEngineJob.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import '../ui/cellLayout.css';
import './SpeedBench.css';

export interface SpeedBenchProps {
  /** Quick tastes or the real runs; default full (the URL's `size=quick` wins). */
  size?: BenchSize;
  /** The page's language (English when absent); the rows the worker writes come in it too. */
  lang?: Locale;
}

/** How a suite's last run ended. */
type SuiteEnd = { state: 'done'; result: BenchResult } | { state: 'cancelled' } | { state: 'failed'; message: string };
type BenchRequest = { suite: SuiteId; size: BenchSize; lang: Locale };

const benchWorker = () => new Worker(new URL('../../workers/bench.worker.ts', import.meta.url), { type: 'module' });
const benchJobs = () => new WorkerJobs<BenchRequest>(benchWorker, 'benchmark');
export default function SpeedBench({ size: initial = 'full', lang = 'en' }: SpeedBenchProps) {
  const t = messages(lang).speed;
  const job$ = jobWords(lang);
  const [size, setSize] = useState<BenchSize>(initial);
  const [ends, setEnds] = useState<Partial<Record<SuiteId, SuiteEnd>>>({});
  // One job at a time in the benchmark's worker, tagged with its suite.
  const job = useWorkerJob<WorkerJobs<BenchRequest>, BenchResult, SuiteId>(benchJobs);
  const progress = useJobProgress(job);
  const queue = useRef<SuiteId[]>([]);
  const [machine, setMachine] = useState('');

  useEffect(() => {
    if (readParam('size') === 'quick') setSize('quick');
    setMachine(t.machine(navigator.hardwareConcurrency ?? '?', navigator.userAgent));
  }, [t]);

  const running = job.state.status === 'running' ? job.state.tag : undefined;

  const start = async (id: SuiteId): Promise<void> => {
    const r = await job.run((jobs, listeners) => jobs.run<BenchResult>({ suite: id, size, lang }, listeners), id);
    const end: SuiteEnd =
      r?.status === 'done' ? { state: 'done', result: r.result } : r?.status === 'error' ? { state: 'failed', message: errorText(lang, r.error) } : { state: 'cancelled' };
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

  const columns: Column<BenchRow>[] = [
    {
      head: t.searchedHead,
      rowHeader: true,
      cell: (r) => (
        <>
          {r.label}
          <br />
          <span class="speed__nodes">{t.nodes(r.nodes, r.wrong)}</span>
        </>
      ),
    },
    { head: t.timeHead, cell: (r) => job$.ms(r.ms) },
    { head: t.perPositionHead, cell: (r) => job$.ms(r.ms / r.positions) },
    { head: t.speedHead, cell: (r) => job$.rate((r.nodes * 1000) / Math.max(r.ms, 0.001)) },
    { head: t.referenceHead, cell: (r) => r.reference || '—' },
  ];

  return (
    <div class="speed lx">
      <div class="speed__bar">
        <button type="button" class="btn btn--primary" onClick={runAll} disabled={running !== undefined}>
          {t.runAll}
        </button>
        {running && (
          <button type="button" class="btn" onClick={cancel}>
            {t.cancel}
          </button>
        )}
        <span class="speed__size">{size === 'quick' ? t.quick : t.full}</span>
      </div>
      {SUITE_IDS.map((id) => {
        const s = running === id ? { state: 'running' as const } : (ends[id] ?? { state: 'idle' as const });
        return (
          <section class="speed__suite" data-suite={id} data-state={s.state} aria-labelledby={`speed-${id}`}>
            <div class="speed__head">
              <h3 id={`speed-${id}`}>{t.titles[id]}</h3>
              <button type="button" class="btn btn--small" onClick={() => start(id)} disabled={running !== undefined}>
                {t.run}
              </button>
            </div>
            <p class="speed__status" aria-live="polite">
              {s.state === 'idle' && t.notRun}
              {s.state === 'running' && job$.progress(progress)}
              {s.state === 'cancelled' && job$.cancelled}
              {s.state === 'failed' && s.message}
              {s.state === 'done' && t.done(s.result.rows.every((r) => r.wrong === 0))}
            </p>
            {s.state === 'done' && (
              <DataTable scroll class="lx-table speed__table" columns={columns} rows={s.result.rows} rowAttrs={(r) => ({ 'data-nodes': r.nodes, 'data-wrong': r.wrong })} />
            )}
          </section>
        );
      })}
      <p class="speed__machine">{t.thisBrowser(machine || '…')}</p>
    </div>
  );
}
