/**
 * @packageDocumentation
 * Play the tetromino game against the engine, which plays perfectly: on each
 * of its turns it solves the position exactly in the page's worker and plays
 * the move the solver settles on, a winning one whenever there is one. The
 * reader chooses a side; after each of the reader's moves the cell says what
 * the engine's solve found (whether the reader's move kept a win or gave it
 * away), which is the exercise's feedback.
 *
 * The game is its list of placements, kept in the address bar: `play`
 * (`O0@a1,T0@c1`) and `play-side` (`first` or `second`, the reader's side),
 * under another prefix when a page has two of these cells.
 *
 * Lifecycle: after each change of the moves, an effect looks at whose turn it
 * is; on the engine's turn it starts a solve (one job at a time: a new game,
 * an undo or leaving the page ends the running one) and appends the answer,
 * unless the moves changed meanwhile.
 *
 * Test hooks on the root: `data-moves`, `data-side`, `data-result`
 * (`reader`, `engine`, `tie` or empty), `data-thinking`.
 */

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Player } from '../../engine/core/game.ts';
import { moverHand, otherHand, toMove } from '../../engine/games/tetromino/board40.ts';
import { START_NOTATION } from '../../engine/games/tetromino/notation.ts';
import { PLACEMENTS, placementByName } from '../../engine/games/tetromino/placements.ts';
import { ending } from '../../engine/games/tetromino/rules.ts';
import { placeOn, readSetup, writeSetupText, type TetrominoSetup } from '../../engine/games/tetromino/setup.ts';
import { unwrap } from '../../engine/core/result.ts';
import { initialCursor, type Cursor } from '../../lib/models/tetromino/placing.ts';
import { ownedPieces, parseMoveList, replay, writeMoveList } from '../../lib/models/tetromino/play.ts';
import { handText, PLAYERS } from '../../lib/models/tetromino/words.ts';
import { readParam, writeParams } from '../../lib/url/query.ts';
import { PieceEditor } from '../parts/TetrominoPieceEditor.tsx';
import { formatMs } from '../../lib/jobs/words.ts';
import { solve, type TetrominoSolution } from '../../lib/games/tetromino.ts';
import { useEngineJob, useJobProgress } from '../hooks/useEngineJob.ts';
import '../ui/cellLayout.css';
import './TetrominoPlay.css';

export interface TetrominoPlayProps {
  /** The reader's side; default the first player. */
  side?: 'first' | 'second';
  /** Prefix of the query parameters; `null` leaves the URL alone. Default "play". */
  urlPrefix?: string | null;
  /** Prefix of element ids. Default "t4play". */
  idPrefix?: string;
}

type Side = 'first' | 'second';
interface EngineNote {
  /** After which ply (the engine's move is the next one). */
  readonly ply: number;
  /** The position's value for the engine, to move. */
  readonly value: number;
  readonly nodes: number;
  readonly ms: number;
}

const fmt = (n: number) => n.toLocaleString('en');
const START_SETUP = unwrap(readSetup(START_NOTATION));

function setupAfter(moves: readonly number[]): TetrominoSetup {
  let s = START_SETUP;
  for (const m of moves) s = unwrap(placeOn(s, m));
  return s;
}

