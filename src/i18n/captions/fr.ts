/**
 * The visualiser's captions in French (keys and roles: ./en.ts). A node's name
 * comes in three forms, because French glues its articles to prepositions:
 * `le` (la racine, le nœud 2.1, B), `de` (de la racine, du nœud 2.1, de B) and
 * `à` (à la racine, au nœud 2.1, en B). Typography: a no-break space before
 * a colon, a narrow one before a semicolon; numbers through formatNumber.
 */
import type { CaptionWords } from './en.ts';
import { nameNode } from './nodeNames.ts';
import { formatNumber } from '../format.ts';
import type { NodeRef } from '../../lib/viz/types.ts';

type Bound = 'lower' | 'upper' | undefined;

const n = (x: number): string => formatNumber('fr', x);
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const le = (r: NodeRef): string =>
  nameNode(r, { root: 'la racine', numbered: (text) => `le nœud ${text}`, after: (moves) => `la position après ${moves}`, move: (move) => `le coup ${n(move)}` });
const Le = (r: NodeRef): string => cap(le(r));
const de = (r: NodeRef): string => (r.kind === 'label' ? `de ${r.text}` : r.kind === 'numbered' || r.kind === 'move' ? `du ${le(r).slice(3)}` : `de ${le(r)}`);
const à = (r: NodeRef): string => (r.kind === 'label' ? `en ${r.text}` : r.kind === 'numbered' || r.kind === 'move' ? `au ${le(r).slice(3)}` : `à ${le(r)}`);

/** "1er", "2e", "3e"... */
const ordinal = (rank: number): string => (rank === 1 ? '1er' : `${n(rank)}e`);
/** "1 position évitée", "3 positions évitées". */
const skippedPositions = (k: number): string => (k > 1 ? `${n(k)} positions évitées` : `${n(k)} position évitée`);
const boundWord = (bound: Bound): string => (bound === 'lower' ? 'au moins' : 'au plus');

