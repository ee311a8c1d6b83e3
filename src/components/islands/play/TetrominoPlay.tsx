/** @packageDocumentation The tetromino game against the exact solver (lesson 5), which judges the reader's moves; the game is in the link. */

import { tetrominoPlayPart } from '../../parts/tetromino.tsx';
import { PlayCell, type PlayIslandProps } from './PlayCell.tsx';

export default function TetrominoPlay(props: PlayIslandProps) {
  return <PlayCell part={tetrominoPlayPart(props.lang)} delay={0} urlPrefix="play" idPrefix="t4play" {...props} />;
}
