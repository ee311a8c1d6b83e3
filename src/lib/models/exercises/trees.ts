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
import type { ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { messages } from '../../../i18n/messages.ts';
import { readIntList, readInteger } from './readers.ts';
import type { Exercise, ExercisePicture, Verdict } from './types.ts';

/** How a search prunes: not at all, the full alpha-beta, or the recursion course's rule (the parent's bound only). */
export type PruneRule = 'minimax' | 'alphabeta' | 'shallow';

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
export function treePicture(tree: ToyTree, t: ExercisesWords = messages().exercises): ExercisePicture {
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
  return { kind: 'text', label: t.trees.picture(writeTree(tree, { compact: true })), text: lines.join('\n') };
}

const list = (xs: readonly number[], none: string) => (xs.length === 0 ? none : xs.join(', '));

/** A tree of a given shape drawn from a seed: small enough to work by hand. */
const drawnTree = (seed: number, depth = 3): ToyTree => randomTree({ seed, depth, branching: depth >= 3 ? [2, 3] : [2, 4], min: 0, max: 20 });

interface TreeSource {
  /** A fixed tree (the course's, the textbook's) or one drawn from the seed, named in the words' language. */
  tree(seed: number, t?: ExercisesWords): { tree: ToyTree; name: string };
}

/** Trees to draw from: fixed ones in turn, or a new one from every seed. */
export const fixedTrees = (trees: readonly { text: string; name: string }[]): TreeSource => ({
  tree: (seed) => {
    const t = trees[((seed % trees.length) + trees.length) % trees.length];
    return { tree: treeOf(t.text), name: t.name };
  },
});
export const seededTrees = (depth = 3): TreeSource => ({ tree: (seed, t = messages().exercises) => ({ tree: drawnTree(seed, depth), name: t.trees.seeded(seed) }) });

interface TreeExerciseSpec {
  readonly id: string;
  readonly title: string;
  readonly courseNote?: string;
  readonly source: TreeSource;
}

/** What every tree exercise takes from its spec: its id, title and note on the course; answered on one line. */
const named = (spec: TreeExerciseSpec) => ({ id: spec.id, title: spec.title, courseNote: spec.courseNote, input: 'line' as const });

/** "What is the tree worth to MAX?" */
export function treeValueExercise(spec: TreeExerciseSpec, t: ExercisesWords = messages().exercises): Exercise<number> {
  const w = t.trees.value;
  return {
    ...named(spec),
    format: t.trees.wholeNumber,
    hint: w.hint,
    instance(seed) {
      const { tree, name } = spec.source.tree(seed, t);
      const value = minimax(toyGame(tree), toyGame(tree).initial()).score;
      return {
        prompt: w.prompt(name),
        picture: treePicture(tree, t),
        answer: value,
        answerText: String(value),
        explanation: w.explanation(value),
      };
    },
    read: (text) => readInteger(text, t.readers),
    check: (given, inst): Verdict => (given === inst.answer ? { right: true, message: w.right(inst.answer) } : { right: false, message: w.wrong(given) }),
  };
}

/** "Prune it yourself: which leaves does the search never read?" */
export function pruneExercise(spec: TreeExerciseSpec & { readonly rule: Exclude<PruneRule, 'minimax'> }, t: ExercisesWords = messages().exercises): Exercise<number[]> {
  const w = t.trees.prune;
  const none = t.trees.none;
  return {
    ...named(spec),
    format: w.format,
    hint: spec.rule === 'alphabeta' ? w.hintAlphabeta : w.hintShallow,
    instance(seed) {
      const { tree, name } = spec.source.tree(seed, t);
      const { read, value } = leavesRead(tree, spec.rule);
      const skipped = leavesSkipped(tree, spec.rule);
      return {
        prompt: w.prompt(name, t.trees.rules[spec.rule]),
        picture: treePicture(tree, t),
        answer: skipped,
        answerText: list(skipped, none),
        explanation: w.explanation(list(read, none), value, list(skipped, none)),
        // The visualiser's exercise mode asks for alpha-beta's cuts, not the course's rule's.
        ...(spec.rule === 'alphabeta' ? { visualiser: { tree: writeTree(tree) } } : {}),
      };
    },
    // "none" reads in every language: a French reader may type either.
    read: (text) => ([none, 'none'].includes(text.trim().toLowerCase()) ? { ok: true, value: [] } : readIntList(text, t.readers)),
    check(given, inst): Verdict {
      const want = new Set(inst.answer);
      const got = new Set(given);
      const missing = [...want].filter((n) => !got.has(n));
      const extra = [...got].filter((n) => !want.has(n));
      if (missing.length === 0 && extra.length === 0) return { right: true, message: inst.answer.length === 0 ? w.rightNone : w.right(inst.answerText) };
      const parts = [extra.length > 0 ? w.extra(list(extra, none), extra.length) : '', missing.length > 0 ? w.missing(missing.length) : ''].filter((p) => p !== '');
      return { right: false, message: w.wrong(parts) };
    },
  };
}

/** "With this window, what does a fail-hard alpha-beta return at the root?" */
export function windowExercise(spec: TreeExerciseSpec, t: ExercisesWords = messages().exercises): Exercise<number> {
  const w = t.trees.window;
  return {
    ...named(spec),
    format: t.trees.wholeNumber,
    hint: w.hint,
    instance(seed) {
      const rnd = seededRandom(seed * 7 + 3);
      const { tree, name } = spec.source.tree(seed, t);
      const game = toyGame(tree);
      const value = minimax(game, game.initial()).score;
      // A window that sometimes holds the value, sometimes lies above or below it.
      const where = pick(rnd, ['below', 'around', 'above'] as const);
      const width = randomInt(rnd, 2, 6);
      const alpha = where === 'below' ? value + randomInt(rnd, 0, 3) : where === 'above' ? value - width - randomInt(rnd, 0, 3) : value - randomInt(rnd, 1, width - 1);
      const beta = alpha + width;
      const got = alphaBeta(game, game.initial(), { alpha, beta, failSoft: false }).score;
      return {
        prompt: w.prompt(name, alpha, beta),
        picture: treePicture(tree, t),
        answer: got,
        answerText: String(got),
        explanation: w.explanation(value, value <= alpha ? w.below(alpha, got) : value >= beta ? w.above(beta, got) : w.inside),
      };
    },
    read: (text) => readInteger(text, t.readers),
    check: (given, inst): Verdict => (given === inst.answer ? { right: true, message: w.right(inst.answer) } : { right: false, message: w.wrong(given) }),
  };
}
