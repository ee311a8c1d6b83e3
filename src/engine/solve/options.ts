/**
 * @packageDocumentation
 * The engine's input schemas, declared once and checked in one place: a
 * solver's options (read from text: a command line, a URL) and an engine
 * task's input (JSON from a page or the CLI), so that every entry point
 * accepts the same spellings and rejects the same mistakes by name.
 *
 * A schema gives, for each field, its kind (a flag, a whole number in a range,
 * one word of a list, a string of bounded length, or a nested record of
 * fields), whether it is required, and one line for the help.
 *
 * - `readOptions` turns `{ weak: 'true', tableBits: '20' }` into
 *   `{ weak: true, tableBits: 20 }` or names the first problem: an option the
 *   game does not have, a value of the wrong kind, a number out of its range.
 * - `checkOptions` holds typed options (from a page, through the worker) to
 *   the same rules.
 * - `checkInput` checks a task's JSON input: an object, no unknown field,
 *   every required one, each of its kind; a mistake is named by its path
 *   ("side A's depth must be ...", "position must be a string ..., not an
 *   object"). After it, a task's code can trust the types of its input.
 *
 * `OptionsOf<typeof SCHEMA>` is the typed value a schema describes, so the
 * type a page builds and the check the engine makes come from one place.
 */

import { engineError, err, ok, type Result } from '../core/result.ts';

interface Common {
  /** One line for the help. */
  readonly doc: string;
  /** Must be given (task inputs); options are all optional. */
  readonly required?: true;
}

export type OptionSpec =
  | ({ readonly kind: 'flag' } & Common)
  | ({ readonly kind: 'int'; readonly min: number; readonly max: number } & Common)
  | ({ readonly kind: 'enum'; readonly values: readonly string[] } & Common)
  | ({ readonly kind: 'text'; readonly maxLength: number } & Common)
  | ({ readonly kind: 'record'; readonly fields: Schema; readonly label?: string } & Common);

/** Fields by name. */
export type Schema = { readonly [name: string]: OptionSpec };

/** The value an option of each kind takes once read. */
type ValueOf<S extends OptionSpec> = S extends { kind: 'flag' }
  ? boolean
  : S extends { kind: 'int' }
    ? number
    : S extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : S extends { kind: 'text' }
        ? string
        : S extends { kind: 'record'; fields: infer F extends Schema }
          ? OptionsOf<F>
          : never;

type RequiredKeys<S extends Schema> = { [K in keyof S]: S[K] extends { required: true } ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] };

/** The typed value a schema describes: required fields present, the others optional. */
export type OptionsOf<S extends Schema> = Flat<
  { -readonly [K in Exclude<keyof S, RequiredKeys<S>>]?: ValueOf<S[K]> } & { -readonly [K in RequiredKeys<S>]: ValueOf<S[K]> }
>;

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
    case 'text':
      if (text.length <= spec.maxLength) return ok(text);
      return err(engineError('ERR_RANGE', `--${name} is longer than ${spec.maxLength} characters`));
    case 'record':
      return err(engineError('ERR_INPUT', `--${name} cannot be written on a command line`));
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
export function checkOptions<S extends Record<string, OptionSpec>>(schema: S, options: unknown, game: string): Result<OptionsOf<S>> {
  if (!isRecord(options)) return err(engineError('ERR_INPUT', `${game}'s options must be an object, not ${describe(options)}`));
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (!has(schema, name)) return readOptions(schema, { [name]: '' }, game); // the same message as on a command line
    const spec = schema[name];
    const plain = typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string';
    if (!plain || (spec.kind === 'int' && typeof value !== 'number') || (spec.kind === 'flag' && typeof value !== 'boolean')) {
      return err(engineError('ERR_INPUT', `--${name} must be ${KIND_WORDS[spec.kind]}, not ${describe(value)}`));
    }
  }
  const raw: Record<string, string> = {};
  for (const [k, v] of Object.entries(options)) if (v !== undefined) raw[k] = String(v);
  return readOptions(schema, raw, game);
}

const KIND_WORDS: Readonly<Record<OptionSpec['kind'], string>> = {
  flag: 'true or false',
  int: 'a whole number',
  enum: 'a word',
  text: 'a string',
  record: 'an object',
};

