/** The islands' French words (keys and roles: ./en.ts). */
import type { Messages } from './en.ts';
import { formatNumber } from '../format.ts';
import { exercisesFr } from './exercises/fr.ts';
import { tetrominoRepliesFr } from './tetrominoReplies/fr.ts';
import { tetrominoBitsFr } from './tetrominoBits/fr.ts';
import { tetrominoTimingFr } from './tetrominoTiming/fr.ts';
import { othelloBitsFr } from './othelloBits/fr.ts';
import { draughtsFr } from './draughts/fr.ts';
import { connectKMatchFr } from './connectKMatch/fr.ts';
import { anyGameFr } from './anyGame/fr.ts';
import { speedFr } from './speed/fr.ts';
import { codeCellFr } from './codeCell/fr.ts';
import { bitInspectorFr } from './bitInspector/fr.ts';
import { treeExplorerFr } from './treeExplorer/fr.ts';
import { staticEvaluatorFr } from './staticEvaluator/fr.ts';
import { courseExamplesFr } from './courseExamples/fr.ts';
import { courseJeuBugFr } from './courseJeuBug/fr.ts';
import { listingBugsFr } from './listingBugs/fr.ts';
import { orderingLabFr } from './orderingLab/fr.ts';
import { tieBreakFr } from './tieBreak/fr.ts';
import { roadTableFr } from './roadTable/fr.ts';
import { playFr } from './play/fr.ts';
import { connect4Fr } from './connect4/fr.ts';
import { tictactoeFr } from './tictactoe/fr.ts';
import { othelloFr } from './othello/fr.ts';
import { tetrominoFr } from './tetromino/fr.ts';
import { errorsFr } from './errors/fr.ts';
import { setupFr } from './setup/fr.ts';
import { editorFr } from './editor/fr.ts';
import { boardsFr } from './boards/fr.ts';
import { urlFr } from './url/fr.ts';
import { widgetsFr } from './widgets/fr.ts';

const n = (x: number): string => formatNumber('fr', x);

