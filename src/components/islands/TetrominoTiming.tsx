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
import { formatMs, formatRate, progressWords } from '../../lib/jobs/words.ts';
import { START_NOTATION, signedScore, solve, type TetrominoSolution } from '../../lib/games/tetromino.ts';
import { useEngineJob, useJobProgress } from '../hooks/useEngineJob.ts';
import '../ui/cellLayout.css';
import './TetrominoTiming.css';

interface Run {
  readonly value: number;
  readonly nodes: number;
  readonly ms: number;
}

const fmt = (n: number) => n.toLocaleString('en');

export default function TetrominoTiming() {
  const job = useEngineJob<TetrominoSolution>();
  const progress = useJobProgress(job);
  const [runs, setRuns] = useState<Run[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setFailure(null);
    const r = await job.run(solve(START_NOTATION, { best: 'one' }));
    if (r?.status === 'error') setFailure(r.error.message);
    if (r?.status === 'done') setRuns((rs) => [...rs, { value: r.result.value, nodes: r.result.nodes, ms: r.ms }]);
  };

  const state = job.running ? 'running' : failure ? 'failed' : runs.length ? 'done' : 'idle';
  const fastest = runs.length ? Math.min(...runs.map((r) => r.ms)) : null;
  return (
    <div class="t4time lx" data-state={state} data-runs={runs.length}>
      <div class="lx-row">
        <button type="button" class="btn btn--primary" onClick={start} disabled={job.running}>
          {runs.length ? 'Solve the whole game again' : 'Solve the whole game in this browser'}
        </button>
        {job.running && (
          <button type="button" class="btn" onClick={() => job.cancel()}>
            Cancel
          </button>
        )}
      </div>
      <output class="t4time__out" aria-live="polite">
        {job.running && progressWords(progress)}
        {!job.running && failure && <span class="solver__error">{failure}</span>}
        {!job.running && !failure && runs.length === 0 && 'Not run yet: the solve runs in a worker, the page stays responsive.'}
      </output>
      {runs.length > 0 && (
        <ol class="t4time__runs">
          {runs.map((r, i) => (
            <li data-ms={Math.round(r.ms)}>
              Run {i + 1}: value <strong>{signedScore(r.value)}</strong> for the first player,{' '}
              <strong data-testid="t4time-ms">{formatMs(r.ms)}</strong> for {fmt(r.nodes)} positions ({formatRate((r.nodes * 1000) / r.ms)})
              {i === 0 ? ', JavaScript warm-up included' : ''}.
            </li>
          ))}
        </ol>
      )}
      {fastest !== null && runs.length > 1 && <p class="lx-small">Fastest of the {runs.length} runs: {formatMs(fastest)}.</p>}
    </div>
  );
}
