/**
 * @packageDocumentation
 * A line of play replayed on the board, move by move: the Othello lesson's
 * best line from the course's endgame. The moves come as text (square names,
 * `pass` for a pass), each is checked and played by the engine, and the
 * board, the disc count and the side to move follow the step.
 *
 * State: the step (0 = the start, k = after the k-th move). Buttons step,
 * and every move of the list is a button that jumps to just after it.
 */

import { useMemo, useState } from 'preact/hooks';
import { unwrap } from '../../engine/core/result.ts';
import { parseBoard } from '../../engine/games/othello/notation.ts';
import { playMove, type Position } from '../../engine/games/othello/position.ts';
import { othello } from '../../engine/games/othello/othello.ts';
import { PASS } from '../../engine/games/othello/squares.ts';
import { discCounts, setupOf, SIDE_NAMES } from '../../lib/models/othello/board.ts';
import { OthelloBoard } from '../ui/OthelloBoard.tsx';
import '../ui/cellLayout.css';
import './LineReplay.css';

export interface LineReplayProps {
  /** The start, in the engine's notation. */
  position: string;
  /** The moves, separated by spaces ("g7 h8 pass a1"). */
  line: string;
  /** What the line is, for the board's name. */
  title?: string;
}

interface Step {
  readonly position: Position;
  readonly move: number | null;
  readonly text: string;
  /** Who played the move that led here. */
  readonly by: 'X' | 'O' | null;
}

export default function LineReplay({ position, line, title = 'The line' }: LineReplayProps) {
  const steps = useMemo(() => {
    let p = unwrap(parseBoard(position));
    const out: Step[] = [{ position: p, move: null, text: '', by: null }];
    for (const word of line.trim().split(/\s+/)) {
      const m = unwrap(othello.parseMove(word, p));
      const by = p.turn === 0 ? 'X' : 'O';
      p = playMove(p, m);
      out.push({ position: p, move: m, text: word, by });
    }
    return out;
  }, [position, line]);
  const [k, setK] = useState(0);
  const now = steps[k];
  const counts = discCounts(now.position);
  const last = steps.length - 1;
  const said =
    k === 0
      ? `The start: ${SIDE_NAMES[now.position.turn === 0 ? 'X' : 'O'].toLowerCase()} to move.`
      : `Move ${k} of ${last}: ${SIDE_NAMES[now.by!].toLowerCase()} ${now.move === PASS ? 'passes' : `plays ${now.text}`}.`;

  return (
    <div class="lx lr">
      <div class="lx-cols">
        <div class="lx-boardcol">
          <OthelloBoard squares={setupOf(now.position).squares} label={`${title}, after ${k} of ${last} moves`} mode="view" last={now.move !== null && now.move !== PASS ? now.move : null} />
        </div>
        <div class="lx-stack">
          <p class="lr__now" aria-live="polite" data-step={k}>
            {said} Black {counts.black}, white {counts.white}
            {counts.empty > 0 ? `, ${counts.empty} empty` : ''}.{k === last ? ' The game is over.' : ''}
          </p>
          <div class="lx-row" role="group" aria-label="Step through the line">
            <button type="button" class="btn btn--small" onClick={() => setK(0)} disabled={k === 0}>
              Start
            </button>
            <button type="button" class="btn btn--small" onClick={() => setK(k - 1)} disabled={k === 0}>
              Back
            </button>
            <button type="button" class="btn btn--small btn--primary" onClick={() => setK(k + 1)} disabled={k === last}>
              Next move
            </button>
            <button type="button" class="btn btn--small" onClick={() => setK(last)} disabled={k === last}>
              End
            </button>
          </div>
          <ol class="lr__moves" aria-label="The moves">
            {steps.slice(1).map((s, i) => (
              <li key={i}>
                <button type="button" class={`lr__move lr__move--${s.by === 'X' ? 'black' : 'white'}`} aria-current={k === i + 1 ? 'step' : undefined} onClick={() => setK(i + 1)}>
                  <span class="visually-hidden">{SIDE_NAMES[s.by!]} </span>
                  {s.text}
                </button>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
