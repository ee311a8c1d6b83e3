/**
 * @packageDocumentation
 * Connect Four against the engine (lesson 6): the course's engine on any
 * board, each computer with its own depth and evaluation (`engine="search"`),
 * or the perfect engine, the opening book then the solver, with every
 * column's exact score on demand (`engine="perfect"`).
 */

import { connect4PerfectPart, connect4PlayPart } from '../../parts/connect4.tsx';
import { PlayCell, type PlayCellProps } from './PlayCell.tsx';

export interface Connect4PlayProps extends Omit<PlayCellProps<unknown, unknown>, 'part'> {
  engine?: 'search' | 'perfect';
}

export default function Connect4Play({ engine = 'search', ...cell }: Connect4PlayProps) {
  return engine === 'perfect' ? <PlayCell part={connect4PerfectPart} delay={0} {...cell} /> : <PlayCell part={connect4PlayPart} {...cell} />;
}
