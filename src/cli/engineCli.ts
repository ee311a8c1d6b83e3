/**
 * @packageDocumentation
 * The engine's command line (`engine.ts` runs it), for tests, benchmarks and anyone who wants to
 * check an answer of the site:
 *
 *   npm run -s engine -- solve   <game> <position> [--option value ...] [--max-nodes N] [--time S]
 *   npm run -s engine -- analyze <game> <position> [--option value ...] [--max-nodes N] [--time S]
 *   npm run -s engine -- perft   <game> <position> <depth> [--max-nodes N] [--time S]
 *   npm run -s engine -- task    <task> '<input as JSON>' [--book FILE|false] [--max-nodes N] [--time S]
 *   npm run -s engine -- help [game|task]
 *
 * Prints one JSON object on stdout. Exit status:
 *
 * - 0: done;
 * - 2: bad input, or a job out of reach: exactly one line on stderr that
 *   names the problem (never a stack); a refusal says what the job would
 *   cost and how to ask anyway;
 * - 3: the budget given with `--max-nodes` or `--time` ran out before the
 *   answer ("budget exhausted after N nodes"), one line on stderr;
 * - 1: the engine itself failed, also on one line.
 *
 * Nothing runs unbounded by default (`engine/solve/reach.ts`): every game
 * estimates a job before it starts and refuses what is out of its reach; a
 * budget lifts that limit and bounds the run instead. A run that lasts shows
 * its progress on stderr, one `progress:` line every two seconds.
 *
 * A game's resource (Connect Four's opening book) is read from the copy the
 * site ships, `public/…` in this checkout, checked against its size and
 * CRC-32; `--book FILE` reads another one (checked whole by its decoder), and
 * `--book false` goes without.
 */

import { performance } from 'node:perf_hooks';
import type { Progress } from '../engine/core/progress.ts';
import type { EngineError, Result } from '../engine/core/result.ts';
import { SOLVER_IDS, solverFor } from '../engine/registry.ts';
import { TASK_IDS, taskFor, type AnyTask } from '../engine/tasks/index.ts';
import type { Budget } from '../engine/solve/budget.ts';
import { inputHelp, optionHelp, readDepth, readOptions } from '../engine/solve/options.ts';
import { roughly } from '../engine/solve/reach.ts';
import type { AnySolver, ResourceSpec, SharedTable } from '../engine/solve/types.ts';
import { OPTION, UsageError, budgetArguments, oneLine, plainArguments, quote, splitArguments } from './arguments.ts';
import { loadFile, loadShipped } from './files.ts';

const COMMANDS = ['solve', 'analyze', 'perft', 'task', 'help'] as const;

const USAGE = `usage:
  engine solve   <game> <position> [--option value ...] [--max-nodes N] [--time S]
  engine analyze <game> <position> [--option value ...] [--max-nodes N] [--time S]
  engine perft   <game> <position> <depth> [--max-nodes N] [--time S]
  engine task    <task> '<input as JSON>' [--book FILE|false] [--max-nodes N] [--time S]
  engine help    [game|task]
games: ${SOLVER_IDS.join(', ')}
tasks: ${TASK_IDS.join(', ')} (what the site's cells ask the solve worker, e.g. task connect4Road '{"step":"negamax","set":"end"}')
limits: a job out of a game's reach is refused (exit 2) with its estimate; --max-nodes N (positions) and/or --time S (seconds)
  run it anyway under that budget, and a budget that runs out exits 3 ("budget exhausted after N nodes"). help <game> says what is in reach.
exit status: 0 done, 2 bad input or out of reach (one line on stderr), 3 budget exhausted, 1 the engine failed`;

/** A refusal from the engine, on one line, with the exit status its code calls for. */
const refusal = (error: EngineError, prefix = ''): UsageError => new UsageError(`${prefix}${error.message}`, error.code === 'ERR_BUDGET' ? 3 : 2);

const resourceList = (r: Record<string, ResourceSpec<unknown>>) => Object.values(r);

