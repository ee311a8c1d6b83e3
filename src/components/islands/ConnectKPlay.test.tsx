// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { unwrap } from '../../engine/core/result.ts';
import { parseMoves } from '../../engine/games/connect4/notation.ts';
import { TASKS } from '../../engine/tasks/index.ts';
import { moveSeed } from '../../lib/models/connect4Lesson.ts';
import ConnectKPlay from './ConnectKPlay.tsx';
import { fakeJobLog, resetFakeJobs } from '../../lib/jobs/fakeSolveClient.ts';

vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));

afterEach(() => {
  cleanup();
  resetFakeJobs();
});

const root = () => document.querySelector('.c4l-play') as HTMLElement;
const column = (c: number) => screen.getByRole('button', { name: new RegExp(`^Play column ${c}\\b`) });
/** The engine's own choice, as the cell asks for it. */
const choice = (position: string, depth: number, evaluation: 'windows' | 'cells' | 'none', seed: number, ply: number) =>
  unwrap(TASKS.choose.run({ game: 'connect4', position, depth, evaluation, seed: moveSeed(seed, ply) })).chosen!;

describe('Connect-K against the computer', () => {
  test('the reader plays, the computer (depth 4, open windows) answers with the engine’s choice; take back undoes both', async () => {
    render(<ConnectKPlay delay={0} />);
    expect(root().dataset.state).toBe('human');
    fireEvent.click(column(4));
    const reply = choice('7x6k4:4', 4, 'windows', 1, 1);
    await waitFor(() => expect(root().dataset.moves).toBe(`4${reply}`));
    expect(root().dataset.state).toBe('human');
    expect(document.querySelector('[data-last-choice]')!.textContent).toMatch(
      new RegExp(`^The second player \\(depth 4, open windows\\) played column ${reply}, in \\d+ ms, after [\\d,]+ positions\\. Its values: 1: `),
    );
    expect(document.querySelectorAll('[data-last]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(root().dataset.moves).toBe('');
  });

  test('computer against computer on 4×4 with three in a row plays to the end, move for move as the engine chooses', async () => {
    render(<ConnectKPlay delay={0} first="computer" second="computer" width={4} height={4} k={3} />);
    await waitFor(() => expect(root().dataset.state).toBe('over'), { timeout: 5000 });
    // Replay with the engine alone.
    let moves = '';
    for (let p = unwrap(parseMoves('4x4k3:')); !p.isOver; p = unwrap(parseMoves(`4x4k3:${moves}`)))
      moves += choice(`4x4k3:${moves}`, 4, 'windows', 1, moves.length);
    expect(root().dataset.moves).toBe(moves);
    const end = unwrap(parseMoves(`4x4k3:${moves}`));
    expect(root().dataset.result).toBe(end.won ? (end.moves % 2 === 1 ? 'first' : 'second') : 'draw');
    expect(screen.getByRole('button', { name: 'New game' })).toBeTruthy();
  });

  test('paused, one move at a time; new settings per side', async () => {
    render(<ConnectKPlay delay={0} first="computer" second="computer" width={5} height={4} k={4} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const before = root().dataset.moves!.length;
    expect(root().dataset.state).toBe('paused');
    fireEvent.click(screen.getByRole('button', { name: 'One move' }));
    await waitFor(() => expect(root().dataset.moves!.length).toBe(before + 1));
    expect(root().dataset.state).toBe('paused');
    fireEvent.change(document.getElementById('kplay-1-eval')!, { target: { value: 'none' } });
    fireEvent.change(document.getElementById('kplay-1-depth')!, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(root().dataset.state).toBe('over'), { timeout: 5000 });
    expect(fakeJobLog().some((l) => l.includes('"depth":2,"evaluation":"none"'))).toBe(true);
  });

  test('the open windows of the position, counted by stones', () => {
    render(<ConnectKPlay delay={0} first="human" second="human" />);
    fireEvent.click(column(4));
    fireEvent.click(column(4));
    const rows = [...document.querySelectorAll('.c4l-windows tbody tr')].map((r) => [...r.querySelectorAll('td')].map((d) => d.textContent));
    expect(rows).toEqual([
      ['6', '0', '0'],
      ['9', '0', '0'],
    ]);
    expect(document.querySelector('[data-balance]')!.textContent).toContain('−3 for the first player');
  });
});