export default function TetrominoPlay(props: TetrominoPlayProps) {
  const { urlPrefix = 'play', idPrefix = 't4play' } = props;
  const [side, setSide] = useState<Side>(props.side ?? 'first');
  const [moves, setMoves] = useState<number[]>([]);
  const [cursor, setCursor] = useState<Cursor>(() => initialCursor());
  const [notes, setNotes] = useState<EngineNote[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const job = useEngineJob<TetrominoSolution>();
  const thinking = job.running;
  const progress = useJobProgress(job)?.nodes ?? null;
  const touched = useRef(false);

  const positions = useMemo(() => replay(moves), [moves]);
  const position = positions[positions.length - 1];
  const setup = useMemo(() => setupAfter(moves), [moves]);
  const readerPlayer: Player = side === 'first' ? 0 : 1;
  const over = ending(position);
  const mover = toMove(position);
  const readerToMove = over === undefined && mover === readerPlayer;
  const winner: Player | undefined = over === 'stuck' ? ((1 - mover) as Player) : undefined;
  const result = over === undefined ? '' : over === 'tie' ? 'tie' : winner === readerPlayer ? 'reader' : 'engine';

  // URL: read once after hydration.
  useEffect(() => {
    if (!urlPrefix) return;
    const s = readParam(`${urlPrefix}-side`);
    if (s === 'first' || s === 'second') setSide(s);
    const list = readParam(urlPrefix);
    if (list) {
      const parsed = parseMoveList(list);
      if (parsed.ok) setMoves(parsed.value);
    }
  }, [urlPrefix]);
  useEffect(() => {
    if (urlPrefix && touched.current) writeParams({ [urlPrefix]: moves.length ? writeMoveList(moves) : null, [`${urlPrefix}-side`]: side === 'first' ? null : side });
  }, [moves, side, urlPrefix]);

  // The engine's turn: solve, then play the solver's move (unless the game changed meanwhile).
  useEffect(() => {
    job.reset();
    if (over !== undefined || mover === readerPlayer) return;
    setFailure(null);
    void job.run(solve(writeSetupText(setup), { best: 'one' })).then((r) => {
      if (r === null || r.status === 'cancelled') return;
      if (r.status === 'error') return setFailure(r.error.message);
      const m = placementByName(String(r.result.bestMoves[0]));
      if (m === undefined) return setFailure('the engine found no move');
      setNotes((n) => [...n.filter((x) => x.ply < moves.length), { ply: moves.length, value: r.result.value, nodes: r.result.nodes, ms: r.ms }]);
      setMoves((ms) => (ms.length === moves.length ? [...ms, m] : ms));
    });
  }, [moves, side]); // eslint-disable-line react-hooks/exhaustive-deps -- the engine's turn follows from the moves and the side; the job is made once per cell

  const newGame = (s: Side) => {
    touched.current = true;
    setSide(s);
    setMoves([]);
    setNotes([]);
    setFailure(null);
  };
  const undo = () => {
    touched.current = true;
    // Back to the reader's last turn: drop the engine's reply too.
    let n = moves.length - 1;
    while (n >= 0 && n % 2 !== readerPlayer) n--;
    if (n < 0) return;
    setMoves(moves.slice(0, n));
    setNotes((ns) => ns.filter((x) => x.ply < n));
  };

  const engine = `the engine (${PLAYERS[1 - readerPlayer]})`;
  const last = notes.length ? notes[notes.length - 1] : null;
  // The engine's solve after the reader's move says what that move was worth.
  const yours = last && last.ply > 0 && last.ply <= moves.length ? PLACEMENTS[moves[last.ply - 1]].name : null;
  const feedback =
    last && yours
      ? last.value > 0
        ? `After your ${yours}, the engine can force a win.`
        : last.value < 0
          ? `After your ${yours}, you can still force a win: every move of the engine loses.`
          : `After your ${yours}, the best the engine can do is a tie.`
      : '';

  const status =
    result === 'reader'
      ? `You win: the engine cannot place any of its pieces (${handText(moverHand(position))}).`
      : result === 'engine'
        ? `The engine wins: you cannot place any of your pieces (${handText(moverHand(position))}).`
        : result === 'tie'
          ? 'A tie: every piece is on the board.'
          : thinking
            ? `The engine is thinking${progress ? `: ${fmt(progress)} positions` : ''}…`
            : readerToMove
              ? `Your turn: you hold ${handText(moverHand(position))}; the engine holds ${handText(otherHand(position))}.`
              : failure
                ? ''
                : 'The engine is about to move…';

  return (
    <div class="t4play lx" data-moves={writeMoveList(moves)} data-side={side} data-result={result} data-thinking={thinking}>
      <div class="lx-row">
        <div class="lx-seg" role="group" aria-label="New game">
          <button type="button" class="btn" aria-pressed={side === 'first'} onClick={() => newGame('first')}>
            New game, I play first
          </button>
          <button type="button" class="btn" aria-pressed={side === 'second'} onClick={() => newGame('second')}>
            New game, I play second
          </button>
        </div>
        <button type="button" class="btn" onClick={undo} disabled={thinking || moves.length < (readerPlayer === 0 ? 1 : 2)}>
          Undo my last move
        </button>
      </div>
      <div class="t4play__main">
        <PieceEditor
          id={idPrefix}
          position={position}
          pieces={ownedPieces(moves).map((p, i) => ({
            placement: p.placement,
            tone: p.owner === 0 ? 'p0' : 'p1',
            label: PLACEMENTS[p.placement].shape.name[0],
            emphasis: i === moves.length - 1,
          }))}
          cursor={cursor}
          onCursor={setCursor}
          editable={readerToMove && !thinking}
          onPlace={(m) => {
            touched.current = true;
            setMoves([...moves, m]);
          }}
          problemOf={(m) => {
            const r = placeOn(setup, m);
            return r.ok ? undefined : r.error.message;
          }}
          label={`Game board, ${moves.length} ${moves.length === 1 ? 'piece' : 'pieces'} placed`}
        />
        <div class="t4play__side">
          <ul class="t4play__legend" aria-label="Legend">
            <li>
              <span class="t4play__swatch t4play__swatch--p0" aria-hidden="true" /> first player{readerPlayer === 0 ? ' (you)' : ' (the engine)'}
            </li>
            <li>
              <span class="t4play__swatch t4play__swatch--p1" aria-hidden="true" /> second player{readerPlayer === 1 ? ' (you)' : ' (the engine)'}
            </li>
          </ul>
          <p class="t4play__status" data-testid="t4play-status" aria-live="polite">
            {status}
          </p>
          {failure && (
            <p class="solver__error" role="alert">
              The engine could not move: {failure}.
            </p>
          )}
          {feedback && (
            <p class="t4play__feedback" data-testid="t4play-feedback" data-kind={last && last.value > 0 ? 'lost' : 'kept'}>
              {feedback}
            </p>
          )}
          {last && (
            <p class="lx-small" data-testid="t4play-engine-note">
              The engine’s last solve: {fmt(last.nodes)} positions in {formatMs(last.ms)}, value {last.value > 0 ? '+1' : last.value < 0 ? '−1' : '0'} for{' '}
              {engine}.
            </p>
          )}
          <ol class="t4play__moves" aria-label="Moves">
            {moves.map((m, i) => (
              <li class={i === moves.length - 1 ? 'is-last' : undefined}>
                {i % 2 === readerPlayer ? 'You' : 'Engine'}: <code>{PLACEMENTS[m].name}</code>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
