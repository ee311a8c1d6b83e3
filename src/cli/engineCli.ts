/**
 * @packageDocumentation
 * The engine's command line (`engine.ts` runs it), for tests, benchmarks and anyone who wants to
 * check an answer of the site:
 *
 *   npm run -s engine -- solve   <game> <position> [--option value ...]
 *   npm run -s engine -- analyze <game> <position> [--option value ...]
 *   npm run -s engine -- perft   <game> <position> <depth>
 *   npm run -s engine -- task    <task> '<input as JSON>' [--book FILE]
 *   npm run -s engine -- help [game]
 *
 * Prints one JSON object on stdout. The contract for bad input: exit status 2
 * and exactly one line on stderr that names the problem (never a stack). A
 * failure of the engine itself exits with 1, also on one line.
 *
 * Arguments: the first three or four plain arguments are the command, the
 * game, the position and the depth; any more is an error. An option is
 * `--name`, `--name=value` or `--name value`, where name is one of the game's
 * options (`help <game>` lists them): so an Othello board that starts with
 * `--` (two empty squares) is a position, not an option. `--` ends the options.
 * A game's resource can be given as a file: `--book public/books/connect4-7x6.bin`
 * (`--book false` is the option that turns the book off).
 */

import { readFileSync, statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { SOLVER_IDS, solverFor } from '../engine/registry.ts';
import { TASK_IDS, taskFor } from '../engine/tasks/index.ts';
import { optionHelp, readDepth, readOptions } from '../engine/solve/options.ts';
import type { AnySolver, ResourceSpec } from '../engine/solve/types.ts';

const COMMANDS = ['solve', 'analyze', 'perft', 'task', 'help'] as const;

const USAGE = `usage:
  engine solve   <game> <position> [--option value ...]
  engine analyze <game> <position> [--option value ...]
  engine perft   <game> <position> <depth>
  engine task    <task> '<input as JSON>' [--book FILE]
  engine help    [game]
games: ${SOLVER_IDS.join(', ')}
tasks: ${TASK_IDS.join(', ')} (what the site's cells ask the solve worker, e.g. task connect4Road '{"step":"negamax","set":"end"}')`;

/** Input that the CLI refuses: exit 2 with its message. */
class UsageError extends Error {}

/** One line, whatever the message holds: control characters are written as escapes. */
const oneLine = (s: string): string => s.replace(/[\u0000-\u001f\u007f]/g, (c) => JSON.stringify(c).slice(1, -1));

/** A value from the command line, quoted for an error message, cut if long. */
const quote = (s: string): string => `'${oneLine(s.length > 80 ? `${s.slice(0, 77)}...` : s)}'`;

const OPTION = /^--([A-Za-z][A-Za-z0-9]*)(?:=([\s\S]*))?$/;
const FLAG_WORDS = /^(true|false|1|0)$/;

interface Parsed {
  readonly positional: string[];
  readonly options: Record<string, string>;
  /** Resources given as files, by name. */
  readonly files: Record<string, string>;
}

/** The plain arguments, whatever the game: enough to find the command and the game. */
function plainArguments(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--') return [...out, ...args.slice(i + 1)];
    if (!OPTION.test(args[i])) out.push(args[i]);
  }
  return out;
}

