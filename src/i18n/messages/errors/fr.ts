/** The engine's error codes in French (keys and roles: ./en.ts). */
import type { ErrorsWords } from './en.ts';
import { formatNumber } from '../../format.ts';
import { capitalise } from '../../grammar.ts';
import { MAX_MESSAGE_CHARS } from '../../../lib/codeCell/frameProtocol.ts';

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
  workers: { solver: 'le solveur', benchmark: 'la mesure de vitesse', checker: 'le vérificateur TypeScript', runner: 'le worker qui exécute votre code' },
  couldNotStart: (worker, detail) => `${worker} n’a pas pu démarrer\u00a0: ${detail}`,
  stopped: (worker, detail) => `${worker} a cessé de fonctionner${detail ? `\u00a0: ${detail}` : ' (son script ne s’est pas chargé)'}`,
  unreadable: (worker) => `${worker} a envoyé un message que la page ne sait pas lire`,
  sandbox: {
    start: (detail) => `le worker n’a pas pu démarrer\u00a0: ${detail}`,
    notText: () => 'le worker a envoyé autre chose que du texte',
    tooLong: () => `le worker a envoyé un message de plus de ${formatNumber('fr', MAX_MESSAGE_CHARS)} caractères`,
    unreadable: () => 'le worker a envoyé un message illisible',
    stopped: (detail) => detail || 'le worker s’est arrêté',
    silent: () => 'le bac à sable n’a pas répondu',
    notStarted: () => 'le bac à sable de votre code n’a pas démarré',
    closed: () => 'la page a fermé le bac à sable',
  },
  resources: { book: 'la bibliothèque d’ouvertures' },
  unavailable: (resource, reason) =>
    `${capitalise(resource)} est indisponible\u00a0: ${reason}. Tout est donc cherché\u202f; ce que cela met hors de portée (près du début d’une partie) est refusé.`,
};