export const fr: CaptionWords = {
  name: le,
  noEvents: 'Rien à montrer\u00a0: la recherche n’a enregistré aucun événement.',
  paused: 'En pause avant le début de la recherche. Avancez d’un pas (→) pour entrer dans la racine.',
  step: (step, total) => `Étape ${n(step)} sur ${n(total)}. `,
  nodeOf: (player) => `un nœud ${player}`,
  toMove: (player) => `${player} au trait`,
  forPlayer: (player) => ` pour ${player}`,
  forMover: (me) => ` pour ${me}, le camp au trait`,

  enter: (node, parent, role) => `On entre dans ${le(node)}${parent ? ` (depuis ${le(parent)})` : ''}, ${role}.`,
  minimaxRule: (largest, players) =>
    ` Sa valeur sera la plus ${largest ? 'grande' : 'petite'} des valeurs de ses enfants${players ? ` (${players[0]} maximise, ${players[1]} minimise)` : ''}.`,
  negamaxRule: (node) => ` Chaque valeur se lit pour le camp au trait\u00a0: la valeur d’un enfant change de signe en remontant, et ${le(node)} garde la plus grande.`,
  shallowRule: (node, parent) => ` Élagage superficiel\u00a0: on ne compare ${le(node)} qu’au meilleur score provisoire ${de(parent)}, jamais à ce qui est connu plus haut.`,
  moverWindow: (window, me) => ` Fenêtre (alpha, bêta) = ${window} pour ${me}\u00a0: un coup qui vaut bêta ou plus arrête la recherche ici.`,
  fullWindow: (alpha, beta) => ` Fenêtre α = ${alpha}, β = ${beta}\u00a0: on ne sait encore rien, chaque enfant compte.`,
  knownWindow: (w) => {
    const parts: string[] = [];
    if (w.alpha !== undefined) parts.push(`α = ${w.alpha}\u00a0: ${w.max} a déjà ${w.alpha} ailleurs`);
    if (w.beta !== undefined) parts.push(`β = ${w.beta}\u00a0: ${w.min} a déjà ${w.beta} ailleurs`);
    return ` Fenêtre ${w.window}. ${parts.join('\u202f; ')}. ${Le(w.node)} s’arrête dès que sa valeur ${w.maxNode ? 'atteint β' : 'descend à α'}.`;
  },

  leaf: (node, value, valueFor) => `${Le(node)} est une feuille\u00a0: sa valeur est ${value}${valueFor}.`,
  draw: 'partie nulle',
  won: (player) => `${player} a gagné`,
  gameOver: (node, result, value, valueFor) => `La partie est finie ${à(node)}\u00a0: ${result}, ce qui vaut ${value}${valueFor}.`,
  horizon: (node, value, valueFor) => `${Le(node)} est à la profondeur limite\u00a0: l’évaluation statique estime ${value}${valueFor}.`,
  shortcut: (node, value, valueFor) => `Un raccourci tranche ${le(node)} sans l’explorer\u00a0: valeur ${value}${valueFor}.`,

  from: (rank, child) => `${rank === undefined ? '' : `son ${ordinal(rank)} enfant, `}${le(child)}`,
  bestSoFar: (node, value, from) => `Meilleur score provisoire ${à(node)}\u00a0: ${value}, par ${from}.`,
  minHolds: (node, min, max, value, from) => `${cap(à(node))}, ${min} peut pour l’instant limiter ${max} à ${value}, par ${from}.`,
  moverBest: (node, me, value, from) => `Meilleur score provisoire ${à(node)}, pour ${me}\u00a0: ${value}, par ${from}.`,
  alphaRises: (alpha) => ` α monte à ${alpha}.`,
  alphaKept: (alpha, max) => ` Ce n’est pas mieux que α = ${alpha}, que ${max} a déjà ailleurs.`,
  betaDrops: (beta) => ` β descend à ${beta}.`,
  betaKept: (beta, min) => ` Ce n’est pas plus bas que β = ${beta}, que ${min} a déjà ailleurs.`,
  moverAlphaRises: (alpha) => ` alpha monte à ${alpha}.`,
  moverAlphaKept: (alpha) => ` Cela ne bat pas alpha = ${alpha}.`,
  emptyWindow: (node) => ` La fenêtre est maintenant vide, mais ${le(node)} n’a plus d’enfant à sauter.`,

  pruned: (node, stubs, skipped) =>
    stubs === 1
      ? `L’enfant restant ${de(node)} ne peut plus changer le résultat\u00a0: il est élagué (${skippedPositions(skipped)}).`
      : `Les ${n(stubs)} enfants restants ${de(node)} ne peuvent plus changer le résultat\u00a0: ils sont élagués (${skippedPositions(skipped)}).`,
  cutAtMax: (alpha, beta, max, min, node, pruned) =>
    `Coupure\u00a0: α = ${alpha} ≥ β = ${beta}, car ${min} a déjà une suite qui limite ${max} à ${beta} et détournera donc la partie ${de(node)}. ${pruned}`,
  cutAtMin: (alpha, beta, max, node, pruned) =>
    `Coupure\u00a0: β = ${beta} ≤ α = ${alpha}, car ${max} a déjà une suite qui vaut ${alpha} et détournera donc la partie ${de(node)}. ${pruned}`,
  moverCut: (alpha, beta, them, node, pruned) =>
    `Coupure\u00a0: alpha = ${alpha} ≥ bêta = ${beta}, et ${them} ne laissera jamais la partie arriver ${à(node)}. ${pruned}`,

  backUp: (parent) => ` On remonte ${à(parent)}.`,
  rootDone: (node, value) => `Fin de l’exploration ${de(node)}\u00a0: ${value}.`,
  searchOver: (node, value, valueFor, bound, best) => {
    const exact = bound === undefined ? '' : ` (${boundWord(bound)}\u00a0: la fenêtre de la racine n’était pas la fenêtre complète)`;
    const by = best ? `, par ${best.rank === undefined ? le(best.child) : `son ${ordinal(best.rank)} enfant (${le(best.child)})`}` : '';
    return `La recherche est terminée\u00a0: ${le(node)} vaut ${value}${valueFor}${exact}${by}. La variation principale, la suite que joueraient les deux camps, est mise en évidence.`;
  },
  bounded: (bound, value) => (bound === undefined ? value : `${boundWord(bound)} ${value}`),
  ttSettled: (node, value, up) => `La table de transposition tranche ${le(node)}\u00a0: ${value}.${up}`,
  exitExact: (node, value, valueFor, up) => `Exploration ${de(node)} terminée\u00a0: sa valeur est ${value}${valueFor}.${up}`,
  exitLower: (node, value, up) => `${Le(node)} s’arrête tôt\u00a0: sa valeur est ${value}, une borne\u202f; la valeur exacte n’est pas nécessaire.${up}`,
  exitUpper: (node, who, value, up) =>
    `Exploration ${de(node)} terminée\u00a0: aucun enfant n’a fait mieux que ce que ${who} a déjà ailleurs, donc sa valeur est ${value}, une borne, et ce coup ne sera pas choisi.${up}`,

  ttMiss: (node) => `La table de transposition ne sait encore rien ${de(node)}\u00a0: on l’explore.`,
  ttCut: (node, stored) => `On a déjà exploré ${le(node)}${stored}, assez profondément\u00a0: la valeur stockée suffit, sans nouvelle recherche.`,
  ttSeen: (node, stored) => `On a déjà vu ${le(node)}${stored}, mais cela ne suffit pas ici\u202f; son meilleur coup stocké est essayé en premier.`,
};
