/**
 * @packageDocumentation
 * Tic-tac-toe against the engine (lessons 2 and 3): the play cell with the
 * lesson's cell numbering and words, and the recursion course's shortcuts if
 * asked (the engine then says how many positions they saved). The game is in
 * the link (`play`, `play-side`, `play-seed`, `play-depth`).
 */

import { useMemo } from 'preact/hooks';
import type { Numbering, Vocabulary } from '../../../lib/games/tictactoe.ts';
import { tictactoePlayPart } from '../../parts/tictactoe.tsx';
import { PlayCell, type PlayCellProps } from './PlayCell.tsx';

export interface TicTacToePlayProps extends Omit<PlayCellProps<unknown, unknown>, 'part' | 'settings' | 'computer'> {
  /** The engine's search depth, 1 to 9; default 9 (to the end). */
  depth?: number;
  shortcuts?: boolean;
  numbering?: Numbering;
  vocabulary?: Vocabulary;
}

export default function TicTacToePlay({ depth = 9, shortcuts = false, numbering = 'reading', vocabulary = 'xo', ...cell }: TicTacToePlayProps) {
  const part = useMemo(() => tictactoePlayPart({ numbering, vocabulary, shortcuts }), [numbering, vocabulary, shortcuts]);
  return <PlayCell part={part} computer={{ depth }} delay={350} urlPrefix="play" {...cell} />;
}
