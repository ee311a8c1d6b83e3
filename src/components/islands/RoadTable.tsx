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
import { jobWords } from '../../lib/jobs/words.ts';
import { messages } from '../../i18n/messages.ts';
import { errorText } from '../../lib/engineErrors.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
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
  /** The page's language (English when absent). */
  lang?: Locale;
}

/** The steps that run `set` and whose count the page states (step 9 on end and middle is step 8). */
function stepsOf(set: RoadSet, built: Readonly<Record<string, number>>): RoadStep[] {
  return [...ROAD_STEPS, SITE_SOLVER].filter((s) => s.sets.includes(set) && built[`${s.id}/${set}`] !== undefined);
}

export default function RoadTable({ built, set: first = 'end', lang = 'en' }: RoadTableProps) {
  const t = messages(lang).roadTable;
  const fmt = (n: number) => formatNumber(lang, n);
  const formatMs = jobWords(lang).ms;
  const ratio = (r: number | null, fewer: string) => ratioWords(r, fewer, t.ratio.more, t.ratio.same, lang);
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
      if (r.status === 'error') setError(errorText(lang, r.error));
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
        label={t.tabs}
        tabs={ROAD_SETS}
        selected={set}
        id={(s) => `road-tab-${s}`}
        panel="road-panel"
        title={(s) => t.tab(t.sets[s], ROAD_POSITIONS[s].length)}
        onSelect={setSet}
      />
      <div class="c4l" role="tabpanel" id="road-panel" aria-labelledby={`road-tab-${set}`}>
        <div class="c4l-actions">
          <button type="button" class="btn btn--primary" onClick={runAll} disabled={running !== null || rows.every((s) => results[`${s.id}/${set}`])}>
            {t.runAll(positions)}
          </button>
          {!running && rows.some((s) => results[`${s.id}/${set}`]) && (
            <button
              type="button"
              class="btn"
              onClick={() => setResults((all) => Object.fromEntries(Object.entries(all).filter(([k]) => !k.endsWith(`/${set}`))))}
            >
              {t.clear}
            </button>
          )}
          {running && (
            <JobProgress
              lang={lang}
              progress={progress}
              what={t.stepRunning(ROAD_STEPS.find((s) => running.key.startsWith(`${s.id}/`))?.number, running.key.startsWith('site/'))}
              onCancel={cancel}
            />
          )}
        </div>
        {error && <p class="message message--error">{error}</p>}
        <div class="lx-table-wrap">
          <table class="lx-table c4l-table c4l-roadtable">
            <caption class="visually-hidden">
              {t.caption(t.sets[set].toLowerCase())}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.step}</th>
                <th scope="col">{t.built}</th>
                <th scope="col">{t.againstAbove}</th>
                <th scope="col">{t.browser}</th>
                <th scope="col">{t.exact}</th>
                <th scope="col">{t.time}</th>
                <th scope="col">{t.perPosition}</th>
                <th scope="col">{t.timeAgainstAbove}</th>
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
                    <th scope="row">{s.id === 'site' ? t.siteSolver : `${s.number}. ${t.steps[s.id] ?? s.title}`}</th>
                    <td data-label={t.built}>{fmt(b)}</td>
                    <td data-label={t.againstAbove}>{b === 0 ? t.noSearch : ratio(builtRatio, t.ratio.fewer)}</td>
                    {r ? (
                      <>
                        <td data-browser data-label={t.browser}>
                          {fmt(r.totalNodes)}
                        </td>
                        <td data-label={t.exact}>
                          {r.wrong === 0 ? (
                            <span class="c4l-ok">
                              ✓ {r.rows.length}/{r.rows.length}
                            </span>
                          ) : (
                            <span class="c4l-wrong">{t.wrong(r.wrong)}</span>
                          )}
                        </td>
                        <td data-label={t.time}>{formatMs(r.ms)}</td>
                        <td data-label={t.perPosition}>{t.meanIn(Math.round(r.meanNodes), formatMs(r.ms / r.rows.length))}</td>
                        <td data-label={t.timeAgainstAbove}>{ratio(cmp!.time, t.ratio.less)}</td>
                      </>
                    ) : (
                      <td colSpan={5} class="is-pending c4l-pending">
                        {isRunning ? (
                          t.running
                        ) : (
                          <button
                            type="button"
                            class="btn btn--small"
                            onClick={() => void runKey(key, results)}
                            disabled={running !== null}
                            aria-label={t.runStep(s.number, s.id === 'site')}
                          >
                            {t.run}
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
