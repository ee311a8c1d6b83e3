/** The tetromino bit view's words in French (keys and roles: ./en.ts). */
import type { TetrominoBitsWords } from './en.ts';

export const tetrominoBitsFr: TetrominoBitsWords = {
  boardLabel: 'Plateau vide\u00a0: tenez une pièce au-dessus',
  shapeHead: '1. La forme, et où unfold_piece la décale',
  boxAt: (square) => `Coin haut gauche de la boîte en ${square}\u00a0: décalage`,
  inList: ', dans la liste du cours ',
  where: { upper: 'la boîte reste dans les rangées 1 à 4', lower: 'la boîte est dans les rangées 5 à 8', straddle: 'la boîte est à cheval sur les rangées 4 et 5' },
  whichMakes: '), qui donne ',
  pieceHead: '2. La pièce\u00a0: ',
  playedHead: '3. Jouée comme premier coup\u00a0: ',
  handBefore: 'Le second joueur, qui a maintenant le trait, tient ses cinq pièces dans ',
  handAfter: (letter, bit) => `\u202f; la main du premier joueur, privée de sa pièce ${letter} (bit ${bit}, cerclé), est passée dans `,
  countsShape: 'Sur le plateau vide, d’après les listes du cours\u00a0: cette forme a ',
  countsPiece: (letter) => ` places possibles, la pièce ${letter} `,
  countsAll: ' (toutes ses formes confondues), les cinq pièces ',
};