export const fr: Messages = {
  progress: {
    total: (total) => `${n(total)} exercice${total > 1 ? 's' : ''} corrigé${total > 1 ? 's' : ''}`,
    done: (done, total) => `${n(done)} exercice${done > 1 ? 's' : ''} fait${done > 1 ? 's' : ''} sur ${n(total)}`,
    colon: '\u00a0: ',
    clear: 'Effacer ma progression',
    cleared: 'Effacé\u00a0: ce navigateur ne retient plus aucune réponse.',
  },
  search: {
    label: 'Rechercher',
    placeholder: 'Rechercher ( / )',
    hint: 'Tapez pour chercher dans toutes les leçons\u202f; la flèche vers le bas mène aux résultats. La barre oblique ramène ici depuis n’importe où.',
    searching: 'Recherche…',
    unavailable: 'La recherche fonctionne sur le site construit\u00a0: son index n’est pas ici.',
    nothing: (query) => `Rien trouvé pour «\u00a0${query}\u00a0».`,
    found: (pages) => `${n(pages)} page${pages > 1 ? 's' : ''} trouvée${pages > 1 ? 's' : ''}.`,
  },
  exercise: {
    done: 'fait',
    board: 'Le plateau de l’exercice',
    yourAnswer: 'Votre réponse',
    check: 'Vérifier',
    hint: 'Indice',
    hideHint: 'Cacher l’indice',
    showAnswer: 'Voir la réponse',
    hideAnswer: 'Cacher la réponse',
    another: 'Un autre',
    openVisualiser: 'Élaguer dans le visualiseur',
    closeVisualiser: 'Fermer le visualiseur',
    hintLabel: 'Indice\u00a0:',
    answerLabel: 'Réponse\u00a0:',
    treeToPrune: (id) => `${id}\u00a0: l’arbre à élaguer`,
    loadingVisualiser: 'Chargement du visualiseur…',
    visualiserRight: 'Juste\u00a0: chaque valeur et chaque coupure, vérifiées dans le visualiseur.',
    visualiserWrong: 'Pas encore\u00a0: le visualiseur marque sur l’arbre ce qui est faux ou manquant.',
  },
  explorer: {
    stepMarks: 'Les étapes que suit le texte',
    title: 'Arbre de recherche',
    cannotSearch: (message) => `Impossible d’explorer cet arbre\u00a0: ${message}.`,
    nothing: 'Rien à montrer.',
    couldNotLoad: (detail) => `Le visualiseur n’a pas pu se charger (${detail}).`,
    stage: (title) => `${title}\u00a0: les flèches avancent pas à pas, la barre d’espace lance la lecture`,
    timeline: 'Chronologie',
    toStart: { label: 'Aller au début (Début)', title: 'Début (Début)' },
    back: 'Reculer d’un pas (←)',
    play: { label: 'Lecture (espace)', text: 'Lecture' },
    pause: { label: 'Pause (espace)', text: 'Pause' },
    forward: { label: 'Avancer d’un pas (→)', text: 'Pas' },
    toEnd: { label: 'Aller à la fin (Fin)', title: 'Fin (Fin)' },
    speed: 'Vitesse',
    speedLabel: 'Vitesse, en pas par seconde',
    stepsPerSecond: (speed) => `${n(speed)}\u00a0pas/s`,
    scrub: 'Étape',
    stepOf: (step, total) => `étape ${n(step)} sur ${n(total)}`,
    stepWord: 'étape',
    zoomIn: { label: 'Agrandir', title: 'Agrandir (ou Ctrl + molette, ou pincer)' },
    zoomOut: 'Réduire',
    fit: { text: 'Ajuster', title: 'L’arbre entier' },
    levels: 'Niveaux',
    allLevels: 'tous',
    legend: 'Légende',
    takesLargest: (side) => `${side} (prend le plus grand)`,
    takesSmallest: (side) => `${side} (prend le plus petit)`,
    leaf: 'feuille',
    current: 'en cours',
    pruned: 'élagué ✂ (positions évitées)',
    pv: 'variation principale',
    countersCaption: 'Compteurs\u00a0: cette recherche jusqu’ici, à la fin, et le minimax simple sur le même arbre',
    counter: 'Compteur',
    searchNames: { alphabeta: 'Alpha-bêta', shallow: 'Élagage superficiel', negamax: 'Negamax', minimax: 'Minimax' },
    visited: 'Positions visitées',
    leaves: 'Feuilles évaluées',
    cutoffs: 'Coupures',
    skippedRow: 'Positions évitées',
    saving: (name, visited, total, percent) => `${name} visite ${visited} des ${total} positions du minimax\u00a0: ${percent}\u00a0% de moins.`,
    noSaving: (name) => `${name} visite ici toutes les positions\u00a0: aucune coupure n’était possible dans cet ordre.`,
    notStarted: 'La recherche n’a pas commencé\u00a0: la racine sera la première position.',
    follow: 'Suivre la recherche',
    moveAround: 'Se déplacer dans l’arbre',
    parent: '↑ Nœud parent',
    whoMoves: 'Qui joue',
    stateLabel: 'État',
    value: 'Valeur',
    window: 'Fenêtre',
    skipped: 'Élagage',
    trueValue: 'Vraie valeur',
    neverComputed: '(jamais calculée par la recherche)',
    states: { unvisited: 'pas encore visité', current: 'en cours', visited: 'visité', pruned: 'élagué', unreached: 'pas encore atteint' },
    leafRole: 'une feuille',
    endRole: 'fin de partie ou profondeur limite',
    positions: (k) => (k > 1 ? `${n(k)} positions évitées` : `${n(k)} position évitée`),
    toggle: { hide: 'Masquer la branche en dessous', show: 'Afficher la branche en dessous', open: 'Ouvrir cette branche élaguée' },
    settings: 'Réglages',
    modes: { label: 'Mode', watch: 'Regarder', exercise: 'Exercice' },
    algorithmNames: { minimax: 'minimax', negamax: 'negamax', alphabeta: 'alpha-bêta', shallow: 'élagage superficiel' },
    orderNames: { natural: 'coups dans l’ordre donné', 'best-first': 'meilleur coup d’abord', 'worst-first': 'pire coup d’abord' },
    exampleNames: { course: 'l’arbre résolu du cours', walkthrough: 'le déroulé du cours', textbook: 'l’arbre du manuel' },
    gamePosition: (game, position) => (position === undefined ? `position de ${game}` : `${game}\u00a0: ${position}`),
    plies: (depth) => `${n(depth)} demi-coups`,
    randomTree: (seed) => `arbre aléatoire, graine ${n(seed)}`,
    yourTree: (searched) => `votre arbre (${n(searched)} positions explorées)`,
    tree: 'Arbre',
    exampleTitles: { course: 'L’arbre résolu du cours sur la récursivité', walkthrough: 'Le déroulé de l’élagage du cours (A, B, C, D)', textbook: 'L’arbre à deux demi-coups du manuel' },
    sources: { random: 'Un arbre aléatoire (par graine)', typed: 'Un arbre que vous tapez', tictactoe: 'Une position de morpion', line: 'Une ligne de morpion à une dimension' },
    valuesFor: 'Valeurs pour',
    perspectives: { max: 'MAX (vue minimax)', mover: 'le camp au trait (negamax)' },
    failHard: 'version fail-hard',
    algorithm: 'Algorithme',
    algorithms: { minimax: 'Minimax', negamax: 'Negamax', alphabeta: 'Alpha-bêta', shallow: 'Élagage superficiel (la règle du cours)' },
    moveOrder: 'Ordre des coups',
    orders: { natural: 'Tel quel', 'best-first': 'Meilleur d’abord', 'worst-first': 'Pire d’abord' },
    exerciseHelp:
      'Tapez la valeur de chaque nœud (MAX prend le plus grand enfant, MIN le plus petit) et appuyez sur ✂ sur chaque branche qu’alpha-bêta ne regarde jamais, de gauche à droite. Pour un nœud quitté tôt, sa borne («\u00a0≥ 39\u00a0») ou sa vraie valeur comptent toutes deux.',
    solutionHelp: 'La solution\u00a0: les valeurs et les coupures d’alpha-bêta. Aux nœuds quittés tôt, les valeurs sont des bornes (≥ ou ≤).',
    check: 'Vérifier',
    solutionToggle: { show: 'Montrer la solution', hide: 'Masquer la solution' },
    anotherTree: 'Un autre arbre',
    aRandomTree: 'Un arbre aléatoire',
    seedNote: (seed) => `Graine ${n(seed)}\u00a0: donnez ce lien ou la graine à quelqu’un et il aura le même arbre.`,
    solutionList: 'Les valeurs, nœud par nœud',
    trueValueIs: (exact) => ` (sa vraie valeur est ${n(exact)})`,
    colon: '\u00a0: ',
    notANumber: (text) => `«\u00a0${text}\u00a0» n’est pas un nombre\u00a0: tapez une valeur comme 36 ou −5, ou une borne comme ≥ 39 ou ≤ 21`,
    allRight: (values, cuts) => `Tout est juste\u00a0: ${n(values)} valeur${values > 1 ? 's' : ''} et ${n(cuts)} coupure${cuts > 1 ? 's' : ''}.`,
    valuesRight: (right, asked) => `Valeurs\u00a0: ${n(right)} juste${right > 1 ? 's' : ''} sur ${n(asked)}.`,
    cutsFound: (found, asked, wrong) =>
      `Coupures\u00a0: ${n(found)} trouvée${found > 1 ? 's' : ''} sur ${n(asked)}${wrong ? `, ${n(wrong)} marquée${wrong > 1 ? 's' : ''} là où alpha-bêta regarde` : ''}.`,
    cutBranch: (name) => `Couper la branche vers ${name}`,
    valueOf: (name) => `Valeur pour ${name}`,
    marks: { right: 'juste', wrong: 'faux', missing: 'manquant', 'not-needed': 'inutile' },
    markPruned: { on: 'Marquée comme élaguée', off: 'Marquer comme élaguée' },
    typedTreeHelp: 'L’arbre en listes imbriquées de valeurs de feuilles pour MAX, par exemple',
    atTheRoot: 'À la racine',
    rootMoves: { max: 'MAX joue', min: 'MIN joue' },
    drawTree: 'Dessiner cet arbre',
    cannotRead: 'Impossible de lire cet arbre\u00a0:',
    noSuchExample: (name) => `aucun arbre fourni ne s’appelle «\u00a0${name}\u00a0»`,
    tooBig: (nodes, most) => `cet arbre a ${n(nodes)} nœuds\u202f; le visualiseur en dessine au plus ${n(most)}`,
    badDepth: (depth) => `la profondeur doit être un nombre entier de demi-coups, 1 ou plus (reçu\u00a0: ${depth})`,
    randomFields: { depth: 'Profondeur', childrenFrom: 'Enfants, de', to: 'à', valuesFrom: 'Valeurs, de', seed: 'Graine' },
    newSeed: 'Nouvelle graine',
    cannotUse: { position: 'Impossible d’utiliser cette position\u00a0:', row: 'Impossible d’utiliser cette ligne\u00a0:' },
    board: 'Plateau\u00a0: cliquez sur une case pour passer de vide à X, puis à O',
    cell: (index, content) => `case ${n(index)}\u00a0: ${content}`,
    emptyCell: 'vide',
    tttPosition: 'Position (9 cases, rangée du haut d’abord)',
    searchDepth: 'Profondeur de recherche',
    depthPlies: (depth) => `${n(depth)} demi-coup${depth > 1 ? 's' : ''}`,
    toTheEnd: 'jusqu’au bout',
    rowField: 'Ligne (x, o ou . par case, les croix commencent)',
    searchPosition: 'Explorer cette position',
    codePoints: {
      enter: 'la recherche entre dans une position',
      tt: 'on interroge la table de transposition',
      'tt-return': 'la valeur stockée est renvoyée',
      leaf: 'une feuille est évaluée',
      'leaf-return': 'la valeur de la feuille est renvoyée',
      recurse: 'on explore un enfant',
      raise: 'le meilleur score provisoire s’améliore',
      cutoff: 'alpha atteint bêta\u00a0: les coups restants sont sautés',
      exit: 'le nœud renvoie sa valeur',
    },
    codeLine: (line, words) => `Ligne ${n(line)}\u00a0: ${words}.`,
    codeIntro: 'Le code même du moteur\u202f; la ligne de chaque étape s’allume.',
    gameOption: (game) => `Une position ${/^[aeiouyéè]/i.test(game) ? 'd’' : 'de '}${game}`,
    notationLabel: (notation) => `Position\u00a0: ${notation}`,
    truncated: (events, positions) =>
      `Cette recherche est trop grande pour être montrée en entier\u00a0: l’enregistrement s’arrête après ${events} événements (${positions} positions), tandis que la recherche continue. Réduisez la profondeur, ou partez d’un plateau plus rempli, pour la voir jusqu’au bout.`,
  },
  solver: {
    undo: 'Défaire',
    startAgain: 'Recommencer',
    load: 'Charger',
    solvedHere: (afterNote, time) => `${afterNote ? '\u202f; ' : ''}résolu ici en ${time}`,
    solve: 'Résoudre',
    cancel: 'Annuler',
    retry: 'Réessayer',
    best: (count) => (count === 1 ? 'Meilleur coup\u00a0:' : 'Meilleurs coups\u00a0:'),
    searched: (nodes) => `${nodes} positions explorées`,
    cost: (what, time) => `${what} en ${time}.`,
    analysisNote: 'La valeur de chaque coup est sur le plateau, pour le camp au trait. ',
    colon: '\u00a0: ',
  },

  play: playFr,
  connect4: connect4Fr,
  tictactoe: tictactoeFr,
  othello: othelloFr,
  tetromino: tetrominoFr,

  codeCell: codeCellFr,

  exercises: exercisesFr,

  errors: errorsFr,
  setup: setupFr,
  editor: editorFr,
  boards: boardsFr,
  url: urlFr,
  widgets: widgetsFr,

  bitInspector: bitInspectorFr,
  treeExplorer: treeExplorerFr,
  staticEvaluator: staticEvaluatorFr,
  courseExamples: courseExamplesFr,
  courseJeuBug: courseJeuBugFr,
  listingBugs: listingBugsFr,
  orderingLab: orderingLabFr,
  tieBreak: tieBreakFr,
  roadTable: roadTableFr,

  tetrominoReplies: tetrominoRepliesFr,
  tetrominoBits: tetrominoBitsFr,
  tetrominoTiming: tetrominoTimingFr,
  othelloBits: othelloBitsFr,
  draughts: draughtsFr,
  connectKMatch: connectKMatchFr,
  anyGame: anyGameFr,
  speed: speedFr,
};
