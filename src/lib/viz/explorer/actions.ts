/**
 * @packageDocumentation
 * Everything a reader (or a timer, or a link) can do to the explorer, as
 * plain data. The reducer (reduce.ts) says what each one does to the state;
 * the views only say which one happened.
 */

import type { Rect } from '../display.ts';
import type { Recording } from '../searchRun.ts';
import type { ExplorerSpec, Mode } from '../spec.ts';
import type { TreeMove } from '../treeNav.ts';

export type ExplorerAction =
  // --- the search shown: the settings, the mode, a link, a recording made elsewhere
  | { readonly type: 'spec'; readonly patch: Partial<ExplorerSpec> }
  | { readonly type: 'mode'; readonly mode: Mode }
  /** A new random tree: the next seed. */
  | { readonly type: 'anotherTree' }
  /** The page's query string, read once after hydration (`syncUrl`). */
  | { readonly type: 'loadUrl'; readonly search: string }
  | { readonly type: 'recording'; readonly recording: Recording | undefined }
  // --- the timeline: the transport, the scrubber, the marks, the keys, the play timer
  /** Go to a step (clamped to the search; stops playing). */
  | { readonly type: 'goTo'; readonly step: number }
  /** Steps forward or back from the step shown (stops playing). */
  | { readonly type: 'stepBy'; readonly by: number }
  /** The play button: playing from the end starts again from step 0. */
  | { readonly type: 'play'; readonly playing: boolean }
  /** Space: play or pause; at the end, play again from the start. */
  | { readonly type: 'togglePlay' }
  /** The play timer: one step forward while playing. */
  | { readonly type: 'tick' }
  | { readonly type: 'speed'; readonly speed: number }
  // --- the tree: levels, branches, selection, pointer, keyboard, zoom
  /** The levels menu (Infinity: all); opened and folded branches are forgotten. */
  | { readonly type: 'levels'; readonly levels: number }
  /** Show a node in the node panel (null: follow the search). */
  | { readonly type: 'select'; readonly key: string | null }
  /** Open or fold the branch below a node. */
  | { readonly type: 'toggle'; readonly key: string }
  /** A click (or Enter) on a node: select it, and open or fold what it hides. */
  | { readonly type: 'nodeClick'; readonly key: string }
  | { readonly type: 'hover'; readonly key: string | null }
  /** An arrow key on a node: the focus moves to its parent, first child or a sibling. */
  | { readonly type: 'treeMove'; readonly from: string; readonly move: TreeMove }
  | { readonly type: 'nodeFocus'; readonly key: string }
  /** The focus left the tree; into the node panel, the node looked at stays there (selected) so its buttons act on it. */
  | { readonly type: 'nodeBlur'; readonly intoPanel: boolean }
  /** A zoom or pan ended: the part of the tree on screen. */
  | { readonly type: 'viewport'; readonly rect: Rect | undefined }
  | { readonly type: 'settingsOpen'; readonly open: boolean }
  // --- exercise mode ("prune it yourself")
  | { readonly type: 'answer'; readonly key: string; readonly text: string }
  /** Mark or unmark the branch to a node as cut. */
  | { readonly type: 'cut'; readonly key: string }
  | { readonly type: 'check' }
  /** Show or hide the solution. */
  | { readonly type: 'reveal' };
