/**
 * @packageDocumentation
 * The course's example game replayed move by move (lesson 6): the board, the
 * course's transcript (Paul, "Joueur 2", moves first with O; Pierre,
 * "Joueur 1", plays X), and at every step what the exact solver says of the
 * position: the result with best play and the best columns. The 3×3 board is
 * solved in the page (a few hundred positions in all). It opens on the last
 * board. Test hooks: the replay's, and `data-score`.
 */

import { useMemo } from 'preact/hooks';
import { movesPosition } from '../../../lib/games/connect4.ts';
import { COURSE_GAME, courseGameSteps } from '../../../lib/models/connect4Lesson.ts';
import { Connect4Board } from '../../ui/Connect4Board.tsx';
import { Replay } from './Replay.tsx';
import './CourseGameReplay.css';

const name = (player: 0 | 1) => `${COURSE_GAME.names[player]} (${COURSE_GAME.marks[player]})`;

export default function CourseGameReplay() {
  const steps = useMemo(courseGameSteps, []);
  const moves = steps.slice(1).map((s) => ({ text: `${name(s.move!.player)} plays column ${s.move!.column}`, side: s.move!.player === 0 ? 'first' : 'second' }));
  return (
    <Replay
      class="c4g"
      label="The course’s example game"
      moves={moves}
      initial={moves.length}
      data={(k) => ({ 'data-score': steps[k].score })}
      view={(k) => ({
        board: <Connect4Board position={movesPosition(steps[k].position)} editable={false} onColumn={() => {}} best={new Set(steps[k].over ? [] : steps[k].best)} values={null} markLast readOnly />,
        said: steps[k].verdict,
        after: (
          <p class="c4g__note">
            {COURSE_GAME.names[0]} moves first: his stones are the first player’s (blue, plain), {COURSE_GAME.names[1]}’s the second player’s (orange, ringed).
          </p>
        ),
      })}
    />
  );
}
