/**
 * @packageDocumentation
 * The source text of the searches that the visualiser's figures show beside
 * the tree (read at build time with Vite's `?raw`), by algorithm, with the
 * function to show and the file to name.
 */

import alphaBetaSource from '../../engine/search/alphaBeta.ts?raw';
import minimaxSource from '../../engine/search/minimax.ts?raw';
import negamaxSource from '../../engine/search/negamax.ts?raw';
import type { Algorithm } from '../viz/types.ts';

export interface SearchSource {
  readonly algorithm: Algorithm;
  /** The file's text. */
  readonly source: string;
  /** The function shown. */
  readonly fn: string;
  readonly file: string;
}

export const SEARCH_SOURCES: readonly SearchSource[] = [
  { algorithm: 'alphabeta', source: alphaBetaSource, fn: 'alphaBeta', file: 'src/engine/search/alphaBeta.ts' },
  { algorithm: 'minimax', source: minimaxSource, fn: 'minimax', file: 'src/engine/search/minimax.ts' },
  { algorithm: 'negamax', source: negamaxSource, fn: 'negamax', file: 'src/engine/search/negamax.ts' },
  // Shallow pruning is alpha-beta's own code, run with `cutoffs: 'shallow'`.
  { algorithm: 'shallow', source: alphaBetaSource, fn: 'alphaBeta', file: 'src/engine/search/alphaBeta.ts' },
];
