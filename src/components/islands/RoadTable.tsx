/**
 * @packageDocumentation
 * The road to perfect play, measured in the reader's browser. For each set of
 * fixed positions (from the public test sets), a row per step of the road
 * that runs it: the positions it searched when the site was built (a fact,
 * passed in), and, once the reader runs it, the same count from their own
 * browser, whether every score came out exact, the time, the mean per
 * position, and what the step saves against the one above it.
 *
 * Each run is a task in the solve worker (`connect4Road`), with progress and
 * Cancel; "Run all" runs the rows not yet run, top to bottom. Step 9 gets the
 * opening book as a resource. Results stay while the reader switches sets;
 * "Clear" drops a set's, to time it again (a first run includes the
 * JavaScript engine's warm-up, and sets this small take milliseconds).
 *
 * Test hooks: the root's `data-set` and `data-state`; each row's `data-step`,
 * `data-built` and, once run, `data-nodes` and `data-wrong`.
 */

import { useRef, useState } from 'preact/hooks';
import { ROAD_POSITIONS, ROAD_SETS, ROAD_STEPS, SITE_SOLVER, road, type RoadOutput, type RoadSet, type RoadStep } from '../../lib/games/connect4.ts';
import { formatMs } from '../../lib/jobs/words.ts';
import { compareSteps, ratioWords } from '../../lib/models/connect4Lesson.ts';
import { useEngineJob, useJobProgress } from '../hooks/useEngineJob.ts';
import { JobProgress } from '../ui/JobProgress.tsx';
import { TabList } from '../ui/TabList.tsx';
import '../ui/cellLayout.css';
import './connect4/connect4Lesson.css';

export interface RoadTableProps {
  /** Positions searched at build time, by `${step}/${set}` (step ids as in the engine, 'site' for the site's solver). */
  built: Readonly<Record<string, number>>;
  /** The set shown first; default 'end'. */
  set?: RoadSet;
}

const SET_TITLES: Record<RoadSet, string> = { end: 'End of game', middle: 'Middle game', begin: 'Beginning', empty: 'Empty board' };
const fmt = (n: number) => n.toLocaleString('en-US');

/** The steps that run `set` and whose count the page states (step 9 on end and middle is step 8). */
function stepsOf(set: RoadSet, built: Readonly<Record<string, number>>): RoadStep[] {
  return [...ROAD_STEPS, SITE_SOLVER].filter((s) => s.sets.includes(set) && built[`${s.id}/${set}`] !== undefined);
}

