/**
 * @packageDocumentation
 * A Connect Four solver cell: type or click a position, then ask the engine
 * for its exact score and best columns, or for the score of every column.
 *
 * The position is a move string of 1-based columns from the empty board
 * (`4453`), optionally after a size (`6x5k4:3342`), read by the engine's own
 * parser: a bad string shows the parser's message and the board keeps the last
 * good position. The solving runs in the solve worker (`solveClient.ts`), with
 * live node counts and a Cancel button; near the start of a 7×6 game the
 * worker answers from the opening book at once.
 *
 * URL: `c4` (the position as typed).
 */

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { unwrap } from '../../engine/core/result.ts';
import { parseMoves } from '../../engine/games/connect4/notation.ts';
import { canPlay, stoneAt, type Connect4Position } from '../../engine/games/connect4/position.ts';
import { winningStone } from '../../engine/games/connect4/score.ts';
import type { AnalysisFor, SolutionFor } from '../../engine/registry.ts';
import type { JobProgress } from '../../workers/protocol.ts';
import { SolveClient } from '../../lib/solveClient.ts';
import { readParam, writeParams } from '../../lib/url/query.ts';
import '../ui/cellLayout.css';
import './Connect4Solver.css';

export interface Connect4SolverProps {
  /** Starting position (see above); default the empty 7×6 board. */
  position?: string;
  /** Query parameter holding the position; `null` leaves the URL alone. Default "c4". */
  urlParam?: string | null;
}

type Job =
  | { state: 'idle' }
  | { state: 'running'; kind: 'solve' | 'analyze'; progress: JobProgress | null }
  | { state: 'solved'; result: SolutionFor<'connect4'>; ms: number }
  | { state: 'analysed'; result: AnalysisFor<'connect4'>; ms: number }
  | { state: 'cancelled' }
  | { state: 'failed'; message: string };

const PLAYERS = ['first player', 'second player'] as const;

