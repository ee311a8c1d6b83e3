/**
 * @packageDocumentation
 * Connect-K on a board of the reader's size, the course's `Partie`: either
 * side a person or the computer, and each computer with its own search depth
 * and static evaluation, as the course's `Moteur_Jeu` takes them. The
 * computer scores every column with min-max (alpha-beta, same values) to its
 * depth and picks one of the best at random, seeded by the game's seed and
 * the move number, so two games differ and a seed replays one exactly.
 *
 * The computer thinks in the solve worker (task `choose`); the page never
 * waits on it. With a computer on both sides the game plays itself, a move
 * every few hundred milliseconds, and can be paused and stepped.
 *
 * Lifecycle: the game is its moves. After each change, an effect looks at
 * whose turn it is; on a computer's turn (and not paused) it waits a moment,
 * asks the worker, and appends the column. Any change (a move, take back, new
 * game, new settings) cancels a pending request.
 *
 * Test hooks on the root: `data-size` (7x6k4), `data-moves` (the path),
 * `data-state` (human, thinking, paused, over), `data-result` (first, second,
 * draw; absent while the game goes on).
 */

import { useEffect, useMemo, useState } from 'preact/hooks';
import { unwrap } from '../../engine/core/result.ts';
import { makeLayout, sizeName } from '../../engine/games/connect4/layout.ts';
import { playMoves } from '../../engine/games/connect4/notation.ts';
import type { ChooseOutput } from '../../engine/tasks/index.ts';
import { PLAYERS, connect4Status } from '../../lib/models/connect4.ts';
import { moveSeed, shortValue, signedValue, takeBack, windowTally, type PlayerSide } from '../../lib/models/connect4Lesson.ts';
import { Connect4Board } from '../ui/Connect4Board.tsx';
import { JobProgress, formatMs } from '../ui/JobProgress.tsx';
import type { JobProgress as Progress } from '../../workers/protocol.ts';
import { ComputerFields, EVALUATION_NAMES, SizeFields, type BoardSize, type ComputerSettings } from './connect4/SideFields.tsx';
import { useWorker } from './connect4/useWorker.ts';
import '../ui/cellLayout.css';
import './connect4/connect4Lesson.css';

export interface ConnectKPlayProps {
  /** Board size; default 7×6, four in a row. */
  width?: number;
  height?: number;
  k?: number;
  /** Who plays first and second; default the reader first, the computer (depth 4, open windows) second. */
  first?: 'human' | 'computer';
  second?: 'human' | 'computer';
  /** Milliseconds before a computer move when no person plays; default 300. */
  delay?: number;
}

const DEPTHS = [1, 2, 3, 4, 5, 6, 7, 8];
const DEFAULT_COMPUTER: ComputerSettings = { depth: 4, evaluation: 'windows' };

interface Setup {
  readonly kind: 'human' | 'computer';
  readonly computer: ComputerSettings;
}

const sideOf = (s: Setup): PlayerSide => (s.kind === 'human' ? { kind: 'human' } : { kind: 'computer', ...s.computer });

interface Choice {
  readonly ply: number;
  readonly player: 0 | 1;
  /** The side's settings when it chose. */
  readonly side: ComputerSettings;
  readonly result: ChooseOutput;
  readonly ms: number;
}

type Thinking = { state: 'no' } | { state: 'yes'; progress: Progress | null } | { state: 'failed'; message: string };

