/** The engine's error codes in French (keys and roles: ./en.ts). */
import type { ErrorsWords } from './en.ts';
import { formatNumber } from '../../format.ts';

export const errorsFr: ErrorsWords = {
  codes: {
    ERR_NOTATION: 'le texte ne suit pas la notation',
    ERR_PIECE_COUNT: 'aucune partie n’arrive à ces nombres de pions',
    ERR_OVERLAP: 'deux pions occupent la même case',
    ERR_BOTH_WON: 'les deux joueurs ont une ligne gagnante, ce qu’aucune partie ne permet',
    ERR_ALREADY_OVER: 'un coup a été joué après la fin de la partie',
    ERR_TURN: 'le joueur annoncé au trait n’est pas celui que la position impose',
    ERR_ILLEGAL_MOVE: 'les règles interdisent ce coup',
    ERR_FLOATING: 'un pion a une case vide sous lui',
    ERR_SIZE: 'aucun plateau n’a cette taille ou cette longueur d’alignement',
    ERR_RANGE: 'un nombre sort des valeurs permises',
    ERR_UNAVAILABLE: 'le calcul n’a pas pu obtenir ce dont il a besoin (un fichier de données, ou le worker lui-même)',
    ERR_INPUT: 'les données n’ont pas la forme attendue',
    ERR_OUT_OF_REACH: 'ce calcul ne finirait pas en un temps raisonnable\u00a0: il a été refusé',
    ERR_BUDGET: 'le calcul s’est arrêté\u00a0: le budget qui lui était donné est épuisé',
    ERR_INTERNAL: 'le moteur a échoué (une erreur de programme, signalée au lieu d’un plantage)',
  },
  at: (position, found) => ` (au caractère ${formatNumber('fr', position)}${found === undefined ? '' : `, «\u00a0${found}\u00a0»`})`,
};
