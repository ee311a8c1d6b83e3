/**
 * The visualiser's captions in English (src/lib/viz/captions.ts decides which
 * sentence a step needs; this file only words it). Nodes arrive as `NodeRef`s
 * so that each language names them with its own articles; scores arrive
 * already written (src/lib/viz/format.ts), counts as numbers.
 *
 * Sentences that add to a caption start with a space.
 */
import type { NodeRef } from '../../lib/viz/types.ts';
import { nameNode } from './nodeNames.ts';

type Bound = 'lower' | 'upper' | undefined;

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** "the root", "B", "node 2.1", "the position after X5 O1", "move 3". */
const name = (n: NodeRef): string =>
  nameNode(n, { root: 'the root', numbered: (text) => `node ${text}`, after: (moves) => `the position after ${moves}`, move: (move) => `move ${move}` });
const Name = (n: NodeRef): string => cap(name(n));

/** "1st", "2nd", "3rd", "4th"... */
function ordinal(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

const count = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${n === 1 ? word : `${word}s`}`;
const boundWord = (bound: Bound): string => (bound === 'lower' ? 'at least' : bound === 'upper' ? 'at most' : '');

export const en = {
  name,
  noEvents: 'Nothing to show: the search recorded no event.',
  paused: 'Paused before the search starts. Step forward (→) to enter the root.',
  step: (step: number, total: number): string => `Step ${step} of ${total}. `,
  nodeOf: (player: string): string => `a ${player} node`,
  toMove: (player: string): string => `${player} to move`,
  forPlayer: (player: string): string => ` for ${player}`,
  forMover: (me: string): string => ` for ${me}, the side to move`,

  enter: (node: NodeRef, parent: NodeRef | undefined, role: string): string => `Enter ${name(node)}${parent ? ` (from ${name(parent)})` : ''}, ${role}.`,
  minimaxRule: (largest: boolean, players?: readonly [string, string]): string =>
    ` Its value will be the ${largest ? 'largest' : 'smallest'} of its children’s values${players ? ` (${players[0]} maximises, ${players[1]} minimises)` : ''}.`,
  negamaxRule: (node: NodeRef): string =>
    ` Every value is read for the side to move: a child’s value is negated on its way up, and ${name(node)} keeps the largest.`,
  shallowRule: (node: NodeRef, parent: NodeRef): string =>
    ` Shallow pruning: ${name(node)} is compared only with ${name(parent)}’s best so far, never with anything known further up.`,
  moverWindow: (window: string, me: string): string => ` Window (alpha, beta) = ${window} for ${me}: a move scoring beta or more ends the search here.`,
  fullWindow: (alpha: string, beta: string): string => ` Window α = ${alpha}, β = ${beta}: nothing is known yet, every child counts.`,
  knownWindow: (w: { window: string; alpha?: string; beta?: string; max: string; min: string; node: NodeRef; maxNode: boolean }): string => {
    const parts: string[] = [];
    if (w.alpha !== undefined) parts.push(`α = ${w.alpha}: ${w.max} already has ${w.alpha} elsewhere`);
    if (w.beta !== undefined) parts.push(`β = ${w.beta}: ${w.min} already has ${w.beta} elsewhere`);
    return ` Window ${w.window}. ${cap(parts.join('; '))}. ${Name(w.node)} stops as soon as its value ${w.maxNode ? 'reaches β' : 'drops to α'}.`;
  },

  leaf: (node: NodeRef, value: string, valueFor: string): string => `${Name(node)} is a leaf: its value is ${value}${valueFor}.`,
  draw: 'a draw',
  won: (player: string): string => `${player} has won`,
  gameOver: (node: NodeRef, result: string, value: string, valueFor: string): string => `The game is over at ${name(node)}: ${result}, worth ${value}${valueFor}.`,
  horizon: (node: NodeRef, value: string, valueFor: string): string =>
    `${Name(node)} is at the depth limit: the static evaluation guesses ${value}${valueFor}.`,
  shortcut: (node: NodeRef, value: string, valueFor: string): string => `A shortcut settles ${name(node)} without searching it: worth ${value}${valueFor}.`,

  /** The child a value came from: its rank among its siblings (when drawn) and its name. */
  from: (rank: number | undefined, child: NodeRef): string => `${rank === undefined ? '' : `its ${ordinal(rank)} child, `}${name(child)}`,
  bestSoFar: (node: NodeRef, value: string, from: string): string => `Best so far at ${name(node)}: ${value}, from ${from}.`,
  minHolds: (node: NodeRef, min: string, max: string, value: string, from: string): string =>
    `At ${name(node)}, ${min} can hold ${max} to ${value} so far, thanks to ${from}.`,
  moverBest: (node: NodeRef, me: string, value: string, from: string): string => `Best so far at ${name(node)}, for ${me}: ${value}, from ${from}.`,
  alphaRises: (alpha: string): string => ` α rises to ${alpha}.`,
  alphaKept: (alpha: string, max: string): string => ` That is no better than α = ${alpha}, which ${max} already has elsewhere.`,
  betaDrops: (beta: string): string => ` β drops to ${beta}.`,
  betaKept: (beta: string, min: string): string => ` That is no lower than β = ${beta}, which ${min} already has elsewhere.`,
  moverAlphaRises: (alpha: string): string => ` alpha rises to ${alpha}.`,
  moverAlphaKept: (alpha: string): string => ` That does not beat alpha = ${alpha}.`,
  emptyWindow: (node: NodeRef): string => ` The window is now empty, but ${name(node)} has no child left to skip.`,

  /** What a cut skips: `stubs` children of `node`, `skipped` positions in all. */
  pruned: (node: NodeRef, stubs: number, skipped: number): string =>
    cap(
      `${stubs === 1 ? `the remaining child of ${name(node)} cannot` : `the ${stubs} remaining children of ${name(node)} cannot`} change the result: pruned (${count(skipped, 'position')} skipped).`,
    ),
  cutAtMax: (alpha: string, beta: string, max: string, min: string, node: NodeRef, pruned: string): string =>
    `α = ${alpha} ≥ β = ${beta}: ${min} already has a line that holds ${max} to ${beta}, so it will steer play away from ${name(node)}. ${pruned}`,
  cutAtMin: (alpha: string, beta: string, max: string, node: NodeRef, pruned: string): string =>
    `β = ${beta} ≤ α = ${alpha}: ${max} already has a line worth ${alpha}, so it will steer play away from ${name(node)}. ${pruned}`,
  moverCut: (alpha: string, beta: string, them: string, node: NodeRef, pruned: string): string =>
    `alpha = ${alpha} ≥ beta = ${beta}: ${them} will never let play reach ${name(node)}. ${pruned}`,

  backUp: (parent: NodeRef): string => ` It goes back up to ${name(parent)}.`,
  rootDone: (node: NodeRef, value: string): string => `${Name(node)} is done: ${value}.`,
  searchOver: (node: NodeRef, value: string, valueFor: string, bound: Bound, best?: { rank: number | undefined; child: NodeRef }): string => {
    const exact = bound === undefined ? '' : ` (${boundWord(bound)}: the root’s window was not the full one)`;
    const by = best ? `, by ${best.rank === undefined ? '' : `its ${ordinal(best.rank)} child`} (${name(best.child)})` : '';
    return `The search is over: ${name(node)} is worth ${value}${valueFor}${exact}${by}. The principal variation, the line both sides would play, is highlighted.`;
  },
  /** A value that may be only a bound: "at least 3", "at most 3", " 3". */
  bounded: (bound: Bound, value: string): string => `${boundWord(bound)} ${value}`,
  ttSettled: (node: NodeRef, value: string, up: string): string => `${Name(node)} is settled by the transposition table: ${value}.${up}`,
  exitExact: (node: NodeRef, value: string, valueFor: string, up: string): string => `${Name(node)} is done: its value is ${value}${valueFor}.${up}`,
  exitLower: (node: NodeRef, value: string, up: string): string => `${Name(node)} stops early: its value is ${value}, a bound; the exact value is not needed.${up}`,
  exitUpper: (node: NodeRef, who: string, value: string, up: string): string =>
    `${Name(node)} is done: no child did better than what ${who} already has elsewhere, so its value is ${value}, a bound, and it will not be chosen.${up}`,

  ttMiss: (node: NodeRef): string => `The transposition table has nothing on ${name(node)} yet: search it.`,
  ttCut: (node: NodeRef, stored: string): string => `${Name(node)} was searched before${stored}, deeply enough: the stored value settles it without a search.`,
  ttSeen: (node: NodeRef, stored: string): string =>
    `${Name(node)} was seen before${stored}, but that does not settle it here; its stored best move is tried first.`,
};

/** The caption sentences in any language: the English set's shape. */
export type CaptionWords = typeof en;
