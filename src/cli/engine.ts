/**
 * @packageDocumentation
 * The engine's command line, for tests, benchmarks and anyone who wants to
 * check an answer of the site:
 *
 *   npm run -s engine -- solve   <game> <position> [--key value ...]
 *   npm run -s engine -- analyze <game> <position>
 *   npm run -s engine -- perft   <game> <position> <depth>
 *
 * Connect Four takes `--book public/books/connect4-7x6.bin` to answer from the
 * opening book where it can (the empty board at once instead of ~20 minutes).
 *
 * Prints one JSON object on stdout. Bad input prints one clear line on stderr
 * and exits with status 2.
 */

import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { OpeningBook } from '../engine/games/connect4/book.ts';
import { useConnect4Book } from '../engine/solve/connect4.ts';
import { SOLVERS as CLI_GAMES } from '../engine/solve/registry.ts';

const USAGE = `usage:
  engine solve   <game> <position> [--option value ...]
  engine analyze <game> <position>
  engine perft   <game> <position> <depth>
games: ${Object.keys(CLI_GAMES).join(', ')}`;

function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}

function splitOptions(args: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    // An option is `--` and a letter: Othello boards may start with `--` (two empty squares).
    if (/^--[a-z]/i.test(a)) {
      const [k, v] = a.slice(2).split('=', 2);
      if (v !== undefined) options[k] = v;
      else if (i + 1 < args.length && !/^--[a-z]/i.test(args[i + 1])) options[k] = args[++i];
      else options[k] = 'true';
    } else positional.push(a);
  }
  return { positional, options };
}

function main(argv: string[]): void {
  const { positional, options } = splitOptions(argv);
  const [command, gameId, position, depthText] = positional;
  if (!command || command === 'help' || options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!['solve', 'perft', 'analyze'].includes(command)) fail(`unknown command '${command}'\n${USAGE}`);
  if (!gameId) fail(`missing game\n${USAGE}`);
  const game = CLI_GAMES[gameId];
  if (!game) fail(`unknown game '${gameId}' (games: ${Object.keys(CLI_GAMES).join(', ')})`);
  if (position === undefined) fail(`missing position: ${game.notation}`);

  // `--book FILE`: answer Connect Four positions near the start from an opening
  // book. (`--book false` is the adapter's own flag and passes through.)
  const bookFile = options.book;
  if (gameId === 'connect4' && bookFile !== undefined && !/^(true|false|0|1)$/.test(bookFile)) {
    if (!existsSync(bookFile)) fail(`no book file '${bookFile}'`);
    const book = OpeningBook.read(readFileSync(bookFile));
    if (!book.ok) fail(`${bookFile}: ${book.error.message}`);
    useConnect4Book(book.value);
    delete options.book;
  }

  const t0 = performance.now();
  if (command === 'solve') {
    const r = game.solve(position, options);
    if (!r.ok) fail(`${gameId} position '${position}': ${r.error.message}`);
    const ms = Math.round((performance.now() - t0) * 1000) / 1000;
    const { value, bestMoves, nodes, extra } = r.value;
    process.stdout.write(`${JSON.stringify({ game: gameId, position, value, bestMoves, nodes, ms, ...extra })}\n`);
  } else if (command === 'analyze') {
    if (!game.analyze) fail(`'analyze' is not available for ${gameId}`);
    const r = game.analyze(position, options);
    if (!r.ok) fail(`${gameId} position '${position}': ${r.error.message}`);
    const ms = Math.round((performance.now() - t0) * 1000) / 1000;
    const { moves, nodes, extra } = r.value;
    process.stdout.write(`${JSON.stringify({ game: gameId, position, moves, nodes, ms, ...extra })}\n`);
  } else {
    if (depthText === undefined) fail('missing depth');
    const depth = Number(depthText);
    if (!Number.isInteger(depth) || depth < 0) fail(`depth must be a whole number >= 0, got '${depthText}'`);
    const r = game.perft(position, depth);
    if (!r.ok) fail(`${gameId} position '${position}': ${r.error.message}`);
    const ms = Math.round((performance.now() - t0) * 1000) / 1000;
    process.stdout.write(`${JSON.stringify({ game: gameId, position, depth, nodes: r.value, ms })}\n`);
  }
}

main(process.argv.slice(2));
