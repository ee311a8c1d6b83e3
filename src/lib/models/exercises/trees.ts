/**
 * @packageDocumentation
 * Exercises on abstract trees (the toy game), shared by the pages that teach
 * minimax and pruning: the value of a tree, the leaves alpha-beta (or the
 * recursion course's shallow rule) never reads, what a fail-hard search
 * returns for a window. Every answer is the engine's own search on the tree
 * (`search/minimax.ts`, `alphaBeta.ts`, `shallowPruning.ts`), never typed in.
 * Leaves are numbered 1, 2, … from left to right, as the picture shows them;
 * leaf values are for MAX, who moves at the root.
 */

import { pick, randomInt, seededRandom } from '../../../engine/core/random.ts';
import { alphaBeta } from '../../../engine/search/alphaBeta.ts';
import { minimax } from '../../../engine/search/minimax.ts';
import { shallowPruning } from '../../../engine/search/shallowPruning.ts';
import { randomTree } from '../../../engine/games/toy/random.ts';
import { toyGame, type ToyPosition } from '../../../engine/games/toy/toy.ts';
import { parseTree, writeTree, type ToyTree } from '../../../engine/games/toy/tree.ts';
import { readIntList, readInteger } from './readers.ts';
import type { Exercise, ExercisePicture, Verdict } from './types.ts';

/** How a search prunes: not at all, the full alpha-beta, or the recursion course's rule (the parent's bound only). */
export type PruneRule = 'minimax' | 'alphabeta' | 'shallow';

const RULE_WORDS: Record<PruneRule, string> = {
  minimax: 'minimax',
  alphabeta: 'alpha-beta',
  shallow: 'the course’s rule (each node compared with its parent’s bound only)',
};

const treeOf = (text: string): ToyTree => {
  const t = parseTree(text);
  if (!t.ok) throw new Error(`bad built-in tree ${text}: ${t.error.message}`);
  return t.value;
};

/** Leaf numbers (1-based, left to right) by path key. */
function leafNumbers(tree: ToyTree): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (t: ToyTree, path: readonly number[]) => {
    if (typeof t === 'number') out.set(path.join('.'), out.size + 1);
    else t.forEach((c, i) => walk(c, [...path, i]));
  };
  walk(tree, []);
  return out;
}

/** The leaves a search reads, by number, in the order it reads them; and the root's value for MAX. */
export function leavesRead(tree: ToyTree, rule: PruneRule): { read: number[]; value: number } {
  const numbers = leafNumbers(tree);
  const game = toyGame(tree);
  const read: number[] = [];
  const evaluate = (p: ToyPosition) => {
    read.push(numbers.get(p.path.join('.'))!);
    return game.evaluate(p);
  };
  const search = rule === 'minimax' ? minimax : rule === 'alphabeta' ? alphaBeta : shallowPruning;
  const r = search(game, game.initial(), { evaluate });
  return { read, value: r.score };
}

/** The leaves a search never reads, by number. */
export function leavesSkipped(tree: ToyTree, rule: PruneRule): number[] {
  const { read } = leavesRead(tree, rule);
  return [...leafNumbers(tree).values()].filter((n) => !read.includes(n));
}

/** The tree as indented text: MAX and MIN nodes, each leaf with its number and value. */
export function treePicture(tree: ToyTree): ExercisePicture {
  const lines: string[] = ['MAX'];
  let leaf = 0;
  const walk = (t: readonly ToyTree[], depth: number, prefix: string) => {
    t.forEach((c, i) => {
      const last = i === t.length - 1;
      const head = `${prefix}${last ? '└─ ' : '├─ '}`;
      if (typeof c === 'number') lines.push(`${head}#${++leaf}: ${c}`);
      else {
        lines.push(`${head}${depth % 2 === 0 ? 'MIN' : 'MAX'}`);
        walk(c, depth + 1, `${prefix}${last ? '   ' : '│  '}`);
      }
    });
  };
  if (typeof tree === 'number') lines.push(`#1: ${tree}`);
  else walk(tree, 0, '');
  return { kind: 'text', label: `The tree ${writeTree(tree, { compact: true })}, leaves numbered from the left`, text: lines.join('\n') };
}

const list = (xs: readonly number[]) => (xs.length === 0 ? 'none' : xs.join(', '));

/** A tree of a given shape drawn from a seed: small enough to work by hand. */
const drawnTree = (seed: number, depth = 3): ToyTree => randomTree({ seed, depth, branching: depth >= 3 ? [2, 3] : [2, 4], min: 0, max: 20 });

interface TreeSource {
  /** A fixed tree (the course's, the textbook's) or one drawn from the seed. */
  tree(seed: number): { tree: ToyTree; name: string };
}

/** Trees to draw from: fixed ones in turn, or a new one from every seed. */
export const fixedTrees = (trees: readonly { text: string; name: string }[]): TreeSource => ({
  tree: (seed) => {
    const t = trees[((seed % trees.length) + trees.length) % trees.length];
    return { tree: treeOf(t.text), name: t.name };
  },
});
export const seededTrees = (depth = 3): TreeSource => ({ tree: (seed) => ({ tree: drawnTree(seed, depth), name: `the tree of seed ${seed}` }) });

interface TreeExerciseSpec {
  readonly id: string;
  readonly title: string;
  readonly courseNote?: string;
  readonly source: TreeSource;
}

