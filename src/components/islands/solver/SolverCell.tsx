/**
 * @packageDocumentation
 * The solver cell, written once for every game: a notation field and the
 * game's board kept in step both ways, Solve (the exact value and every best
 * move) and the value of every move, run in the solve worker with live
 * progress (positions, positions per second, elapsed time) and Cancel. The
 * game's kit (`lib/games`) and part (`parts/`) bring all that is the game's own.
 *
 * - The text is read by the game's kit (`parse`); while it is wrong, the
 *   parser's message names the problem and the board shows the last good
 *   position, dimmed. Board clicks write a new text, with Undo.
 * - One job at a time, the newest wins: a new job, an edit or Cancel ends the
 *   running one (its worker is terminated), and the display always describes
 *   the job that runs now (`lib/jobs/model.ts`: older answers are dropped).
 * - Every failure reaches the reader: a position the solver refuses, a worker
 *   that could not start (with Retry), a resource the job had to do without
 *   (the opening book), each in words.
 * - URL: the position in `pos` (or `urlParam`), written with replaceState.
 * - A kit may offer examples to load with one click; once one is solved,
 *   the time it took in this browser is written beside it.
 * - Test hooks on the root: `data-game` (the CLI's id), `data-position` (the
 *   position in CLI notation), `data-state`; after a solve `data-value` and
 *   `data-best` (comma-separated, as the CLI's `bestMoves`); `data-workers`,
 *   the solver workers alive (0 or 1).
 */

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnalysisFor, AnySolution, AnyAnalysis, OptionsFor, SolutionFor, SolverId } from '../../../engine/registry.ts';
import type { MoveText } from '../../../engine/solve/types.ts';
import type { EngineJob, JobClient } from '../../../lib/jobs/engineJob.ts';
import type { SolveJob } from '../../../lib/jobs/requests.ts';
import { jobWords, type JobWords } from '../../../lib/jobs/words.ts';
import { messages } from '../../../i18n/messages.ts';
import { formatNumber } from '../../../i18n/format.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { readParam, writeParams } from '../../../lib/url/query.ts';
import type { JobKind } from '../../../workers/protocol.ts';
import { useJobProgress, usePooledJob } from '../../hooks/useEngineJob.ts';
import type { SolverPart } from '../../parts/solverPart.ts';
import '../../ui/cellLayout.css';
import './SolverCell.css';
import { errorText, noticeText } from '../../../lib/engineErrors.ts';

export interface SolverCellProps<G extends SolverId, P> {
  part: SolverPart<G, P>;
  /** Starting position in the game's notation; default the part's start. */
  position?: string;
  /** Query parameter holding the position; `null` leaves the URL alone. Default "pos". */
  urlParam?: string | null;
  /** Prefix of element ids when a page has several cells. */
  idPrefix?: string;
  /**
   * Workers the value of every move is split over (by root move, each with its
   * own table); a solve always runs in one. Default: the reader's cores, at most 4.
   */
  workers?: number;
  /** The page's language: the cell's own words (the game's come from its kit). */
  lang?: Locale;
}

/** A game's answers, with the fields every game has in view (the part sees them typed). */
type Solved<G extends SolverId> = SolutionFor<G> & AnySolution;
type Analysed<G extends SolverId> = AnalysisFor<G> & AnyAnalysis;

/** What the cell shows of its job (`data-state`): a done job is solved or analysed, by its kind. */
type Shown = 'idle' | 'running' | 'solved' | 'analysed' | 'cancelled' | 'failed';

/** The running job's progress line: the only part of the cell redrawn on each report. */
function ProgressLine<C extends JobClient, R, T>({ job, words }: { job: EngineJob<C, R, T>; words: JobWords }) {
  return <>{words.progress(useJobProgress(job))}</>;
}

