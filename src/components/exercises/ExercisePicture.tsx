/**
 * @packageDocumentation
 * The board of an exercise's question, drawn by the game's own board view
 * (view only: the answer is typed), or as text (a tetromino board, a tree).
 * (The Othello board is text too: a lesson page has an element budget on a
 * phone, and a drawn board costs dozens of elements.)
 */

import type { ExercisePicture as Picture } from '../../lib/models/exercises/types.ts';
import { Connect4Board } from '../ui/Connect4Board.tsx';
import { TicTacToeBoard } from '../ui/TicTacToeBoard.tsx';
import type { Locale } from '../../i18n/locales.ts';

const NO_BEST: ReadonlySet<number> = new Set();
const nothing = () => {};

/** `label`: the board's accessible name, in the page's language (`lang`). */
export function ExercisePicture({ picture, label, lang = 'en' }: { picture: Picture; label: string; lang?: Locale }) {
  switch (picture.kind) {
    case 'tictactoe':
      return <TicTacToeBoard lang={lang} cells={picture.cells} label={label} mode="view" numbering={picture.numbering} size="small" />;
    case 'connect4':
      return (
        <div class="exercise__board exercise__board--connect4">
          <Connect4Board lang={lang} position={picture.position} editable={false} onColumn={nothing} best={NO_BEST} values={null} readOnly />
        </div>
      );
    case 'text':
      return (
        <pre class="exercise__picture" role="img" aria-label={picture.label}>
          {picture.text}
        </pre>
      );
  }
}