function gameHelp(solver: AnySolver): string {
  const opts = optionHelp(solver.options);
  const [lo, hi] = solver.perftDepths;
  return [
    `${solver.id}: ${solver.notation}`,
    `perft depth: ${lo} to ${hi}, as far as the count is in reach`,
    ...(opts.length ? ['options:', ...opts.map((l) => `  ${l}`)] : ['no options']),
    ...resourceList(solver.resources).map(
      (r) => `--${r.name} FILE: ${r.title} (default: the site's copy, public/${r.path}, checked against its size and CRC-32; --${r.name} false: none)`,
    ),
    `in reach without a budget (up to ${roughly(solver.reach.maxNodes)} positions, measured at ${roughly(solver.reach.perSecond)} a second):`,
    ...solver.limits.map((l) => `  ${l}`),
    'beyond it: --max-nodes N and/or --time S run a job under that budget (exit 3 when it runs out)',
  ].join('\n');
}

function taskHelp(task: AnyTask): string {
  return [
    `task ${task.id}: ${task.title}`,
    `input: a JSON object, e.g. ${task.example}`,
    ...inputHelp(task.input, '  '),
    ...resourceList(task.resources).map((r) => `--${r.name} FILE: ${r.title} (default: public/${r.path}; --${r.name} false: none)`),
    'in reach without a budget:',
    ...task.limits.map((l) => `  ${l}`),
  ].join('\n');
}

const rounded = (ms: number): number => Math.round(ms * 1000) / 1000;

/** What a run needs besides its arguments: a place for progress lines. */
export interface CliIo {
  /** Receives a progress line (without newline) about every two seconds of a long run. */
  readonly progress?: (line: string) => void;
  /** A table the run's solve or analysis shares with other threads' (`--threads`: `SolveContext.sharedTable`). */
  readonly sharedTable?: SharedTable;
}

/** A progress listener that lets one line through every `everyMs` once the run has lasted that long. */
function progressLines(io: CliIo, everyMs = 2000): ((p: Progress) => void) | undefined {
  const out = io.progress;
  if (!out) return undefined;
  const t0 = performance.now();
  let next = t0 + everyMs;
  return (p) => {
    const now = performance.now();
    if (now < next) return;
    next = now + everyMs;
    const part = p.total !== undefined ? `, ${p.done ?? 0} of ${p.total}` : '';
    out(`progress: ${p.nodes} nodes, ${Math.round((now - t0) / 1000)} s${part}${p.detail ? ` (${oneLine(p.detail)})` : ''}`);
  };
}

function run(argv: readonly string[], io: CliIo): string {
  const { rest, budget } = budgetArguments(argv);
  const plain = plainArguments(rest);
  const [command, gameId] = plain;
  if (command === undefined || command === 'help') {
    if (gameId === undefined) return USAGE;
    const t = taskFor(gameId);
    if (t.ok) return taskHelp(t.value);
    const s = solverFor(gameId);
    if (!s.ok) throw new UsageError(`unknown game or task ${quote(gameId)} (games: ${SOLVER_IDS.join(', ')}; tasks: ${TASK_IDS.join(', ')})`);
    return gameHelp(s.value);
  }
  if (!(COMMANDS as readonly string[]).includes(command)) throw new UsageError(`unknown command ${quote(command)} (commands: ${COMMANDS.join(', ')})`);
  if (command === 'task') return runTask(rest, budget, io);
  if (gameId === undefined || gameId.trim() === '') throw new UsageError(`missing game after '${command}' (games: ${SOLVER_IDS.join(', ')})`);
  const found = solverFor(gameId);
  if (!found.ok) throw new UsageError(`unknown game ${quote(gameId)} (games: ${SOLVER_IDS.join(', ')})`);
  const solver = found.value;

  const { positional, options, files } = splitArguments(rest, solver);
  if (options.help) return gameHelp(solver);
  const wanted = command === 'perft' ? 4 : 3;
  const [, , position, depthText] = positional;
  if (position === undefined) throw new UsageError(`missing position: ${solver.notation}`);
  if (command === 'perft' && depthText === undefined) throw new UsageError(`missing depth: a whole number from ${solver.perftDepths[0]} to ${solver.perftDepths[1]}`);
  const surplus = positional.slice(wanted);
  if (surplus.length > 0) throw new UsageError(`unexpected argument ${quote(surplus[0])} after the ${command === 'perft' ? 'depth' : 'position'}`);

  const bad = (error: EngineError): never => {
    if (error.code === 'ERR_OUT_OF_REACH' || error.code === 'ERR_BUDGET') throw refusal(error);
    throw new UsageError(`${solver.id} position ${quote(position)}: ${error.message}`);
  };
  const t0 = performance.now();
  if (command === 'perft') {
    if (Object.keys(options).length > 0 || Object.keys(files).length > 0) throw new UsageError('perft takes no options but a budget');
    const depth = readDepth(depthText!, solver.perftDepths, solver.id);
    if (!depth.ok) throw new UsageError(depth.error.message);
    const r = solver.perft(position, depth.value, budget);
    if (!r.ok) return bad(r.error);
    return JSON.stringify({ game: solver.id, position, depth: depth.value, nodes: r.value, ms: rounded(performance.now() - t0) });
  }
  const opts = readOptions(solver.options, options, solver.id);
  if (!opts.ok) throw new UsageError(opts.error.message);
  const resources: Record<string, unknown> = {};
  for (const spec of resourceList(solver.resources)) {
    if (files[spec.name] !== undefined) resources[spec.name] = loadFile(spec, files[spec.name]);
    else if (solver.wants(spec.name, position, opts.value)) {
      const shipped = loadShipped(spec);
      if (shipped !== undefined) resources[spec.name] = shipped;
    }
  }
  const context = { resources, budget, onProgress: progressLines(io), ...(io.sharedTable ? { sharedTable: io.sharedTable } : {}) };
  if (command === 'solve') {
    const r = solver.solve(position, opts.value, context);
    if (!r.ok) return bad(r.error);
    const { value, bestMoves, nodes, extra: more } = r.value;
    return JSON.stringify({ game: solver.id, position, value, bestMoves, nodes, ms: rounded(performance.now() - t0), ...more });
  }
  const r = solver.analyze(position, opts.value, context);
  if (!r.ok) return bad(r.error);
  const { moves, nodes, extra: more } = r.value;
  return JSON.stringify({ game: solver.id, position, moves, nodes, ms: rounded(performance.now() - t0), ...more });
}