/** What every tree exercise takes from its spec: its id, title and note on the course; answered on one line. */
const named = (spec: TreeExerciseSpec) => ({ id: spec.id, title: spec.title, courseNote: spec.courseNote, input: 'line' as const });

/** "What is the tree worth to MAX?" */
export function treeValueExercise(spec: TreeExerciseSpec): Exercise<number> {
  return {
    ...named(spec),
    format: 'a whole number',
    hint: 'Work from the bottom up: a MAX node takes the largest of its children, a MIN node the smallest.',
    instance(seed) {
      const { tree, name } = spec.source.tree(seed);
      const value = minimax(toyGame(tree), toyGame(tree).initial()).score;
      return {
        prompt: `What is ${name} worth to MAX, who moves at the root?`,
        picture: treePicture(tree),
        answer: value,
        answerText: String(value),
        explanation: `Minimax backs the leaves up level by level: the root, a MAX node, gets ${value}.`,
      };
    },
    read: readInteger,
    check: (given, inst): Verdict =>
      given === inst.answer
        ? { right: true, message: `Right: the tree is worth ${inst.answer}.` }
        : { right: false, message: `Not ${given}: back the values up once more, level by level, MIN nodes taking the smallest child.` },
  };
}

/** "Prune it yourself: which leaves does the search never read?" */
export function pruneExercise(spec: TreeExerciseSpec & { readonly rule: Exclude<PruneRule, 'minimax'> }): Exercise<number[]> {
  const words = RULE_WORDS[spec.rule];
  return {
    ...named(spec),
    format: 'leaf numbers, like 4, 7 (or none)',
    hint:
      spec.rule === 'alphabeta'
        ? 'Carry the window down: a MIN node stops as soon as a child is no better for MAX than what MAX is already sure of higher up; a MAX node stops when a child is at least what MIN is sure of higher up.'
        : 'A node stops as soon as a child’s value makes it worse, for its parent, than the best the parent already has; bounds from higher up are not used.',
    instance(seed) {
      const { tree, name } = spec.source.tree(seed);
      const { read, value } = leavesRead(tree, spec.rule);
      const skipped = leavesSkipped(tree, spec.rule);
      return {
        prompt: `Searching ${name} from left to right, which leaves does ${words} never read?`,
        picture: treePicture(tree),
        answer: skipped,
        answerText: list(skipped),
        explanation: `It reads leaves ${list(read)} in that order and finds the value ${value}; the others (${list(skipped)}) cannot change it.`,
        // The visualiser's exercise mode asks for alpha-beta's cuts, not the course's rule's.
        ...(spec.rule === 'alphabeta' ? { visualiser: { tree: writeTree(tree) } } : {}),
      };
    },
    read: (text) => (text.trim().toLowerCase() === 'none' ? { ok: true, value: [] } : readIntList(text)),
    check(given, inst): Verdict {
      const want = new Set(inst.answer);
      const got = new Set(given);
      const missing = [...want].filter((n) => !got.has(n));
      const extra = [...got].filter((n) => !want.has(n));
      if (missing.length === 0 && extra.length === 0) return { right: true, message: `Right: ${inst.answerText === 'none' ? 'nothing is skipped' : `leaves ${inst.answerText} are never read`}.` };
      const parts = [
        extra.length > 0 ? `leaf ${list(extra)} ${extra.length > 1 ? 'are' : 'is'} read (its value still matters when the search gets there)` : '',
        missing.length > 0 ? `${missing.length} skipped ${missing.length > 1 ? 'leaves are' : 'leaf is'} missing from your list` : '',
      ].filter((p) => p !== '');
      return { right: false, message: `Not quite: ${parts.join('; ')}.` };
    },
  };
}

/** "With this window, what does a fail-hard alpha-beta return at the root?" */
export function windowExercise(spec: TreeExerciseSpec): Exercise<number> {
  return {
    ...named(spec),
    format: 'a whole number',
    hint: 'Fail-hard clamps its answer to the window: a true value at or below α comes back as α, one at or above β as β.',
    instance(seed) {
      const rnd = seededRandom(seed * 7 + 3);
      const { tree, name } = spec.source.tree(seed);
      const game = toyGame(tree);
      const value = minimax(game, game.initial()).score;
      // A window that sometimes holds the value, sometimes lies above or below it.
      const where = pick(rnd, ['below', 'around', 'above'] as const);
      const width = randomInt(rnd, 2, 6);
      const alpha = where === 'below' ? value + randomInt(rnd, 0, 3) : where === 'above' ? value - width - randomInt(rnd, 0, 3) : value - randomInt(rnd, 1, width - 1);
      const beta = alpha + width;
      const got = alphaBeta(game, game.initial(), { alpha, beta, failSoft: false }).score;
      return {
        prompt: `A fail-hard alpha-beta searches ${name} with the window (α, β) = (${alpha}, ${beta}). What does it return at the root?`,
        picture: treePicture(tree),
        answer: got,
        answerText: String(got),
        explanation: `The tree is worth ${value}; ${value <= alpha ? `that is at or below α = ${alpha}, so the search only learns "no more than α" and returns ${got}` : value >= beta ? `that is at or above β = ${beta}, so the search stops with "at least β" and returns ${got}` : `that lies inside the window, so the search returns it exactly`}.`,
      };
    },
    read: readInteger,
    check: (given, inst): Verdict =>
      given === inst.answer
        ? { right: true, message: `Right: ${inst.answer}.` }
        : { right: false, message: `Not ${given}: find the tree's value first, then compare it with the window.` },
  };
}
