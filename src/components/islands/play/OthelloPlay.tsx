/** @packageDocumentation Othello against the engine (lesson 4), from the start, passes included; the game is in the link. */

import { othelloPlayPart } from '../../parts/othello.tsx';
import { PlayCell, type PlayIslandProps } from './PlayCell.tsx';

export default function OthelloPlay(props: PlayIslandProps) {
  return <PlayCell part={othelloPlayPart(props.lang)} delay={250} urlPrefix="play" {...props} />;
}
