/**
 * @packageDocumentation
 * Everything the explorer remembers, as one immutable value. The spec (which
 * tree, which search, which step) is the part a link carries; the rest is the
 * reader's view of it: playing or not, what is selected, hovered or focused,
 * which branches are open, the exercise's answers. What follows from the state
 * (the search's recording, the layout, the picture...) is not stored here: the
 * frame computes it (frame.ts).
 */

import type { ExerciseReport } from '../exercise.ts';
import type { Rect } from '../display.ts';
import type { Recording } from '../searchRun.ts';
import type { ExplorerSpec } from '../spec.ts';
import type { IgnoredParam } from '../../url/query.ts';
import { specFromOptions, type ExplorerOptions } from './options.ts';

export interface ExplorerState {
  /** The page's spec (from its options): a link says only what differs from it. */
  readonly defaults: ExplorerSpec;
  readonly spec: ExplorerSpec;
  /** A search recorded elsewhere (the code cell's), shown instead of running the spec's. */
  readonly external?: Recording;
  /** Link parameters that could not be used, with why. */
  readonly ignored: readonly IgnoredParam[];
  /** The step a link asked for, checked against the search's length once that search has run. */
  readonly linkStep?: number;
  readonly playing: boolean;
  /** Steps per second while playing. */
  readonly speed: number;
  /** The node the reader picked (null: the node panel follows the search). */
  readonly selected: string | null;
  readonly hover: string | null;
  /** The node in the Tab order (the last one the keyboard reached). */
  readonly roving: string | null;
  /** The node that has the keyboard focus now. */
  readonly focused: string | null;
  /** A node the arrow keys moved to, which the view must focus (and bring into view). */
  readonly pendingFocus: string | null;
  /** Pruned stubs and ghosts opened, searched nodes folded, and how many levels are drawn (null: as the tree's size says). */
  readonly expanded: ReadonlySet<string>;
  readonly collapsed: ReadonlySet<string>;
  readonly levels: number | null;
  /** Exercise mode: typed values by node key, branches marked as cut, the last check, the solution shown. */
  readonly answers: Readonly<Record<string, string>>;
  readonly cuts: ReadonlySet<string>;
  readonly report?: ExerciseReport;
  readonly revealed: boolean;
  readonly settingsOpen: boolean;
  /** The part of the tree on screen (tree coordinates) after a zoom or pan; undefined: the whole view box. */
  readonly visibleRect?: Rect;
  /** What the live region says: every step when stepping by hand, only cuts and the end while playing. */
  readonly spoken: string;
}

const NONE: ReadonlySet<string> = new Set();

/** The reader's view of a tree, as it is for a tree just drawn. */
export const FRESH_VIEW = {
  expanded: NONE,
  collapsed: NONE,
  levels: null,
  selected: null,
  roving: null,
  focused: null,
  answers: {},
  cuts: NONE,
  report: undefined,
  revealed: false,
} as const satisfies Partial<ExplorerState>;

export function initialState(options: ExplorerOptions): ExplorerState {
  const defaults = specFromOptions(options);
  return {
    defaults,
    spec: defaults,
    ...(options.recording ? { external: options.recording } : {}),
    ignored: [],
    playing: false,
    speed: 2,
    hover: null,
    pendingFocus: null,
    ...FRESH_VIEW,
    settingsOpen: true,
    spoken: '',
  };
}
