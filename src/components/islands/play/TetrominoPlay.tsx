/**
 * @packageDocumentation
 * The tetromino game against the engine (lesson 5), which solves every
 * position exactly before it moves; after the reader's move its note says
 * whether that move kept a win or gave it away. The game is in the link.
 */

import { tetrominoPlayPart } from '../../parts/tetromino.tsx';
import { PlayCell, type PlayCellProps } from './PlayCell.tsx';

export default function TetrominoPlay(props: Omit<PlayCellProps<unknown, unknown>, 'part'>) {
  return <PlayCell part={tetrominoPlayPart} delay={0} urlPrefix="play" idPrefix="t4play" {...props} />;
}