/** Splits the arguments with the game's option schema in hand (a flag takes no value unless it is true/false). */
function splitArguments(args: readonly string[], solver: AnySolver | undefined): Parsed {
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

/** Reads a resource file given on the command line, or says why it cannot. */
function loadFile<T>(spec: ResourceSpec<T>, file: string): T {
  let bytes: Uint8Array;
  try {
    if (!statSync(file).isFile()) throw new UsageError(`--${spec.name} ${quote(file)} is not a file`);
    bytes = new Uint8Array(readFileSync(file));
  } catch (e) {
    if (e instanceof UsageError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read --${spec.name} ${quote(file)}${code === 'ENOENT' ? ': no such file' : code ? ` (${code})` : ''}`);
  }
  const decoded = spec.decode(bytes);
  if (!decoded.ok) throw new UsageError(`--${spec.name} ${quote(file)}: ${decoded.error.message}`);
  return decoded.value;
}

function gameHelp(solver: AnySolver): string {
  const opts = optionHelp(solver.options);
  const [lo, hi] = solver.perftDepths;
  return [
    `${solver.id}: ${solver.notation}`,
    `perft depth: ${lo} to ${hi}`,
    ...(opts.length ? ['options:', ...opts.map((l) => `  ${l}`)] : ['no options']),
    ...Object.values(solver.resources as Record<string, ResourceSpec<unknown>>).map((r) => `--${r.name} FILE: ${r.title} (the site serves public/${r.path})`),
  ].join('\n');
}

const rounded = (ms: number): number => Math.round(ms * 1000) / 1000;

function run(argv: readonly string[]): string {
  const plain = plainArguments(argv);
  const [command, gameId] = plain;
  if (command === undefined || command === 'help') {
    if (gameId === undefined) return USAGE;
    const s = solverFor(gameId);
    if (!s.ok) throw new UsageError(`${s.error.message}; run 'engine help' for the usage`);
    return gameHelp(s.value);
  }
  if (!(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`unknown command ${quote(command)} (commands: ${COMMANDS.join(', ')})`);
  if (command === 'task') return runTask(argv);
  if (gameId === undefined || gameId.trim() === '') throw new UsageError(`missing game after '${command}' (games: ${SOLVER_IDS.join(', ')})`);
  const found = solverFor(gameId);
  if (!found.ok) throw new UsageError(`unknown game ${quote(gameId)} (games: ${SOLVER_IDS.join(', ')})`);
  const solver = found.value;

  const { positional, options, files } = splitArguments(argv, solver);
  if (options.help) return gameHelp(solver);
  const wanted = command === 'perft' ? 4 : 3;
  const [, , position, depthText] = positional;
  if (position === undefined) throw new UsageError(`missing position: ${solver.notation}`);
  if (command === 'perft' && depthText === undefined) throw new UsageError(`missing depth: a whole number from ${solver.perftDepths[0]} to ${solver.perftDepths[1]}`);
  const surplus = positional.slice(wanted);
  if (surplus.length > 0) throw new UsageError(`unexpected argument ${quote(surplus[0])} after the ${command === 'perft' ? 'depth' : 'position'}`);

  const resources: Record<string, unknown> = {};
  for (const [name, file] of Object.entries(files)) resources[name] = loadFile((solver.resources as Record<string, ResourceSpec<unknown>>)[name], file);

  const bad = (message: string): never => {
    throw new UsageError(`${solver.id} position ${quote(position)}: ${message}`);
  };
  const t0 = performance.now();
  if (command === 'perft') {
    if (Object.keys(options).length > 0 || Object.keys(files).length > 0) throw new UsageError('perft takes no options');
    const depth = readDepth(depthText!, solver.perftDepths, solver.id);
    if (!depth.ok) throw new UsageError(depth.error.message);
    const r = solver.perft(position, depth.value);
    if (!r.ok) return bad(r.error.message);
    return JSON.stringify({ game: solver.id, position, depth: depth.value, nodes: r.value, ms: rounded(performance.now() - t0) });
  }
  const opts = readOptions(solver.options, options, solver.id);
  if (!opts.ok) throw new UsageError(opts.error.message);
  if (command === 'solve') {
    const r = solver.solve(position, opts.value, { resources });
    if (!r.ok) return bad(r.error.message);
    const { value, bestMoves, nodes, extra: more } = r.value;
    return JSON.stringify({ game: solver.id, position, value, bestMoves, nodes, ms: rounded(performance.now() - t0), ...more });
  }
  const r = solver.analyze(position, opts.value, { resources });
  if (!r.ok) return bad(r.error.message);
  const { moves, nodes, extra: more } = r.value;
  return JSON.stringify({ game: solver.id, position, moves, nodes, ms: rounded(performance.now() - t0), ...more });
}

/**
 * `task <id> '<json>'`: one engine task, as the solve worker runs it for a
 * page (same input, same output), with its resources given as files and the
 * process clock for the parts it times.
 */
function runTask(argv: readonly string[]): string {
  // Plain arguments, and `--name FILE` (or `--name=FILE`) for the task's resources.
  const plain: string[] = [];
  const files: [name: string, file: string | undefined][] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--') {
      plain.push(...argv.slice(i + 1));
      break;
    }
    const m = OPTION.exec(argv[i]);
    if (!m) plain.push(argv[i]);
    else files.push([m[1], m[2] ?? argv[++i]]);
  }
  const [, id, json, ...surplus] = plain;
  if (id === undefined) throw new UsageError(`missing task after 'task' (tasks: ${TASK_IDS.join(', ')})`);
  const found = taskFor(id);
  if (!found.ok) throw new UsageError(found.error.message);
  const task = found.value;
  if (json === undefined) throw new UsageError(`missing input: the task's input as JSON, e.g. '{"game":"line","position":"o...x"}'`);
  if (surplus.length > 0) throw new UsageError(`unexpected argument ${quote(surplus[0])} after the input`);
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    throw new UsageError(`the input ${quote(json)} is not JSON`);
  }
  const specs = task.resources as Record<string, ResourceSpec<unknown>>;
  const resources: Record<string, unknown> = {};
  for (const [name, file] of files) {
    if (!Object.prototype.hasOwnProperty.call(specs, name)) {
      const known = Object.keys(specs);
      throw new UsageError(`task ${task.id} has no option --${name}${known.length ? ` (options: ${known.map((k) => `--${k} FILE`).join(', ')})` : ''}`);
    }
    if (file === undefined) throw new UsageError(`--${name} needs a file`);
    resources[name] = loadFile(specs[name], file);
  }
  const t0 = performance.now();
  const r = task.run(input, { resources, clock: () => performance.now() });
  if (!r.ok) throw new UsageError(`task ${task.id}: ${r.error.message}`);
  return JSON.stringify({ task: task.id, output: r.value, ms: rounded(performance.now() - t0) });
}

export interface CliOutcome {
  readonly status: 0 | 1 | 2;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs one command line (without `node` and the script) and says what the process prints and returns. */
export function runCli(argv: readonly string[]): CliOutcome {
  try {
    return { status: 0, stdout: `${run(argv)}\n`, stderr: '' };
  } catch (e) {
    const usage = e instanceof UsageError;
    const message = e instanceof Error ? e.message : String(e);
    return { status: usage ? 2 : 1, stdout: '', stderr: `error: ${oneLine(usage ? message : `the engine failed: ${message}`)}\n` };
  }
}