export default function ConnectKPlay(props: ConnectKPlayProps) {
  const [size, setSize] = useState<BoardSize>({ width: props.width ?? 7, height: props.height ?? 6, k: props.k ?? 4 });
  const [setups, setSetups] = useState<[Setup, Setup]>([
    { kind: props.first ?? 'human', computer: DEFAULT_COMPUTER },
    { kind: props.second ?? 'computer', computer: DEFAULT_COMPUTER },
  ]);
  const [seed, setSeed] = useState(1);
  const [moves, setMoves] = useState('');
  const [paused, setPaused] = useState(false);
  /** While paused: play one computer move anyway ("One move"). */
  const [stepOnce, setStepOnce] = useState(false);
  const [thinking, setThinking] = useState<Thinking>({ state: 'no' });
  const [last, setLast] = useState<Choice | null>(null);
  const worker = useWorker({ keepAlive: true });
  const delay = props.delay ?? 300;

  const layout = useMemo(() => unwrap(makeLayout(size)), [size.width, size.height, size.k]); // eslint-disable-line react-hooks/exhaustive-deps -- the size's three numbers, not its object's identity
  const p = useMemo(() => unwrap(playMoves(layout, moves)), [layout, moves]);
  const prefix = `${sizeName(layout.config)}:`;
  const sides: [PlayerSide, PlayerSide] = [sideOf(setups[0]), sideOf(setups[1])];
  const toMove = sides[p.toMove];
  const noPerson = sides[0].kind === 'computer' && sides[1].kind === 'computer';
  const computerTurn = !p.isOver && toMove.kind === 'computer';

  // The computer's turn: ask the worker, then play its column.
  useEffect(() => {
    if (!computerTurn || (paused && !stepOnce)) return;
    const side = toMove as Extract<PlayerSide, { kind: 'computer' }>;
    const n = worker.start();
    const timer = setTimeout(
      () => {
        setThinking({ state: 'yes', progress: null });
        const t0 = performance.now();
        worker
          .client()
          .task(
            'choose',
            { game: 'connect4', position: `${prefix}${moves}`, depth: side.depth, evaluation: side.evaluation, seed: moveSeed(seed, moves.length) },
            (progress) => worker.current() === n && setThinking({ state: 'yes', progress }),
          )
          .promise.then((r) => {
            if (worker.current() !== n) return;
            if (r.status === 'error') return setThinking({ state: 'failed', message: r.error.message });
            if (r.status !== 'done' || r.result.chosen === null) return setThinking({ state: 'no' });
            setThinking({ state: 'no' });
            setStepOnce(false);
            setLast({
              ply: moves.length,
              player: p.toMove,
              side: { depth: side.depth, evaluation: side.evaluation },
              result: r.result,
              ms: performance.now() - t0,
            });
            setMoves(moves + r.result.chosen);
          });
      },
      stepOnce ? 0 : noPerson ? delay : Math.min(delay, 150),
    );
    return () => {
      clearTimeout(timer);
      worker.stop();
      setThinking({ state: 'no' });
    };
  }, [moves, computerTurn, paused, stepOnce, layout, seed, JSON.stringify(toMove)]); // eslint-disable-line react-hooks/exhaustive-deps -- the side to move compared by value; the rest follows from the moves

  const newGame = (nextSeed = seed + 1) => {
    setMoves('');
    setLast(null);
    setSeed(nextSeed);
  };
  const setSide = (i: 0 | 1, s: Setup) => setSetups((all) => (i === 0 ? [s, all[1]] : [all[0], s]));
  const result = p.won ? (p.toMove === 0 ? 'second' : 'first') : p.isOver ? 'draw' : undefined;
  const state = p.isOver ? 'over' : computerTurn ? (paused ? 'paused' : 'thinking') : 'human';
  const tally = windowTally(p);

  return (
    <div class="lx c4l c4l-play" data-size={sizeName(layout.config)} data-moves={moves} data-state={state} data-result={result}>
      <div class="c4l-controls">
        <fieldset>
          <legend>Board</legend>
          <SizeFields
            id="kplay-size"
            value={size}
            onChange={(v) => {
              setSize(v);
              newGame(seed);
            }}
          />
        </fieldset>
        {([0, 1] as const).map((i) => (
          <fieldset class={`c4l-side--${i === 0 ? 'first' : 'second'}`}>
            <legend>{i === 0 ? 'First player' : 'Second player'}</legend>
            <label class="c4l-field">
              <span>Played by</span>
              <select value={setups[i].kind} onChange={(e) => setSide(i, { ...setups[i], kind: (e.target as HTMLSelectElement).value as Setup['kind'] })}>
                <option value="human">a person</option>
                <option value="computer">the computer</option>
              </select>
            </label>
            {setups[i].kind === 'computer' && (
              <ComputerFields id={`kplay-${i}`} value={setups[i].computer} depths={DEPTHS} onChange={(c) => setSide(i, { ...setups[i], computer: c })} />
            )}
          </fieldset>
        ))}
        <label class="c4l-field">
          <span>Seed</span>
          <input
            class="input c4l-num"
            type="number"
            min={0}
            value={seed}
            onChange={(e) => {
              const v = Number((e.target as HTMLInputElement).value);
              if (Number.isInteger(v) && v >= 0 && v < 2 ** 31) newGame(v);
            }}
          />
        </label>
      </div>

      <div class="c4l-split">
        <Connect4Board
          position={p}
          editable={!p.isOver && toMove.kind === 'human'}
          onColumn={(c) => setMoves(moves + String(c + 1))}
          best={new Set()}
          values={null}
          markLast
        />
        <div class="c4l">
          <p class="c4l-status" aria-live="polite" data-status>
            {connect4Status(p)}
            {!p.isOver && toMove.kind === 'human' && ' Your move: press a column.'}
          </p>
          {thinking.state === 'yes' && <JobProgress progress={thinking.progress} what={`The ${PLAYERS[p.toMove]} thinks`} />}
          {thinking.state === 'failed' && <p class="message message--error">{thinking.message}</p>}
          <div class="c4l-actions">
            <button type="button" class="btn" onClick={() => newGame()}>
              New game
            </button>
            <button type="button" class="btn" onClick={() => (setMoves(takeBack(moves, sides)), setLast(null))} disabled={moves.length === 0}>
              Take back
            </button>
            {noPerson && !p.isOver && (
              <button type="button" class="btn" aria-pressed={paused} onClick={() => setPaused(!paused)}>
                {paused ? 'Resume' : 'Pause'}
              </button>
            )}
            {noPerson && paused && !p.isOver && (
              <button type="button" class="btn" onClick={() => setStepOnce(true)} disabled={stepOnce}>
                One move
              </button>
            )}
          </div>
          {last && (
            <div class="c4l-note" data-last-choice>
              <p class="c4l-note">
                The {PLAYERS[last.player]} (depth {last.side.depth}, {EVALUATION_NAMES[last.side.evaluation]}) played column {last.result.chosen}, in{' '}
                {formatMs(last.ms)}, after {last.result.nodes.toLocaleString('en-US')} positions. Its values:{' '}
                {last.result.moves.map((m, i) => (
                  <>
                    {i > 0 && ', '}
                    <span class={last.result.best.includes(m.move) ? 'c4l-ok' : undefined}>
                      {m.move}: {shortValue(m.value)}
                    </span>
                  </>
                ))}
                .
              </p>
            </div>
          )}
          <details class="c4l-windows">
            <summary>Open windows now</summary>
            <table class="lx-table c4l-table">
              <caption class="visually-hidden">Open windows of each player, by the stones in them</caption>
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  {tally.first.slice(1, layout.k).map((_, i) => (
                    <th scope="col">
                      {i + 1} {i === 0 ? 'stone' : 'stones'}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {(['first', 'second'] as const).map((who) => (
                  <tr>
                    <th scope="row">{who}</th>
                    {tally[who].slice(1, layout.k).map((n) => (
                      <td>{n}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p class="c4l-note" data-balance>
              Weighted 1, 4, 16… by stones: {signedValue(tally.balance)} for the first player.
            </p>
          </details>
          {moves.length > 0 && (
            <p class="c4l-note">
              Moves: <span class="c4l-moves">{moves}</span>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
