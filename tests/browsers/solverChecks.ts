/**
 * One live cell per game answers exactly, in the page's solve worker (a
 * module worker): the value and best moves the command line computes for the
 * same position, from the same engine code. The positions are the ones the
 * Chromium specs and the fixtures pin: the opening book's empty board and a
 * line of Pons' public test set (Connect Four), the course's worked position
 * (Othello), three pieces on the tetromino board, and the tic-tac-toe
 * position the "one engine, any game" cell starts from.
 */

import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { runCli } from '../../src/cli/engineCli.ts';
import { unwrap } from '../../src/engine/core/result.ts';
import { WORK0 } from '../../src/engine/games/othello/courseListing.ts';
import { START_NOTATION } from '../../src/engine/games/tetromino/notation.ts';
import { placementByName } from '../../src/engine/games/tetromino/placements.ts';
import { placeOn, readSetup, writeSetupText } from '../../src/engine/games/tetromino/setup.ts';
import { TASKS } from '../../src/engine/tasks/index.ts';
import { signedScore } from '../../src/lib/games/score.ts';
import { connect4ColumnsAnswer } from '../everyCoreAnswer.ts';
import type { CheckList, InPageCheck } from './checks.ts';
import type { BrowserPage } from './page.ts';

interface Solution {
  value: number;
  bestMoves: (string | number)[];
}

/** The command line's answer: `npm run -s engine -- solve <args>`. */
function cli(...args: string[]): Solution {
  const out = runCli(['solve', ...args]);
  if (out.status !== 0) throw new Error(`engine solve ${args.join(' ')}: ${out.stderr}`);
  return JSON.parse(out.stdout);
}

/**
 * A page function: the state of a solver cell, once its island has hydrated
 * (until then it is scrolled into view, where `client:visible` wakes it).
 */
function solverCell(selector: string): { position: string | null; state: string | null; value: string | null; best: string | null } | null {
  const cell = document.querySelector(selector);
  if (!cell) return null;
  if (cell.closest('astro-island[ssr]')) {
    cell.scrollIntoView({ block: 'center', behavior: 'instant' });
    return null;
  }
  const result = cell.querySelector('.solver__result');
  return {
    position: cell.getAttribute('data-position'),
    state: result?.getAttribute('data-state') ?? null,
    value: cell.getAttribute('data-value'),
    best: cell.getAttribute('data-best'),
  };
}

/** Opens a solver cell at `position`, presses Solve and checks the answer against `expected`. */
async function solveIn(page: BrowserPage, path: string, game: string, position: string, expected: Solution): Promise<void> {
  const cell = `.solver[data-game="${game}"]`;
  const query = position === '' ? '' : `?pos=${encodeURIComponent(position)}`;
  const hash = path.startsWith('/lessons/') ? '#solver' : '';
  await page.open(`${path}${query}${hash}`);
  await page.waitFor(solverCell, { message: `the ${game} solver cell to hydrate at ${JSON.stringify(position)}`, until: (c) => c?.position === position, timeout: 30_000 }, cell);
  await page.click(`${cell} .solver__actions button`, { text: 'Solve' });
  const done = await page.waitFor(solverCell, { message: `the ${game} solve to finish`, until: (c) => c?.state === 'solved' || c?.state === 'failed', timeout: 60_000 }, cell);
  if (done?.state === 'failed') throw new Error(`the ${game} solve failed: ${await page.text(`${cell} .solver__result`)}`);
  expect({ value: done?.value, best: done?.best }).toEqual({ value: String(expected.value), best: expected.bestMoves.join(',') });
}

/** The first line of one of Pons' test sets: moves and the exact score. */
function ponsLine(file: string): { moves: string; score: number } {
  const [moves, score] = readFileSync(`src/data/positions/connect4/${file}`, 'utf8').split('\n')[0].split(' ');
  return { moves, score: Number(score) };
}

const tetrominoAfter = (...names: string[]) =>
  writeSetupText(names.reduce((s, n) => unwrap(placeOn(s, placementByName(n)!)), unwrap(readSetup(START_NOTATION))));

/** A page function: the "one engine, any game" cell's state and answer, once hydrated. */
function anyGameCell(): { state: string | null; position: string; seed: string; best: string | null; chosen: string | null; rows: [string, string][] } | null {
  const cell = document.querySelector('.c4l-anygame');
  if (!cell) return null;
  if (cell.closest('astro-island[ssr]')) {
    cell.scrollIntoView({ block: 'center', behavior: 'instant' });
    return null;
  }
  const inputs = cell.querySelectorAll<HTMLInputElement>('.c4l-controls input');
  const rows = [...cell.querySelectorAll('tr[data-move]')].map((r): [string, string] => [r.getAttribute('data-move') ?? '', r.querySelector('td')?.textContent?.trim() ?? '']);
  return {
    state: cell.getAttribute('data-state'),
    position: inputs[0]?.value ?? '',
    seed: inputs[1]?.value ?? '',
    best: cell.getAttribute('data-best'),
    chosen: cell.getAttribute('data-chosen'),
    rows,
  };
}