/** A plain object (not null, not an array). */
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as an error message names it: short, and its kind when it is not a plain value. */
function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (v === undefined) return 'nothing';
  const json = JSON.stringify(v);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

/** One field of a task's input; `path` names it in messages ("depth", "side A's depth"). */
function checkField(path: string, spec: OptionSpec, value: unknown): Result<unknown> {
  switch (spec.kind) {
    case 'flag':
      return typeof value === 'boolean' ? ok(value) : err(engineError('ERR_INPUT', `${path} must be true or false, not ${describe(value)}`));
    case 'int':
      if (typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max) return ok(value);
      return err(engineError(typeof value === 'number' ? 'ERR_RANGE' : 'ERR_INPUT', `${path} must be a whole number from ${spec.min} to ${spec.max}, not ${describe(value)}`));
    case 'enum':
      if (typeof value === 'string' && spec.values.includes(value)) return ok(value);
      return err(engineError(typeof value === 'string' ? 'ERR_RANGE' : 'ERR_INPUT', `${path} must be ${spec.values.map((v) => `'${v}'`).join(', ')}, not ${describe(value)}`));
    case 'text':
      if (typeof value !== 'string') return err(engineError('ERR_INPUT', `${path} must be a string (${spec.doc}), not ${describe(value)}`));
      if (value.length > spec.maxLength) return err(engineError('ERR_RANGE', `${path} is longer than ${spec.maxLength} characters`));
      return ok(value);
    case 'record':
      return checkRecord(spec.label ?? path, spec.fields, value, `${spec.label ?? path} must be an object with ${fieldList(spec.fields)}`);
  }
}

const fieldList = (fields: Schema): string => Object.keys(fields).join(', ');

function checkRecord(label: string | null, fields: Schema, value: unknown, shape: string): Result<Record<string, unknown>> {
  if (!isRecord(value)) return err(engineError('ERR_INPUT', `${shape}, not ${describe(value)}`));
  const name = (field: string) => (label === null ? field : `${label}'s ${field}`);
  for (const k of Object.keys(value)) {
    if (!has(fields, k)) return err(engineError('ERR_INPUT', `${label === null ? 'the input' : label} has no field '${k.length > 40 ? `${k.slice(0, 37)}...` : k}' (fields: ${fieldList(fields)})`));
  }
  const out: Record<string, unknown> = {};
  for (const [k, spec] of Object.entries(fields)) {
    const v = value[k];
    if (v === undefined) {
      if (spec.required) return err(engineError('ERR_INPUT', `${name(k)} is missing: ${spec.doc}`));
      continue;
    }
    const checked = checkField(name(k), spec, v);
    if (!checked.ok) return checked;
    out[k] = checked.value;
  }
  return ok(out);
}

/**
 * Checks a task's JSON input against its schema: an object with known fields
 * of the right kinds, or the first problem in one sentence (`ERR_INPUT` for a
 * value of the wrong kind, `ERR_RANGE` for a number or word out of its range).
 * `example` shows the shape when the input is not an object at all.
 */
export function checkInput<S extends Schema>(schema: S, input: unknown, example: string): Result<OptionsOf<S>> {
  return checkRecord(null, schema, input, `the input must be a JSON object like ${example}`) as Result<OptionsOf<S>>;
}

/** One help line per field of a task's input: `position (text, required): ...`. */
export function inputHelp(schema: Schema, indent = ''): string[] {
  return Object.entries(schema).flatMap(([name, s]) => {
    const form =
      s.kind === 'flag' ? 'true|false' : s.kind === 'int' ? `${s.min}..${s.max}` : s.kind === 'enum' ? s.values.join('|') : s.kind === 'text' ? 'string' : 'object';
    const line = `${indent}${name} (${form}${s.required ? ', required' : ''}): ${s.doc}`;
    return s.kind === 'record' ? [line, ...inputHelp(s.fields, `${indent}  `)] : [line];
  });
}

/** One help line per option: `--tableBits N (10..27): log2 of the table's entries`. */
export function optionHelp(schema: Readonly<Record<string, OptionSpec>>): string[] {
  return Object.entries(schema).map(([name, s]) => {
    const form = s.kind === 'flag' ? '[true|false]' : s.kind === 'int' ? `N (${s.min}..${s.max})` : s.kind === 'enum' ? s.values.join('|') : 'TEXT';
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