export default function RoadTable({ built, set: first = 'end' }: RoadTableProps) {
  const [set, setSet] = useState<RoadSet>(first);
  const [results, setResults] = useState<Record<string, RoadOutput>>({});
  const [error, setError] = useState<string | null>(null);
  const queue = useRef<string[]>([]);
  // Each job is tagged with its row's key, `${step}/${set}`.
  const job = useEngineJob<RoadOutput, string>({ keepAlive: true });
  const progress = useJobProgress(job);
  const running = job.state.status === 'running' ? { key: job.state.tag } : null;
  const rows = stepsOf(set, built);

  const runKey = async (key: string, done: Record<string, RoadOutput>) => {
    const [step, s] = key.split('/') as [RoadStep['id'], RoadSet];
    setError(null);
    const r = await job.run(road({ step, set: s }), key);
    if (r === null) return; // Cancel took over
    if (r.status !== 'done') {
      queue.current = [];
      if (r.status === 'error') setError(r.error.message);
      return;
    }
    const next = { ...done, [key]: r.result };
    setResults(next);
    const following = queue.current.shift();
    if (following) void runKey(following, next);
  };
  const runAll = () => {
    const todo = rows.map((s) => `${s.id}/${set}`).filter((k) => !results[k]);
    if (todo.length === 0) return;
    queue.current = todo.slice(1);
    void runKey(todo[0], results);
  };
  const cancel = () => {
    queue.current = [];
    job.cancel();
  };
  let previous: { nodes: number; ms: number } | undefined;
  let previousBuilt: number | undefined;
  const positions = ROAD_POSITIONS[set].length;

  return (
    <div class="lx c4l c4l-road" data-set={set} data-state={running ? 'running' : 'idle'}>
      <TabList
        class="c4l-tabs"
        label="Positions"
        tabs={ROAD_SETS}
        selected={set}
        id={(s) => `road-tab-${s}`}
        panel="road-panel"
        title={(s) => `${SET_TITLES[s]} (${ROAD_POSITIONS[s].length})`}
        onSelect={setSet}
      />
      <div class="c4l" role="tabpanel" id="road-panel" aria-labelledby={`road-tab-${set}`}>
        <div class="c4l-actions">
          <button type="button" class="btn btn--primary" onClick={runAll} disabled={running !== null || rows.every((s) => results[`${s.id}/${set}`])}>
            Run all steps on these {positions === 1 ? 'positions' : `${positions} positions`}
          </button>
          {!running && rows.some((s) => results[`${s.id}/${set}`]) && (
            <button
              type="button"
              class="btn"
              onClick={() => setResults((all) => Object.fromEntries(Object.entries(all).filter(([k]) => !k.endsWith(`/${set}`))))}
            >
              Clear these results
            </button>
          )}
          {running && (
            <JobProgress
              progress={progress}
              what={`Step ${running.key.startsWith('site/') ? '8 (the site’s solver)' : ROAD_STEPS.find((s) => running.key.startsWith(`${s.id}/`))?.number}`}
              onCancel={cancel}
            />
          )}
        </div>
        {error && <p class="message message--error">{error}</p>}
        <div class="lx-table-wrap">
          <table class="lx-table c4l-table c4l-roadtable">
            <caption class="visually-hidden">
              Each step of the road on the {SET_TITLES[set].toLowerCase()} positions: positions searched when the site was built and in your browser
            </caption>
            <thead>
              <tr>
                <th scope="col">Step</th>
                <th scope="col">Positions searched (site build)</th>
                <th scope="col">Against the step above</th>
                <th scope="col">In your browser</th>
                <th scope="col">Exact</th>
                <th scope="col">Time</th>
                <th scope="col">Per position</th>
                <th scope="col">Time against the step above</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => {
                const key = `${s.id}/${set}`;
                const r = results[key];
                const b = built[key];
                const builtRatio = previousBuilt === undefined || b === 0 ? null : previousBuilt / b;
                const cmp = r ? compareSteps(previous, { nodes: r.totalNodes, ms: r.ms }) : null;
                previousBuilt = b;
                if (r) previous = { nodes: r.totalNodes, ms: r.ms };
                const isRunning = running?.key === key;
                return (
                  <tr data-step={s.id} data-built={b} data-nodes={r?.totalNodes} data-wrong={r?.wrong}>
                    <th scope="row">{s.id === 'site' ? 'The site’s solver' : `${s.number}. ${s.title}`}</th>
                    <td data-label="Positions searched (site build)">{fmt(b)}</td>
                    <td data-label="Against the step above">{b === 0 ? 'no search' : ratioWords(builtRatio)}</td>
                    {r ? (
                      <>
                        <td data-browser data-label="In your browser">
                          {fmt(r.totalNodes)}
                        </td>
                        <td data-label="Exact">
                          {r.wrong === 0 ? (
                            <span class="c4l-ok">
                              ✓ {r.rows.length}/{r.rows.length}
                            </span>
                          ) : (
                            <span class="c4l-wrong">✗ {r.wrong} wrong</span>
                          )}
                        </td>
                        <td data-label="Time">{formatMs(r.ms)}</td>
                        <td data-label="Per position">
                          {fmt(Math.round(r.meanNodes))} in {formatMs(r.ms / r.rows.length)}
                        </td>
                        <td data-label="Time against the step above">{ratioWords(cmp!.time, 'less', 'more')}</td>
                      </>
                    ) : (
                      <td colSpan={5} class="is-pending c4l-pending">
                        {isRunning ? (
                          'running…'
                        ) : (
                          <button
                            type="button"
                            class="btn btn--small"
                            onClick={() => void runKey(key, results)}
                            disabled={running !== null}
                            aria-label={`Run step ${s.id === 'site' ? '8, the site’s solver,' : s.number} on these positions`}
                          >
                            Run
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
