/**
 * @packageDocumentation
 * Builds the Connect Four opening book with our own solver:
 *
 *   npm run -s book -- build --max-ply 8 [--side first|second|both] [--log FILE] [--table-bits 25] [--replies 1,2,3]
 *   npm run -s book -- write --log FILE [--log FILE ...] --max-ply 12 [--second-ply 10] --out public/books/connect4-7x6.bin
 *
 * `build` appends one line per solved position to the log (`key score best
 * moves`, best as a column bit set, moves as a move string that reaches the
 * position) and reads the log back first, so a stopped build resumes where it
 * was. The transposition table is kept from position to position: the book's
 * positions share most of their subtrees. Two builds, one per `--side`, can
 * run on two cores; `--replies` (1-based columns, a column stands for its
 * mirror too) splits one side further by the opponent's first move. `write`
 * turns logs into the binary book (`book.ts`), each side to its own depth.
 */

import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { OpeningBook, type BookEntry } from '../engine/games/connect4/book.ts';
import { buildBook } from '../engine/games/connect4/bookBuilder.ts';
import { STANDARD, makeLayout } from '../engine/games/connect4/layout.ts';
import { Connect4Solver } from '../engine/games/connect4/solver.ts';
import { unwrap } from '../engine/core/result.ts';

function fail(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}

function options(args: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (let i = 0; i < args.length; i += 2) {
    if (!args[i].startsWith('--') || i + 1 >= args.length) fail(`expected --name value, got '${args[i]}'`);
    const k = args[i].slice(2);
    out.set(k, [...(out.get(k) ?? []), args[i + 1]]);
  }
  return out;
}

function readLogs(files: readonly string[]): Map<number, BookEntry> {
  const known = new Map<number, BookEntry>();
  for (const f of files) {
    if (!existsSync(f)) continue;
    for (const line of readFileSync(f, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const [key, score, best] = line.split(' ').map(Number);
      if (![key, score, best].every(Number.isInteger)) fail(`${f}: bad line '${line}'`);
      known.set(key, { key, score, best });
    }
  }
  return known;
}

const layout = unwrap(makeLayout(STANDARD));
const [command, ...rest] = process.argv.slice(2);
const opts = options(rest);
const one = (k: string, fallback?: string): string => opts.get(k)?.[0] ?? fallback ?? fail(`missing --${k}`);
const maxPly = Number(one('max-ply'));
if (!Number.isInteger(maxPly) || maxPly < 1 || maxPly > 20) fail('--max-ply must be a whole number 1..20');

if (command === 'build') {
  const log = one('log', `connect4-book-${one('side', 'both')}.log`);
  const side = one('side', 'both');
  if (!['first', 'second', 'both'].includes(side)) fail('--side must be first, second or both');
  const solver = new Connect4Solver(layout, { tableBits: Number(one('table-bits', '25')) });
  const known = readLogs([log]);
  const t0 = Date.now();
  let solvedHere = 0;
  buildBook(layout, {
    maxPly,
    engineSide: side as 'first' | 'second' | 'both',
    known,
    solve: (p) => solver.solve(p),
    openingReplies: opts.has('replies') ? one('replies').split(',').map((c) => Number(c) - 1) : undefined,
    onPly: (ply, count) => process.stderr.write(`ply ${ply}: ${count} positions (${Math.round((Date.now() - t0) / 1000)} s)\n`),
    onEntry: (e, p, fresh) => {
      if (!fresh) return;
      solvedHere++;
      appendFileSync(log, `${e.key} ${e.score} ${e.best} ${p.path}\n`);
    },
  });
  process.stderr.write(`done: ${solvedHere} solved, ${known.size} known, ${Math.round((Date.now() - t0) / 1000)} s\n`);
} else if (command === 'write') {
  const known = readLogs(opts.get('log') ?? fail('missing --log'));
  // Each side to its own depth (the second player's lines cost more); keep
  // only what a build of that depth reaches: a log may hold deeper plies.
  const secondPly = Number(one('second-ply', String(maxPly)));
  const entries = (['first', 'second'] as const).flatMap((engineSide) =>
    buildBook(layout, {
      maxPly: engineSide === 'first' ? maxPly : secondPly,
      engineSide,
      known,
      solve: (p) => fail(`the logs do not cover position '${p.path}' (ply ${p.moves})`),
    }),
  );
  const bytes = OpeningBook.write({ ...STANDARD, maxPly: Math.max(maxPly, secondPly) }, entries);
  writeFileSync(one('out'), bytes);
  process.stderr.write(`wrote ${entries.length} positions, ${bytes.length} bytes, to ${one('out')}\n`);
} else {
  fail('usage: book build|write --max-ply N ... (see src/cli/connect4Book.ts)');
}