export function SolverCell<G extends SolverId, P>({ part, position, urlParam = 'pos', idPrefix, workers, lang = 'en' }: SolverCellProps<G, P>) {
  const kit = part.kit;
  const t = messages(lang).solver;
  const jw = jobWords(lang);
  const fmt = (n: number): string => formatNumber(lang, n);
  const id = idPrefix ?? `solver-${kit.game}`;
  const [text, setText] = useState(position ?? kit.start);
  const [history, setHistory] = useState<string[]>([]);
  const parsed = useMemo(() => kit.parse(text), [kit, text]);
  const [lastGood, setLastGood] = useState<P>(() => {
    const p = kit.parse(position ?? kit.start);
    if (p.ok) return p.value;
    const s = kit.parse(kit.start);
    if (!s.ok) throw new Error(`${kit.game}: the kit's start does not parse: ${s.error.message}`);
    return s.value;
  });
  const [options, setOptions] = useState<OptionsFor<G>>(kit.defaultOptions);
  const job = usePooledJob<Solved<G> | Analysed<G>, JobKind>(workers);
  const [exampleMs, setExampleMs] = useState<Readonly<Record<string, number>>>({});
  const touched = useRef(false);

  // A new text ends the job at once, where it changes: in an effect after the render, the reset
  // could cancel a job that a click started between that render and its effects.
  const changeText = (next: string) => {
    job.reset();
    setText(next);
  };
  const edit = (next: string, remember = true) => {
    touched.current = true;
    if (remember) setHistory((h) => [...h, text]);
    changeText(next);
  };

  // After hydration, not before: the server rendered `position`.
  useEffect(() => {
    const fromUrl = urlParam ? readParam(urlParam) : null;
    if (fromUrl !== null) changeText(fromUrl);
  }, [urlParam]); // eslint-disable-line react-hooks/exhaustive-deps -- once, at hydration (the job is made once per cell)
  useEffect(() => {
    if (parsed.ok) setLastGood(parsed.value);
    if (urlParam && touched.current) writeParams({ [urlParam]: text.trim() === kit.start ? null : text.trim() });
  }, [text]); // eslint-disable-line react-hooks/exhaustive-deps -- on each edit of the text, and only then

  const run = async (kind: JobKind) => {
    if (!parsed.ok || !kit.playable(parsed.value)) return;
    const position = text.trim();
    const request = (kind === 'solve' ? kit.solve(position, options) : kit.analyze(position, options)) as SolveJob<Solved<G> | Analysed<G>>;
    const r = await job.run(request, kind);
    const example = kit.examples?.find((e) => e.text === position);
    if (r?.status === 'done' && example && kind === 'solve') setExampleMs((t) => ({ ...t, [example.id]: r.ms }));
  };

  const s = job.state;
  const shown: Shown = s.status === 'done' ? (s.tag === 'solve' ? 'solved' : 'analysed') : s.status;
  const solved = s.status === 'done' && s.tag === 'solve' ? { result: s.result as Solved<G>, ms: s.ms } : null;
  const analysed = s.status === 'done' && s.tag === 'analyze' ? { result: s.result as Analysed<G>, ms: s.ms } : null;
  const notices = s.status === 'done' || s.status === 'running' ? s.notices : [];
  const p = parsed.ok ? parsed.value : lastGood;
  const playable = parsed.ok && kit.playable(p);
  const running = s.status === 'running';
  const best = new Set<MoveText>(solved ? solved.result.bestMoves : []);
  const values = analysed ? new Map<MoveText, number>(analysed.result.moves.map((m) => [m.move, m.value])) : null;
  const Board = part.Board;
  const Controls = part.Controls;
  const Extra = part.Extra;

  return (
    <div
      class="solver lx"
      data-game={kit.game}
      data-position={parsed.ok ? text.trim() : undefined}
      data-state={shown}
      data-workers={job.workers}
      data-value={solved ? solved.result.value : undefined}
      data-best={solved ? solved.result.bestMoves.join(',') : undefined}
    >
      <div class="solver__input">
        <label for={`${id}-text`}>{kit.words.input}</label>
        <input
          id={`${id}-text`}
          class="solver__text"
          type="text"
          value={text}
          spellcheck={false}
          autocomplete="off"
          aria-describedby={`${id}-help`}
          aria-invalid={!parsed.ok}
          onInput={(e) => edit((e.target as HTMLInputElement).value, false)}
        />
        <button type="button" class="btn" onClick={() => history.length && (changeText(history[history.length - 1]), setHistory((h) => h.slice(0, -1)))} disabled={history.length === 0}>
          {t.undo}
        </button>
        <button type="button" class="btn" onClick={() => edit(kit.start)} disabled={text.trim() === kit.start}>
          {t.startAgain}
        </button>
      </div>
      <p class="solver__help" id={`${id}-help`}>
        {part.help}
      </p>
      {!parsed.ok && (
        <p class="solver__error" role="alert">
          {errorText(lang, parsed.error, text)}
        </p>
      )}

      {kit.examples && kit.examples.length > 0 && (
        <div class="solver__examples" role="group" aria-labelledby={`${id}-examples`}>
          <span class="solver__examples-label" id={`${id}-examples`}>
            {t.load}
          </span>
          <ul>
            {kit.examples.map((e) => (
              <li key={e.id}>
                <button
                  type="button"
                  class="btn btn--small"
                  aria-pressed={text.trim() === e.text}
                  disabled={running}
                  data-example={e.id}
                  onClick={() => edit(e.text)}
                >
                  {e.label}
                </button>
                {(e.note || exampleMs[e.id] !== undefined) && (
                  <span class="solver__example-note" data-example-ms={exampleMs[e.id]}>
                    {e.note}
                    {exampleMs[e.id] !== undefined && t.solvedHere(Boolean(e.note), jw.ms(exampleMs[e.id]))}
                  </span>
                )}
              </li>
            ))}
          </ul>
          {part.examplesNote && <p class="solver__help">{part.examplesNote}</p>}
        </div>
      )}

      <Board
        position={p}
        editable={playable && !running}
        onEdit={(t) => edit(t)}
        best={best}
        value={solved ? solved.result.value : null}
        values={values}
        stale={!parsed.ok}
        text={text}
        running={running}
      />

      <p class="solver__status" aria-live="polite">
        {parsed.ok ? kit.status(p) : ''}
      </p>

      {Controls && <Controls options={options} onOptions={(o) => (job.reset(), setOptions(o))} disabled={running} />}

      <div class="solver__actions">
        <button type="button" class="btn btn--primary" onClick={() => run('solve')} disabled={!playable || running}>
          {t.solve}
        </button>
        <button type="button" class="btn" onClick={() => run('analyze')} disabled={!playable || running}>
          {kit.words.analyze}
        </button>
        {running && (
          <button type="button" class="btn" onClick={() => job.cancel()}>
            {t.cancel}
          </button>
        )}
      </div>
      <output class="solver__result" data-state={shown} aria-live="polite">
        {s.status === 'running' && <ProgressLine job={job} words={jw} />}
        {s.status === 'cancelled' && jw.cancelled}
        {s.status === 'failed' && (
          <>
            <span class="solver__error">{errorText(lang, s.error)}</span>{' '}
            <button type="button" class="btn btn--small" onClick={() => run(s.tag)}>
              {t.retry}
            </button>
          </>
        )}
        {solved && (
          <>
            {kit.words.value} <strong data-value>{solved.result.value}</strong>
            {t.colon}
            {kit.describe(p, solved.result, options)}.{' '}
            {solved.result.bestMoves.length > 0 && kit.describeBest && <>{kit.describeBest(p, solved.result)} </>}
            {solved.result.bestMoves.length > 0 && !kit.describeBest && (
              <>
                {t.best(solved.result.bestMoves.length)} <strong data-best>{solved.result.bestMoves.join(', ')}</strong>.{' '}
              </>
            )}
            <span class="solver__cost">
              {t.cost(kit.source?.(solved.result) ?? t.searched(fmt(solved.result.nodes)), jw.ms(solved.ms))}
            </span>
          </>
        )}
        {analysed && (
          <>
            {kit.analysisNote?.(analysed.result) ?? t.analysisNote}
            <span class="solver__cost">
              {t.cost(t.searched(fmt(analysed.result.nodes)), jw.ms(analysed.ms))}
            </span>
          </>
        )}
        {notices.map((n) => (
          <span class="solver__notice" role="note">
            {' '}
            {noticeText(lang, n)}
          </span>
        ))}
      </output>
      {Extra && <Extra position={parsed.ok ? parsed.value : undefined} text={text.trim()} />}
    </div>
  );
}
