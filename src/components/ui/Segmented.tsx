/**
 * A segmented choice: a group of small toggle buttons (`lx-seg`), the chosen one pressed.
 * The group is named by `label`, or by the element whose id is `labelledBy`.
 */

import type { ComponentChildren } from 'preact';

/** A segment: the value it chooses, then its words. */
type Segment<V> = readonly [value: V, words: ComponentChildren];

export interface SegmentedProps<V> {
  readonly label?: string;
  readonly labelledBy?: string;
  /** The segments' values take their type from `value` (a union of words, a number), not the other way round. */
  readonly segments: readonly Segment<NoInfer<V>>[];
  readonly value: V;
  readonly onChoose: (value: NoInfer<V>) => void;
  readonly disabled?: boolean;
}

export function Segmented<V>({ label, labelledBy, segments, value, onChoose, disabled }: SegmentedProps<V>) {
  return (
    <div class="lx-seg" role="group" aria-label={label} aria-labelledby={labelledBy}>
      {segments.map(([v, words]) => (
        <button type="button" class="btn btn--small" aria-pressed={v === value} disabled={disabled} onClick={() => onChoose(v)}>
          {words}
        </button>
      ))}
    </div>
  );
}
