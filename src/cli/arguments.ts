/**
 * @packageDocumentation
 * The engine CLI's arguments (see `engineCli.ts`): plain arguments, a game's
 * options and resources, and the budget every command takes.
 *
 * An option is `--name`, `--name=value` or `--name value`, where name is one
 * of the game's options (`help <game>` lists them): so an Othello board that
 * starts with `--` (two empty squares) is a position, not an option. `--`
 * ends the options. A game's resource can be given as a file
 * (`--book FILE`; `--book false` is the option that turns the book off).
 * `--max-nodes N` and `--time S`, the job's budget, are read first, for any
 * command.
 */

import type { Budget } from '../engine/solve/budget.ts';
import type { AnySolver, ResourceSpec } from '../engine/solve/types.ts';

/** Input that the CLI refuses: exit 2 (3 for a budget that ran out) with its message. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly status: 2 | 3 = 2,
  ) {
    super(message);
  }
}

/** One line, whatever the message holds: control characters are written as escapes. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const oneLine = (s: string): string => s.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));

/** A value from the command line, quoted for an error message, cut if long. */
export const quote = (s: string): string => `'${oneLine(s.length > 80 ? `${s.slice(0, 77)}...` : s)}'`;

export const OPTION = /^--([A-Za-z][A-Za-z0-9]*)(?:=([\s\S]*))?$/;
const BUDGET_OPTION = /^--(max-nodes|time)(?:=([\s\S]*))?$/;
const FLAG_WORDS = /^(true|false|1|0)$/;

/** The largest budget the CLI reads: beyond it a number is no longer a count. */
const MAX_NODES = 1e15;
const MAX_SECONDS = 1e7;

export interface Parsed {
  readonly positional: string[];
  readonly options: Record<string, string>;
  /** Resources given as files, by name. */
  readonly files: Record<string, string>;
}

const THREADS_OPTION = /^--(threads)(?:=([\s\S]*))?$/;
/** The most worker threads `--threads` starts. */
export const MAX_THREADS = 64;

/**
 * Takes the options `pattern` matches (its groups: the name, then a value given
 * with `=`) out of the arguments before `--`, each with its value (after `=` or
 * the next argument) handed to `take`; returns the arguments left.
 */
function takeOptions(args: readonly string[], pattern: RegExp, take: (name: string, value: string) => void): string[] {
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') {
      rest.push(...args.slice(i));
      break;
    }
    const m = pattern.exec(args[i]);
    if (!m) {
      rest.push(args[i]);
      continue;
    }
    const [, name, inline] = m;
    const value = inline ?? args[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    take(name, value);
  }
  return rest;
}

/** Takes `--threads N` out of the arguments (before `--`): 1 (one job in this thread) when absent. */
export function threadsArgument(args: readonly string[]): { rest: string[]; threads: number } {
  let threads: number | undefined;
  const rest = takeOptions(args, THREADS_OPTION, (_name, value) => {
    if (threads !== undefined) throw new UsageError('--threads is given twice');
    const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
    if (!(n >= 1 && n <= MAX_THREADS)) throw new UsageError(`--threads must be a whole number from 1 to ${MAX_THREADS}, not ${quote(value)}`);
    threads = n;
  });
  return { rest, threads: threads ?? 1 };
}

/** Takes `--max-nodes N` and `--time S` out of the arguments (before `--`), read and checked. */
export function budgetArguments(args: readonly string[]): { rest: string[]; budget: Budget } {
  const budget: { maxNodes?: number; maxSeconds?: number } = {};
  const rest = takeOptions(args, BUDGET_OPTION, (name, value) => {
    if (name === 'max-nodes') {
      if (budget.maxNodes !== undefined) throw new UsageError('--max-nodes is given twice');
      const n = /^\d+(\.\d+)?(e\d+)?$/.test(value) ? Number(value) : NaN;
      if (!(Number.isInteger(n) && n >= 1 && n <= MAX_NODES)) throw new UsageError(`--max-nodes must be a whole number of positions from 1 to 1e15, not ${quote(value)}`);
      budget.maxNodes = n;
    } else {
      if (budget.maxSeconds !== undefined) throw new UsageError('--time is given twice');
      const s = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN;
      if (!(s > 0 && s <= MAX_SECONDS)) throw new UsageError(`--time must be a number of seconds above 0, not ${quote(value)}`);
      budget.maxSeconds = s;
    }
  });
  return { rest, budget };
}

/** The plain arguments, whatever the game: enough to find the command and the game. */
export function plainArguments(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') return [...out, ...args.slice(i + 1)];
    if (!OPTION.test(args[i])) out.push(args[i]);
  }
  return out;
}

/** Splits the arguments with the game's option schema in hand (a flag takes no value unless it is true/false). */
export function splitArguments(args: readonly string[], solver: AnySolver | undefined): Parsed {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  const files: Record<string, string> = {};
  const schema = solver?.options ?? {};
  const resources: Record<string, ResourceSpec<unknown>> = solver?.resources ?? {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') {
      positional.push(...args.slice(i + 1));
      break;
    }
    const m = OPTION.exec(a);
    if (!m) {
      positional.push(a);
      continue;
    }
    const [, name, inline] = m;
    if (name === 'help') {
      options.help = 'true';
      continue;
    }
    const spec = Object.prototype.hasOwnProperty.call(schema, name) ? schema[name] : undefined;
    const isResource = Object.prototype.hasOwnProperty.call(resources, name);
    if (!spec && !isResource) {
      const known = Object.keys(schema);
      throw new UsageError(`${solver ? solver.id : 'this command'} has no option --${name}${known.length ? ` (options: ${known.map((k) => `--${k}`).join(', ')})` : ''}`);
    }
    if (name in options || name in files) throw new UsageError(`--${name} is given twice`);
    let value = inline;
    if (value === undefined) {
      const next = args[i + 1];
      const takesNext = next !== undefined && next !== '--' && (spec?.kind === 'flag' && !isResource ? FLAG_WORDS.test(next) : !OPTION.test(next));
      if (takesNext) value = args[++i];
      else if (spec?.kind === 'flag') value = 'true';
      else throw new UsageError(`--${name} needs a value`);
    }
    if (isResource && !(spec?.kind === 'flag' && FLAG_WORDS.test(value))) files[name] = value;
    else options[name] = value;
  }
  return { positional, options, files };
}
