/**
 * @packageDocumentation
 * Play the perfect engine. On 7×6 it plays its first moves from the opening
 * book, then searches (the site's solver, whose table lives in the worker
 * from move to move, starting each search from the score it already had);
 * on other boards the plain solver plays from the first move. Either side
 * first, take back, and on demand the exact score of every column for the
 * reader, from the book where it holds them.
 *
 * Every engine move is a task of the solve worker (`connect4Perfect`), kept
 * alive between moves so the book is fetched once; the time of each move is
 * measured in the page, from the request to the answer.
 *
 * Test hooks on the root: `data-size`, `data-moves`, `data-state` (reader,
 * thinking, over), `data-result` (engine, reader, draw), `data-engine-ms`
 * (the last engine move's time), `data-scores` (the column scores shown,
 * comma-separated, – for a full column).
 */

import { useEffect, useMemo, useState } from 'preact/hooks';
import { unwrap } from '../../engine/core/result.ts';
import { makeLayout, sizeName } from '../../engine/games/connect4/layout.ts';
import { playMoves } from '../../engine/games/connect4/notation.ts';
import type { PerfectOutput } from '../../engine/tasks/index.ts';
import { describeScore } from '../../lib/models/connect4.ts';
import { moveSeed, signedValue, takeBack } from '../../lib/models/connect4Lesson.ts';
import type { JobProgress as Progress } from '../../workers/protocol.ts';
import { Connect4Board } from '../ui/Connect4Board.tsx';
import { JobProgress, formatMs } from '../ui/JobProgress.tsx';
import { useWorker } from './connect4/useWorker.ts';
import '../ui/cellLayout.css';
import './connect4/connect4Lesson.css';

/** Boards offered, four in a row; the first is the standard one, with the book. */
const SIZES = [
  { width: 7, height: 6, note: 'opening book, then search' },
  { width: 4, height: 4, note: '' },
  { width: 5, height: 4, note: '' },
  { width: 6, height: 4, note: '' },
  { width: 5, height: 5, note: '' },
  { width: 6, height: 5, note: 'the first move takes a second or so' },
  { width: 7, height: 5, note: 'the first move takes a while' },
  { width: 6, height: 6, note: 'the first move takes a while' },
] as const;

export interface PerfectPlayProps {
  /** Who moves first; default the reader. */
  first?: 'reader' | 'engine';
}

interface EngineMove extends PerfectOutput {
  readonly ply: number;
  /** From the request to the answer, in the page. */
  readonly ms: number;
}

type Thinking = { state: 'no' } | { state: 'yes'; progress: Progress | null } | { state: 'failed'; message: string };
type Scores =
  | { state: 'off' }
  | { state: 'running'; progress: Progress | null }
  | { state: 'shown'; moves: string; values: Map<number, number>; book: readonly number[] }
  | { state: 'failed'; message: string };

