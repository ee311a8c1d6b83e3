/**
 * @packageDocumentation
 * The course's random choice among equally good moves, counted. On a row of
 * the one-dimensional game (figure 1 of the course by default), min-max
 * values every move; the engine then picks one of the best with a seeded
 * generator, once per seed, for many seeds in a row, and the table shows how
 * often each move came out: only best moves, each about as often as the
 * others. Pearson's chi-square says whether the counts are what a fair
 * choice gives.
 *
 * The search and the draws run in the solve worker (task `tieBreak`); a new
 * row, number of runs or seed starts a new job and drops the old one.
 */

import { useEffect, useMemo, useState } from 'preact/hooks';
import { cellOf, parseRow, sideToMove, signedScore, tieBreak, writeRow, type TieBreakOutput } from '../../lib/games/line.ts';
import { useEngineJob, useJobProgress } from '../hooks/useEngineJob.ts';
import { JobProgress } from '../ui/JobProgress.tsx';
import { RowBoard } from '../ui/RowBoard.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import '../ui/cellLayout.css';
import { rowProblem } from '../../lib/models/lineRowProblem.ts';
import { messages, type Messages } from '../../i18n/messages.ts';
import { errorText } from '../../lib/engineErrors.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import './connect4/connect4Lesson.css';

export interface TieBreakCountsProps {
  /** The row (`o...x` is the course's figure 1). */
  position?: string;
  /** How many seeded choices; default 3,000. */
  runs?: number;
  /** The first seed; default 1. */
  seed?: number;
  /** The page's language (English when absent). */
  lang?: Locale;
}

const RUNS = [100, 1000, 3000, 10000, 100000];

/** A move, its value, how often it was picked, and that share drawn as a bar. */
function countColumns(t: Messages['tieBreak'], result: TieBreakOutput, best: ReadonlySet<number>, fmt: (n: number) => string): Column<TieBreakOutput['counts'][number]>[] {
  const most = Math.max(1, ...result.counts.map((c) => c.picks));
  const bar = { class: 'c4l-barcol' };
  return [
    {
      head: t.move,
      rowHeader: true,
      cell: (c) => (
        <>
          {c.move}
          {best.has(cellOf(c.move)) && <span class="c4l-tag">{t.best}</span>}
        </>
      ),
    },
    { head: t.value, cell: (c) => signedScore(c.value) },
    { head: t.picked, attrs: () => ({ 'data-picks': true }), cell: (c) => fmt(c.picks) },
    {
      head: t.share(result.runs),
      headAttrs: bar,
      attrs: () => bar,
      cell: (c) => (
        <>
          <span class="c4l-bar" style={{ width: `${(100 * c.picks) / most}%` }} aria-hidden="true" />
          <span class="c4l-barlabel">{t.percent((100 * c.picks) / result.runs)}</span>
        </>
      ),
    },
  ];
}

export default function TieBreakCounts(props: TieBreakCountsProps) {
  const t = messages(props.lang).tieBreak;
  const fmt = (n: number) => formatNumber(props.lang ?? 'en', n);
  const [text, setText] = useState(props.position ?? 'o...x');
  const [runs, setRuns] = useState(props.runs ?? 3000);
  const [seed, setSeed] = useState(props.seed ?? 1);
  const job = useEngineJob<TieBreakOutput>({ keepAlive: true });
  const progress = useJobProgress(job);
  const parsed = useMemo(() => parseRow(text), [text]);
  const row = parsed.ok ? writeRow(parsed.value) : null;

  useEffect(() => {
    if (row === null) return job.reset();
    void job.run(tieBreak(row, runs, seed));
  }, [row ?? text, runs, seed]); // eslint-disable-line react-hooks/exhaustive-deps -- a new job on each change of the question

  const s = job.state;
  const result = s.status === 'done' ? s.result : null;
  const best = new Set((result?.best ?? []).map(cellOf));
  const notes = new Map((result?.counts ?? []).map((c) => [cellOf(c.move), signedScore(c.value)]));

  return (
    <div class="lx c4l c4l-tiebreak" data-state={s.status} data-counts={result ? result.counts.map((c) => c.picks).join(',') : undefined}>
      <div class="c4l-controls">
        <label class="lx-setting c4l-field">
          <span>{t.rowField}</span>
          <input
            class="input c4l-mono"
            type="text"
            value={text}
            spellcheck={false}
            autocomplete="off"
            aria-invalid={!parsed.ok}
            aria-describedby="tiebreak-error"
            onInput={(e) => setText((e.target as HTMLInputElement).value)}
          />
        </label>
        <label class="lx-setting c4l-field">
          <span>{t.runs}</span>
          <select value={String(runs)} onChange={(e) => setRuns(Number((e.target as HTMLSelectElement).value))}>
            {RUNS.map((r) => (
              <option value={String(r)}>{fmt(r)}</option>
            ))}
          </select>
        </label>
        <label class="lx-setting c4l-field">
          <span>{t.firstSeed}</span>
          <input
            class="input c4l-num"
            type="number"
            min={0}
            max={2147483647}
            value={seed}
            onChange={(e) => {
              const v = Number((e.target as HTMLInputElement).value);
              if (Number.isInteger(v) && v >= 0 && v <= 2147483647) setSeed(v);
            }}
          />
        </label>
      </div>
      {!parsed.ok && (
        <p class="message message--error" id="tiebreak-error" role="alert">
          {rowProblem(text, parsed.error, t.row)}
        </p>
      )}
      {parsed.ok && <RowBoard lang={props.lang} row={writeRow(parsed.value)} best={best} notes={notes} label={t.rowLabel(writeRow(parsed.value), sideToMove(parsed.value) === 'crosses')} />}
      {s.status === 'running' && <JobProgress lang={props.lang} progress={progress} what={t.counting} onCancel={() => job.reset()} />}
      {s.status === 'failed' && <p class="message message--error">{errorText(props.lang, s.error)}</p>}
      {result && result.counts.length === 0 && <p>{t.over}</p>}
      {result && result.counts.length > 0 && (
        <>
          <DataTable
            scroll
            class="lx-table c4l-counts"
            caption={t.caption}
            captionClass="visually-hidden"
            columns={countColumns(t, result, best, fmt)}
            rows={result.counts}
            rowAttrs={(c) => ({ 'data-move': c.move, class: best.has(cellOf(c.move)) ? 'is-best' : undefined })}
          />
          <p class="lx-small" data-chi>
            {result.critical === null
              ? result.best.length === 1
                ? t.oneBest
                : t.chi(result.chiSquare)
              : t.chiAgainst(result.chiSquare, result.best.length, result.critical, result.chiSquare < result.critical)}{' '}
            {t.searched(result.nodes, result.runs)}
          </p>
        </>
      )}
    </div>
  );
}