/** A page function: the speed page's every-core measure of Connect Four's columns, once hydrated. */
function coreMeasure(): { state: string | null; answer: string | null; workers: string | null; isolated: string } | null {
  const section = document.querySelector('[data-speedup-job="connect4-columns"]');
  if (!section) return null;
  if (section.closest('astro-island[ssr]')) {
    section.scrollIntoView({ block: 'center', behavior: 'instant' });
    return null;
  }
  return {
    state: section.getAttribute('data-state'),
    answer: section.getAttribute('data-answer'),
    workers: section.getAttribute('data-workers'),
    isolated: document.querySelector('[data-isolated]')?.textContent ?? '',
  };
}

const checks: InPageCheck[] = [
  {
    name: 'tic-tac-toe: the engine cell scores every move of its position as the engine does',
    async run(page) {
      await page.open('/lessons/connect-four/#any-game');
      const done = await page.waitFor(anyGameCell, {
        message: 'the tic-tac-toe search to finish',
        until: (c) => c?.state === 'done' || c?.state === 'failed',
        timeout: 60_000,
      });
      expect(done?.state).toBe('done');
      const expected = unwrap(TASKS.choose.run({ game: 'tictactoe', position: done!.position, seed: Number(done!.seed) }));
      expect({ best: done!.best, chosen: done!.chosen, rows: done!.rows }).toEqual({
        best: expected.best.join(','),
        chosen: expected.chosen,
        rows: expected.moves.map((m) => [m.move, signedScore(m.value)]),
      });
    },
  },
  {
    name: 'Connect Four: the empty board from the opening book, then a line of the public test set',
    async run(page) {
      await solveIn(page, '/connect-four-solver/', 'connect4', '', cli('connect4', '', '--book', 'public/books/connect4-7x6.bin'));
      // The worker fetched the book and read the answer from it (no 18-minute search).
      expect(await page.text('.solver[data-game="connect4"] .solver__result')).toContain('From the opening book');
      const line = ponsLine('Test_L2_R1');
      const solved = cli('connect4', line.moves);
      expect(solved.value, 'the command line agrees with the test set').toBe(line.score);
      await solveIn(page, '/connect-four-solver/', 'connect4', line.moves, solved);
    },
  },
  {
    name: 'every core: the speed page, cross-origin isolated as its _headers asks, scores every Connect Four column with one worker, then split over workers that share one table',
    timeout: 240_000,
    async run(page) {
      await page.open('/speed/#cores');
      const ready = await page.waitFor(coreMeasure, { message: 'the every-core measure to hydrate', until: (m) => /offers \d+ worker/.test(m?.isolated ?? ''), timeout: 30_000 });
      expect(await page.evaluate(() => crossOriginIsolated), 'the speed page is cross-origin isolated').toBe(true);
      const cores = await page.evaluate(() => Math.max(1, Math.min(navigator.hardwareConcurrency, 4)));
      // This machine's cores decide whether there is a split to share a table in.
      if (cores > 1) expect(ready?.isolated).toMatch(/This page is cross-origin isolated, so the workers scoring Connect Four’s columns share one table\.$/);
      await page.click('[data-speedup-job="connect4-columns"] button', { text: 'Measure' });
      const done = await page.waitFor(coreMeasure, { message: 'the every-core measure to finish', until: (m) => m?.state === 'done' || m?.state === 'failed', timeout: 180_000 });
      expect({ state: done?.state, answer: done?.answer, workers: done?.workers }).toEqual({ state: 'done', answer: connect4ColumnsAnswer(), workers: String(cores) });
    },
  },
  {
    name: 'Othello: the course’s worked position',
    async run(page) {
      await solveIn(page, '/lessons/othello-endgame/', 'othello', WORK0, cli('othello', WORK0));
    },
  },
  {
    name: 'tetromino: three pieces on the board',
    async run(page) {
      const position = tetrominoAfter('O0@a1', 'T0@c1', 'I0@e4');
      await solveIn(page, '/lessons/tetromino/', 'tetromino', position, cli('tetromino', position, '--best', 'all'));
    },
  },
];

export const solverChecks = (): CheckList => ({ name: 'a solver cell per game', checks });