export default function PerfectPlay(props: PerfectPlayProps) {
  const [sizeIndex, setSizeIndex] = useState(0);
  const [readerSide, setReaderSide] = useState<0 | 1>(props.first === 'engine' ? 1 : 0);
  const [moves, setMoves] = useState('');
  const [seed, setSeed] = useState(1);
  const [record, setRecord] = useState<EngineMove[]>([]);
  const [thinking, setThinking] = useState<Thinking>({ state: 'no' });
  const [wantScores, setWantScores] = useState(false);
  const [scores, setScores] = useState<Scores>({ state: 'off' });
  const worker = useWorker({ keepAlive: true });

  const size = SIZES[sizeIndex];
  const layout = useMemo(() => unwrap(makeLayout({ width: size.width, height: size.height, k: 4 })), [sizeIndex]); // eslint-disable-line react-hooks/exhaustive-deps -- `size` is SIZES[sizeIndex]
  const p = useMemo(() => unwrap(playMoves(layout, moves)), [layout, moves]);
  const prefix = sizeIndex === 0 ? '' : `${sizeName(layout.config)}:`;
  const engineTurn = !p.isOver && p.toMove !== readerSide;
  const readerTurn = !p.isOver && p.toMove === readerSide;

  // The engine's turn: one task, then its column.
  useEffect(() => {
    if (!engineTurn) return;
    const n = worker.start();
    const before = record.filter((r) => r.ply < moves.length);
    const t0 = performance.now();
    setThinking({ state: 'yes', progress: null });
    worker
      .client()
      .task(
        'connect4Perfect',
        {
          position: `${prefix}${moves}`,
          seed: moveSeed(seed, moves.length),
          fresh: before.length === 0,
          ...(before.length > 0 ? { atLeast: before[before.length - 1].score } : {}),
        },
        (progress) => worker.current() === n && setThinking({ state: 'yes', progress }),
      )
      .promise.then((r) => {
        if (worker.current() !== n) return;
        if (r.status === 'error') return setThinking({ state: 'failed', message: r.error.message });
        if (r.status !== 'done') return setThinking({ state: 'no' });
        setThinking({ state: 'no' });
        setRecord([...before, { ...r.result, ply: moves.length, ms: performance.now() - t0 }]);
        setMoves(moves + String(r.result.column));
      });
    return () => {
      worker.stop();
      setThinking({ state: 'no' });
    };
  }, [moves, engineTurn, layout, seed]); // eslint-disable-line react-hooks/exhaustive-deps -- a new engine move when the game moves on; the record and the worker are read as they are then

  // The reader's turn, scores wanted: every column's exact score.
  useEffect(() => {
    if (!wantScores) return setScores({ state: 'off' });
    if (!readerTurn) return setScores((s) => (s.state === 'running' ? { state: 'off' } : s));
    if (scores.state === 'shown' && scores.moves === moves) return;
    const n = worker.start();
    setScores({ state: 'running', progress: null });
    worker
      .client()
      .run('analyze', 'connect4', `${prefix}${moves}`, { keep: true }, (progress) => worker.current() === n && setScores({ state: 'running', progress }))
      .promise.then((r) => {
        if (worker.current() !== n) return;
        if (r.status === 'error') return setScores({ state: 'failed', message: r.error.message });
        if (r.status !== 'done') return setScores({ state: 'off' });
        setScores({ state: 'shown', moves, values: new Map(r.result.moves.map((m) => [m.move, m.value])), book: r.result.extra.bookColumns ?? [] });
      });
  }, [wantScores, moves, readerTurn, layout]); // eslint-disable-line react-hooks/exhaustive-deps -- scores when the position or the wish changes; the shown scores are read, not watched

  const newGame = (side = readerSide, index = sizeIndex) => {
    worker.stop();
    setReaderSide(side);
    setSizeIndex(index);
    setMoves('');
    setRecord([]);
    setSeed((s) => s + 1);
    setScores((s) => (s.state === 'off' ? s : { state: 'off' }));
  };
  const takeBackMove = () => {
    const sides =
      readerSide === 0
        ? ([{ kind: 'human' }, { kind: 'computer', depth: 1, evaluation: 'none' }] as const)
        : ([{ kind: 'computer', depth: 1, evaluation: 'none' }, { kind: 'human' }] as const);
    const next = takeBack(moves, sides);
    worker.stop();
    setMoves(next);
    setRecord((r) => r.filter((m) => m.ply < next.length));
  };

  const last = record.at(-1);
  const result = p.won ? ((p.moves - 1) % 2 === readerSide ? 'reader' : 'engine') : p.isOver ? 'draw' : undefined;
  const shown = scores.state === 'shown' && scores.moves === moves && readerTurn ? scores : null;
  const state = p.isOver ? 'over' : engineTurn ? 'thinking' : 'reader';

  return (
    <div
      class="lx c4l c4l-perfect"
      data-size={sizeName(layout.config)}
      data-moves={moves}
      data-state={state}
      data-result={result}
      data-engine-ms={last ? Math.round(last.ms) : undefined}
      data-scores={shown ? Array.from({ length: layout.width }, (_, c) => (shown.values.has(c + 1) ? shown.values.get(c + 1) : '–')).join(',') : undefined}
    >
      <div class="c4l-controls">
        <label class="c4l-field">
          <span>Board (four in a row)</span>
          <select value={String(sizeIndex)} onChange={(e) => newGame(readerSide, Number((e.target as HTMLSelectElement).value))}>
            {SIZES.map((s, i) => (
              <option value={String(i)}>
                {s.width}×{s.height}
                {s.note ? ` (${s.note})` : ''}
              </option>
            ))}
          </select>
        </label>
        <div class="c4l-field">
          <span id="perfect-first">Who moves first</span>
          <div class="lx-seg" role="group" aria-labelledby="perfect-first">
            <button type="button" class="btn" aria-pressed={readerSide === 0} onClick={() => newGame(0)}>
              You
            </button>
            <button type="button" class="btn" aria-pressed={readerSide === 1} onClick={() => newGame(1)}>
              The engine
            </button>
          </div>
        </div>
      </div>
      <div class="c4l-split">
        <Connect4Board
          position={p}
          editable={readerTurn}
          onColumn={(c) => setMoves(moves + String(c + 1))}
          best={new Set(shown ? [...shown.values].filter(([, v]) => v === Math.max(...shown.values.values())).map(([c]) => c) : [])}
          values={shown ? shown.values : null}
          markLast
        />
        <div class="c4l">
          <p class="c4l-status" aria-live="polite" data-status>
            {result === 'engine'
              ? 'The engine wins.'
              : result === 'reader'
                ? 'You win!'
                : result === 'draw'
                  ? 'A draw: the board is full.'
                  : readerTurn
                    ? `Your move (you are the ${readerSide === 0 ? 'first' : 'second'} player): press a column.`
                    : 'The engine is thinking…'}
          </p>
          {thinking.state === 'yes' && thinking.progress && (
            <JobProgress progress={thinking.progress} what="The engine searches" onCancel={() => (moves.length > 0 ? takeBackMove() : newGame(0))} />
          )}
          {thinking.state === 'failed' && <p class="message message--error">{thinking.message}</p>}
          {last && (
            <p class="c4l-note" data-last-move>
              The engine played column {last.column}{' '}
              {last.fromBook ? 'from the opening book' : `after searching ${last.nodes.toLocaleString('en-US')} positions`}, in {formatMs(last.ms)}. Its score,{' '}
              {signedValue(last.score)}: {describeScore(unwrap(playMoves(layout, moves.slice(0, last.ply))), last.score)}.
            </p>
          )}
          <div class="c4l-actions">
            <button type="button" class="btn" onClick={() => newGame()}>
              New game
            </button>
            <button type="button" class="btn" onClick={takeBackMove} disabled={moves.length === 0 || (readerSide === 1 && moves.length <= 1)}>
              Take back
            </button>
            <button type="button" class="btn" aria-pressed={wantScores} onClick={() => setWantScores(!wantScores)}>
              Column scores
            </button>
          </div>
          {scores.state === 'running' && (
            <JobProgress progress={scores.progress} what="Scoring every column" onCancel={() => (worker.stop(), setWantScores(false))} />
          )}
          {scores.state === 'failed' && <p class="message message--error">{scores.message}</p>}
          {shown && (
            <p class="c4l-note" data-scores-note>
              Above each column, its exact score for you{shown.book.length > 0 ? ` (columns ${shown.book.join(', ')} from the opening book)` : ''}: positive
              wins, negative loses, 0 draws; the higher the sooner.
            </p>
          )}
          {moves.length > 0 && (
            <p class="c4l-note">
              Moves: <span class="c4l-moves">{`${prefix}${moves}`}</span>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
