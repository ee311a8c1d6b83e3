/**
 * @packageDocumentation
 * A check for what a task's schema cannot say (`solve/options.ts` checks the
 * input's shape and fixed ranges): a whole number in a range that depends on
 * the position, such as a score on the board being played.
 */

import { engineError, err, ok, type Result } from '../core/result.ts';

/** `value` as a whole number from `min` to `max`, or the problem. */
export function wholeNumber(name: string, value: unknown, min: number, max: number): Result<number> {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return ok(value);
  return err(engineError('ERR_RANGE', `${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`));
}
