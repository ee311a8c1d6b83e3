/**
 * @packageDocumentation
 * Perfect play from the empty 7×6 board, move by move: the opening book
 * (`public/books/connect4-7x6.bin`), then the solver. Whole games of the
 * engine against three opponents (uniformly random; a depth-4 alpha-beta with
 * the course's heuristic; and perfect play, the hardest, since the position
 * stays balanced), the engine first and second, with the time of every engine
 * move. The goal of issue 5: under a second per move.
 *
 *   npm run -s bench -- connect4-play                 Node, 8 games per opponent and side (48)
 *   npm run -s bench -- connect4-play games=20        more games
 *   npm run -s bench -- connect4-play browser         also in a Web Worker of headless Chromium
 *   npm run -s bench -- connect4-play book=FILE       another book (to weigh depth against size)
 *
 * The solver's table is emptied before each game (a page opened fresh), and
 * kept from move to move within a game, as the play page does. `slowest`
 * names the slowest engine move (the position before it). Results check
 * themselves (`wrongResults`): the engine moving first must win every game
 * (the empty board is a first-player win), it must never lose a game in which
 * it once saw a score of 0 or more, and a game between it and the perfect
 * opponent must end with the first player's 21st stone.
 */

import { readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { unwrap } from '../../../src/engine/core/result.ts';
import { OpeningBook } from '../../../src/engine/games/connect4/book.ts';
import { STANDARD, makeLayout } from '../../../src/engine/games/connect4/layout.ts';
import { matchSchedule, playMatch, type GameRecord, type MatchGame } from '../../../src/engine/games/connect4/match.ts';
import { compileEngine, runInChromiumWorker } from '../compiledEngine.ts';
import { median, round, type BenchSuite } from '../measure.ts';

const SHIPPED_BOOK = fileURLToPath(new URL('../../../public/books/connect4-7x6.bin', import.meta.url));
const TARGET_MS = 1000;

/** Per-move times and the checks on results. */
function summarise(records: GameRecord[], schedule: readonly MatchGame[]): Record<string, unknown> {
  const moves = records.flatMap((r) => r.engineMoves.map((m) => ({ ...m, game: r.moves })));
  const searched = moves.filter((m) => !m.fromBook);
  const ms = searched.map((m) => m.ms).sort((a, b) => a - b);
  const slowest = searched.reduce((a, b) => (b.ms > a.ms ? b : a), searched[0]);
  const lost = records.filter((r) => r.winner !== null && r.winner !== r.engineSide);
  // The first player wins from the empty board; between perfect players,
  // with its 21st stone, the 41st of the game.
  const broken = records.filter(
    (r, i) =>
      (r.engineSide === 0 && r.winner !== 0) ||
      (r.winner !== null && r.winner !== r.engineSide && r.engineMoves.some((m) => m.score >= 0)) ||
      (schedule[i].opponent === 'perfect' && (r.winner !== 0 || r.moves.length !== 41)),
  );
  const firstSearch = records.map((r) => r.engineMoves.find((m) => !m.fromBook)?.ply).filter((p) => p !== undefined) as number[];
  const results: Record<string, string> = {};
  for (const name of new Set(schedule.map((g) => g.opponent))) {
    for (const side of [0, 1] as const) {
      const mine = records.filter((r, i) => schedule[i].opponent === name && r.engineSide === side);
      const count = (w: (r: GameRecord) => boolean) => mine.filter(w).length;
      results[`${name}, engine ${side === 0 ? 'first' : 'second'}`] =
        `${count((r) => r.winner === side)} won, ${count((r) => r.winner === null)} drawn, ${count((r) => r.winner === 1 - side)} lost`;
    }
  }
  return {
    games: records.length,
    results,
    engineWins: records.filter((r) => r.winner === r.engineSide).length,
    draws: records.filter((r) => r.winner === null).length,
    engineLosses: lost.length,
    wrongResults: broken.map((r) => r.moves),
    engineMoves: moves.length,
    fromBook: moves.length - searched.length,
    firstSearchedPly: { min: Math.min(...firstSearch), median: median(firstSearch) },
    searchedMoveMs: {
      median: round(median(ms), 1),
      p90: round(ms[Math.floor(ms.length * 0.9)] ?? 0, 1),
      max: round(ms[ms.length - 1] ?? 0, 1),
    },
    slowest: slowest && { position: slowest.game.slice(0, slowest.ply), ms: round(slowest.ms, 1), nodes: slowest.nodes },
    targetMs: TARGET_MS,
    underTarget: (ms[ms.length - 1] ?? 0) < TARGET_MS,
  };
}

/** The same games in a module Web Worker of Debian's Chromium. */
async function inBrowser(bookFile: string, games: number): Promise<Record<string, unknown>> {
  const dir = compileEngine();
  copyFileSync(bookFile, join(dir, 'book.bin'));
  writeFileSync(
    join(dir, 'worker.mjs'),
    `import { unwrap } from './core/result.mjs';
     import { OpeningBook } from './games/connect4/book.mjs';
     import { STANDARD, makeLayout } from './games/connect4/layout.mjs';
     import { matchSchedule, playMatch } from './games/connect4/match.mjs';
     const book = unwrap(OpeningBook.read(await (await fetch('./book.bin')).arrayBuffer()));
     postMessage(playMatch(unwrap(makeLayout(STANDARD)), book, matchSchedule(${games}), () => performance.now()));`,
  );
  const probe = await runInChromiumWorker<GameRecord[]>(dir, 600_000);
  if (!probe.ok) return { error: probe.error };
  return { chromium: probe.chromium, ...summarise(probe.value, matchSchedule(games)) };
}

const suite: BenchSuite = {
  name: 'connect4-play',
  description: 'perfect play from the empty 7x6 board (book, then solver): time of every engine move in whole games',
  async run(args) {
    let games = 8;
    let browser = false;
    let bookFile = SHIPPED_BOOK;
    for (const a of args) {
      const [k, v] = a.split('=');
      if (k === 'games' && v !== undefined) games = Math.max(1, Number(v));
      else if (k === 'book' && v !== undefined) bookFile = v;
      else if (a === 'browser') browser = true;
      else throw new Error(`connect4-play bench: unknown option '${a}' (games=N, book=FILE, browser)`);
    }
    const bytes = readFileSync(bookFile);
    const book = unwrap(OpeningBook.read(bytes));
    const out: Record<string, unknown> = { book: { positions: book.size, bytes: bytes.length, maxPly: book.maxPly } };
    const t0 = performance.now();
    const schedule = matchSchedule(games);
    out.node = summarise(playMatch(unwrap(makeLayout(STANDARD)), book, schedule, () => performance.now()), schedule);
    out.nodeTotalS = round((performance.now() - t0) / 1000, 1);
    if (browser) out.browser = await inBrowser(bookFile, games);
    return out;
  },
};
export default suite;
