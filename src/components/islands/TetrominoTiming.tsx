/**
 * @packageDocumentation
 * The whole game solved in the reader's browser, timed: the engine's solver
 * run on the start in the page's worker, as often as the reader asks. Each
 * run says the value, the positions searched and the time; the first run of a
 * page also pays for the JavaScript engine's warm-up, so the later ones are
 * the fairer measure.
 *
 * Test hooks on the root: `data-state` (idle, running, done, failed) and
 * `data-runs` (how many runs finished); each run's line has `data-ms`.
 */

import { useState } from 'preact/hooks';
import { jobWords } from '../../lib/jobs/words.ts';
import { messages } from '../../i18n/messages.ts';
import { errorText } from '../../lib/engineErrors.ts';
import type { Locale } from '../../i18n/locales.ts';
import { START_NOTATION, signedScore, solve, type TetrominoSolution } from '../../lib/games/tetromino.ts';
import { useEngineJob, useJobProgress } from '../hooks/useEngineJob.ts';
import '../ui/cellLayout.css';
import './TetrominoTiming.css';

interface Run {
  readonly value: number;
  readonly nodes: number;
  readonly ms: number;
}

/** `lang`: the page's language (English when absent). */
export default function TetrominoTiming({ lang = 'en' }: { lang?: Locale }) {
  const t = messages(lang).tetrominoTiming;
  const job$ = jobWords(lang);
  const job = useEngineJob<TetrominoSolution>();
  const progress = useJobProgress(job);
  const [runs, setRuns] = useState<Run[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    const r = await job.run(solve(START_NOTATION, { best: 'one' }));
    if (r?.status === 'error') setFailure(errorText(lang, r.error));
    if (r?.status === 'done') setRuns((rs) => [...rs, { value: r.result.value, nodes: r.result.nodes, ms: r.ms }]);
  };

  const state = job.running ? 'running' : failure ? 'failed' : runs.length ? 'done' : 'idle';
  const fastest = runs.length ? Math.min(...runs.map((r) => r.ms)) : null;
  return (
    <div class="t4time lx" data-state={state} data-runs={runs.length}>
      <div class="lx-row">
        <button type="button" class="btn btn--primary" onClick={start} disabled={job.running}>
          {runs.length ? t.solveAgain : t.solveFirst}
        </button>
        {job.running && (
          <button type="button" class="btn" onClick={() => job.cancel()}>
            {t.cancel}
          </button>
        )}
      </div>
      <output class="t4time__out" aria-live="polite">
        {job.running && job$.progress(progress)}
        {!job.running && failure && <span class="solver__error">{failure}</span>}
        {!job.running && !failure && runs.length === 0 && t.notRun}
      </output>
      {runs.length > 0 && (
        <ol class="t4time__runs">
          {runs.map((r, i) => (
            <li data-ms={Math.round(r.ms)}>
              {t.run(i + 1)}
              <strong>{signedScore(r.value)}</strong>
              {t.forFirst}
              <strong data-testid="t4time-ms">{job$.ms(r.ms)}</strong>
              {t.forNodes(r.nodes, job$.rate((r.nodes * 1000) / r.ms))}
              {i === 0 ? t.warmUp : ''}.
            </li>
          ))}
        </ol>
      )}
      {fastest !== null && runs.length > 1 && <p class="lx-small">{t.fastest(runs.length, job$.ms(fastest))}</p>}
    </div>
  );
}
