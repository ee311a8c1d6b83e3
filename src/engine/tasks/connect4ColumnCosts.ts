/**
 * @packageDocumentation
 * Task `connect4ColumnCosts`: what scoring each column of a Connect Four
 * position should cost, relative to the others (`Connect4Solver.probeCosts`:
 * the first null-window probe of each column, from an empty table). A pool
 * asks for it before it splits an analysis across its workers, so that it
 * can deal the dear columns out first (`split/analysis.ts`): centre first,
 * the analysis's own order, can leave a dear edge column for last, and one
 * worker then finishes it alone.
 *
 * A column whose reply the opening book holds costs 0, as it does in the
 * analysis (same options: `book`, `weak`). Reach: at most what the analysis
 * costs (`solve/connect4Reach.ts`); in fact 0.7% of it (median over 36
 * random openings of 8 stones; at most 7.5%, on analyses of a few hundred
 * thousand positions).
 */

import { engineError, err, ok } from '../core/result.ts';
import { isStandard } from '../games/connect4/layout.ts';
import { parseMoves } from '../games/connect4/notation.ts';
import { canPlay, play } from '../games/connect4/position.ts';
import { CONNECT4_BOOK, useBook, type Connect4Resources } from '../solve/connect4.ts';
import { CONNECT4_LIMITS } from '../solve/connect4Reach.ts';
import { MAX_POSITION_LENGTH } from '../solve/define.ts';
import { withBudgetedSolver } from './connect4.ts';
import { defineTask } from './define.ts';

const COSTS_INPUT = {
  position: { kind: 'text', maxLength: MAX_POSITION_LENGTH, required: true, doc: 'the position analysed (4453, or 6x5k4:3342)' },
  book: { kind: 'flag', doc: 'the analysis reads the opening book (default true): a column it answers costs 0' },
  weak: { kind: 'flag', doc: 'the analysis is weak (it reads no book)' },
} as const;

interface ColumnCostsOutput {
  /** `costs[i]`: the cost of column i + 1, in positions searched; 0 for a full column or one the book answers. */
  readonly costs: readonly number[];
  /** Positions searched to measure them. */
  readonly nodes: number;
}

export const columnCostsTask = defineTask<typeof COSTS_INPUT, ColumnCostsOutput, Connect4Resources>({
  id: 'connect4ColumnCosts',
  title: 'what scoring each column of a Connect Four position should cost (to split an analysis)',
  input: COSTS_INPUT,
  example: '{"position":"32164625","book":false}',
  limits: CONNECT4_LIMITS.slice(0, 3),
  resources: { book: CONNECT4_BOOK },
  wants(_name, input) {
    const p = parseMoves(input.position);
    return useBook(input) && p.ok && isStandard(p.value.layout.config);
  },
  run(input, context = {}) {
    const parsed = parseMoves(input.position);
    if (!parsed.ok) return parsed;
    const p = parsed.value;
    if (p.isOver) return err(engineError('ERR_ALREADY_OVER', 'the game is over: no column can be played'));
    const book = useBook(input) && isStandard(p.layout.config) ? (context.resources?.book ?? null) : null;
    return withBudgetedSolver('analyze', p, book, context, false, (solver) => {
      const costs = solver.probeCosts(p, (c) => book !== null && canPlay(p, c) && book.lookup(play(p, c)) !== null);
      return ok({ costs, nodes: solver.kernel.nodes });
    });
  },
});