/** 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st. */
const ordinal = (n: number): string => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** What a score means, in words (the test sets' convention, see `score.ts`). */
export function describeScore(p: Connect4Position, score: number): string {
  if (score === 0) return 'with best play on both sides, a draw';
  const winner = (score > 0 ? p.toMove : 1 - p.toMove) as 0 | 1;
  const stone = winningStone(p.layout.size, winner, score);
  return `with best play, the ${PLAYERS[winner]} wins with its ${ordinal(stone)} stone`;
}

/** The text after the size prefix, and the prefix itself. */
function splitPrefix(text: string): [string, string] {
  const i = text.indexOf(':');
  return i < 0 ? ['', text.trim()] : [text.slice(0, i + 1).trim(), text.slice(i + 1).trim()];
}

export default function Connect4Solver({ position = '', urlParam = 'c4' }: Connect4SolverProps) {
  const [text, setText] = useState(position);
  const parsed = useMemo(() => parseMoves(text), [text]);
  // The last good position: the board keeps it while the text is wrong.
  const [lastGood, setLastGood] = useState<Connect4Position>(() => (parsed.ok ? parsed.value : unwrap(parseMoves(''))));
  const [job, setJob] = useState<Job>({ state: 'idle' });
  const client = useRef<SolveClient | null>(null);
  const touched = useRef(false);
  const edit = (t: string) => {
    touched.current = true;
    setText(t);
  };

  // After hydration, not before: the server rendered `position`.
  useEffect(() => {
    const fromUrl = urlParam ? readParam(urlParam) : null;
    if (fromUrl !== null) setText(fromUrl);
  }, [urlParam]);
  useEffect(() => {
    if (parsed.ok) setLastGood(parsed.value);
    client.current?.cancel();
    setJob({ state: 'idle' });
    if (urlParam && touched.current) writeParams({ [urlParam]: text.trim() === '' ? null : text.trim() });
  }, [text]);
  useEffect(() => () => client.current?.dispose(), []);

  const run = async (kind: 'solve' | 'analyze') => {
    if (!parsed.ok || parsed.value.isOver) return;
    client.current ??= new SolveClient();
    setJob({ state: 'running', kind, progress: null });
    const job = client.current.run(kind, 'connect4', text.trim(), {}, (progress) =>
      setJob((j) => (j.state === 'running' ? { ...j, progress } : j)),
    );
    const r = await job.promise;
    if (r.status === 'cancelled') return setJob((j) => (j.state === 'running' ? { state: 'cancelled' } : j));
    if (r.status === 'error') return setJob({ state: 'failed', message: r.error.message });
    setJob(kind === 'solve' ? { state: 'solved', result: r.result as SolutionFor<'connect4'>, ms: r.ms } : { state: 'analysed', result: r.result as AnalysisFor<'connect4'>, ms: r.ms });
  };

  const p = parsed.ok ? parsed.value : lastGood;
  const { width: W, height: H } = p.layout;
  const playable = parsed.ok && !p.isOver;
  const [prefix, moves] = splitPrefix(text);
  const drop = (c: number) => playable && canPlay(p, c) && edit(`${prefix}${moves}${c + 1}`);
  const best = job.state === 'solved' ? new Set(job.result.bestMoves.map(Number)) : new Set<number>();
  const columnScores = job.state === 'analysed' ? Array.from({ length: W }, (_, c) => job.result.moves.find((m) => m.move === c + 1)?.value ?? null) : null;
  const R = 20;
  const cell = 2 * R + 8;

  return (
    <div class="c4s">
      <div class="c4s__input">
        <label>
          Moves <input type="text" value={text} spellcheck={false} onInput={(e) => edit((e.target as HTMLInputElement).value)} aria-describedby="c4s-help" />
        </label>
        <button type="button" onClick={() => edit(`${prefix}${moves.slice(0, -1)}`)} disabled={moves.length === 0}>
          Undo
        </button>
        <button type="button" onClick={() => edit(prefix)} disabled={moves.length === 0}>
          Clear
        </button>
      </div>
      <p class="c4s__help" id="c4s-help">
        Columns 1 to {W} from the left, first move first; a size first for other boards (<code>6x5k4:3342</code>). Or click a
        column.
      </p>
      {!parsed.ok && (
        <p class="c4s__error" role="alert">
          {parsed.error.message}
        </p>
      )}

      <div class="c4s__columns" style={{ gridTemplateColumns: `repeat(${W}, ${cell}px)` }}>
        {Array.from({ length: W }, (_, c) => (
          <button
            type="button"
            class={best.has(c + 1) ? 'is-best' : undefined}
            aria-label={`Play column ${c + 1}`}
            disabled={!playable || !canPlay(p, c)}
            onClick={() => drop(c)}
          >
            {columnScores ? (columnScores[c] === null ? '–' : String(columnScores[c])) : c + 1}
          </button>
        ))}
      </div>
      <svg
        class={`c4s__board${parsed.ok ? '' : ' is-stale'}`}
        viewBox={`0 0 ${W * cell} ${H * cell}`}
        width={W * cell}
        role="img"
        aria-label={`${W} by ${H} board after ${p.moves} moves${p.won ? ', game over' : ''}`}
      >
        <rect class="c4s__frame" width={W * cell} height={H * cell} rx={10} />
        {Array.from({ length: W * H }, (_, i) => {
          const c = i % W;
          const r = Math.floor(i / W);
          const who = stoneAt(p, c, r);
          return <circle class={who === 0 ? 'c4s__hole' : who === 1 ? 'c4s__stone--first' : 'c4s__stone--second'} data-cell={`${c + 1},${r + 1}`} cx={c * cell + cell / 2} cy={(H - 1 - r) * cell + cell / 2} r={R} />;
        })}
      </svg>

      <p class="c4s__status" aria-live="polite">
        {p.won
          ? `Game over: the ${PLAYERS[(p.moves - 1) % 2]} connected ${p.layout.k}.`
          : p.isOver
            ? 'Game over: the board is full, a draw.'
            : `${p.moves} moves played; the ${PLAYERS[p.toMove]} is to move.`}
      </p>

      <div class="c4s__actions">
        <button type="button" class="btn" onClick={() => run('solve')} disabled={!playable || job.state === 'running'}>
          Solve
        </button>
        <button type="button" class="btn" onClick={() => run('analyze')} disabled={!playable || job.state === 'running'}>
          Score every column
        </button>
        {job.state === 'running' && (
          <button type="button" class="btn" onClick={() => client.current?.cancel()}>
            Cancel
          </button>
        )}
      </div>
      <output class="c4s__result" data-state={job.state}>
        {job.state === 'running' &&
          (job.progress ? `Searching: ${job.progress.nodes.toLocaleString('en')} positions${job.progress.detail ? ` (${job.progress.detail})` : ''}…` : 'Searching…')}
        {job.state === 'cancelled' && 'Cancelled.'}
        {job.state === 'failed' && job.message}
        {job.state === 'solved' && (
          <>
            Score <strong data-value>{job.result.value}</strong>: {describeScore(p, job.result.value)}. Best{' '}
            {job.result.bestMoves.length === 1 ? 'column' : 'columns'}: <strong data-best>{job.result.bestMoves.join(', ')}</strong>.{' '}
            <span class="c4s__cost">
              {job.result.extra.book ? 'From the opening book' : `${job.result.nodes.toLocaleString('en')} positions searched`} in{' '}
              {formatMs(job.ms)}.
            </span>
          </>
        )}
        {job.state === 'analysed' && (
          <>
            The score of each column is above it (– for a full column), for the side to move.{' '}
            <span class="c4s__cost">
              {bookColumns(job.result)}
              {job.result.nodes.toLocaleString('en')} positions searched in {formatMs(job.ms)}.
            </span>
          </>
        )}
      </output>
    </div>
  );
}

/** "Columns 1, 2 from the opening book; " when the worker read any there. */
function bookColumns(r: AnalysisFor<'connect4'>): string {
  const cols = r.extra.bookColumns ?? [];
  if (cols.length === 0) return '';
  return `${cols.length === 1 ? 'Column' : 'Columns'} ${cols.join(', ')} from the opening book; `;
}

const formatMs = (ms: number): string => (ms < 1000 ? `${Math.max(1, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`);
