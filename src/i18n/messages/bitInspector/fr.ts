/** The bit inspector's French words (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { BitInspectorWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);
const list = (cells: readonly number[]): string => (cells.length === 1 ? `${cells[0]}` : `${cells.slice(0, -1).join(', ')} et ${cells[cells.length - 1]}`);
const pions = (k: number): string => `${n(k)} pion${k > 1 ? 's' : ''}`;

export const bitInspectorFr: BitInspectorWords = {
  cellNames: ['en haut à gauche', 'en haut au centre', 'en haut à droite', 'au milieu à gauche', 'au centre', 'au milieu à droite', 'en bas à gauche', 'en bas au centre', 'en bas à droite'],
  cellLabel: (c, place, state) => `Case ${c}, ${place}\u00a0: ${state}`,
  states: { empty: 'vide', x: 'X', o: 'O', both: 'X et O (impossible)' },
  fields: { turn: 'trait', o: 'pions O', x: 'pions X' },
  turnBitLabel: (on) => `Bit 18 ${on ? 1 : 0}\u00a0: le trait, ${on ? 'O joue' : 'X joue'}. Appuyez pour l’inverser.`,
  stoneBitLabel: (bit, on, side, cell) => `Bit ${bit} ${on ? 1 : 0}\u00a0: ${side} sur la case ${cell}, ${on ? 'à 1' : 'à 0'}. Appuyez pour l’inverser.`,
  board: 'Plateau\u00a0: appuyez sur une case pour la changer (vide, X, O)',
  turnLabel: (side, turn) => `Au trait\u00a0: ${side}, bit 18 = ${turn}. Appuyez pour inverser le bit du trait.`,
  toMove: 'Au trait',
  bits: 'Les 19 bits, du bit 18 au bit 0',
  binary: 'Binaire',
  hexadecimal: 'Hexadécimal',
  decimal: 'Décimal',
  asSum: 'En somme',
  typeNumber: 'Tapez un nombre',
  help: { decimal: 'En décimal, ', hex: ' en hexadécimal ou ', binary: (max) => ` en binaire, de 0 à ${n(max)}.` },
  value: (value, hex) => `Valeur ${n(value)} (${hex}). `,
  stale: (value) => ` Le plateau montre toujours ${n(value)}.`,
  examples: { empty: 'Plateau vide', centre: 'X a pris le centre', topRow: 'X gagne la ligne du haut', both: 'Les deux sur une case' },
  parse: {
    empty: 'Tapez un nombre pour voir son plateau.',
    long: (start, length) => `${start}… (${n(length)} caractères)`,
    notation: (text) => `«\u00a0${text}\u00a0» n’est pas un nombre que je sais lire\u00a0: écrivez des chiffres décimaux, 0x… pour l’hexadécimal ou 0b… pour le binaire.`,
    negative: (text, max) => `${text} est négatif\u00a0: les plateaux sont numérotés de 0 à ${n(max)}.`,
    range: (text, max, hex) => `${text} est trop grand\u00a0: un plateau n’utilise que les bits 0 à 18, la plus grande valeur est donc ${n(max)} (${hex}).`,
  },
  diagnosis: {
    overlap: (cells) =>
      cells.length === 1
        ? `La case ${list(cells)} est prise par les deux camps (son bit X et son bit O valent 1)\u00a0: ce nombre n’est pas un plateau.`
        : `Les cases ${list(cells)} sont prises par les deux camps (leurs bits X et O valent 1)\u00a0: ce nombre n’est pas un plateau.`,
    bothWon: 'X et O ont chacun trois pions alignés\u00a0: la première ligne termine la partie, aucune partie n’en montre donc deux.',
    alreadyOver: (side) =>
      side === 0
        ? 'X a trois pions alignés, et pourtant O a autant de pions\u00a0: O a joué après la fin de la partie.'
        : 'O a trois pions alignés, et pourtant X a un pion de plus\u00a0: X a joué après la fin de la partie.',
    pieceCount: (nx, no) => `X a ${pions(nx)} et O en a ${n(no)}\u00a0: comme X joue en premier, X a toujours autant de pions que O, ou un de plus.`,
    turn: (bitSide, nx, no, side) => `Le bit du trait dit que ${bitSide} doit jouer, mais avec ${n(nx)} X et ${n(no)} O sur le plateau, c’est à ${side} de jouer.`,
    won: (side) => `Une position d’une vraie partie\u00a0: ${side} a trois pions alignés et a gagné.`,
    full: 'Une position d’une vraie partie\u00a0: le plateau est plein, match nul.',
    toMove: (side) => `Une position d’une vraie partie, c’est à ${side} de jouer.`,
  },
};
