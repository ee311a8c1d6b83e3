/**
 * @packageDocumentation
 * Connect Four against the engine (lesson 6): the course's engine on any board,
 * each computer with its depth and evaluation (`engine="search"`), or the perfect
 * engine, book then solver, with every column's score on demand (`"perfect"`).
 */

import { connect4PerfectPart, connect4PlayPart } from '../../parts/connect4.tsx';
import { PlayCell, type PlayIslandProps } from './PlayCell.tsx';

export default function Connect4Play({ engine = 'search', ...cell }: PlayIslandProps & { engine?: 'search' | 'perfect' }) {
  return engine === 'perfect' ? <PlayCell part={connect4PerfectPart(cell.lang)} delay={0} {...cell} /> : <PlayCell part={connect4PlayPart(cell.lang)} {...cell} />;
}