/**
 * `task <id> '<json>'`: one engine task, as the solve worker runs it for a
 * page (same input, same checks, same output), with its resources read as
 * files and the process clock for the parts it times.
 */
function runTask(argv: readonly string[], budget: Budget, io: CliIo): string {
  // Plain arguments, and `--name FILE` (or `--name=FILE`, `--name false`) for the task's resources.
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
  if (json === undefined) throw new UsageError(`missing input: the task's input as JSON, e.g. ${task.example}`);
  if (surplus.length > 0) throw new UsageError(`unexpected argument ${quote(surplus[0])} after the input`);
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch {
    throw new UsageError(`the input ${quote(json)} is not JSON`);
  }
  const specs = task.resources as Record<string, ResourceSpec<unknown>>;
  const given = new Map<string, string>();
  for (const [name, file] of files) {
    if (!Object.prototype.hasOwnProperty.call(specs, name)) {
      const known = Object.keys(specs);
      throw new UsageError(`task ${task.id} has no option --${name}${known.length ? ` (options: ${known.map((k) => `--${k} FILE`).join(', ')})` : ''}`);
    }
    if (file === undefined) throw new UsageError(`--${name} needs a file`);
    if (given.has(name)) throw new UsageError(`--${name} is given twice`);
    given.set(name, file);
  }
  const resources: Record<string, unknown> = {};
  for (const spec of resourceList(specs)) {
    const file = given.get(spec.name);
    if (file === 'false') continue;
    if (file !== undefined) resources[spec.name] = loadFile(spec, file);
    else if (task.wants(spec.name, input)) {
      const shipped = loadShipped(spec);
      if (shipped !== undefined) resources[spec.name] = shipped;
    }
  }
  const t0 = performance.now();
  const r: Result<unknown> = task.run(input, { resources, budget, onProgress: progressLines(io), clock: () => performance.now() });
  if (!r.ok) throw refusal(r.error, `task ${task.id}: `);
  return JSON.stringify({ task: task.id, output: r.value, ms: rounded(performance.now() - t0) });
}

export interface CliOutcome {
  readonly status: 0 | 1 | 2 | 3;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs one command line (without `node` and the script) and says what the process prints and returns. */
export function runCli(argv: readonly string[], io: CliIo = {}): CliOutcome {
  try {
    return { status: 0, stdout: `${run(argv, io)}\n`, stderr: '' };
  } catch (e) {
    const usage = e instanceof UsageError;
    const message = e instanceof Error ? e.message : String(e);
    return { status: usage ? e.status : 1, stdout: '', stderr: `error: ${oneLine(usage ? message : `the engine failed: ${message}`)}\n` };
  }
}

