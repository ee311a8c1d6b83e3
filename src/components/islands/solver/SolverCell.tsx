/**
 * @packageDocumentation
 * The solver cell, written once for every game: a notation field and the
 * game's board kept in step both ways, Solve (the exact value and every best
 * move) and the value of every move, run in the solve worker with live
 * progress (positions, positions per second, elapsed time) and Cancel.
 *
 * - The text is read by the game's part (`parse`); while it is wrong, the
 *   parser's message names the problem and the board shows the last good
 *   position, dimmed. Board clicks write a new text, with Undo.
 * - One job at a time, the newest wins: a new job, an edit or Cancel ends the
 *   running one (its worker is terminated), and the display always describes
 *   the job that runs now (each job has an id; older answers are dropped).
 * - Every failure reaches the reader: a position the solver refuses, a worker
 *   that could not start (with Retry), a resource the job had to do without
 *   (the opening book), each in words.
 * - URL: the position in `pos` (or `urlParam`), written with replaceState.
 * - A part may offer examples to load with one click; once one is solved,
 *   the time it took in this browser is written beside it.
 * - Test hooks on the root: `data-game` (the CLI's id), `data-position` (the
 *   position in CLI notation), `data-state`; after a solve `data-value` and
 *   `data-best` (comma-separated, as the CLI's `bestMoves`); `data-workers`,
 *   the solver workers alive (0 or 1).
 */

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AnalysisFor, AnyAnalysis, AnySolution, OptionsFor, SolutionFor, SolverId } from '../../../engine/registry.ts';
import type { MoveText } from '../../../engine/solve/types.ts';
import { SolveClient } from '../../../lib/solveClient.ts';
import { formatMs, progressText } from '../../../lib/models/jobText.ts';
import { readParam, writeParams } from '../../../lib/url/query.ts';
import type { JobKind, JobProgress } from '../../../workers/protocol.ts';
import type { SolverPart } from './types.ts';
import '../../ui/cellLayout.css';
import './SolverCell.css';

export interface SolverCellProps<G extends SolverId, P> {
  part: SolverPart<G, P>;
  /** Starting position in the game's notation; default the part's start. */
  position?: string;
  /** Query parameter holding the position; `null` leaves the URL alone. Default "pos". */
  urlParam?: string | null;
  /** Prefix of element ids when a page has several cells. */
  idPrefix?: string;
}

/** A game's answers, with the fields every game has in view (the part sees them typed). */
type Solved<G extends SolverId> = SolutionFor<G> & AnySolution;
type Analysed<G extends SolverId> = AnalysisFor<G> & AnyAnalysis;

type Job<G extends SolverId> =
  | { state: 'idle' }
  | { state: 'running'; id: number; kind: JobKind; notices: readonly string[] }
  | { state: 'solved'; result: Solved<G>; ms: number; notices: readonly string[] }
  | { state: 'analysed'; result: Analysed<G>; ms: number; notices: readonly string[] }
  | { state: 'cancelled' }
  | { state: 'failed'; kind: JobKind; message: string };

const fmt = (n: number): string => n.toLocaleString('en');

/**
 * The running job's progress, kept outside the cell's state: a report arrives
 * several times a second, and only the line that shows it should redraw, not
 * the whole cell (board included).
 */
interface ProgressStore {
  get(): JobProgress | null;
  set(p: JobProgress | null): void;
  subscribe(listener: () => void): () => void;
}

