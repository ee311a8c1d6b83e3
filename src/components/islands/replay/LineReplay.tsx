/**
 * @packageDocumentation
 * A line of Othello replayed on the board, move by move: lesson 4's best
 * line from the course's endgame. The moves come as text (square names,
 * `pass` for a pass), checked and played by the kit (`lineSteps`); the
 * board, the disc count and the side to move follow the step.
 */

import { useMemo } from 'preact/hooks';
import { PASS, SIDE_NAMES, discCounts, lineSteps, setupOf } from '../../../lib/games/othello.ts';
import { OthelloBoard } from '../../ui/OthelloBoard.tsx';
import { Replay } from './Replay.tsx';

export interface LineReplayProps {
  /** The start, in the engine's notation. */
  position: string;
  /** The moves, separated by spaces ("g7 h8 pass a1"). */
  line: string;
  /** What the line is, for the board's name. */
  title?: string;
}

export default function LineReplay({ position, line, title = 'The line' }: LineReplayProps) {
  const steps = useMemo(() => lineSteps(position, line), [position, line]);
  const last = steps.length - 1;
  const moves = steps.slice(1).map((s) => ({
    text: (
      <>
        <span class="visually-hidden">{SIDE_NAMES[s.by!]} </span>
        {s.text}
      </>
    ),
    side: s.by === 'X' ? 'black' : 'white',
  }));
  return (
    <Replay
      label={title}
      moves={moves}
      view={(k) => {
        const now = steps[k];
        const counts = discCounts(now.position);
        const said =
          k === 0
            ? `The start: ${SIDE_NAMES[now.position.turn === 0 ? 'X' : 'O'].toLowerCase()} to move.`
            : `Move ${k} of ${last}: ${SIDE_NAMES[now.by!].toLowerCase()} ${now.move === PASS ? 'passes' : `plays ${now.text}`}.`;
        return {
          board: <OthelloBoard squares={setupOf(now.position).squares} label={`${title}, after ${k} of ${last} moves`} mode="view" last={now.move !== null && now.move !== PASS ? now.move : null} />,
          said: `${said} Black ${counts.black}, white ${counts.white}${counts.empty > 0 ? `, ${counts.empty} empty` : ''}.${k === last ? ' The game is over.' : ''}`,
        };
      }}
    />
  );
}
