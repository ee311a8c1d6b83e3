/** The tetromino game's French words (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import { frOf } from '../../grammar.ts';
import type { TetrominoWords } from './en.ts';

const n = (x: number): string => formatNumber('fr', x);
const s = (k: number): string => (k > 1 ? 's' : '');

export const tetrominoFr: TetrominoWords = {
  players: ['premier joueur', 'second joueur'],
  sides: ['le premier joueur', 'le second joueur'],
  noPiece: 'aucune pièce',
  tie: 'Partie finie\u00a0: toutes les pièces sont sur le plateau, égalité.',
  stuck: (mover, hand, other) => `Partie finie\u00a0: le ${mover} ne peut poser aucune de ses pièces (${hand}) et perd\u202f; le ${other} gagne.`,
  toMove: (mover, hand, other, otherHand) => `Au ${mover} de jouer\u202f; il a ${hand}\u202f; le ${other} a ${otherHand}.`,
  valueWords: { win: 'gagne', loss: 'perd', tie: 'fait égalité' },
  moverWins: (mover) => `le ${mover}, au trait, gagne avec un jeu parfait`,
  otherWins: (other, mover) => `le ${other} gagne avec un jeu parfait\u202f; le ${mover}, au trait, perd`,
  perfectTie: 'avec un jeu parfait des deux côtés, égalité',
  solver: { input: 'Position', analyze: 'Valeur de chaque placement', value: 'Valeur' },
  everyLoses: (legal) => `Chacun de ses ${n(legal)} placements perd.`,
  bestOf: (k, legal, win) =>
    `${n(k)} de ses ${n(legal)} placements ${k === 1 ? (win ? 'gagne' : 'fait égalité') : win ? 'gagnent' : 'font égalité'}\u00a0: cerclé${s(k)} sur le plateau pour la forme en main, et listé${s(k)}.`,
  analysisNote: 'La valeur de chaque placement, pour le camp qui le joue, est sur le plateau pour la forme en main, et dans la liste. ',
  youHold: (hand, other, otherHand) => `vous avez ${hand}\u202f; ${other} a ${otherHand}`,
  cannotPlace: (loser, you, hand) => `${loser} ne ${you ? 'pouvez' : 'peut'} poser aucune de ${you ? 'vos' : 'ses'} pièces (${hand})`,
  allPlaced: 'Égalité\u00a0: toutes les pièces sont sur le plateau.',
  lastSolve: (who, nodes, time, value, whom) => `Dernière résolution ${frOf(`${who}`.replace(/^./, (c) => c.toLowerCase()))}\u00a0: ${nodes} positions en ${time}, valeur ${value} pour ${whom}.`,
  afterYour: (move, value) =>
    `Après votre ${move}, ${value > 0 ? 'l’ordinateur peut forcer la victoire.' : value < 0 ? 'vous pouvez encore forcer la victoire\u00a0: chaque coup de l’ordinateur perd.' : 'l’ordinateur ne peut faire mieux qu’une égalité.'}`,
  hands: 'Les mains\u00a0: les pièces que chaque camp n’a pas encore posées',
  handSides: ['Camp au trait', 'Autre camp'],
  handOf: ['Main du camp au trait', 'Main de l’autre camp'],
  toggle: (piece, side, holds) => `${piece}\u00a0: ${holds ? `dans la main ${side === 0 ? 'du camp au trait' : 'de l’autre camp'}` : `déjà posée par ${side === 0 ? 'le camp au trait' : 'l’autre camp'}`}`,
  bestTitles: { win: 'Placements gagnants', tie: 'Placements qui gardent l’égalité', loss: 'Tous les placements perdent', other: 'Meilleurs placements' },
  everyValue: 'Valeur de chaque placement',
  boardLabel: (placed) => `Plateau de tétromino, ${n(placed)} pièce${s(placed)} posée${s(placed)}`,
  gameBoardLabel: (placed) => `Plateau de jeu, ${n(placed)} pièce${s(placed)} posée${s(placed)}`,
  legend: 'Légende',
  help: {
    cells: 'Les 40 cases, rangées 1 à 8 depuis le haut, cinq par rangée (',
    empty: ' vide, la lettre d’une pièce sur ses cases, ',
    unnamed: ' pour une pièce sans nom), une espace, puis les pièces que le camp au trait a encore, ',
    other: ', et celles de l’autre camp (',
    none: ' pour aucune). Ou posez des pièces sur le plateau.',
  },
  place: 'Poser',
  placeButton: (label) => `${label} (Entrée)`,
  fitsValue: (name, value) => `${name} tient, et ${value} pour le camp qui le pose.`,
  fitsPress: (name, place) => `${name} tient\u00a0: appuyez sur Entrée ou ${place} pour le poser.`,
  pieceInHand: 'Pièce en main',
  fitCount: (count, piece) => `${n(count)} placements du ${piece} tiennent sur ce plateau`,
  placedIts: (piece) => `Le camp au trait a déjà posé son ${piece}`,
  placed: 'posée',
  turnRight: 'Tourner ↻ (R)',
  turnLeft: 'Tourner ↺ (Maj R)',
  turnOver: 'Retourner (F)',
  keys: (piece, here, all, places) =>
    `${piece}\u00a0: ${n(here)} place${s(here)} pour cette forme (points), ${n(all)} pour toutes ses formes. Touches sur le plateau\u00a0: les flèches déplacent, R tourne, F retourne,${places ? ' Entrée pose,' : ''} I L O S T changent de pièce.`,
};
