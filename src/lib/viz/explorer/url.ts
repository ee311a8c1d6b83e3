/**
 * @packageDocumentation
 * The explorer in the page's address (`syncUrl`): reading is the `loadUrl`
 * action (reduce.ts, with lib/viz/specUrl.ts); writing is this query string,
 * which the view puts in the address with `replaceState` once the reader
 * pauses. Every other parameter of the page is kept.
 */

import { encodeSpec, mergeSpecIntoSearch } from '../specUrl.ts';
import type { Frame } from './frame.ts';
import type { ExplorerState } from './state.ts';

/** The page's query string (without '?') once the explorer's view is written into `search`. */
export const searchWithView = (state: ExplorerState, frame: Frame, search: string): string =>
  mergeSpecIntoSearch(search, encodeSpec({ ...state.spec, step: frame.step }, state.defaults));
