/**
 * @packageDocumentation
 * Facts of the alpha-beta playground (`/alpha-beta/`): the recursion course's
 * worked tree and pruning walk-through, and the textbook tree, as the engine
 * computes them from the trees in `lib/viz/examples.ts`: leaves, the values at
 * each level, the root's value and move, the bounds and cuts of the
 * walk-through.
 */

import { unwrap } from '../../engine/core/result.ts';
import { toyGame } from '../../engine/games/toy/toy.ts';
import { parseTree, writeTree, type ToyTree } from '../../engine/games/toy/tree.ts';
import { minimax } from '../../engine/search/minimax.ts';
import { recorder } from '../../engine/search/trace.ts';
import { exampleById } from '../viz/examples.ts';
import { runSearch, type Recording } from '../viz/searchRun.ts';
import { DEFAULT_SPEC, type ExplorerSpec } from '../viz/spec.ts';
import type { Locale } from '../../i18n/locales.ts';
import { defineFacts, type FactDef } from './registry.ts';

const tree = (id: string): ToyTree => unwrap(parseTree(exampleById(id)!.tree));

/** A recording of a built-in example (they always run: a failure is a bug here). */
function record(spec: Partial<ExplorerSpec>): Recording {
  const r = runSearch({ ...DEFAULT_SPEC, ...spec });
  if (!r.ok) throw new Error(`alpha-beta facts: ${r.error.message}`);
  return r.value;
}

/** Leaf values left to right. */
const leaves = (t: ToyTree): number[] => (typeof t === 'number' ? [t] : t.flatMap(leaves));

/** The nodes at `depth` (0 the root), left to right. */
const level = (t: ToyTree, depth: number): ToyTree[] => (depth === 0 ? [t] : typeof t === 'number' ? [] : t.flatMap((c) => level(c, depth - 1)));

/**
 * The value for MAX of every node at `ply` (0 the root), left to right, read
 * from the engine's own minimax: its exit events score for the side to move,
 * so a MIN node's score changes sign.
 */
function levelValues(t: ToyTree, ply: number): number[] {
  const g = toyGame(t);
  const rec = recorder();
  minimax(g, g.initial(), { observer: rec });
  const plies: number[] = [];
  const players: number[] = [];
  const out: number[] = [];
  for (const e of rec.events) {
    if (e.type === 'enter') {
      plies[e.node] = e.ply;
      players[e.node] = e.player;
    } else if (e.type === 'exit' && plies[e.node] === ply) out.push(players[e.node] === 0 ? e.score : 0 - e.score);
  }
  return out;
}

/** Ordinals in each language, for the pages' « the third move », « le troisième coup ». */
const ORDINALS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['first', 'second', 'third', 'fourth', 'fifth'],
  fr: ['premier', 'deuxième', 'troisième', 'quatrième', 'cinquième'],
};
const list = (xs: readonly number[]) => xs.join(', ');
/** The index of the worked tree's best root move. */
const rootBest = (): number => minimax(toyGame(tree('course')), toyGame(tree('course')).initial()).best ?? 0;
const groups = (t: ToyTree, depth: number) => level(t, depth).map((n) => writeTree(n, { compact: true })).join(' ');

/** The walk-through's cuts, read from the real alpha-beta's events (MIN at the root, as the course reads it). */
function walkthrough() {
  const rec = record({ position: 'example:walkthrough', algorithm: 'alphabeta', failSoft: false });
  const cuts = rec.events.filter((e) => e.type === 'cutoff');
  // Children of the MIN root are MAX nodes: their events score for MAX already.
  const exitOf = (node: number) => rec.events.find((e) => e.type === 'exit' && e.node === node);
  const children = rec.model.nodes[0].children.filter((i) => rec.model.nodes[i].kind === 'searched');
  const a = exitOf(children[0]);
  const c = exitOf(children[2]);
  return {
    firstBound: a && a.type === 'exit' ? a.score : NaN,
    bCut: cuts[0]?.type === 'cutoff' ? cuts[0].score : NaN,
    cValue: c && c.type === 'exit' ? c.score : NaN,
    dCut: cuts[1]?.type === 'cutoff' ? cuts[1].score : NaN,
    cuts: cuts.length,
  };
}

const defs = {
  'course.leafCount': { label: { en: 'leaves of the course’s worked tree', fr: 'feuilles de l’arbre détaillé du cours' }, compute: () => leaves(tree('course')).length },
  'course.leaves': { label: { en: 'the course’s leaf values, left to right', fr: 'les valeurs des feuilles du cours, de gauche à droite' }, compute: () => list(leaves(tree('course'))) },
  'course.level3': { label: { en: 'values at level 3 (MAX) of the worked tree', fr: 'valeurs au niveau 3 (MAX) de l’arbre détaillé' }, compute: () => list(levelValues(tree('course'), 2)) },
  'course.level2': { label: { en: 'values at level 2 (MIN) of the worked tree', fr: 'valeurs au niveau 2 (MIN) de l’arbre détaillé' }, compute: () => list(levelValues(tree('course'), 1)) },
  'course.root': { label: { en: 'value of the worked tree', fr: 'valeur de l’arbre détaillé' }, compute: () => minimax(toyGame(tree('course')), toyGame(tree('course')).initial()).score },
  'course.rootMove': {
    label: { en: 'the root’s best move in the worked tree, as an ordinal', fr: 'le meilleur coup de la racine dans l’arbre détaillé, en ordinal' },
    compute: () => ORDINALS.en[rootBest()],
    words: (locale) => ORDINALS[locale][rootBest()],
  },
  'course.level3Groups': { label: { en: 'leaves grouped under the level-3 nodes', fr: 'feuilles groupées sous les nœuds du niveau 3' }, compute: () => groups(tree('course'), 2) },
  'course.level2Groups': {
    label: { en: 'level-3 values grouped under the level-2 nodes', fr: 'valeurs du niveau 3 groupées sous les nœuds du niveau 2' },
    compute: () => {
      const values = levelValues(tree('course'), 2);
      let i = 0;
      return level(tree('course'), 1)
        .map((n) => `[${(typeof n === 'number' ? [n] : n.map(() => values[i++])).join(' ')}]`)
        .join(' ');
    },
  },
  'walkthrough.firstBound': { label: { en: 'A’s value, the walk-through’s first bound', fr: 'la valeur de A, première borne du déroulé' }, compute: () => walkthrough().firstBound },
  'walkthrough.bCut': { label: { en: 'the value that cuts B', fr: 'la valeur qui coupe B' }, compute: () => walkthrough().bCut },
  'walkthrough.cValue': { label: { en: 'C’s value, the new bound', fr: 'la valeur de C, la nouvelle borne' }, compute: () => walkthrough().cValue },
  'walkthrough.dCut': { label: { en: 'the value that cuts D', fr: 'la valeur qui coupe D' }, compute: () => walkthrough().dCut },
  'textbook.value': { label: { en: 'value of the textbook tree', fr: 'valeur de l’arbre du manuel' }, compute: () => minimax(toyGame(tree('textbook')), toyGame(tree('textbook')).initial()).score },
  'textbook.saved': {
    label: { en: 'leaves alpha-beta skips on the textbook tree', fr: 'feuilles que l’alpha-bêta saute dans l’arbre du manuel' },
    compute: () => {
      const ab = record({ position: 'example:textbook', algorithm: 'alphabeta' });
      return record({ position: 'example:textbook', algorithm: 'minimax' }).result!.stats.leaves - ab.result!.stats.leaves;
    },
  },
} satisfies Record<string, FactDef>;

export const ALPHABETA_FACTS = defineFacts('alphabeta', defs);
