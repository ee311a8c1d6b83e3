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

import type { ComponentChildren } from 'preact';
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
import { DataTable, type Column } from '../ui/DataTable.tsx';
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

/** A step's row: the positions it searched at build time and, once run here, its result, each beside the step above's. */
interface RoadRow {
  readonly step: RoadStep;
  /** The row's job, `${step}/${set}`. */
  readonly key: string;
  readonly built: number;
  /** The step above's build-time count over this one's (null on the first row, or when this one searches nothing). */
  readonly builtRatio: number | null;
  readonly result?: RoadOutput;
  /** The step above's time over this one's, once both ran. */
  readonly timeRatio: number | null;
}

function roadRows(steps: readonly RoadStep[], set: RoadSet, built: Readonly<Record<string, number>>, results: Readonly<Record<string, RoadOutput>>): RoadRow[] {
  let previous: { nodes: number; ms: number } | undefined;
  let previousBuilt: number | undefined;
  return steps.map((step) => {
    const key = `${step.id}/${set}`;
    const result = results[key];
    const b = built[key];
    const row = {
      step,
      key,
      built: b,
      builtRatio: previousBuilt === undefined || b === 0 ? null : previousBuilt / b,
      result,
      timeRatio: result ? compareSteps(previous, { nodes: result.totalNodes, ms: result.ms }).time : null,
    };
    previousBuilt = b;
    if (result) previous = { nodes: result.totalNodes, ms: result.ms };
    return row;
  });
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
  const positions = ROAD_POSITIONS[set].length;
  // Every cell but the row's name carries its column's heading (`data-label`), for the stacked narrow layout.
  const labelled = (head: string, cell: Column<RoadRow>['cell']): Column<RoadRow> => ({ head, cell, attrs: () => ({ 'data-label': head }) });
  // The five columns of a run's result; before the step runs, one cell spans them with its Run button.
  const ran = (head: string, cell: (r: RoadOutput, row: RoadRow) => ComponentChildren): Column<RoadRow> => labelled(head, (row) => row.result && cell(row.result, row));
  const columns: Column<RoadRow>[] = [
    { head: t.step, rowHeader: true, cell: ({ step: s }) => (s.id === 'site' ? t.siteSolver : `${s.number}. ${t.steps[s.id] ?? s.title}`) },
    labelled(t.built, (row) => fmt(row.built)),
    labelled(t.againstAbove, (row) => (row.built === 0 ? t.noSearch : ratio(row.builtRatio, t.ratio.fewer))),
    {
      head: t.browser,
      attrs: (row) => (row.result ? { 'data-browser': true, 'data-label': t.browser } : { colSpan: 5, class: 'is-pending c4l-pending' }),
      cell: (row) =>
        row.result ? (
          fmt(row.result.totalNodes)
        ) : running?.key === row.key ? (
          t.running
        ) : (
          <button
            type="button"
            class="btn btn--small"
            onClick={() => void runKey(row.key, results)}
            disabled={running !== null}
            aria-label={t.runStep(row.step.number, row.step.id === 'site')}
          >
            {t.run}
          </button>
        ),
    },
    ran(t.exact, (r) =>
      r.wrong === 0 ? (
        <span class="c4l-ok">
          ✓ {r.rows.length}/{r.rows.length}
        </span>
      ) : (
        <span class="c4l-wrong">{t.wrong(r.wrong)}</span>
      ),
    ),
    ran(t.time, (r) => formatMs(r.ms)),
    ran(t.perPosition, (r) => t.meanIn(Math.round(r.meanNodes), formatMs(r.ms / r.rows.length))),
    ran(t.timeAgainstAbove, (_, row) => ratio(row.timeRatio, t.ratio.less)),
  ];

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
        <DataTable
          scroll
          class="lx-table c4l-table c4l-roadtable"
          caption={t.caption(t.sets[set].toLowerCase())}
          captionClass="visually-hidden"
          columns={columns}
          rows={roadRows(rows, set, built, results)}
          rowAttrs={(row) => ({ 'data-step': row.step.id, 'data-built': row.built, 'data-nodes': row.result?.totalNodes, 'data-wrong': row.result?.wrong })}
        />
      </div>
    </div>
  );
}
