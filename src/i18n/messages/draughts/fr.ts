/** The draughts exercise's words in French (keys and roles: ./en.ts). */
import type { DraughtsWords } from './en.ts';

export const draughtsFr: DraughtsWords = {
  variant: 'Variante',
  international: 'Internationales, 10 × 10',
  english: 'Anglaises, 8 × 8',
  layout: 'Disposition',
  kingsLayout: 'Deux camps + un masque des dames',
  fourLayout: 'Quatre champs de pièces',
  darkBefore: 'On ne joue que sur les cases foncées\u00a0: ',
  darkAfter: ' cases, chacune vide ou occupée par un pion ou une dame de l’un ou l’autre camp.',
  bitsHead: 'Numéros des bits',
  fieldHead: 'Champ',
  meaningHead: 'Signification',
  total: 'Bits dans cette disposition',
  fewest: 'Le moins de bits possible',
  fewestWhy: (cells) => `= ⌈${cells} · log₂ 5⌉ + 1\u00a0: cinq états par case, un bit pour le trait`,
  words: 'Mots de 32 bits',
  oneWord: (cells) => `chaque champ de ${cells} bits tient dans un mot, comme un champ du morpion tient dans neuf bits`,
  twoWords: (cells) => `un champ de ${cells} bits demande deux mots (les opérateurs bit à bit de JavaScript travaillent sur 32 bits)`,
  fields: {
    white: { name: 'blancs', meaning: 'un 1 là où Blanc a une pièce (pion ou dame)' },
    black: { name: 'noirs', meaning: 'un 1 là où Noir a une pièce' },
    kings: { name: 'dames', meaning: 'un 1 là où la pièce est une dame' },
    turn: { name: 'trait', meaning: '0\u00a0: Blanc joue, 1\u00a0: Noir' },
    whiteMen: { name: 'pions blancs', meaning: 'un 1 là où Blanc a un pion' },
    whiteKings: { name: 'dames blanches', meaning: 'un 1 là où Blanc a une dame' },
    blackMen: { name: 'pions noirs', meaning: 'un 1 là où Noir a un pion' },
    blackKings: { name: 'dames noires', meaning: 'un 1 là où Noir a une dame' },
  },
};
