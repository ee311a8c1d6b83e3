/**
 * @packageDocumentation
 * Checks for task inputs that came from a page: whole numbers in a range,
 * one word of a list, each failing with a sentence that names the field.
 */

import { engineError, err, ok, type Result } from '../core/result.ts';

/** `value` as a whole number from `min` to `max`, or the problem. */
export function wholeNumber(name: string, value: unknown, min: number, max: number): Result<number> {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return ok(value);
  return err(engineError('ERR_RANGE', `${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`));
}

/** `value` as one of `values`, or the problem. */
export function oneOf<T extends string>(name: string, value: unknown, values: readonly T[]): Result<T> {
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return ok(value as T);
  return err(engineError('ERR_RANGE', `${name} must be ${values.map((v) => `'${v}'`).join(', ')}, not ${JSON.stringify(value)}`));
}
