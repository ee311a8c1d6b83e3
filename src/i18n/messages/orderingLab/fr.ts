/** The move-ordering cell's French words (keys and roles: ./en.ts). */
import type { OrderingLabWords } from './en.ts';

export const orderingLabFr: OrderingLabWords = {
  rows: {
    all: 'Toutes les feuilles, bᵈ',
    minimal: 'Le minimum de Knuth et Moore',
    'ab-natural': 'Alpha-bêta, dans l’ordre de l’arbre',
    'ab-best': 'Alpha-bêta, meilleur coup d’abord',
    'ab-worst': 'Alpha-bêta, pire coup d’abord',
    'sp-natural': 'Élagage superficiel, dans l’ordre de l’arbre',
    'sp-best': 'Élagage superficiel, meilleur coup d’abord',
    'sp-worst': 'Élagage superficiel, pire coup d’abord',
  },
  branching: 'Branchement b',
  depth: 'Profondeur d',
  seed: 'Graine',
  another: 'Un autre arbre',
  caption: (b, d, seed) => `Feuilles lues sur l’arbre uniforme b = ${b}, d = ${d}, graine ${seed}`,
  searchOrder: 'Recherche et ordre',
  leaves: 'Feuilles',
  share: 'Part de toutes les feuilles',
};
