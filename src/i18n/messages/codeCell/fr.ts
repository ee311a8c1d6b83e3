/** The code cell's French words (keys and roles: ./en.ts). */
import { formatNumber } from '../../format.ts';
import type { CodeCellWords } from './en.ts';

const NB = '\u00a0'; // before « : » and inside « »
const NNB = '\u202f'; // before « ; », « ! », « ? »
const n = (x: number): string => formatNumber('fr', x);
const seconds = (ms: number): string => `${n(Number((ms / 1000).toFixed(2)))}${NB}s`;
const signed = (v: number): string => (v < 0 ? `\u2212${n(Math.abs(v))}` : n(Number(v)));
const capital = (s: string): string => `${s}`.charAt(0).toUpperCase() + `${s}`.slice(1);
/** French puts 0 and 1 in the singular. */
const many = (count: number, one: string, more: string): string => (count > 1 ? more : one);
const CELL_NAMES: readonly string[] = ['en haut à gauche', 'en haut au milieu', 'en haut à droite', 'au milieu à gauche', 'au centre', 'au milieu à droite', 'en bas à gauche', 'en bas au milieu', 'en bas à droite'];

export const codeCellFr: CodeCellWords = {
  you: 'votre évaluation',
  builtIn: 'l’évaluation du moteur',
  savedVersion: (v) => `la version enregistrée n°${NB}${v}`,
  engineOwn: 'celle du moteur, telle qu’elle est livrée',
  edited: 'modifiée',
  fromLink: 'Code venu d’un lien — lisez-le avant de l’exécuter',
  keepCode: 'Garder ce code',

  codeHeading: 'Votre évaluation',
  matchHeading: 'Un match',
  contractHeading: 'Le contrat',

  editorLabel: (engine) => `Code de la fonction d’évaluation (${engine})`,
  listingLabel: 'Le code (ouvrez l’éditeur pour le modifier)',
  keysHelp: 'Tab indente\u202f; Échap puis Tab quitte l’éditeur. Ctrl-Z annule. Ctrl-Maj-M (Cmd-Maj-M) liste les erreurs.',
  loadingEditor: 'Chargement de l’éditeur…',
  editCode: 'Modifier le code',
  check: 'Vérifier',
  reset: 'Revenir à l’original',
  blank: 'Fonction vide',
  saveVersion: 'Enregistrer cette version',
  copyLink: 'Copier un lien',
  loadingChecker: 'Chargement du vérificateur TypeScript (une fois par page), puis vérification…',
  checking: 'Vérification…',
  noErrors: `Aucune erreur${NB}: TypeScript accepte le code.`,
  staleCheck: 'Le code a changé depuis la dernière vérification.',
  errorCount: (count) =>
    count === 1 ? `Une erreur${NB}: rien ne s’exécute tant qu’elle n’est pas corrigée.` : `${n(count)} erreurs${NB}: rien ne s’exécute tant qu’elles ne sont pas corrigées.`,
  lineColumn: (line, column) => `Ligne ${line}, colonne ${column}`,
  colon: `${NB}:`,

  noticeReset: 'Retour à l’évaluation du moteur.',
  noticeBlank: `Une fonction vide${NB}: elle renvoie 0 partout tant que vous ne l’avez pas écrite.`,
  noticeSolution: `Une solution qui atteint l’objectif${NB}: lancez le match pour le constater.`,
  noticeKept: `Le code est maintenant le vôtre${NB}: ce navigateur le garde.`,
  noticeRunErrors: `Le code contient des erreurs (listées en dessous)${NB}: corrigez-les, puis relancez le match.`,
  noticeSearchErrors: `Le code contient des erreurs (listées en dessous)${NB}: corrigez-les pour voir la recherche.`,
  noticeSaveErrors: 'Seul un code sans erreur peut être enregistré comme version.',
  noticeCopied: `Le lien vers ce code est copié${NB}: qui l’ouvre trouve ce code dans cette cellule.`,
  noticeNotCopied: `La barre d’adresse contient le lien vers ce code${NB}: copiez-le depuis là.`,
  editorFailed: (message) => `L’éditeur n’a pas pu se charger (${message}). Rechargez la page pour réessayer.`,
  versionSaved: (v) => `Enregistré comme version ${v}${NB}: choisissez-la comme adversaire pour jouer contre elle.`,

  returns: 'Renvoie',
  aScoreFor: ' un score pour ',
  scoreSign: `${NB}: positif quand le joueur qui a le trait est mieux placé, négatif quand il est moins bien placé. Ce doit être un nombre fini strictement compris entre `,
  and: ' et ',
  winWords: (limit, early) => (early ? `${n(limit)} plus un bonus pour une victoire rapide` : `${limit}`),
  finishedGames: (win, limitMs) =>
    `. Les parties terminées n’atteignent jamais votre fonction${NB}: la recherche les note elle-même (une victoire vaut ${win} pour le gagnant, une partie nulle 0) et n’interroge votre fonction que sur des positions où la partie continue, quand elle cesse de regarder plus loin. Chaque résultat est vérifié${NNB}; la fonction s’exécute dans un worker isolé, à l’écart de cette page, sans réseau ni accès au stockage du site, avec ${seconds(limitMs)} par coup.`,

  opponent: 'Adversaire',
  builtInOption: 'L’évaluation du moteur',
  savedOption: (v, time) => `Version enregistrée n°${NB}${v} (${time})`,
  depthLabel: 'Profondeur (demi-coups)',
  gamesLabel: 'Parties',
  seedLabel: 'Graine',
  sidesNote: (opponent) =>
    `Les camps alternent${NB}: votre évaluation joue en premier dans les parties 1, 3, 5…, ${opponent} dans les parties 2, 4, 6…. Chaque camp cherche chaque coup jusqu’à la profondeur choisie, par élagage alpha-bêta avec sa propre évaluation, et joue au hasard l’un de ses meilleurs coups${NNB}; la partie `,
  seedNote: ' tire ses nombres d’un générateur initialisé avec la graine plus ',
  seedNoteEnd: ', si bien qu’un match se rejoue à l’identique.',

  run: 'Lancer le match',
  cancel: 'Annuler',
  playing: (game, games, move) => `Partie ${game} sur ${games}, coup ${move}…`,
  cancelledAfter: (played, games) => `Annulé après ${played} ${many(played, 'partie', 'parties')} sur ${games}.`,
  matchStopped: (error) => `Le match s’est arrêté${NB}: ${error}.`,

  tallyWins: (count) => many(count, 'victoire', 'victoires'),
  tallyDraws: (count) => many(count, 'partie nulle', 'parties nulles'),
  tallyStopped: (count) => many(count, 'partie arrêtée', 'parties arrêtées'),
  semicolon: `${NNB};`,
  tallyEnd: (depth, seed, played, games) => `(profondeur ${depth}, graine ${seed}, ${played} ${many(played, 'partie', 'parties')} sur ${games}).`,
  gamesCaption: 'Les parties du match',
  gameColumn: 'Partie',
  firstColumn: 'X (premier)',
  resultColumn: 'Résultat',
  movesColumn: 'Coups',
  replay: 'Revoir',
  replayGame: (g) => `Revoir la partie ${g}`,
  resultStopped: (problem) => `Arrêtée${NB}: ${problem}.`,
  resultDraw: 'Partie nulle',
  resultWon: (name) => `${capital(name)} a gagné`,

  gameHeading: (g) => `Partie ${g}, coup par coup`,
  pictureLabel: (g, at) => `Partie ${g} après ${at} ${many(at, 'coup', 'coups')}`,
  start: 'Début',
  back: 'Reculer',
  forward: 'Avancer',
  end: 'Fin',
  moveOf: (at, total) => `Coup ${at} sur ${total}`,
  whoPlays: (x, o) => `X${NB}: ${x}${NNB}; O${NB}: ${o}.`,
  searchNext: 'Voir la recherche du coup suivant',
  searchFromStart: 'Voir la recherche depuis le début',
  fromTheStart: 'depuis le début',
  afterMove: (at, game) => `après le coup ${at} de la partie ${game}`,
  emptyBoard: 'Le plateau vide.',
  moveCaption: (at, total, move, who) => `Coup ${at} sur ${total}${NB}: ${move} (${who}).`,
  playsCell: (mover, cell) => `${mover} joue ${CELL_NAMES[cell]} (case ${cell})`,
  playsColumn: (mover, column) => `${mover} joue dans la colonne ${column}`,
  stoppedHere: (problem) => `La partie s’est arrêtée ici${NB}: ${problem}.`,
  aDraw: 'Partie nulle.',
  wonEnding: (name) => `${capital(name)} a gagné.`,
  legend: 'Légende',
  xFirst: 'X, premier joueur',
  oSecond: 'O, second joueur',
  lastMove: 'dernier coup',

  searching: 'Recherche avec votre évaluation dans le worker…',
  treeHeading: (where, depth) => `La recherche, ${where}, avec votre évaluation (élagage alpha-bêta, profondeur ${depth})`,
  explorerTitle: (where) => `Alpha-bêta avec votre évaluation, ${where}`,
  searchTimeout: (limitMs) => `Votre évaluation a tourné plus de ${seconds(limitMs)} dans cette recherche et a été arrêtée (une boucle sans fin, ou bien trop lente).`,
  searchStopped: (error) => `La recherche s’est arrêtée${NB}: ${error}.`,
  onTheBoard: (board) => `, sur le plateau\n${board}`,
  searchGotGame: 'Le worker a répondu par une partie, et non par une recherche.',
  searchCannotShow: (error) => `La recherche ne peut pas être affichée${NB}: ${error}.`,

  searchFailed: (thrown) => `la recherche a échoué${NB}: ${thrown}`,
  problemThrew: (who, thrown, loading) => `${who} a levé une exception${loading ? ' pendant son chargement' : ''}, ${thrown}`,
  problemNotNumber: (who, shown) => `${who} a renvoyé ${shown}, qui n’est pas un nombre`,
  problemNotFinite: (who, value) => `${who} a renvoyé ${value}, qui n’est pas un nombre fini`,
  problemRange: (who, value, limit) =>
    `${who} a renvoyé ${signed(value)}, hors de l’intervalle${NB}: un score doit être strictement compris entre ${signed(-limit)} et ${signed(limit)}, valeurs réservées aux parties terminées`,
  problemNoFunction: (who) => `${who} ne définit aucune fonction nommée evaluate`,
  problemTime: (who, limitMs, move) => `${who} a tourné plus de ${seconds(limitMs)} au coup ${move} et a été arrêtée (une boucle sans fin, ou bien trop lente)`,
  problemTimeLoading: (who, limitMs) =>
    `${who} a tourné plus de ${seconds(limitMs)} pendant le chargement de son code, avant le premier coup, et a été arrêtée (une boucle sans fin au niveau principal du code, hors de la fonction${NNB}?)`,
  valueTypes: {
    undefined: `undefined${NB}: manque-t-il une instruction return${NNB}?`,
    null: 'null',
    array: 'un tableau',
    object: 'un objet',
    string: 'une chaîne',
    boolean: 'un booléen',
    bigint: 'un bigint',
    symbol: 'un symbole',
    function: 'une fonction',
  },

  checkNoImport: `il n’y a rien à importer ni à exporter ici${NB}: écrivez evaluate comme une simple fonction (sans import ni export)`,
  checkNoEvaluate: `définissez une fonction nommée evaluate${NB}: function evaluate(position: Position): number { … }`,
  checkEvaluateType: (text) => `evaluate doit prendre une Position et renvoyer un nombre${NB}: ${text}`,
  checkSetup: (text) => `le vérificateur est mal configuré${NB}: ${text}`,
  checkNoDom: ` (votre fonction s’exécute dans un worker${NB}: pas de page, pas de DOM)`,

  goalHeading: 'Votre objectif',
  goalDone: ' · fait',
  goalSettingsSet: 'Le match est réglé pour l’objectif',
  goalUseSettings: 'Régler le match pour l’objectif',
  hint: 'Indice',
  hideHint: 'Cacher l’indice',
  hintLabel: `Indice${NB}:`,
  loadSolution: 'Charger une solution',
  goalMet: 'Objectif atteint. ',
  goalNotMet: 'Objectif non atteint. ',
  goalStatement: (games, depth, seed) =>
    `Battez l’évaluation du moteur${NB}: dans un match de ${games} parties à la profondeur ${depth} avec la graine ${seed}, gagnez plus de parties qu’elle, sans aucune partie arrêtée.`,
  goalHints: {
    tictactoe:
      'À la profondeur 1, la recherche ne voit que les victoires du coup suivant. Apprenez à votre fonction à voir les menaces\u00a0: une ligne qui contient deux pions d’un même joueur et une case vide. Le joueur qui a le trait gagne avec les siennes\u202f; deux menaces de l’adversaire ne peuvent pas être bloquées toutes les deux.',
    connect4:
      'Les fenêtres ouvertes comptent les lignes qu’un joueur pourrait compléter un jour. Une fenêtre à laquelle il manque un pion, et dont la case vide peut être jouée tout de suite, est une menace\u00a0: le joueur qui a le trait gagne avec les siennes, et deux menaces de l’adversaire ne peuvent pas être bloquées toutes les deux.',
  },
  goalNoMatch: 'Lancez le match avec les réglages de l’objectif pour le vérifier.',
  goalRunning: `Le match est en cours${NB}: l’objectif sera vérifié à la fin.`,
  goalOtherDepth: (depth, goal) => `la profondeur ${depth}, et non ${goal}`,
  goalOtherGames: (games, goal) => `${games} ${many(games, 'partie', 'parties')}, et non ${goal}`,
  goalOtherSeed: (seed, goal) => `la graine ${seed}, et non ${goal}`,
  goalOtherOpponent: 'une version enregistrée pour adversaire, et non l’évaluation du moteur',
  goalNotCounted: (differs) => `Ce match ne compte pas pour l’objectif${NB}: il avait ${differs.join(`${NNB}; `)}.`,
  goalUnfinished: (played, games) => `Le match ne s’est pas terminé (${played} ${many(played, 'partie', 'parties')} sur ${games})${NB}: relancez-le pour vérifier l’objectif.`,
  goalScore: (a, b, draws) => `Vous avez gagné ${a} ${many(a, 'partie', 'parties')}, l’évaluation du moteur ${b}, avec ${draws} ${many(draws, 'partie nulle', 'parties nulles')}`,
  goalStopped: (stopped) =>
    `${stopped} ${many(stopped, 'partie s’est arrêtée', 'parties se sont arrêtées')} sur un problème de votre code (voir le tableau)${NB}: chaque partie doit être jouée jusqu’au bout.`,
  goalScoreShort: (score) => `${score}${NB}: il vous faut plus de victoires qu’elle.`,
};
