/**
 * @packageDocumentation
 * Tic-tac-toe against the engine (lessons 2 and 3), in the lesson's cell
 * numbering and words, with the recursion course's shortcuts if asked (the
 * engine then says how many positions they saved). The game is in the link.
 */

import { useMemo } from 'preact/hooks';
import type { Numbering, Vocabulary } from '../../../lib/games/tictactoe.ts';
import { tictactoePlayPart } from '../../parts/tictactoe.tsx';
import { PlayCell, type PlayIslandProps } from './PlayCell.tsx';

/** `depth`: the engine's, 1 to 9; default 9 (to the end). */
type Props = Omit<PlayIslandProps, 'settings' | 'computer'> & { depth?: number; shortcuts?: boolean; numbering?: Numbering; vocabulary?: Vocabulary };

export default function TicTacToePlay({ depth = 9, shortcuts = false, numbering = 'reading', vocabulary = 'xo', ...cell }: Props) {
  const part = useMemo(() => tictactoePlayPart({ numbering, vocabulary, shortcuts }, cell.lang), [numbering, vocabulary, shortcuts, cell.lang]);
  return <PlayCell part={part} computer={{ depth }} delay={350} urlPrefix="play" {...cell} />;
}
