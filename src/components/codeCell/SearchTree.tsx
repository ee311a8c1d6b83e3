/**
 * "See the search": the search's progress or failure, and the visualiser's
 * tree once the worker has recorded it (the island passes the visualiser in,
 * loaded on first use).
 */

import type { ComponentChildren } from 'preact';
import type { SearchState } from '../../lib/codeCell/cell/state.ts';
import { YOU } from '../../lib/codeCell/cell/words.ts';
import './SearchTree.css';

export interface SearchTreeProps {
  readonly search: SearchState;
  readonly headingId: string;
  /** The visualiser, or nothing while it loads. */
  readonly children?: ComponentChildren;
}

export function SearchTree({ search, headingId, children }: SearchTreeProps) {
  return (
    <>
      <div class="cc-search" role="status" aria-live="polite">
        {search.status === 'running' && <p>Searching with {YOU} in the worker…</p>}
        {search.status === 'error' && <p class="message message--error">{search.message}</p>}
      </div>
      {search.status === 'done' && children && (
        <section class="cc-tree" aria-labelledby={headingId}>
          <h3 class="cc-h" id={headingId}>
            The search, {search.where}, with {YOU} (alpha-beta, depth {search.depth})
          </h3>
          {children}
        </section>
      )}
    </>
  );
}
