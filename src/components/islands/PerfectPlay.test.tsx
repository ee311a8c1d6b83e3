// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { unwrap } from '../../engine/core/result.ts';
import { OpeningBook } from '../../engine/games/connect4/book.ts';
import { CONNECT4_BOOK, connect4Solver } from '../../engine/solve/connect4.ts';
import { TASKS } from '../../engine/tasks/index.ts';
import { moveSeed } from '../../lib/models/connect4Lesson.ts';
import PerfectPlay from './PerfectPlay.tsx';
import { fakeJobLog, fakeJobs, resetFakeJobs } from '../../lib/jobs/fakeSolveClient.ts';

vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));

afterEach(() => {
  cleanup();
  resetFakeJobs();
});

const book = unwrap(OpeningBook.read(readFileSync(`${process.cwd()}/public/${CONNECT4_BOOK.path}`)));
const root = () => document.querySelector('.c4l-perfect') as HTMLElement;
const column = (c: number) => screen.getByRole('button', { name: new RegExp(`^Play column ${c}\\b`) });

describe('play the perfect engine', () => {
  test('7×6, the reader first: the column scores of the empty board; the engine answers from the book; take back', async () => {
    render(<PerfectPlay />);
    expect(root().dataset.state).toBe('reader');
    fireEvent.click(screen.getByRole('button', { name: 'Column scores' }));
    await waitFor(() => expect(root().dataset.scores).toBe('-2,-1,0,1,0,-1,-2'));
    expect(screen.getByText(/columns 1, 2, 3, 4 from the opening book/)).toBeTruthy();
    fireEvent.click(column(4));
    const reply = unwrap(TASKS.connect4Perfect.run({ position: '4', seed: moveSeed(1, 1), fresh: true }, { resources: { book } }));
    expect(reply.fromBook).toBe(true);
    await waitFor(() => expect(root().dataset.moves).toBe(`4${reply.column}`));
    expect(document.querySelector('[data-last-move]')!.textContent).toMatch(
      new RegExp(`^The engine played column ${reply.column} from the opening book, in \\d+ ms\\. Its score, `),
    );
    // The scores follow the new position: the solver's (and the book's) analysis of it.
    const analysis = unwrap(connect4Solver.analyze(`4${reply.column}`, {}, { resources: { book } }));
    await waitFor(() => expect(root().dataset.scores).toBe(analysis.moves.map((m) => m.value).join(',')));
    expect(fakeJobLog().at(-1)).toBe(`analyze connect4 4${reply.column}`);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(root().dataset.moves).toBe('');
  });

  test('5×4, the engine first: the plain solver plays; a full game ends in the engine’s favour or a draw', async () => {
    render(<PerfectPlay first="engine" />);
    fireEvent.change(screen.getByRole('combobox', { name: /^Board/ }), { target: { value: '2' } });
    await waitFor(() => expect(root().dataset.moves!.length).toBe(1));
    expect(root().dataset.size).toBe('5x4k4');
    // 5×4 is a draw with best play: the engine opens in a middle column.
    expect(['2', '3', '4']).toContain(root().dataset.moves);
    // The reader plays the leftmost open column every time.
    while (root().dataset.state !== 'over') {
      await waitFor(() => expect(['reader', 'over']).toContain(root().dataset.state));
      if (root().dataset.state === 'over') break;
      const open = [1, 2, 3, 4, 5].find((c) => !(column(c) as HTMLButtonElement).disabled)!;
      fireEvent.click(column(open));
      await waitFor(() => expect(root().dataset.state).not.toBe('thinking'));
    }
    // 5×4 is a draw with best play: the reader's plain strategy never wins.
    expect(['engine', 'draw']).toContain(root().dataset.result);
    expect(root().dataset.moves!.length).toBeGreaterThanOrEqual(7);
  });

  test('a long search shows its progress; Cancel takes the reader’s move back', async () => {
    render(<PerfectPlay />);
    fireEvent.change(screen.getByRole('combobox', { name: /^Board/ }), { target: { value: '7' } });
    fakeJobs.mode = 'hold';
    fireEvent.click(column(3));
    await waitFor(() => expect(screen.getByText('The engine searches: 1,234 positions…')).toBeTruthy());
    expect(root().dataset.state).toBe('thinking');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(root().dataset.moves).toBe('');
    expect(root().dataset.state).toBe('reader');
  });
});
