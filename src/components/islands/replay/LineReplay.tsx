/**
 * @packageDocumentation
 * A line of Othello replayed on the board, move by move: lesson 4's best
 * line from the course's endgame. The moves come as text (square names,
 * `pass` for a pass), checked and played by the kit (`lineSteps`); the
 * board, the disc count and the side to move follow the step.
 */

import { useMemo } from 'preact/hooks';
import { PASS, discCounts, lineSteps, setupOf } from '../../../lib/games/othello.ts';
import { OthelloBoard } from '../../ui/OthelloBoard.tsx';
import { Replay } from './Replay.tsx';
import { messages } from '../../../i18n/messages.ts';
import type { Locale } from '../../../i18n/locales.ts';

export interface LineReplayProps {
  /** The start, in the engine's notation. */
  position: string;
  /** The moves, separated by spaces ("g7 h8 pass a1"). */
  line: string;
  /** What the line is, for the board's name. */
  title?: string;
  /** The page's language (English when absent). */
  lang?: Locale;
}

export default function LineReplay({ position, line, lang = 'en', ...props }: LineReplayProps) {
  const t = messages(lang).othello;
  const title = props.title ?? t.theLine;
  const steps = useMemo(() => lineSteps(position, line), [position, line]);
  const last = steps.length - 1;
  const moves = steps.slice(1).map((s) => ({
    text: (
      <>
        <span class="visually-hidden">{t.sideNames[s.by!]} </span>
        {s.text}
      </>
    ),
    side: s.by === 'X' ? 'black' : 'white',
  }));
  return (
    <Replay
      lang={lang}
      label={title}
      moves={moves}
      view={(k) => {
        const now = steps[k];
        const counts = discCounts(now.position);
        const said = k === 0 ? t.start(t.colours[now.position.turn === 0 ? 'X' : 'O']) : t.moveOf(k, last, t.colours[now.by!], now.move === PASS ? 'pass' : now.text);
        return {
          board: <OthelloBoard lang={lang} squares={setupOf(now.position).squares} label={t.afterMoves(title, k, last)} mode="view" last={now.move !== null && now.move !== PASS ? now.move : null} />,
          said: `${said}${t.replayCount(counts.black, counts.white, counts.empty)}${k === last ? t.gameOver : ''}`,
        };
      }}
    />
  );
}
