/**
 * A legend under a board: each entry a coloured swatch (a `<span>` its classes paint) and the
 * words it stands for. `children` adds entries drawn otherwise (icons), after the swatches.
 */

import type { ComponentChildren } from 'preact';

/** An entry: the swatch's classes, then its words. */
export type SwatchEntry = readonly [swatch: string, words: ComponentChildren];

export interface SwatchLegendProps {
  readonly class: string;
  /** The list's accessible name ("Legend"). */
  readonly label: string;
  readonly entries: readonly SwatchEntry[];
  readonly children?: ComponentChildren;
}

export function SwatchLegend({ class: cls, label, entries, children }: SwatchLegendProps) {
  return (
    <ul class={cls} aria-label={label}>
      {entries.map(([swatch, words]) => (
        <li key={swatch}>
          <span class={swatch} aria-hidden="true" /> {words}
        </li>
      ))}
      {children}
    </ul>
  );
}
