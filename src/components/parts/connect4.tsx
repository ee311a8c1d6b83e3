/**
 * @packageDocumentation
 * Connect Four's part: the board as a move picker (a click on a column drops
 * a stone and writes the new move list, the kit's `afterColumn`), and the
 * solver cell's part (the kit, that board, the help under the field); the
 * play cell's parts: the course's engine at a depth (with the open windows
 * of the position, its evaluation taken apart) and the perfect engine.
 */

import {
  afterColumn,
  connect4KitIn,
  connect4PerfectPlayIn,
  connect4PlayIn,
  signedScore,
  windowTally,
  type ChooseOutput,
  type Connect4Position,
  type PerfectOutput,
} from '../../lib/games/connect4.ts';
import { Connect4Board } from '../ui/Connect4Board.tsx';
import type { PlayBoardProps, PlayPart } from './playPart.ts';
import type { BoardProps, SolverPart } from './solverPart.ts';
import './connect4.css';
import { messages } from '../../i18n/messages.ts';
import type { Connect4Words } from '../../i18n/messages/connect4/en.ts';
import { byLocale } from '../../lib/games/byLocale.ts';
import type { Locale } from '../../i18n/locales.ts';
import { WithCode } from '../ui/WithCode.tsx';

/** The board whose columns play moves: each click gives the notation after it. */
function Connect4MovePicker({ position, editable, onEdit, best, values, stale, lang }: BoardProps<Connect4Position> & { lang: Locale }) {
  return <Connect4Board lang={lang} position={position} editable={editable} best={best} values={values} stale={stale} onColumn={(c) => onEdit(afterColumn(position, c))} />;
}

/** The solver cell's part in a language. */
export const connect4PartIn = byLocale((lang): SolverPart<'connect4', Connect4Position> => {
  const t = messages(lang).connect4;
  return {
    kit: connect4KitIn(lang),
    help: <WithCode parts={[t.help.text, '6x5k4:3342', t.help.after]} />,
    Board: (props) => <Connect4MovePicker {...props} lang={lang} />,
  };
});

export const connect4Part = connect4PartIn('en');

/** The board on which a person plays a column, the last stone marked. */
function Connect4PlayBoard({ position, editable, onMove, hints, lang }: PlayBoardProps<Connect4Position> & { lang: Locale }) {
  return <Connect4Board lang={lang} position={position} editable={editable} best={hints?.best ?? new Set()} values={hints?.values ?? null} onColumn={onMove} markLast />;
}

/** The open windows of each player, counted by the stones in them: the windows evaluation, taken apart. */
function OpenWindows({ position, t }: { position: Connect4Position; t: Connect4Words['windows'] }) {
  const tally = windowTally(position);
  const k = position.layout.k;
  return (
    <details class="c4w">
      <summary>{t.summary}</summary>
      <table class="lx-table c4w__table">
        <caption class="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.player}</th>
            {tally.first.slice(1, k).map((_, i) => (
              <th scope="col">{t.stones(i + 1)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(['first', 'second'] as const).map((who) => (
            <tr>
              <th scope="row">{t.who[who]}</th>
              {tally[who].slice(1, k).map((n) => (
                <td>{n}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p class="c4w__note" data-balance>
        {t.balance(signedScore(tally.balance))}
      </p>
    </details>
  );
}

export const connect4PlayPart = byLocale((lang): PlayPart<Connect4Position, ChooseOutput> => {
  const t = messages(lang).connect4;
  return { kit: connect4PlayIn(lang), Board: (props) => <Connect4PlayBoard {...props} lang={lang} />, Extra: ({ position }) => <OpenWindows position={position} t={t.windows} /> };
});
export const connect4PerfectPart = byLocale((lang): PlayPart<Connect4Position, PerfectOutput> => ({ kit: connect4PerfectPlayIn(lang), Board: (props) => <Connect4PlayBoard {...props} lang={lang} /> }));
