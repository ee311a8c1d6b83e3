/**
 * @packageDocumentation
 * The speed page's "every core" cell: one job timed with one worker, then
 * split over the reader's cores (at most 4), in this browser
 * (`lib/bench/coreSpeedup.ts`), with the two answers compared. Cancel stops
 * every worker. Test hooks: each job's section has `data-speedup-job` and
 * `data-state` (`data-phase` while running), and the cores' line has
 * `data-isolated` (a split's workers share a table); when done, `data-workers`, `data-answer`, `data-speedup`,
 * `data-one-ms` and `data-many-ms` (read by `npm run bench -- multicore-browser`).
 */

import { useEffect, useRef, useState } from 'preact/hooks';
import { SPEEDUP_JOBS, measureSpeedup, type SpeedupJob, type SpeedupRun, type SpeedupStop } from '../../lib/bench/coreSpeedup.ts';
import { errorText } from '../../lib/engineErrors.ts';
import { poolSize, SolvePool } from '../../lib/jobs/pool.ts';
import { jobWords } from '../../lib/jobs/words.ts';
import { SolveClient, type SolveClientOptions } from '../../lib/solveClient.ts';
import { formatNumber } from '../../i18n/format.ts';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import '../ui/cellLayout.css';
import './SpeedBench.css';

type Shown =
  | { state: 'idle' }
  | { state: 'running'; phase: 'warming' | 'one' | 'many' }
  | { state: 'done'; run: SpeedupRun }
  | { state: 'cancelled' }
  | { state: 'failed'; stop: Exclude<SpeedupStop, { kind: 'cancelled' }> };

/** `lang`: the page's language (English when absent). */
export default function CoreSpeedup({ lang = 'en' }: { lang?: Locale }) {
  const t = messages(lang).speed;
  const job$ = jobWords(lang);
  const [cores, setCores] = useState<number | null>(null);
  // Shared memory (one table for a split's workers) needs a cross-origin isolated page (COOP and COEP headers).
  const [isolated, setIsolated] = useState(false);
  const [shown, setShown] = useState<Readonly<Record<string, Shown>>>({});
  const pools = useRef<[SolvePool, SolvePool] | null>(null);
  const running = Object.values(shown).some((s) => s.state === 'running');

  useEffect(() => {
    setCores(poolSize());
    setIsolated(globalThis.crossOriginIsolated === true);
    return () => pools.current?.forEach((p) => p.dispose());
  }, []);

  const measure = async (job: SpeedupJob) => {
    const make = (o: SolveClientOptions) => new SolveClient(undefined, o);
    // The pools keep their workers from the warm-up to the timed runs, and from one Measure to the next.
    pools.current ??= [new SolvePool(1, make, { keepWorkers: true }), new SolvePool(poolSize(), make, { keepWorkers: true })];
    const [one, many] = pools.current;
    const set = (s: Shown) => setShown((all) => ({ ...all, [job.id]: s }));
    const r = await measureSpeedup(job, one, many, (phase) => set({ state: 'running', phase }));
    set(r.ok ? { state: 'done', run: r.value } : r.error.kind === 'cancelled' ? { state: 'cancelled' } : { state: 'failed', stop: r.error });
  };
  const cancel = () => pools.current?.forEach((p) => p.cancel());

  return (
    <div class="speed lx">
      <p class="speed__size" data-isolated={String(isolated)}>
        {cores === null ? t.counting : t.offers(cores)}
        {cores === 1 && t.oneCore}
        {cores !== null && cores > 1 && t.tables(isolated)}
      </p>
      {SPEEDUP_JOBS.map((job) => {
        const s = shown[job.id] ?? { state: 'idle' };
        const done = s.state === 'done' ? s.run : null;
        return (
          <section
            class="speed__suite"
            data-speedup-job={job.id}
            data-state={s.state}
            data-phase={s.state === 'running' ? s.phase : undefined}
            data-workers={done?.workers}
            data-answer={done?.answer}
            data-speedup={done ? done.speedup.toFixed(2) : undefined}
            data-one-ms={done ? Math.round(done.oneMs) : undefined}
            data-many-ms={done ? Math.round(done.manyMs) : undefined}
            aria-labelledby={`speedup-${job.id}`}
          >
            <div class="speed__head">
              <h3 id={`speedup-${job.id}`}>{job.label(t.jobs)}</h3>
              <button type="button" class="btn btn--small" onClick={() => void measure(job)} disabled={running}>
                {t.measure}
              </button>
              {s.state === 'running' && (
                <button type="button" class="btn btn--small" onClick={cancel}>
                  {t.cancel}
                </button>
              )}
            </div>
            <p class="speed__status" aria-live="polite">
              {s.state === 'idle' && t.notMeasured}
              {s.state === 'running' && t.phases[s.phase]}
              {s.state === 'cancelled' && job$.cancelled}
              {s.state === 'failed' && (s.stop.kind === 'differ' ? t.answersDiffer(s.stop.one, s.stop.many, s.stop.workers) : errorText(lang, s.stop.error))}
              {done && t.speedup(job$.ms(done.oneMs), done.workers, job$.ms(done.manyMs), formatNumber(lang, done.speedup, 2), done.answer)}
            </p>
          </section>
        );
      })}
    </div>
  );
}
