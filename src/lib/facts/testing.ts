/**
 * @packageDocumentation
 * Helper for the facts tests: the figures a page states, pinned as a table of
 * rows, one test a row. If the engine and a row ever disagree, the page would
 * state something false, so the row fails first.
 */

import { expect, test } from 'vitest';
import { factByName } from './index.ts';

export type FactRow = readonly [key: string, value: number | string];

/** One test a row: the fact `prefix + key` is exactly `value`. */
export function pinFacts(rows: readonly FactRow[], prefix = ''): void {
  test.each(rows)(`${prefix}%s = %s`, (key, value) => {
    expect(factByName(prefix + key)).toBe(value);
  });
}
