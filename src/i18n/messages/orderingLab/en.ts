/** The move-ordering cell's English words (OrderingLab island, lesson 4). French: ./fr.ts. */

export const orderingLabEn = {
  /** Each row of the table, by its key. */
  rows: {
    all: 'Every leaf, bᵈ',
    minimal: 'Knuth and Moore’s minimum',
    'ab-natural': 'Alpha-beta, the tree’s own order',
    'ab-best': 'Alpha-beta, best move first',
    'ab-worst': 'Alpha-beta, worst move first',
    'sp-natural': 'Shallow pruning, the tree’s own order',
    'sp-best': 'Shallow pruning, best move first',
    'sp-worst': 'Shallow pruning, worst move first',
  },
  branching: 'Branching b',
  depth: 'Depth d',
  seed: 'Seed',
  another: 'Another tree',
  caption: (b: number, d: number, seed: number): string => `Leaves read on the uniform tree b = ${b}, d = ${d}, seed ${seed}`,
  searchOrder: 'Search and order',
  leaves: 'Leaves',
  share: 'Share of every leaf',
};

export type OrderingLabWords = typeof orderingLabEn;
