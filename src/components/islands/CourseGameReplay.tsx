/**
 * @packageDocumentation
 * The course's example game replayed move by move: the board, the course's
 * transcript (Paul, "Joueur 2", moves first with O; Pierre, "Joueur 1", plays
 * X) with the current move in bold, and at every step what the exact solver
 * says of the position: the result with best play and the best columns. The
 * 3×3 board is solved in the page (a few hundred positions in all).
 *
 * Keys: the buttons, or ← → Home End on the figure. Test hooks: `data-ply`,
 * `data-score` on the root.
 */

import { useMemo, useState } from 'preact/hooks';
import { unwrap } from '../../engine/core/result.ts';
import { parseMoves } from '../../engine/games/connect4/notation.ts';
import { winningStone } from '../../engine/games/connect4/score.ts';
import { ordinal } from '../../lib/models/connect4.ts';
import { COURSE_GAME, courseGameSteps } from '../../lib/models/connect4Lesson.ts';
import { Connect4Board } from '../ui/Connect4Board.tsx';
import '../ui/cellLayout.css';
import './connect4/connect4Lesson.css';

export default function CourseGameReplay() {
  const steps = useMemo(courseGameSteps, []);
  const [ply, setPly] = useState(steps.length - 1);
  const step = steps[ply];
  const p = unwrap(parseMoves(step.position));
  const last = steps.length - 1;
  const go = (k: number) => setPly(Math.max(0, Math.min(last, k)));
  const name = (player: 0 | 1) => `${COURSE_GAME.names[player]} (${COURSE_GAME.marks[player]})`;
  const onKey = (e: KeyboardEvent) => {
    const to = e.key === 'ArrowRight' ? ply + 1 : e.key === 'ArrowLeft' ? ply - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (to === null || (e.target as HTMLElement).tagName === 'SELECT') return;
    e.preventDefault();
    go(to);
  };
  const winner = step.over && p.won ? (((step.ply - 1) % 2) as 0 | 1) : null;
  const withBestPlay = (score: number) => {
    if (score === 0) return 'with best play on both sides, a draw';
    const w = (score > 0 ? p.toMove : 1 - p.toMove) as 0 | 1;
    return `with best play, ${COURSE_GAME.names[w]} wins with his ${ordinal(winningStone(p.layout.size, w, score))} stone`;
  };

  return (
    <div
      class="lx c4l c4l-course"
      data-ply={ply}
      data-score={step.score}
      tabindex={0}
      role="group"
      aria-label="The course’s example game: the arrow keys step, Home and End jump"
      onKeyDown={(e) => onKey(e as unknown as KeyboardEvent)}
    >
      <div class="c4l-split">
        <div class="c4l">
          <Connect4Board position={p} editable={false} onColumn={() => {}} best={new Set(step.over ? [] : step.best)} values={null} markLast readOnly />
          <div class="c4l-actions" role="group" aria-label="Replay">
            <button type="button" class="btn btn--small" onClick={() => go(0)} disabled={ply === 0}>
              Start
            </button>
            <button type="button" class="btn btn--small" onClick={() => go(ply - 1)} disabled={ply === 0}>
              Back
            </button>
            <button type="button" class="btn btn--small" onClick={() => go(ply + 1)} disabled={ply === last}>
              Forward
            </button>
            <button type="button" class="btn btn--small" onClick={() => go(last)} disabled={ply === last}>
              End
            </button>
            <span class="c4l-note" aria-live="polite">
              move {ply} of {last}
            </span>
          </div>
        </div>
        <div class="c4l">
          <ol class="c4l-transcript">
            {steps.slice(1).map((s) => (
              <li class={s.ply === ply ? 'is-current' : s.ply > ply ? 'is-future' : undefined} aria-current={s.ply === ply ? 'step' : undefined}>
                {name(s.move!.player)} plays column {s.move!.column}
              </li>
            ))}
          </ol>
          <p class="c4l-status" data-verdict>
            {winner !== null
              ? `${COURSE_GAME.names[winner]} has won: three in a row, with his ${ordinal(Math.ceil(step.ply / 2))} stone.`
              : `${COURSE_GAME.names[p.toMove]} to move. The solver: ${withBestPlay(step.score)}; best ${step.best.length === 1 ? 'column' : 'columns'} ${step.best.join(', ')}.`}
          </p>
          <p class="c4l-note">
            {COURSE_GAME.names[0]} moves first: his stones are the first player’s (blue, plain), {COURSE_GAME.names[1]}’s the second player’s (orange, ringed).
          </p>
        </div>
      </div>
    </div>
  );
}
