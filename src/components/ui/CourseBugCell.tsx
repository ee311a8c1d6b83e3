/**
 * @packageDocumentation
 * The frame of a cell that replays a course's program with its bug on or off
 * (lesson 3's `coef` sign, lesson 4's endgame listing): tabs for the cases,
 * the case's board, the fixes the reader toggles, and what the program does
 * beside the exact answer. The islands (`ListingBugs`, `CourseJeuBug`) own
 * the runs and the words; this draws the same frame for both. Render only.
 */

import type { ComponentChildren } from 'preact';
import './cellLayout.css';
import './CourseBugCell.css';
import { Segmented } from './Segmented.tsx';

export interface CourseBugCellProps {
  /** The island's own class (its test hook), beside `bugcell`. */
  readonly class: string;
  /** Which runs are shown (`data-variant`) on which case (`data-case`). */
  readonly variant: string;
  readonly caseId: string;
  /** The cases' tab names, and the one shown. */
  readonly titles: readonly string[];
  readonly which: number;
  readonly onWhich: (i: number) => void;
  /** What the tabs choose, for their group's label ("Board", "Position"). */
  readonly tabsLabel: string;
  readonly board: ComponentChildren;
  /** The toggles: `<label class="bugcell__fix">` each. */
  readonly fixes: ComponentChildren;
  /** What the program does, and the verdict. */
  readonly children: ComponentChildren;
}

export function CourseBugCell(p: CourseBugCellProps) {
  return (
    <div class={`lx bugcell ${p.class}`} data-variant={p.variant} data-case={p.caseId}>
      <Segmented label={p.tabsLabel} segments={p.titles.map((title, i) => [i, title])} value={p.which} onChoose={p.onWhich} />
      <div class="lx-cols">
        <div class="lx-boardcol">{p.board}</div>
        <div class="lx-stack">
          {p.fixes}
          <div class="bugcell__out" aria-live="polite">
            {p.children}
          </div>
        </div>
      </div>
    </div>
  );
}
