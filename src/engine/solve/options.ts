/**
 * @packageDocumentation
 * Solver options, declared once per game and read from text (a command line,
 * a URL) by one function, so that every game accepts the same spellings and
 * rejects the same mistakes by name.
 *
 * A game declares a schema: for each option, its kind (a flag, a whole number
 * in a range, one word of a list) and one line for the help. `readOptions`
 * turns `{ weak: 'true', tableBits: '20' }` into `{ weak: true, tableBits: 20 }`
 * or names the first problem: an option the game does not have, a value of
 * the wrong kind, a number out of its range. Typed options cross the worker
 * boundary as they are (plain data); text is only ever read here.
 */

import { engineError, err, ok, type Result } from '../core/result.ts';

export type OptionSpec =
  | { readonly kind: 'flag'; readonly doc: string }
  | { readonly kind: 'int'; readonly min: number; readonly max: number; readonly doc: string }
  | { readonly kind: 'enum'; readonly values: readonly string[]; readonly doc: string };

/** The value an option of each kind takes once read. */
type ValueOf<S extends OptionSpec> = S extends { kind: 'flag' } ? boolean : S extends { kind: 'int' } ? number : S extends { kind: 'enum'; values: readonly (infer V)[] } ? V : never;

/** The typed options a schema describes; all optional (each game has its defaults). */
export type OptionsOf<Schema extends Record<string, OptionSpec>> = { -readonly [K in keyof Schema]?: ValueOf<Schema[K]> };

const has = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Reads one option's text; the message names the option and what it accepts. */
function readOne(name: string, spec: OptionSpec, text: string): Result<boolean | number | string> {
  switch (spec.kind) {
    case 'flag':
      if (text === 'true' || text === '1' || text === '') return ok(true);
      if (text === 'false' || text === '0') return ok(false);
      return err(engineError('ERR_RANGE', `--${name} must be true or false, not '${text}'`));
    case 'int': {
      const n = /^-?\d{1,9}$/.test(text) ? Number(text) : NaN;
      if (Number.isInteger(n) && n >= spec.min && n <= spec.max) return ok(n);
      return err(engineError('ERR_RANGE', `--${name} must be a whole number from ${spec.min} to ${spec.max}, not '${text}'`));
    }
    case 'enum':
      if (spec.values.includes(text)) return ok(text);
      return err(engineError('ERR_RANGE', `--${name} must be ${spec.values.map((v) => `'${v}'`).join(' or ')}, not '${text}'`));
  }
}

/** Reads options given as text; unknown names and bad values are errors that name them. */
export function readOptions<S extends Record<string, OptionSpec>>(schema: S, raw: Readonly<Record<string, string>>, game: string): Result<OptionsOf<S>> {
  const out: Record<string, boolean | number | string> = {};
  for (const name of Object.keys(raw)) {
    if (!has(schema, name)) {
      const known = Object.keys(schema);
      return err(engineError('ERR_RANGE', `${game} has no option --${name}${known.length ? ` (options: ${known.map((k) => `--${k}`).join(', ')})` : ''}`));
    }
    const v = readOne(name, schema[name], raw[name]);
    if (!v.ok) return v;
    out[name] = v.value;
  }
  return ok(out as OptionsOf<S>);
}

/**
 * Checks options that arrived typed (from a page, through the worker): the
 * same rules as `readOptions`, for values that skipped the text step.
 */
export function checkOptions<S extends Record<string, OptionSpec>>(schema: S, options: object, game: string): Result<OptionsOf<S>> {
  const raw: Record<string, string> = {};
  for (const [k, v] of Object.entries(options)) if (v !== undefined) raw[k] = String(v);
  return readOptions(schema, raw, game);
}

/** One help line per option: `--tableBits N (10..27): log2 of the table's entries`. */
export function optionHelp(schema: Readonly<Record<string, OptionSpec>>): string[] {
  return Object.entries(schema).map(([name, s]) => {
    const form = s.kind === 'flag' ? '[true|false]' : s.kind === 'int' ? `N (${s.min}..${s.max})` : s.values.join('|');
    return `--${name} ${form}: ${s.doc}`;
  });
}

/**
 * Checks a perft depth against the range a game accepts (both ends included):
 * a whole number, so that `1.5`, `NaN` or `1e9` never start a search.
 */
export function checkDepth(depth: number, [lo, hi]: readonly [number, number], game: string): Result<number> {
  if (Number.isInteger(depth) && depth >= lo && depth <= hi) return ok(depth);
  return err(engineError('ERR_RANGE', `${game} perft depth must be a whole number from ${lo} to ${hi}, not ${String(depth)}`));
}

/** Reads a perft depth typed as text: digits only (no `0x10`, `1e3`, `''`), then `checkDepth`. */
export function readDepth(text: string, range: readonly [number, number], game: string): Result<number> {
  const depth = /^\d{1,6}$/.test(text) ? checkDepth(Number(text), range, game) : undefined;
  return depth?.ok ? depth : err(engineError('ERR_RANGE', `${game} perft depth must be a whole number from ${range[0]} to ${range[1]}, not '${text}'`));
}
