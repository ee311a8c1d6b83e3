/**
 * @packageDocumentation
 * Tic-tac-toe's part: the position editor every lesson cell shares (the
 * evaluator, the tree explorer, the position editor of lesson 2, the course's
 * examples). It is the board in edit mode: a click cycles a cell (empty, X,
 * O), the keys X, O and Delete set it, and each edit hands the parent the new
 * board (nine characters), which may be impossible: the parent asks the kit's
 * `checkSetup` what to make of it. Completed lines are striped (or the cells
 * the parent names). And the play cell's part: the board in play mode, the
 * winning line striped at the end.
 */

import { lineCells, nextMark, setMark, stonesOf, tictactoePlay, writeBoard, type EngineChoice, type Mark, type Numbering, type Packed, type Vocabulary } from '../../lib/games/tictactoe.ts';
import { TicTacToeBoard, type TicTacToeBoardProps } from '../ui/TicTacToeBoard.tsx';
import type { PlayBoardProps, PlayPart } from './playPart.ts';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface TicTacToeEditorProps extends Omit<TicTacToeBoardProps, 'cells' | 'mode' | 'onActivate' | 'onSetMark'> {
  /** The board: nine characters `x`, `o` or `.`, top row first. */
  board: string;
  /** The board after an edit. */
  onChange: (next: string) => void;
  /** Cells to stripe; default the completed lines of `board` (0: none). */
  line?: number;
}

export function TicTacToeEditor({ board, onChange, line, ...rest }: TicTacToeEditorProps) {
  const { x, o } = stonesOf(board);
  return (
    <TicTacToeBoard
      {...rest}
      cells={board}
      mode="edit"
      line={line ?? lineCells(x) | lineCells(o)}
      onActivate={(c) => onChange(setMark(board, c, nextMark(board[c] as Mark)))}
      onSetMark={(c, m) => onChange(setMark(board, c, m))}
    />
  );
}

/** The play cell's part: cells numbered as the lesson numbers them. */
export function tictactoePlayPart(o: { numbering: Numbering; vocabulary: Vocabulary; shortcuts: boolean }, lang: Locale = 'en'): PlayPart<Packed, EngineChoice> {
  const t = messages(lang).tictactoe;
  const Board = ({ position, moves, editable, over, onMove }: PlayBoardProps<Packed>) => {
    const board = writeBoard(position);
    const { x, o: noughts } = stonesOf(board);
    return (
      <TicTacToeBoard
        lang={lang}
        cells={board}
        label={t.boardLabel}
        mode="play"
        numbering={o.numbering}
        disabled={!editable}
        line={over ? lineCells(x) | lineCells(noughts) : 0}
        last={moves.at(-1) ?? null}
        onActivate={onMove}
      />
    );
  };
  return { kit: tictactoePlay(o, lang), Board };
}
