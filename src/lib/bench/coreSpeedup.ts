/**
 * @packageDocumentation
 * The speed page's "every core" measure: one job timed on a pool of one
 * worker, then on a pool of the reader's cores (`lib/jobs/pool.ts`), in the
 * reader's browser. Both pools are started and warmed up on small boards
 * (their workers loaded and kept) before any timing; each timed run starts
 * from empty tables (a Connect Four analysis empties its table, a runner's
 * first Othello root move starts a new one); and the two answers must agree:
 * a faster wrong answer would be worth nothing.
 */

import type { Result } from '../../engine/core/result.ts';
import type { SpeedupJobWords } from '../../i18n/messages/speed/en.ts';
import { messages } from '../../i18n/messages.ts';
import { FFO_POSITIONS } from '../models/othello/ffo.ts';
import type { Handle, JobError, JobListeners } from '../workerJobs.ts';
import type { SolvePool } from '../jobs/pool.ts';

/** A job the measure can time: what it computes, and its answer reduced to a comparable line. */
export interface SpeedupJob {
  readonly id: 'connect4-columns' | 'ffo-40';
  /** What it computes, in the words `t` (English when absent). */
  label(t?: SpeedupJobWords): string;
  start(pool: SolvePool, listeners: JobListeners): Handle<unknown>;
  /** The answer as one line (values and best moves), compared between the two pools. */
  answer(result: unknown): string;
}

/** A middle-game Connect Four position with eight stones, searched without the book (the CLI's bench uses it too). */
const CONNECT4_MIDDLE = '32164625';
const FFO_40 = FFO_POSITIONS.find((f) => f.id === 40)!;

export const SPEEDUP_JOBS: readonly SpeedupJob[] = [
  {
    id: 'connect4-columns',
    label: (t = messages().speed.jobs) => t.connect4Columns(CONNECT4_MIDDLE),
    start: (pool, l) => pool.analyze('connect4', CONNECT4_MIDDLE, { book: false }, l),
    answer: (r) => (r as { moves: { move: number; value: number }[] }).moves.map((m) => `${m.move}:${m.value}`).join(' '),
  },
  {
    id: 'ffo-40',
    label: (t = messages().speed.jobs) => t.ffo(FFO_40.id, FFO_40.empties),
    start: (pool, l) => pool.solveOthello(FFO_40.text, {}, l),
    answer: (r) => {
      const s = r as { value: number; bestMoves: readonly string[] };
      return `${s.value} ${[...s.bestMoves].sort().join(',')}`;
    },
  },
];

export interface SpeedupRun {
  readonly workers: number;
  readonly oneMs: number;
  readonly manyMs: number;
  /** Wall time with one worker over wall time with `workers`. */
  readonly speedup: number;
  readonly answer: string;
}

/** The course's Othello endgame with 11 empty squares: a root split of a few milliseconds. */
const OTHELLO_11 = '-XXXXXX---XXXX-OOOXXXOXOOOXOOOXOOOOOXXOOOOOOXXOOO-OXXX----OOOOO- X';

/**
 * Starts the workers of `pool` on small jobs of both kinds (every column of
 * an empty 5×4 board, a root split of an 11-empty Othello endgame), untimed,
 * so that the timed runs find them loaded and their code compiled (the pools
 * keep their workers); false if one did not end (a Cancel).
 */
async function warmUp(pool: SolvePool): Promise<boolean> {
  if ((await pool.analyze('connect4', '5x4k4:', { book: false }).promise).status !== 'done') return false;
  return (await pool.solveOthello(OTHELLO_11, {}).promise).status === 'done';
}

/** Why a measure stopped: the job's error, two answers that differ (`workers`: the second pool's), or the reader's Cancel. */
export type SpeedupStop = { kind: 'cancelled' } | { kind: 'failed'; error: JobError } | { kind: 'differ'; one: string; many: string; workers: number };

/**
 * Times `job` on `one` (a pool of one worker) and on `many`; `warm` runs on
 * each first, so that starting the workers is not timed. `onPhase` says which
 * run is on.
 */
export async function measureSpeedup(
  job: SpeedupJob,
  one: SolvePool,
  many: SolvePool,
  onPhase: (phase: 'warming' | 'one' | 'many') => void,
  now: () => number = () => performance.now(),
  warm: (pool: SolvePool) => Promise<boolean> = warmUp,
): Promise<Result<SpeedupRun, SpeedupStop>> {
  onPhase('warming');
  // One pool after the other: a pool's job cancels nothing of the other's, but two at once would share the cores.
  if (!(await warm(one)) || !(await warm(many))) return { ok: false, error: { kind: 'cancelled' } };
  const timed = async (pool: SolvePool) => {
    const t0 = now();
    const o = await job.start(pool, {}).promise;
    return { o, ms: now() - t0 };
  };
  onPhase('one');
  const a = await timed(one);
  if (a.o.status !== 'done') return stopped(a.o);
  onPhase('many');
  const b = await timed(many);
  if (b.o.status !== 'done') return stopped(b.o);
  const answer = job.answer(a.o.result);
  const other = job.answer(b.o.result);
  if (other !== answer) return { ok: false, error: { kind: 'differ', one: answer, many: other, workers: many.size } };
  return { ok: true, value: { workers: many.size, oneMs: a.ms, manyMs: b.ms, speedup: a.ms / b.ms, answer } };
}

function stopped(o: { status: 'cancelled' } | { status: 'error'; error: JobError }): Result<never, SpeedupStop> {
  return { ok: false, error: o.status === 'cancelled' ? { kind: 'cancelled' } : { kind: 'failed', error: o.error } };
}
