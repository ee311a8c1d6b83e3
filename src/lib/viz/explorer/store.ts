/**
 * @packageDocumentation
 * One explorer's model: its state, the frame that state shows, and
 * `dispatch`, which applies an action (reduce.ts), lets the state follow from
 * its new frame (settle.ts) and recomputes the frame. Synchronous and
 * without a DOM: the tests drive it as the island does, the island's hook
 * only wires it to Preact, the timer, the URL and the keyboard.
 */

import type { ExplorerAction } from './actions.ts';
import { createFramer, type Frame } from './frame.ts';
import type { ExplorerOptions } from './options.ts';
import { reduce } from './reduce.ts';
import { settle, speak } from './settle.ts';
import { initialState, type ExplorerState } from './state.ts';

export interface ExplorerSnapshot {
  readonly state: ExplorerState;
  readonly frame: Frame;
}

export interface Explorer {
  readonly snapshot: ExplorerSnapshot;
  /** Applies an action; returns the new snapshot (the same object when nothing changed). */
  dispatch(action: ExplorerAction): ExplorerSnapshot;
}

export function createExplorer(options: ExplorerOptions): Explorer {
  const frameOf = createFramer(options);
  /** From a state to a snapshot: settle against the frame it came from, then say what the live region says. */
  const advance = (next: ExplorerState, before: Frame | undefined): ExplorerSnapshot => {
    let frame = frameOf(next);
    const settled = settle(next, before, frame);
    if (settled !== next) frame = frameOf(settled);
    return { state: speak(settled, frame, options.lang), frame };
  };
  let snapshot = advance(initialState(options), undefined);
  return {
    get snapshot() {
      return snapshot;
    },
    dispatch(action) {
      const next = reduce(snapshot.state, action, snapshot.frame);
      if (next !== snapshot.state) snapshot = advance(next, snapshot.frame);
      return snapshot;
    },
  };
}
