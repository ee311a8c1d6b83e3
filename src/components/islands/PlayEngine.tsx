/**
 * @packageDocumentation
 * Play tic-tac-toe against the engine. The reader picks the search depth and
 * who starts; the engine scores every move with alpha-beta to that depth and
 * plays one of the best, chosen at random with a seed. At full depth it never
 * loses. With `shortcuts`, it also uses the recursion course's shortcuts and
 * says how many positions they saved.
 *
 * The game is the list of moves, so the URL holds it and a link replays it:
 * `play` (cells, e.g. `4,0,8`), `play-depth`, `play-first` (`engine` when the
 * engine starts), `play-seed`, read by `playParams` (lib/url/cellParams.ts); a
 * value it cannot use keeps the default and is named above the cell. The engine's choice depends only on the seed and
 * the position, so the replay is exact.
 *
 * Lifecycle: after each change of the moves, an effect checks whose turn it
 * is; on the engine's turn it waits `delay` ms (so the reader sees their own
 * move land), computes the move and appends it. Any change (undo, new game,
 * settings) cancels a pending reply.
 */

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { turnOf, xStones, oStones } from '../../engine/games/tictactoe/board19.ts';
import { writeBoard } from '../../engine/games/tictactoe/notation.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import { TicTacToeBoard } from '../ui/TicTacToeBoard.tsx';
import { CELL_NAMES, cellLabel } from '../../lib/models/tictactoe/cells.ts';
import { replay } from '../../lib/models/tictactoe/play.ts';
import { engineMove, type EngineChoice } from '../../lib/models/tictactoe/analysis.ts';
import { lineCells, type Side } from '../../lib/models/tictactoe/editing.ts';
import { playParams } from '../../lib/url/cellParams.ts';
import { currentSearch, writeParams, type IgnoredParam } from '../../lib/url/query.ts';
import { UrlNotice } from '../ui/UrlNotice.tsx';
import '../ui/cellLayout.css';
import './PlayEngine.css';

export interface PlayEngineProps {
  /** Search depth in plies, 1 to 9; default 9 (to the end of the game). */
  depth?: number;
  /** Who plays first (X); default the reader. */
  first?: 'human' | 'engine';
  /** Seed of the engine's random choice among equal moves; default 1. */
  seed?: number;
  /** Use the recursion course's shortcuts; default false. */
  shortcuts?: boolean;
  /** Cell labels: reading order (0 top left), the OCaml course's numbers (8 top left) or the recursion course's coordinates (A1 top left). Default reading. */
  numbering?: 'reading' | 'course' | 'coords';
  /** Names of the sides: X and O, or crosses and noughts. Default X and O. */
  vocabulary?: 'xo' | 'cross-nought';
  /** Milliseconds before the engine answers; default 350. */
  delay?: number;
  /** Prefix of the query parameters; `null` leaves the URL alone. Default "play". */
  urlPrefix?: string | null;
}

const DEPTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export default function PlayEngine(props: PlayEngineProps) {
  const { shortcuts = false, numbering = 'reading', vocabulary = 'xo', delay = 350, urlPrefix = 'play' } = props;
  const [moves, setMoves] = useState<number[]>([]);
  const [depth, setDepth] = useState(Math.max(1, Math.min(9, props.depth ?? 9)));
  const [first, setFirst] = useState<'human' | 'engine'>(props.first ?? 'human');
  const [seed, setSeed] = useState(props.seed ?? 1);
  const [seedText, setSeedText] = useState(String(props.seed ?? 1));
  const [choices, setChoices] = useState<Record<number, EngineChoice>>({});
  const [thinking, setThinking] = useState(false);
  const [ready, setReady] = useState(false);
  const [ignored, setIgnored] = useState<readonly IgnoredParam[]>([]);
  const touched = useRef(false);

  const names = vocabulary === 'xo' ? { x: 'X', o: 'O' } : { x: 'crosses', o: 'noughts' };
  const humanSide: Side = first === 'human' ? 'x' : 'o';
  const engineSide: Side = humanSide === 'x' ? 'o' : 'x';
  const { position } = useMemo(() => replay(moves), [moves]);
  const board = writeBoard(position);
  const outcome = tictactoe.outcome(position);
  const toMove: Side = turnOf(position) === 0 ? 'x' : 'o';
  const engineToMove = !outcome && toMove === engineSide;
  const cellNumber = (c: number) => cellLabel(c, numbering);
  const cellWords = (c: number) => `${CELL_NAMES[c]} (${numbering === 'coords' ? '' : 'cell '}${cellNumber(c)})`;

  // URL: read once after hydration, then write after each change the reader makes.
  useEffect(() => {
    if (urlPrefix) {
      const { values: v, ignored } = playParams(currentSearch(), urlPrefix);
      if (v.depth !== undefined) setDepth(v.depth);
      if (v.first !== undefined) setFirst(v.first);
      if (v.seed !== undefined) {
        setSeed(v.seed);
        setSeedText(String(v.seed));
      }
      if (v.moves !== undefined) setMoves(v.moves);
      setIgnored(ignored);
    }
    setReady(true);
  }, [urlPrefix]);
  useEffect(() => {
    if (!urlPrefix || !touched.current) return;
    writeParams({
      [urlPrefix]: moves.join(','),
      [`${urlPrefix}-depth`]: String(depth),
      [`${urlPrefix}-first`]: first,
      [`${urlPrefix}-seed`]: String(seed),
    });
  }, [moves, depth, first, seed, urlPrefix]);

  // The engine's turn.
  useEffect(() => {
    if (!ready || !engineToMove) {
      setThinking(false);
      return;
    }
    setThinking(true);
    const t = setTimeout(() => {
      const choice = engineMove(position, depth, seed, shortcuts);
      setThinking(false);
      if (!choice) return;
      setChoices((c) => ({ ...c, [moves.length]: choice }));
      setMoves((ms) => [...ms, choice.move]);
    }, delay);
    return () => clearTimeout(t);
  }, [ready, engineToMove, position, depth, seed, shortcuts, delay, moves.length]);

  const act = (fn: () => void) => {
    touched.current = true;
    fn();
  };
  const playHuman = (c: number) => {
    if (outcome || toMove !== humanSide || thinking) return;
    act(() => setMoves([...moves, c]));
  };
  const newGame = (nextSeed = seed + 1) =>
    act(() => {
      setMoves([]);
      setChoices({});
      setSeed(nextSeed);
      setSeedText(String(nextSeed));
    });
  const undo = () =>
    act(() => {
      // Back to the reader's previous turn: drop the engine's reply and the reader's move.
      let n = moves.length;
      if (n > 0 && (n - 1) % 2 === (engineSide === 'x' ? 0 : 1)) n--;
      if (n > 0) n--;
      setMoves(moves.slice(0, n));
    });

  const last = moves.length > 0 ? moves[moves.length - 1] : null;
  // The engine's last decision: remembered, or (for a game loaded from a link) worked out again,
  // which gives the same answer since a decision depends only on the position, depth and seed.
  const lastChoice = useMemo(() => {
    const n = moves.length;
    if (n === 0) return null;
    if (choices[n - 1]) return choices[n - 1];
    const engineMoved = (n - 1) % 2 === (engineSide === 'x' ? 0 : 1);
    if (!engineMoved) return null;
    const again = engineMove(replay(moves.slice(0, n - 1)).position, depth, seed, shortcuts);
    return again && again.move === moves[n - 1] ? again : null;
  }, [moves, choices, engineSide, depth, seed, shortcuts]);
  const winLine = lineCells(xStones(position)) | lineCells(oStones(position));
  const sideName = (s: Side) => names[s];
  // The engine decided with moves.length - 1 stones on the board: its search reached the end if depth covered every free cell.
  const exact = depth >= 9 - (moves.length - 1);
  const verdict = (score: number) =>
    score >= 10 ? 'to win' : score <= -10 ? 'to lose' : score === 0 && exact ? 'a draw' : `a heuristic score of ${score > 0 ? '+' : ''}${score} (its search stops before the end)`;

  let status: string;
  let result: 'human' | 'engine' | 'draw' | null = null;
  if (outcome) {
    if (outcome.winner === undefined) {
      status = 'Draw: the board is full and nobody has three in a row.';
      result = 'draw';
    } else {
      const winner: Side = outcome.winner === 0 ? 'x' : 'o';
      result = winner === humanSide ? 'human' : 'engine';
      status = result === 'human' ? 'You win: three in a row!' : 'The engine wins: three in a row.';
    }
  } else if (thinking || engineToMove) {
    status = 'The engine is thinking…';
  } else {
    status = `Your move: you play ${sideName(humanSide)}.`;
  }

  const engineNote =
    lastChoice && last !== null && !thinking
      ? `The engine played ${cellWords(last)}, expecting ${verdict(lastChoice.score)}; ${lastChoice.best.length === 1 ? 'it was the only best move' : `it picked it among ${lastChoice.best.length} equally good moves`}. It searched ${lastChoice.nodes.toLocaleString('en-US')} positions${
          lastChoice.nodesWithout !== undefined ? ` (${lastChoice.nodesWithout.toLocaleString('en-US')} without the shortcuts)` : ''
        }.`
      : null;

  const humanTurn = !outcome && toMove === humanSide && !thinking;
  const idp = urlPrefix ?? 'play';

  return (
    <div class="lx pl" data-result={result ?? 'playing'} data-moves={moves.join(',')} data-thinking={thinking ? 'true' : 'false'} data-turn={outcome ? 'over' : humanTurn ? 'human' : 'engine'}>
      <UrlNotice ignored={ignored} cell="the game" />
      <div class="lx-cols">
        <div class="lx-boardcol">
          <TicTacToeBoard
            cells={board}
            label={`Game board: you play ${sideName(humanSide)}; press an empty cell to play there`}
            mode="play"
            numbering={numbering}
            disabled={!humanTurn}
            line={outcome ? winLine : 0}
            last={last}
            onActivate={playHuman}
          />
          <p class={`pl-status pl-status--${result ?? 'playing'}`} role="status" aria-live="polite" data-testid="play-status">
            {status}
          </p>
        </div>

        <div class="lx-stack">
          <div class="lx-row">
            <button type="button" class="btn" onClick={() => newGame()}>
              New game
            </button>
            <button type="button" class="btn" onClick={undo} disabled={moves.length === 0 || thinking}>
              Take back
            </button>
          </div>
          <div class="lx-field">
            <span class="lx-label" id={`${idp}-first-label`}>
              First move
            </span>
            <div class="lx-seg" role="group" aria-labelledby={`${idp}-first-label`}>
              <button type="button" class="btn btn--small" aria-pressed={first === 'human'} onClick={() => act(() => (setFirst('human'), setMoves([]), setChoices({})))}>
                You ({names.x})
              </button>
              <button type="button" class="btn btn--small" aria-pressed={first === 'engine'} onClick={() => act(() => (setFirst('engine'), setMoves([]), setChoices({})))}>
                The engine ({names.x})
              </button>
            </div>
          </div>
          <div class="lx-field">
            <label class="lx-label" for={`${idp}-depth`}>
              Engine depth
            </label>
            <select id={`${idp}-depth`} value={String(depth)} onChange={(e) => act(() => setDepth(Number(e.currentTarget.value)))}>
              {DEPTHS.map((d) => (
                <option key={d} value={String(d)}>
                  {d === 9 ? '9 plies (to the end)' : `${d} ${d === 1 ? 'ply' : 'plies'}`}
                </option>
              ))}
            </select>
          </div>
          <div class="lx-field">
            <label class="lx-label" for={`${idp}-seed`}>
              Seed
            </label>
            <input
              id={`${idp}-seed`}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={seedText}
              onInput={(e) => {
                const t = e.currentTarget.value;
                setSeedText(t);
                if (/^\d+$/.test(t) && Number(t) < 2 ** 31) act(() => setSeed(Number(t)));
              }}
            />
            <span class="lx-small">picks among equally good moves; the same seed replays the same choices</span>
          </div>
          {engineNote && (
            <p class="lx-small pl-note" data-testid="play-engine-note">
              {engineNote}
            </p>
          )}
          {moves.length > 0 && (
            <ol class="pl-moves" aria-label="Moves so far">
              {moves.map((m, i) => {
                const side: Side = i % 2 === 0 ? 'x' : 'o';
                return (
                  <li key={i}>
                    <span class={side === 'x' ? 'lx-x' : 'lx-o'}>{vocabulary === 'xo' ? names[side] : side === 'x' ? 'cross' : 'nought'}</span>{' '}
                    {cellNumber(m)} <span class="lx-muted">({side === humanSide ? 'you' : 'engine'})</span>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
