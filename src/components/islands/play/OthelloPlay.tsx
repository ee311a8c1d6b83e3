/**
 * @packageDocumentation
 * Othello from the start against the engine (lesson 4): alpha-beta with
 * mobility and corners, then the exact solver for the last 14 empty squares;
 * passes are moves, played and shown. The game is in the link.
 */

import { othelloPlayPart } from '../../parts/othello.tsx';
import { PlayCell, type PlayCellProps } from './PlayCell.tsx';

export default function OthelloPlay(props: Omit<PlayCellProps<unknown, unknown>, 'part'>) {
  return <PlayCell part={othelloPlayPart} delay={250} urlPrefix="play" {...props} />;
}
