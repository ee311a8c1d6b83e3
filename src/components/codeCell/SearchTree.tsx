/**
 * "See the search": the search's progress or failure, and the visualiser's
 * tree once the worker has recorded it (the island passes the visualiser in,
 * loaded on first use).
 */

import type { ComponentChildren } from 'preact';
import type { SearchState } from '../../lib/codeCell/cell/state.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import './SearchTree.css';

export interface SearchTreeProps {
  readonly search: SearchState;
  readonly headingId: string;
  /** The visualiser, or nothing while it loads. */
  readonly children?: ComponentChildren;
  readonly t: CodeCellWords;
}

export function SearchTree({ search, headingId, children, t }: SearchTreeProps) {
  return (
    <>
      <div class="cc-search" role="status" aria-live="polite">
        {search.status === 'running' && <p>{t.searching}</p>}
        {search.status === 'error' && <p class="message message--error">{search.message}</p>}
      </div>
      {search.status === 'done' && children && (
        <section class="cc-tree" aria-labelledby={headingId}>
          <h3 class="cc-h" id={headingId}>
            {t.treeHeading(search.where, search.depth)}
          </h3>
          {children}
        </section>
      )}
    </>
  );
}
