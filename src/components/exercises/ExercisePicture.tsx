/**
 * @packageDocumentation
 * The board of an exercise's question, drawn by the game's own board view
 * (view only: the answer is typed), or as text (a tetromino board, a tree).
 * The Othello board is the visualiser's SVG picture with its coordinates, a
 * few dozen elements where the playing board has hundreds (a lesson page has
 * an element budget on a phone).
 */

import type { ExercisePicture as Picture } from '../../lib/models/exercises/types.ts';
import { Connect4Board } from '../ui/Connect4Board.tsx';
import { OthelloBoardSvg, describeOthello } from '../ui/OthelloBoardSvg.tsx';
import '../ui/boardPictures.css';
import { TicTacToeBoard } from '../ui/TicTacToeBoard.tsx';

const NO_BEST: ReadonlySet<number> = new Set();
const nothing = () => {};
const SIDE = 160;
const MARGIN = 14;

function OthelloPicture({ position }: { position: string }) {
  const c = SIDE / 8;
  return (
    <svg class="exercise__board exercise__board--othello" viewBox={`${-MARGIN} ${-MARGIN} ${SIDE + MARGIN} ${SIDE + MARGIN}`} role="img" aria-label={`The exercise's board: ${describeOthello(position)}`}>
      {[...'abcdefgh'].map((f, k) => (
        <text class="exercise__coord" x={k * c + c / 2} y={-4} text-anchor="middle">
          {f}
        </text>
      ))}
      {[...'12345678'].map((r, k) => (
        <text class="exercise__coord" x={-7} y={k * c + c / 2 + 4} text-anchor="middle">
          {r}
        </text>
      ))}
      <OthelloBoardSvg position={position} size={SIDE} />
    </svg>
  );
}

export function ExercisePicture({ picture }: { picture: Picture }) {
  switch (picture.kind) {
    case 'tictactoe':
      return <TicTacToeBoard cells={picture.cells} label="The exercise's board" mode="view" numbering={picture.numbering} size="small" />;
    case 'othello':
      return <OthelloPicture position={picture.position} />;
    case 'connect4':
      return (
        <div class="exercise__board exercise__board--connect4">
          <Connect4Board position={picture.position} editable={false} onColumn={nothing} best={NO_BEST} values={null} readOnly />
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
