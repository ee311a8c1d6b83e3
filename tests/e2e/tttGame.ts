import { expect, type Locator } from '@playwright/test';

/**
 * Helpers for the lesson specs: read a tic-tac-toe island's board, play a whole
 * game against the engine in the page with a given strategy, and collect
 * console errors.
 */

/** A reader's strategy: the cell to play, from the board (nine characters) and the free cells. */
export type Strategy = (board: string, free: number[]) => number;

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];

/** A cell where `mark` completes a line, if any. */
function completing(board: string, mark: string, free: number[]): number | undefined {
  return free.find((c) => LINES.some((l) => l.includes(c) && l.every((k) => k === c || board[k] === mark)));
}

export const STRATEGIES: Record<string, (me: 'x' | 'o') => Strategy> = {
  'first free cell': () => (_b, free) => free[0],
  'last free cell': () => (_b, free) => free[free.length - 1],
  'centre, then corners, then edges': () => (_b, free) => [4, 0, 2, 6, 8, 1, 3, 5, 7].find((c) => free.includes(c))!,
  'win, else block, else a corner': (me) => (b, free) =>
    completing(b, me, free) ?? completing(b, me === 'x' ? 'o' : 'x', free) ?? [0, 2, 6, 8, 4, 1, 3, 5, 7].find((c) => free.includes(c))!,
  'seeded random': () => {
    let s = 12345;
    return (_b, free) => {
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      return free[s % free.length];
    };
  },
};

/** The play cell's tic-tac-toe game on a page. */
export const TTT_CELL = '[data-play-cell][data-game="tictactoe"]';

/** The game's outcome for the reader (`won`, `lost`, `draw`), or `playing`. */
const outcomeOf = async (root: Locator) => ((await root.getAttribute('data-state')) === 'over' ? ((await root.getAttribute('data-outcome')) ?? '') : 'playing');

/** Plays until the game ends; returns the outcome for the reader the cell reports (won, lost, draw) and the moves. */
export async function playToTheEnd(root: Locator, strategy: Strategy): Promise<{ result: string; moves: string }> {
  for (let turn = 0; turn < 9; turn++) {
    // `data-state` is 'thinking' from the very render that hands the engine the move,
    // before its search starts, so a click cannot slip in first.
    await expect(root).not.toHaveAttribute('data-state', 'thinking');
    const result = await outcomeOf(root);
    if (result !== 'playing') return { result, moves: (await root.getAttribute('data-moves')) ?? '' };
    const before = (await root.getAttribute('data-moves')) ?? '';
    const board = (await root.locator('.tb').getAttribute('data-board')) ?? '';
    const free = [...board].flatMap((m, c) => (m === '.' ? [c] : []));
    await root.locator(`.tb [data-cell="${strategy(board, free)}"]`).click();
    // Wait for the reader's move and, unless the game ended, the engine's reply.
    await expect
      .poll(async () => {
        const now = (await root.getAttribute('data-moves')) ?? '';
        const done = (await outcomeOf(root)) !== 'playing';
        const count = now === '' ? 0 : now.split(',').length;
        const was = before === '' ? 0 : before.split(',').length;
        return done || count >= was + 2;
      })
      .toBe(true);
  }
  return { result: await outcomeOf(root), moves: (await root.getAttribute('data-moves')) ?? '' };
}
