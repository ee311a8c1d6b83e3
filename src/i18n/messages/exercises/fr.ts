/** The checked exercises' French words (keys and roles: ./en.ts). Code, notation and the course's program output stay as they are. */
import type { ExercisesWords } from './en.ts';
import { formatNumber } from '../../format.ts';

/** A count, the French way (1 754 026). */
const n = (x: number): string => formatNumber('fr', x);
/** A noun with its plural -s. */
const s = (count: number, word: string): string => `${word}${count > 1 ? 's' : ''}`;

const RESULTS = ['gagnée', 'nulle', 'perdue'];

export const exercisesFr: ExercisesWords = {
  readers: {
    typeNumber: 'tapez d’abord un nombre',
    notNumber: (raw) => `«\u00a0${raw}\u00a0» n’est pas un nombre\u00a0: utilisez des chiffres, 0x… pour l’hexadécimal ou 0b… pour le binaire`,
    notWhole: (part) => `«\u00a0${part}\u00a0» n’est pas un nombre entier\u00a0: écrivez la liste ainsi\u00a0: [7; 6; 5]`,
    notOneOf: (text, words) => `«\u00a0${text}\u00a0» n’est pas une réponse attendue\u00a0: ${words.join(', ')}`,
  },
  positions: {
    right: (name, others) => `Juste\u00a0: ${name}${others !== '' ? ` (${others} aussi)` : ''}.`,
    wrong: (name, why) => `Non, pas ${name}\u00a0: ${why}`,
  },
  trees: {
    rules: { alphabeta: 'l’alpha-bêta', shallow: 'la règle du cours (chaque nœud comparé à la seule borne de son parent)' },
    picture: (compact) => `L’arbre ${compact}, feuilles numérotées depuis la gauche`,
    none: 'aucune',
    seeded: (seed) => `l’arbre de graine ${seed}`,
    wholeNumber: 'un nombre entier',
    value: {
      hint: 'Remontez depuis le bas\u00a0: un nœud MAX prend le plus grand de ses enfants, un nœud MIN le plus petit.',
      prompt: (name) => `Que vaut ${name} pour MAX, qui joue à la racine\u202f?`,
      explanation: (value) => `Minimax remonte les valeurs des feuilles niveau par niveau\u00a0: la racine, un nœud MAX, reçoit ${value}.`,
      right: (value) => `Juste\u00a0: l’arbre vaut ${value}.`,
      wrong: (given) => `Non, pas ${given}\u00a0: remontez encore une fois les valeurs, niveau par niveau, chaque nœud MIN prenant le plus petit enfant.`,
    },
    prune: {
      format: 'des numéros de feuilles, comme 4, 7 (ou aucune)',
      hintAlphabeta:
        'Faites descendre la fenêtre\u00a0: un nœud MIN s’arrête dès qu’un enfant n’est pas meilleur pour MAX que ce dont MAX est déjà sûr plus haut\u202f; un nœud MAX s’arrête dès qu’un enfant atteint au moins ce dont MIN est sûr plus haut.',
      hintShallow:
        'Un nœud s’arrête dès que la valeur d’un enfant le rend pire, pour son parent, que le meilleur dont ce parent dispose déjà\u202f; les bornes venues de plus haut ne servent pas.',
      prompt: (name, rule) => `En explorant de gauche à droite ${name}, quelles feuilles ne sont jamais lues par ${rule}\u202f?`,
      explanation: (read, value, skipped) => `La recherche lit les feuilles ${read}, dans cet ordre, et trouve la valeur ${value}\u202f; les autres (${skipped}) ne peuvent pas la changer.`,
      rightNone: 'Juste\u00a0: aucune feuille n’est sautée.',
      right: (skipped) => (skipped.includes(',') ? `Juste\u00a0: les feuilles ${skipped} ne sont jamais lues.` : `Juste\u00a0: la feuille ${skipped} n’est jamais lue.`),
      extra: (leaves, count) =>
        count > 1
          ? `les feuilles ${leaves} sont lues (leur valeur compte encore quand la recherche y arrive)`
          : `la feuille ${leaves} est lue (sa valeur compte encore quand la recherche y arrive)`,
      missing: (count) => (count > 1 ? `${count} feuilles sautées manquent à votre liste` : `${count} feuille sautée manque à votre liste`),
      wrong: (parts) => `Pas tout à fait\u00a0: ${parts.join('\u202f; ')}.`,
    },
    window: {
      hint: 'Le fail-hard ramène sa réponse dans la fenêtre\u00a0: une vraie valeur inférieure ou égale à α revient comme α, une valeur supérieure ou égale à β comme β.',
      prompt: (name, alpha, beta) => `Un alpha-bêta fail-hard explore ${name} avec la fenêtre (α, β) = (${alpha}, ${beta}). Que renvoie-t-il à la racine\u202f?`,
      below: (alpha, got) => `c’est au plus α = ${alpha}, donc la recherche apprend seulement «\u00a0pas plus que α\u00a0» et renvoie ${got}`,
      above: (beta, got) => `c’est au moins β = ${beta}, donc la recherche s’arrête sur «\u00a0au moins β\u00a0» et renvoie ${got}`,
      inside: 'c’est à l’intérieur de la fenêtre, donc la recherche la renvoie exactement',
      explanation: (value, how) => `L’arbre vaut ${value}\u202f; ${how}.`,
      right: (value) => `Juste\u00a0: ${value}.`,
      wrong: (given) => `Non, pas ${given}\u00a0: trouvez d’abord la valeur de l’arbre, puis comparez-la à la fenêtre.`,
    },
  },
  bitboards: {
    noCell: 'aucune case',
    cells: (cells) => `${cells.length > 1 ? 'cases' : 'case'} ${cells.join(', ')}`,
    cellsPrefix: 'cases ',
    numberRight: (hex, bin) => `Juste\u00a0: ${hex}, en binaire ${bin}.`,
    numberWrong: (given, bin, cells, hint) =>
      `Pas tout à fait\u00a0: ${given} s’écrit ${bin} en binaire, ${cells === 'aucune case' ? 'le bitboard vide' : cells.startsWith('cases') ? `le bitboard des ${cells}` : `le bitboard de la ${cells}`}. ${hint}`,
    numberRange: (hint) => `Pas tout à fait\u00a0: un bitboard de neuf cases est un nombre de 0 à 511. ${hint}`,
    numberFormat: 'un nombre\u00a0: décimal, 0x… ou 0b…',
    A1: {
      title: 'Une case en bitboard',
      hint: 'La case k est le bit k\u00a0: 1 décalé k fois vers la gauche.',
      prompt: (k) => `Que renvoie pos_to_bb ${k}\u202f?`,
      explanation: (k, v) => `La case ${k} est le bit ${k}, donc la réponse est 1 lsl ${k} = 2^${k} = ${v}.`,
    },
    A2: {
      title: 'Un bitboard à partir d’une liste de cases',
      hint: 'Mettez à 1 le bit de chaque case de la liste (un OU des pos_to_bb de chacune).',
      prompt: (list) => `Que renvoie create_bb ${list}\u202f?`,
      explanation: (sum, bb, bin) => `${sum} = ${bb}, en binaire ${bin}.`,
    },
    A4: {
      title: 'Lire une case',
      courseNote: 'La signature du cours parle de t_cell, un type qu’il ne déclare jamais\u00a0: sa déclaration s’appelle ttt_cell, le nom utilisé ici.',
      format: 'Cross, Nought ou Empty',
      prompt: (k) => `Sur le plateau ci-contre, que renvoie get_cell board ${k} (cases numérotées de 8 en haut à gauche à 0 en bas à droite)\u202f?`,
      explanation: (k, cross, crossBit, nought, noughtBit) =>
        `Le bit ${k} du bitboard des croix (${cross}) vaut ${crossBit}, celui du bitboard des ronds (${nought}) ${noughtBit}.`,
      right: (answer) => `Juste\u00a0: ${answer}.`,
      wrong: (given) => `Non, pas ${given}\u00a0: décalez chaque bitboard vers la droite du numéro de la case et regardez le dernier bit.`,
    },
    B1: {
      title: 'Afficher un plateau',
      format: 'trois lignes, X, O et _ séparés par des espaces, la rangée du haut (cases 8 7 6) d’abord',
      prompt: 'Qu’affiche show pour le plateau ci-contre\u202f?',
      explanation: 'Les cases 8 à 0, trois par ligne\u00a0: une croix s’écrit X, un rond O, une case vide _.',
      right: 'Juste.',
      wrong: 'Pas tout à fait\u00a0: la ligne du haut contient les cases 8, 7, 6, de gauche à droite.',
    },
    B2: {
      title: 'Les cases libres en bitboard',
      hint: 'Les cases libres ne sont dans aucun des deux bitboards\u00a0: c’est le complément de leur OU, gardé sur neuf bits.',
      prompt: 'Que renvoie bb_free_moves pour le plateau ci-contre\u202f?',
      explanation: (or, free, f) => `cross lor nought = ${or}\u202f; son complément, land 0x1FF, vaut ${free} = ${f}.`,
    },
    B3: {
      title: 'Les cases libres en liste',
      courseNote: 'Le cours ne donne pas de solution pour B3 (il passe directement à B4)\u00a0: la réponse ici est celle du moteur.',
      format: 'une liste OCaml, la plus grande case d’abord, comme [7; 6; 5]',
      prompt: 'Que renvoie free_moves pour le plateau ci-contre\u202f?',
      explanation: 'Les bits à 1 de bb_free_moves, de la case 8 à la case 0, dans l’ordre de l’exemple du cours.',
      right: (list) => `Juste\u00a0: ${list}.`,
      order: 'Les bonnes cases, dans le mauvais ordre\u00a0: le cours donne la plus grande case d’abord.',
      wrong: (free) => `Pas tout à fait\u00a0: ${free} ${free > 1 ? 'cases sont libres' : 'case est libre'}.`,
    },
    B4: {
      title: 'Un masque gagnant',
      hint: 'Mettez à 1 les trois bits de la ligne, dans la numérotation du cours (8 en haut à gauche, 0 en bas à droite).',
      lines: [
        'rangée du haut',
        'rangée du milieu',
        'rangée du bas',
        'colonne de gauche',
        'colonne du milieu',
        'colonne de droite',
        'diagonale partant d’en haut à gauche',
        'diagonale partant d’en haut à droite',
      ],
      prompt: (line) => `Quel bitboard représente la ${line}\u202f?`,
      explanation: (cells, bin, hex) => `Ses cases sont ${cells}\u00a0: ${bin} en binaire, ${hex} en hexadécimal.`,
    },
    B5: {
      title: 'Un test de victoire',
      format: 'true ou false',
      prompt: (bb, bin) => `Que renvoie is_winning_bb ${bb} (${bin} en binaire)\u202f?`,
      win: 'L’un des huit masques m vérifie bb land m = m\u00a0: une ligne complète.',
      noWin: 'Pour chacun des huit masques m, bb land m diffère de m\u00a0: aucune ligne complète.',
      right: (answer) => `Juste\u00a0: ${answer}.`,
      wrong: 'Pas tout à fait\u00a0: comparez bb land m à m pour chacun des huit masques m.',
    },
    B6: {
      title: 'Le vainqueur',
      courseNote: 'La signature du cours parle de t_player, un type qu’il ne déclare jamais\u00a0: sa déclaration s’appelle ttt_player, le nom utilisé ici.',
      format: 'Some PCross, Some PNought ou None',
      prompt: 'Que renvoie winner pour le plateau ci-contre\u202f?',
      explanation: 'is_winning_bb sur le bitboard des croix, puis sur celui des ronds.',
      right: (answer) => `Juste\u00a0: ${answer}.`,
      wrong: 'Pas tout à fait\u00a0: cherchez une ligne complète pour chaque camp.',
    },
    B7: {
      title: 'L’évaluation par lignes ouvertes',
      format: 'un nombre entier (il peut être négatif)',
      prompt: 'Que renvoie pos_eval pour le plateau ci-contre (lignes encore ouvertes aux croix moins lignes encore ouvertes aux ronds)\u202f?',
      explanation: (noNought, noCross) => `Lignes sans rond\u00a0: ${noNought}\u202f; lignes sans croix\u00a0: ${noCross}.`,
      right: (answer) => `Juste\u00a0: ${answer}.`,
      wrong: 'Pas tout à fait\u00a0: comptez, pour chaque camp, les lignes qui ne contiennent aucun pion de l’autre camp.',
    },
    C1: {
      title: 'Le coup de minimax',
      courseNote: 'La signature du cours parle de t_player, un type qu’il ne déclare jamais\u00a0: sa déclaration s’appelle ttt_player, le nom utilisé ici.',
      format: 'un numéro de case, numérotation du cours (8 en haut à gauche)',
      crosses: 'les croix',
      noughts: 'les ronds',
      prompt: (mover) => `Sur le plateau ci-contre, ${mover} ont le trait\u00a0: où joue minimax, en cherchant jusqu’à la fin de la partie\u202f?`,
      oneCell: (cell) => `case ${cell}`,
      anyCell: (cells) => `l’une des cases ${cells}`,
      win: 'une victoire',
      loss: 'une défaite',
      draw: 'une partie nulle',
      explanation: (list, outcome, mover) => `Tous les meilleurs coups\u00a0: ${list} (valeur\u00a0: ${outcome} pour ${mover}).`,
      notCell: (cell) => `${cell} n’est pas une case\u00a0: les cases sont numérotées de 0 à 8`,
      right: (cell, only) => `Juste\u00a0: la case ${cell} est ${only ? 'le' : 'un'} meilleur coup.`,
      wrong: (cell) => `Non, pas la case ${cell}\u00a0: explorez chaque réponse, jusqu’au bout.`,
    },
  },
  bits19: {
    none: 'aucune',
    describe: (x, o, mover) => `X\u00a0: ${x}\u202f; O\u00a0: ${o}\u202f; ${mover} au trait`,
    E1: {
      title: 'Un plateau en un seul nombre de 19 bits',
      format: 'un nombre\u00a0: décimal, 0x… ou 0b…',
      hint: 'Les bits 0 à 8 portent les cases de X, les bits 9 à 17 celles de O (la case c au bit 9 + c)\u202f; le bit 18 vaut 1 quand O a le trait.',
      prompt: (mover) => `Écrivez le plateau ci-contre sous la forme du nombre de 19 bits du cours (cases 0 à 8 dans l’ordre de lecture, ${mover} au trait).`,
      explanation: (x, o, turn, bin, p) =>
        `Le champ de X vaut ${x}, celui de O ${o} décalé de 9 vers la gauche, le bit de trait ${turn} décalé de 18\u00a0: en tout, en binaire, ${bin} = ${p}.`,
      right: (answer) => `Juste\u00a0: ${answer}.`,
      wrong: (given, reads) => `Pas tout à fait\u00a0: ${given} se lit ainsi\u00a0: ${reads}.`,
      range: (max) => `Pas tout à fait\u00a0: un nombre de 19 bits est compris entre 0 et ${max}.`,
    },
    E2: {
      title: 'Un nombre de 19 bits redevient un plateau',
      format: 'des numéros de cases de 0 à 8, comme 0, 4, 8 (ou aucune)',
      hint: 'Prenez les bits 9 à 17\u00a0: décalez de 9 vers la droite et gardez neuf bits (AND 511)\u202f; chaque 1 est un O.',
      prompt: (p) => `Le nombre ${p} est une position de morpion dans l’encodage du cours. Sur quelles cases sont les pions de O\u202f?`,
      explanation: (p, bin, reads) => `${p} s’écrit ${bin} en binaire\u00a0: ${reads}.`,
      right: (cells) => `Juste\u00a0: cases de O\u00a0: ${cells}.`,
      wrong: (cells, bits) => `Pas tout à fait\u00a0: les cases ${cells} seraient les bits ${bits}\u202f; regardez les bits 9 à 17 du nombre écrit en binaire.`,
    },
    E3: {
      title: 'Combien de positions sous ce plateau\u202f?',
      courseNote:
        'Le quatrième exercice du cours pose la question depuis le plateau vide\u202f; ici le plateau est tiré plus loin dans la partie, pour qu’on puisse compter à la main (ou avec un court programme).',
      format: 'un nombre entier',
      hint: 'Comptez le plateau lui-même, puis chaque position après un coup, deux coups, …\u202f; une position gagnée n’a pas d’enfant, un plateau plein non plus.',
      prompt: 'Combien de positions compte l’arbre de jeu complet sous le plateau ci-contre, ce plateau compris, si une position gagnée n’a pas d’enfant\u202f?',
      explanation: (positions, games, x, o, draws) =>
        `L’arbre compte ${n(positions)} positions, dont ${n(games)} parties terminées\u00a0: ${n(x)} gagnées par X, ${n(o)} par O, ${n(draws)} ${s(draws, 'nulle')}.`,
      right: (positions) => `Juste\u00a0: ${n(positions)} positions.`,
      wrong: (given, tooFew) =>
        `Non, pas ${n(given)}\u00a0: ${tooFew ? 'trop peu\u202f; avez-vous compté le plateau lui-même et chaque partie terminée\u202f?' : 'trop\u202f; une position gagnée termine sa branche.'}`,
    },
  },
  draughts: {
    layouts: {
      kings: 'trois champs (les pièces blanches, les pièces noires et un masque des dames) et un bit de trait',
      four: 'quatre champs (pions blancs, dames blanches, pions noirs, dames noires) et un bit de trait',
    },
    fields: {
      white: 'blanches',
      black: 'noires',
      kings: 'dames',
      'white men': 'pions blancs',
      'white kings': 'dames blanches',
      'black men': 'pions noirs',
      'black kings': 'dames noires',
      turn: 'trait',
    },
    D1: {
      title: 'Un plateau de dames en bits',
      courseNote:
        'Le premier exercice du cours, «\u00a0représenter un damier\u00a0», est une conception aux nombreuses bonnes réponses\u202f; celui-ci vérifie la taille des deux dispositions que propose la leçon, et le plancher sous toute disposition.',
      format: 'un nombre entier de bits',
      minimumPrompt: (size) =>
        `Une position de dames sur ${size} × ${size}, c’est le contenu de chaque case foncée (vide, ou un pion ou une dame de l’un ou l’autre camp) et le camp qui a le trait. Quel que soit l’encodage, combien de bits faut-il au minimum\u202f?`,
      minimumHint:
        'Comptez les cases foncées\u00a0: la moitié du plateau. Chacune a cinq états possibles, donc toutes ensemble en ont 5 puissance leur nombre\u202f; ajoutez un bit pour le trait, et arrondissez le logarithme à l’entier supérieur.',
      minimumExplanation: (cells, bits, minimum, kings, four) =>
        `${cells} cases foncées à cinq états chacune\u00a0: ⌈${cells} × log₂ 5⌉ = ${bits} bits, plus 1 pour le trait\u00a0: ${minimum}. Les dispositions de la leçon en prennent davantage (${kings} et ${four}), mais chaque test de pièce y est un seul AND.`,
      totalPrompt: (size, layout) =>
        `Une position de dames sur ${size} × ${size} est stockée sous la forme de ${layout}, un bit par case foncée dans chaque champ. Combien de bits en tout\u202f?`,
      totalHint: 'On ne joue que sur les cases foncées\u00a0: la moitié du plateau. Chaque champ a un bit par case foncée\u202f; le trait tient en un bit.',
      totalExplanation: (cells, sum, total) => `${cells} cases foncées\u00a0: ${sum} = ${total} bits.`,
      right: (bits) => `Juste\u00a0: ${bits} bits.`,
      wrong: (given, tooMany) =>
        `Non, pas ${given}\u00a0: ${tooMany ? 'trop\u202f; avez-vous compté aussi les cases claires\u202f?' : 'trop peu\u202f; comptez chaque champ, et le trait.'}`,
    },
    D2: {
      title: 'Le terme matériel, à partir des bitboards',
      courseNote:
        'Le deuxième exercice du cours, «\u00a0quelle évaluation statique pour les dames\u202f?\u00a0», est ouvert\u00a0: aucun correcteur ne peut noter une évaluation décrite en mots. Son premier terme, le matériel, se calcule à partir des champs, et c’est ce que demande cet exercice.',
      format: 'un nombre entier, négatif quand le camp au trait est en retard',
      hint: 'Les pions d’un camp sont son champ AND NOT le masque des dames, ses dames son champ AND le masque\u202f; comptez les 1 de chacun (un popcount). Puis son total moins celui de l’adversaire, pour le camp au trait.',
      white: 'Blanc',
      black: 'Noir',
      prompt: (white, black, kings, mover, weight) =>
        `Une position 8 × 8 dans la disposition avec masque des dames (le bit i représente la case foncée i)\u00a0: white = ${white}, black = ${black}, kings = ${kings}, ${mover} au trait. Un pion vaut 1 et une dame ${weight}. Quelle est l’évaluation matérielle pour ${mover}\u202f?`,
      explanation: (w, b, mover, sum, answer) =>
        `Blanc a ${w.men} ${s(w.men, 'pion')} et ${w.kings} ${s(w.kings, 'dame')}, Noir ${b.men} ${s(b.men, 'pion')} et ${b.kings} ${s(b.kings, 'dame')}. Pour ${mover}\u00a0: ${sum} = ${answer}.`,
      right: (answer) => `Juste\u00a0: ${answer}.`,
      opponent: (given) => `Non, pas ${given}\u00a0: c’est le point de vue de l’adversaire\u202f; l’évaluation se fait pour le camp au trait.`,
      wrong: (given) => `Non, pas ${given}\u00a0: recomptez les pions et les dames de chaque camp (champ AND NOT kings, champ AND kings).`,
    },
  },
  connect4: {
    C1: {
      title: 'Min-max sur un petit arbre',
      courseNote: 'Le jeu jouet du cours est un arbre comme celui-ci\u00a0: l’ordinateur maximise à la racine, l’adversaire minimise en dessous.',
    },
    C2: {
      title: 'Fenêtres ouvertes',
      courseNote: 'Le cours ne nomme aucune évaluation\u202f; compter les fenêtres ouvertes est celle qu’utilise le moteur de ce site pour le Connect-K.',
      format: 'un nombre entier',
      hint: 'Une fenêtre, ce sont quatre cases alignées en ligne, en colonne ou en diagonale. Passez en revue chaque fenêtre qui contient un pion du joueur au trait, et écartez celles qui contiennent un pion adverse.',
      prompt: (mover, path) =>
        `${mover} a le trait (coups joués\u00a0: ${path}). Combien de fenêtres de quatre cases contiennent au moins un pion ${mover} et aucun pion de l’adversaire\u202f?`,
      explanation: (all, open, mover) => `Sur les ${all} fenêtres du plateau, ${open} sont encore ouvertes pour ${mover} et contiennent l’un de ses pions.`,
      right: (count) => `Juste\u00a0: ${count} ${count > 1 ? 'fenêtres ouvertes' : 'fenêtre ouverte'}.`,
      wrong: (given, tooFew) =>
        `Non, pas ${given}\u00a0: ${tooFew ? 'il en manque\u202f; comptez les diagonales, et les fenêtres qui dépassent le pion d’un côté ou de l’autre' : 'trop\u202f; une fenêtre qui contient un pion adverse est fermée'}.`,
    },
    C3: {
      title: 'Gagner tout de suite',
      format: 'une colonne, de 1 à 7',
      hint: 'Un pion tombe en haut de sa colonne. Quelle colonne donnerait au joueur au trait quatre pions alignés, en ligne, en colonne ou en diagonale\u202f?',
      prompt: (mover, path) => `${mover} a le trait (coups joués\u00a0: ${path}). Quelle colonne gagne tout de suite\u202f?`,
      explanation: (moves, count) => `Le moteur essaie chaque colonne et cherche quatre pions alignés\u00a0: ${moves} ${count > 1 ? 'gagnent' : 'gagne'}.`,
      noLine: 'ce pion ne forme aucune ligne de quatre.',
      moveError: (code, text) =>
        code === 'ERR_ILLEGAL_MOVE'
          ? `la colonne ${text} est pleine`
          : code === 'ERR_ALREADY_OVER'
            ? 'la partie est finie'
            : `«\u00a0${text}\u00a0» n’est pas un numéro de colonne de 1 à 7`,
    },
  },
  othello: {
    black: 'Noir (X)',
    white: 'Blanc (O)',
    picture: (side) => `Le plateau d’Othello, ${side} au trait`,
    key: 'X noir, O blanc',
    wholeNumber: 'un nombre entier',
    right: (answer, what) => (what === '' ? `Juste\u00a0: ${answer}.` : `Juste\u00a0: ${answer} ${what}.`),
    wrong: (given, hint) => `Non, pas ${given}\u00a0: ${hint}`,
    O1: {
      title: 'Combien de coups\u202f?',
      hint: 'Un coup doit toucher un pion adverse et fermer une ligne de pions adverses (dans l’une des huit directions) par un pion de la couleur du joueur.',
      prompt: (side) => `${side} a le trait sur le plateau ci-contre. Combien de coups légaux a-t-il\u202f?`,
      explanation: (moves) => `Les coups légaux sont ${moves}.`,
      what: (count) => (count > 1 ? 'coups légaux' : 'coup légal'),
      wrong: 'vérifiez chaque case vide voisine d’un pion adverse, dans les huit directions.',
    },
    O2: {
      title: 'Combien de pions se retournent\u202f?',
      hint: 'Depuis la case jouée, suivez chacune des huit directions\u00a0: les pions adverses situés entre elle et le premier pion de la couleur du joueur se retournent.',
      prompt: (side, square) => `${side} a le trait sur le plateau ci-contre et joue ${square}. Combien de pions se retournent\u202f?`,
      explanation: (square, side, after, before, turned) =>
        `Après ${square}, ${side} a ${after} pions au lieu de ${before}\u00a0: le nouveau pion et ${turned} ${turned > 1 ? 'pions retournés' : 'pion retourné'}.`,
      what: (count) => (count > 1 ? 'pions retournés' : 'pion retourné'),
      wrong: 'regardez dans les huit directions, diagonales comprises, et arrêtez chacune au premier pion de la couleur du joueur.',
    },
    O3: {
      title: 'La valeur d’une courte fin de partie',
      format: 'un nombre entier, négatif si le camp au trait perd',
      hint: 'Il reste peu de cases\u00a0: essayez chaque coup, puis chaque réponse, jusqu’au bout. Comptez les pions à la fin\u202f; les cases vides vont au gagnant.',
      meaning: 'différence finale de pions pour le camp au trait, cases vides au gagnant',
      prompt: (side, empty, meaning) => `${side} a le trait, avec ${empty} cases vides. Si les deux camps jouent parfaitement, quelle est la ${meaning}\u202f?`,
      win: 'une victoire',
      loss: 'une défaite',
      draw: 'une partie nulle',
      explanation: (outcome, by, best, nodes) =>
        `Le solveur exact explore chaque suite jusqu’au bout\u00a0: ${outcome}${by === 0 ? '' : ` de ${by}`}, avec ${best} (${n(nodes)} positions explorées).`,
      what: () => '',
      wrong: 'le signe est celui du camp au trait\u202f; essayez son meilleur coup contre la réponse qui lui fait le plus mal.',
    },
    O4: {
      title: 'Élaguez vous-même avec la règle du cours',
      courseNote: 'La règle du cours compare un nœud à la seule borne de son parent\u00a0: elle manque donc les coupures profondes que fait l’alpha-bêta.',
    },
    O5: { title: 'Élaguez vous-même avec l’alpha-bêta' },
    deepTree: 'l’arbre à coupure profonde',
    courseTree: 'l’arbre traité dans le cours',
  },
  recursion: {
    R1: {
      title: 'Qui gagne si chacun joue parfaitement\u202f?',
      format: 'X, O ou nulle',
      outcomes: ['X', 'O', 'nulle'],
      aliases: { nul: 'draw', 'partie nulle': 'draw', 'match nul': 'draw', personne: 'draw', égalité: 'draw', egalite: 'draw' },
      hint: 'Cherchez un coup qui gagne tout de suite ou une menace à parer, puis suivez chaque réponse jusqu’au bout\u00a0: c’est exactement ce que fait, récursivement, la procédure du cours.',
      prompt: (mover) => `${mover} a le trait sur le plateau ci-contre. Si les deux camps jouent parfaitement, qui gagne\u202f?`,
      aDraw: 'une partie nulle',
      wins: (side) => `${side} gagne`,
      explanation: (v, why) => `Une recherche minimax complète depuis ce plateau donne ${v} pour X (positif\u00a0: X gagne, négatif\u00a0: O gagne, 0\u00a0: partie nulle)\u00a0: ${why}.`,
      noLine: 'aucun camp ne peut forcer une ligne',
      forces: (side) => `${side} peut forcer une ligne quoi que fasse l’autre`,
      right: (answer) => `Juste\u00a0: ${answer}.`,
      wrong: (given, why) => `Non, pas ${given}\u00a0: ${why}.`,
      defence: 'chaque camp a une défense contre tout plan',
      plan: (side) => `${side} a un plan qui marche contre toute réponse`,
    },
    notCell: (text) => `«\u00a0${text}\u00a0» n’est pas une case\u00a0: écrivez une colonne A–C et une rangée 1–3, comme B2`,
    R2: {
      title: 'Le coup forcé',
      courseNote: 'La procédure du cours joue d’abord un coup forcé\u00a0: si l’adversaire menace de compléter une ligne, les seuls coups qui valent d’être explorés sont ceux qui la bloquent.',
      format: 'une case, comme B2',
      hint: 'Le camp au trait peut-il gagner tout de suite\u202f? Sinon, quelle case vide compléterait une ligne pour l’adversaire\u202f?',
      prompt: (mover) => `${mover} a le trait sur le plateau ci-contre. Où ${mover} doit-il jouer\u202f?`,
      explanation: (cell) => `L’adversaire menace de compléter une ligne en ${cell}\u202f; tout autre coup perd aussitôt.`,
      agrees: 'La recherche complète le confirme\u00a0: c’est le seul coup qui garde la meilleure valeur.',
      right: (cell) => `Juste\u00a0: ${cell} bloque la menace.`,
      wrong: (given, cell) => `Non, pas ${given}\u00a0: après ce coup, l’adversaire joue ${cell} et complète une ligne.`,
    },
    R3: { title: 'L’arbre traité dans le cours, évalué à la main' },
    R4: {
      title: 'Élaguez vous-même\u00a0: ce que l’alpha-bêta ne lit jamais',
      courseNote: 'Un avant-goût de la leçon suivante\u00a0: le cours élague son arbre avec une règle à lui\u202f; l’alpha-bêta complet saute ces feuilles.',
    },
    courseTree: 'l’arbre traité dans le cours',
    deepTree: 'l’arbre à coupure profonde',
  },
  tetromino: {
    players: ['Bleu', 'Rouge'],
    holdsToMove: (side, hand) => `${side} (au trait) a en main ${hand}`,
    holds: (side, hand) => `${side} a en main ${hand}`,
    picture: (side) => `Le plateau du jeu de tétrominos, ${side} au trait`,
    wholeNumber: 'un nombre entier',
    M1: {
      title: 'Combien de poses\u202f?',
      hint: 'Pour chaque pièce de la main du joueur au trait, et chacune de ses orientations, faites-la glisser sur tous les emplacements où ses quatre cases sont vides.',
      prompt: (side) => `${side} a le trait. Combien de poses (une pièce de sa main, une orientation, un emplacement sur le plateau) peut-il faire\u202f?`,
      explanation: (count, moves) => `Le moteur en liste ${count}\u00a0: ${moves}.`,
      right: (count) => `Juste\u00a0: ${count} ${s(count, 'pose')}.`,
      wrong: (given, tooFew) =>
        `Non, pas ${given}\u00a0: ${tooFew ? 'il en manque\u202f; avez-vous tourné chaque pièce (un L a huit orientations, en comptant le J)\u202f?' : 'trop\u202f; une pose demande quatre cases vides à l’intérieur du plateau.'}`,
    },
    M2: {
      title: 'Gagnée, nulle ou perdue\u202f?',
      format: 'gagnée, nulle ou perdue (pour le camp au trait)',
      results: RESULTS,
      aliases: {
        gagnee: 'win',
        gagne: 'win',
        gain: 'win',
        victoire: 'win',
        nul: 'tie',
        égalité: 'tie',
        egalite: 'tie',
        perdu: 'loss',
        perd: 'loss',
        perte: 'loss',
        défaite: 'loss',
        defaite: 'loss',
      },
      hint: 'Le joueur qui ne peut plus poser de pièce perd. Essayez chaque pose\u00a0: en existe-t-il une après laquelle toute réponse finit par laisser l’adversaire bloqué\u202f?',
      prompt: (side) => `${side} a le trait. Si les deux camps jouent parfaitement, la partie est-elle gagnée, nulle ou perdue pour ${side}\u202f?`,
      outcome: (result, side) => `${RESULTS[result]} pour ${side}`,
      explanation: (nodes, how) => `Le solveur exact a exploré ${n(nodes)} ${s(nodes, 'position')}\u00a0: ${how}.`,
      wins: (move) => `${move} gagne`,
      tie: 'aucun camp ne peut forcer l’autre à rester bloqué',
      loss: 'toute pose perd',
      right: (answer) => `Juste\u00a0: partie ${answer}.`,
      wrong: (given, answer) => `Non, pas ${RESULTS[given]}\u00a0: la partie est ${answer}\u202f; affichez la réponse pour voir le coup décisif.`,
    },
    M3: {
      title: 'Nommez une pose gagnante',
      format: 'une pose comme T0@b3\u00a0: forme, orientation, coin supérieur gauche de son cadre',
      hint: 'Cherchez une pose qui ne laisse plus de place aux pièces de l’adversaire, ou qui en laisse juste assez pour les vôtres.',
      prompt: (side) => `${side} a le trait et peut gagner. Nommez une pose qui garde la victoire.`,
      only: 'c’est la seule pose gagnante',
      these: (count) => `ces ${count} poses gagnent`,
      explanation: (proves) => `Le solveur prouve que ${proves}\u202f; toute autre perd ou fait nulle.`,
      winsWith: (side, move) => `après elle, ${side} gagne avec ${move}.`,
      holdsTie: (side) => `après elle, ${side} peut tenir la nulle.`,
      moveError: (code, text) =>
        code === 'ERR_ILLEGAL_MOVE'
          ? `${text} n’est pas jouable ici\u00a0: la pièce n’est plus dans la main du joueur au trait, ou elle couvre une case prise`
          : code === 'ERR_ALREADY_OVER'
            ? 'la partie est finie'
            : `«\u00a0${text}\u00a0» n’est pas une pose\u00a0: écrivez une forme et le coin supérieur gauche de son cadre, comme T0@b3 ou I1@a8`,
    },
    M4: {
      title: 'Ce qu’affiche le programme du cours',
      courseNote: 'L’exercice 3 du cours (ci-dessus) demande de corriger le message et d’expliquer le nombre de plateaux\u202f; une explication ne se vérifie pas, le message si.',
      format: 'First wins, Second wins ou Tie game',
      hint: 'Le First du cours est ce qu’obtient un camp quand il ne peut pas poser de pièce\u00a0: il signifie «\u00a0le camp au trait perd\u00a0». Trouvez qui gagne ici, puis traduisez.',
      prompt: (placed, side) =>
        `Supposons que le programme principal du cours évalue cette position (${placed} ${s(placed, 'pose')} ${s(placed, 'faite')}, ${side} au trait) au lieu du début. Lequel de ses trois messages afficherait-il\u202f?`,
      tie: 'personne ne gagne\u00a0: la partie est nulle',
      wins: (side) => `${side} gagne`,
      explanation: (result, calls, message, really, fixed) =>
        `L’eval du cours répond ${result} après ${n(calls)} appels\u202f; le programme affiche donc «\u00a0${message}\u00a0». Si chacun joue parfaitement, ${really}${fixed}.`,
      fixed: (toMove) => `\u00a0: le programme corrigé nommerait ${toMove ? 'le camp au trait' : 'le joueur qui vient de jouer'}`,
      right: (message) => `Juste\u00a0: «\u00a0${message}\u00a0».`,
      wrong: (message, tie) =>
        `Non, pas «\u00a0${message}\u00a0»\u00a0: ${tie ? 'la position est-elle nulle\u202f?' : 'les étiquettes du cours sont inversées\u00a0: First signifie que le camp au trait perd.'}`,
    },
    M5: {
      title: 'Combien de plateaux l’eval du cours visite-t-elle\u202f?',
      courseNote:
        'L’exercice 3 du cours demande pourquoi son eval visite les mêmes plateaux une fois le message corrigé (la correction ne change que l’affichage) et comment l’ordre des coups change ce nombre\u202f; voici le nombre lui-même, sur un plateau à deux poses de la fin.',
      hint: 'Comptez le plateau lui-même, puis chaque pose dans l’ordre du cours\u00a0: le plateau qui la suit, et chaque réponse (après dix poses, eval s’arrête). eval cesse d’essayer des poses dès que l’une d’elles laisse l’adversaire incapable de poser sa pièce.',
      prompt: (side, other) =>
        `Huit poses sont faites\u202f; ${side} a le trait avec une pièce restante, ${other} en a une. Combien de plateaux l’eval du cours visite-t-elle à partir d’ici, celui-ci compris, en essayant les poses dans l’ordre du cours\u202f?`,
      explanation: (calls, result, placements, side, other, stopped) =>
        `L’eval du cours fait ${n(calls)} appels et répond ${result}\u00a0: ${placements} ${s(placements, 'pose')} pour ${side}, chacune suivie de chaque réponse de ${other}, ${stopped ? 'jusqu’à ce qu’une pose ne laisse aucune réponse' : `aucune ne laissant ${other} sans réponse`}.`,
      right: (count) => `Juste\u00a0: ${n(count)} ${count > 1 ? 'plateaux' : 'plateau'}.`,
      wrong: (given, tooFew) =>
        `Non, pas ${n(given)}\u00a0: ${tooFew ? 'trop peu\u202f; comptez le plateau lui-même, et chaque réponse après chaque pose essayée.' : 'trop\u202f; eval s’arrête à la première pose qui ne laisse aucune réponse.'}`,
    },
  },
  alphabeta: {
    A1: { title: 'La valeur d’un arbre' },
    A2: { title: 'Élaguez vous-même\u00a0: un arbre tiré d’une graine' },
    A3: { title: 'Élaguez vous-même\u00a0: les arbres classiques' },
    A4: { title: 'Une fenêtre, en fail-hard' },
    textbookTree: 'l’arbre de Russell et Norvig (figure 5.2)',
    courseTree: 'l’arbre traité dans le cours sur la récursivité',
  },
};