function progressStore(): ProgressStore {
  let value: JobProgress | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(p) {
      value = p;
      for (const l of listeners) l();
    },
    subscribe(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

function ProgressLine({ store }: { store: ProgressStore }) {
  const [, redraw] = useState(0);
  useEffect(() => store.subscribe(() => redraw((n) => n + 1)), [store]);
  return <>{progressText(store.get())}</>;
}

export function SolverCell<G extends SolverId, P>({ part, position, urlParam = 'pos', idPrefix }: SolverCellProps<G, P>) {
  const id = idPrefix ?? `solver-${part.game}`;
  const [text, setText] = useState(position ?? part.start);
  const [history, setHistory] = useState<string[]>([]);
  const parsed = useMemo(() => part.parse(text), [part, text]);
  const [lastGood, setLastGood] = useState<P>(() => {
    const p = part.parse(position ?? part.start);
    if (p.ok) return p.value;
    const s = part.parse(part.start);
    if (!s.ok) throw new Error(`${part.game}: the part's start does not parse: ${s.error.message}`);
    return s.value;
  });
  const [options, setOptions] = useState<OptionsFor<G>>(part.defaultOptions);
  const [job, setJob] = useState<Job<G>>({ state: 'idle' });
  const [workers, setWorkers] = useState(0);
  const [exampleMs, setExampleMs] = useState<Readonly<Record<string, number>>>({});
  const client = useRef<SolveClient | null>(null);
  const progress = useMemo(progressStore, []);
  const current = useRef(0);
  const touched = useRef(false);

  const stop = () => {
    current.current++;
    client.current?.cancel();
    setWorkers(client.current?.liveWorkers ?? 0);
  };
  const edit = (next: string, remember = true) => {
    touched.current = true;
    if (remember) setHistory((h) => [...h, text]);
    setText(next);
  };

  // After hydration, not before: the server rendered `position`.
  useEffect(() => {
    const fromUrl = urlParam ? readParam(urlParam) : null;
    if (fromUrl !== null) setText(fromUrl);
  }, [urlParam]);
  useEffect(() => {
    if (parsed.ok) setLastGood(parsed.value);
    stop();
    setJob({ state: 'idle' });
    if (urlParam && touched.current) writeParams({ [urlParam]: text.trim() === part.start ? null : text.trim() });
  }, [text]);
  useEffect(() => () => client.current?.dispose(), []);

  const run = async (kind: JobKind) => {
    if (!parsed.ok || !part.playable(parsed.value)) return;
    stop();
    const jobId = ++current.current;
    client.current ??= new SolveClient();
    progress.set(null);
    setJob({ state: 'running', id: jobId, kind, notices: [] });
    const handle = client.current.run(
      kind,
      part.game,
      text.trim(),
      options,
      (p) => jobId === current.current && progress.set(p),
      (notice) => setJob((j) => (j.state === 'running' && j.id === jobId ? { ...j, notices: [...j.notices, notice] } : j)),
    );
    setWorkers(client.current.liveWorkers);
    const r = await handle.promise;
    if (jobId !== current.current) return; // a newer job, an edit or Cancel took over
    setWorkers(client.current.liveWorkers);
    if (r.status === 'cancelled') return setJob({ state: 'cancelled' });
    if (r.status === 'error') return setJob({ state: 'failed', kind, message: r.error.message });
    const example = part.examples?.find((e) => e.text === text.trim());
    if (example && kind === 'solve') setExampleMs((t) => ({ ...t, [example.id]: r.ms }));
    if (kind === 'solve') setJob({ state: 'solved', result: r.result as Solved<G>, ms: r.ms, notices: r.notices });
    else setJob({ state: 'analysed', result: r.result as Analysed<G>, ms: r.ms, notices: r.notices });
  };
  const cancel = () => {
    stop();
    setJob({ state: 'cancelled' });
  };

  const p = parsed.ok ? parsed.value : lastGood;
  const playable = parsed.ok && part.playable(p);
  const running = job.state === 'running';
  const best = new Set<MoveText>(job.state === 'solved' ? job.result.bestMoves : []);
  const values = job.state === 'analysed' ? new Map<MoveText, number>(job.result.moves.map((m) => [m.move, m.value])) : null;
  const Board = part.Board;
  const Controls = part.Controls;
  const Extra = part.Extra;

  return (
    <div
      class="solver lx"
      data-game={part.game}
      data-position={parsed.ok ? text.trim() : undefined}
      data-state={job.state}
      data-workers={workers}
      data-value={job.state === 'solved' ? job.result.value : undefined}
      data-best={job.state === 'solved' ? job.result.bestMoves.join(',') : undefined}
    >
      <div class="solver__input">
        <label for={`${id}-text`}>{part.inputLabel}</label>
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
        <button type="button" class="btn" onClick={() => history.length && (setText(history[history.length - 1]), setHistory((h) => h.slice(0, -1)))} disabled={history.length === 0}>
          Undo
        </button>
        <button type="button" class="btn" onClick={() => edit(part.start)} disabled={text.trim() === part.start}>
          Start again
        </button>
      </div>
      <p class="solver__help" id={`${id}-help`}>
        {part.help}
      </p>
      {!parsed.ok && (
        <p class="solver__error" role="alert">
          {parsed.error.message}
        </p>
      )}

      {part.examples && part.examples.length > 0 && (
        <div class="solver__examples" role="group" aria-labelledby={`${id}-examples`}>
          <span class="solver__examples-label" id={`${id}-examples`}>
            Load
          </span>
          <ul>
            {part.examples.map((e) => (
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
                    {exampleMs[e.id] !== undefined && `${e.note ? '; ' : ''}solved here in ${formatMs(exampleMs[e.id])}`}
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
        value={job.state === 'solved' ? job.result.value : null}
        values={values}
        stale={!parsed.ok}
        text={text}
        running={running}
      />

      <p class="solver__status" aria-live="polite">
        {parsed.ok ? part.status(p) : ''}
      </p>

      {Controls && <Controls options={options} onOptions={(o) => (stop(), setJob({ state: 'idle' }), setOptions(o))} disabled={running} />}

      <div class="solver__actions">
        <button type="button" class="btn btn--primary" onClick={() => run('solve')} disabled={!playable || running}>
          Solve
        </button>
        <button type="button" class="btn" onClick={() => run('analyze')} disabled={!playable || running}>
          {part.analyzeLabel}
        </button>
        {running && (
          <button type="button" class="btn" onClick={cancel}>
            Cancel
          </button>
        )}
      </div>
      <output class="solver__result" data-state={job.state} aria-live="polite">
        {job.state === 'running' && <ProgressLine store={progress} />}
        {job.state === 'cancelled' && 'Cancelled.'}
        {job.state === 'failed' && (
          <>
            <span class="solver__error">{job.message}</span>{' '}
            <button type="button" class="btn btn--small" onClick={() => run(job.kind)}>
              Retry
            </button>
          </>
        )}
        {job.state === 'solved' && (
          <>
            {part.valueName} <strong data-value>{job.result.value}</strong>: {part.describe(p, job.result, options)}.{' '}
            {job.result.bestMoves.length > 0 && part.describeBest && <>{part.describeBest(p, job.result)} </>}
            {job.result.bestMoves.length > 0 && !part.describeBest && (
              <>
                Best {job.result.bestMoves.length === 1 ? 'move' : 'moves'}: <strong data-best>{job.result.bestMoves.join(', ')}</strong>.{' '}
              </>
            )}
            <span class="solver__cost">
              {part.source?.(job.result) ?? `${fmt(job.result.nodes)} positions searched`} in {formatMs(job.ms)}.
            </span>
          </>
        )}
        {job.state === 'analysed' && (
          <>
            {part.analysisNote?.(job.result) ?? 'The value of each move is on the board, for the side to move. '}
            <span class="solver__cost">
              {fmt(job.result.nodes)} positions searched in {formatMs(job.ms)}.
            </span>
          </>
        )}
        {(job.state === 'solved' || job.state === 'analysed' || job.state === 'running') &&
          job.notices.map((n) => (
            <span class="solver__notice" role="note">
              {' '}
              {n}
            </span>
          ))}
      </output>
      {Extra && <Extra position={parsed.ok ? parsed.value : undefined} text={text.trim()} />}
    </div>
  );
}
