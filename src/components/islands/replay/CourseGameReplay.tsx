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
import { messages } from '../../../i18n/messages.ts';
import type { Locale } from '../../../i18n/locales.ts';

const name = (player: 0 | 1) => `${COURSE_GAME.names[player]} (${COURSE_GAME.marks[player]})`;

export default function CourseGameReplay({ lang = 'en' }: { lang?: Locale }) {
  const t = messages(lang).connect4.course;
  const steps = useMemo(() => courseGameSteps(messages(lang).connect4), [lang]);
  const moves = steps.slice(1).map((s) => ({ text: t.plays(name(s.move!.player), s.move!.column), side: s.move!.player === 0 ? 'first' : 'second' }));
  return (
    <Replay
      lang={lang}
      class="c4g"
      label={t.label}
      moves={moves}
      initial={moves.length}
      data={(k) => ({ 'data-score': steps[k].score })}
      view={(k) => ({
        board: <Connect4Board lang={lang} position={movesPosition(steps[k].position)} editable={false} onColumn={() => {}} best={new Set(steps[k].over ? [] : steps[k].best)} values={null} markLast readOnly />,
        said: steps[k].verdict,
        after: (
          <p class="c4g__note">
            {t.note(COURSE_GAME.names[0], COURSE_GAME.names[1])}
          </p>
        ),
      })}
    />
  );
}
