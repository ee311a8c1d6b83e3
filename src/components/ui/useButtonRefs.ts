/**
 * @packageDocumentation
 * The buttons of a board's grid, by index, so that the arrow keys can move the
 * focus from one to another: `refOf(i)` goes on the i-th button (`ref={refOf(i)}`),
 * `focus(i)` moves the focus to it.
 */

import { useRef } from 'preact/hooks';

export function useButtonRefs() {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  return {
    refOf: (i: number) => (el: HTMLButtonElement | null) => {
      buttons.current[i] = el;
    },
    focus: (i: number) => buttons.current[i]?.focus(),
  };
}
