/**
 * @packageDocumentation
 * What a page gives the explorer (plain data, as Astro island props), and the
 * spec it starts from. The island's props are these plus how it is drawn
 * (components/islands/SearchExplorer.tsx).
 */

import type { Recording } from '../searchRun.ts';
import { DEFAULT_RANDOM, DEFAULT_SPEC, clampRandom, type ExplorerSpec, type Mode, type VizGame } from '../spec.ts';
import type { Algorithm, Order, Perspective } from '../types.ts';
import type { Locale } from '../../../i18n/locales.ts';

export interface ExplorerOptions {
  /** **lang**: the page's language, for the captions and the live region; English when absent. */
  lang?: Locale;
  /** **game**: 'toy' (abstract trees, default) or 'tictactoe'. */
  game?: VizGame;
  /**
   * **position**: for toy, a tree (`[[3 12 8] [2 4 6] [14 5 2]]`), `example:course`,
   * `example:walkthrough`, `example:textbook` or `random`; for tic-tac-toe, nine
   * cells (`x.o.o.x..`). Default `example:course`.
   */
  position?: string;
  /** **algorithm**: 'minimax', 'negamax', 'alphabeta' (default) or 'shallow' (the course's shallow pruning). */
  algorithm?: Algorithm;
  /** **order**: 'natural' (default), 'best-first' or 'worst-first'. */
  order?: Order;
  /** **perspective**: 'max' (values for MAX, default) or 'mover' (for the side to move, as negamax). */
  perspective?: Perspective;
  /** **depth**: search depth in plies; default to the end of the game. */
  depth?: number;
  /** **failSoft**: alpha-beta returns what it saw (true, default) or clamps to the window. */
  failSoft?: boolean;
  /** **tt**: alpha-beta with a transposition table; default false. */
  tt?: boolean;
  /** **rootPlayer**: who moves at the root of a typed or random tree; default 'max'. */
  rootPlayer?: 'max' | 'min';
  /** **seed**, **treeDepth**, **branching**, **values**: the random tree (position="random"). */
  seed?: number;
  treeDepth?: number;
  branching?: number | [number, number];
  values?: [number, number];
  /** **step**: the step shown on load (a number or 'end'); default 0 (paused before the start). */
  step?: number | 'end';
  /** **mode**: 'watch' (default) or 'exercise'. */
  mode?: Mode;
  /** **labels**: node names by path of child indices ("0.1": "B"). */
  labels?: Record<string, string>;
  /** **maxEvents**: recording cap; default 24,000 events. */
  maxEvents?: number;
  /**
   * **marks**: steps that the page's prose talks about, as buttons under the
   * timeline ("A is done", "B is cut"): each names a node by its path of
   * child indices ("0" for the root's first child, "" for the root) and the
   * event to stop after (its `exit`, its `cutoff`, or its `enter`). A mark
   * that does not happen in the current search is left out.
   */
  marks?: readonly StepMark[];
  /**
   * **recording**: a search recorded elsewhere (`recordingFromEvents`, e.g. in
   * the code cell's worker with the reader's evaluation), shown instead of
   * running one; give `game`, `position`, `depth` to match it, use
   * `controls="player"`, and a new `key` for a new recording. Not for Astro
   * props (it is not plain data): for islands that embed the explorer.
   */
  recording?: Recording;
}

export interface StepMark {
  readonly label: string;
  readonly node: string;
  readonly event: 'enter' | 'exit' | 'cutoff';
}

/** The step (events shown) of each mark in a recording: just after the named event of the named node. */
export function markSteps(recording: Recording, marks: readonly StepMark[]): { label: string; step: number }[] {
  const out: { label: string; step: number }[] = [];
  for (const m of marks) {
    const k = recording.events.findIndex((e) => e.type === m.event && recording.model.nodes[e.node]?.path.join('.') === m.node);
    if (k >= 0) out.push({ label: m.label, step: k + 1 });
  }
  return out;
}

/** The spec a page's options describe: every option left out takes the visualiser's default. */
export function specFromOptions(p: ExplorerOptions): ExplorerSpec {
  const game = p.game ?? DEFAULT_SPEC.game;
  const b = p.branching;
  const random = clampRandom({
    ...DEFAULT_RANDOM,
    ...(p.seed !== undefined ? { seed: p.seed } : {}),
    ...(p.treeDepth !== undefined ? { depth: p.treeDepth } : {}),
    ...(b !== undefined ? { branching: typeof b === 'number' ? [b, b] : [b[0], b[1]] } : {}),
    ...(p.values ? { min: p.values[0], max: p.values[1] } : {}),
  });
  return {
    ...DEFAULT_SPEC,
    game,
    position: p.position ?? (game === 'tictactoe' ? 'x.o.o.x..' : DEFAULT_SPEC.position),
    random,
    rootPlayer: p.rootPlayer ?? 'max',
    algorithm: p.algorithm ?? DEFAULT_SPEC.algorithm,
    order: p.order ?? 'natural',
    perspective: p.perspective ?? (p.algorithm === 'negamax' ? 'mover' : 'max'),
    depth: p.depth && p.depth > 0 ? p.depth : Infinity,
    failSoft: p.failSoft ?? true,
    tt: p.tt ?? false,
    step: p.step === 'end' ? Number.MAX_SAFE_INTEGER : (p.step ?? 0),
    mode: p.mode ?? 'watch',
  };
}
