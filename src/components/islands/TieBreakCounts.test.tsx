// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import { fakeJobLog, fakeJobs } from '../../lib/jobs/fakeSolveClient.ts';
import TieBreakCounts from './TieBreakCounts.tsx';

vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));

afterEach(cleanSlate);

const root = () => document.querySelector('.c4l-tiebreak') as HTMLElement;

describe('the random choice among equal moves, counted', () => {
  test('figure 1, 3,000 runs from seed 1: only the best moves, the counts the engine gives', async () => {
    render(<TieBreakCounts />);
    await waitFor(() => expect(root().dataset.state).toBe('done'));
    expect(root().dataset.counts).toBe('1015,999,986');
    expect([...document.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-move'))).toEqual(['2', '3', '4']);
    expect(screen.getAllByText('best')).toHaveLength(3);
    expect(document.querySelector('[data-chi]')!.textContent).toMatch(
      /^χ² = \d+\.\d\d against a fair choice among the 3 best moves; a fair choice stays below 13\.816 .* \(so does this one\)/,
    );
    expect(fakeJobLog()).toEqual(['task tieBreak {"game":"line","position":"o...x","runs":3000,"seed":1}']);
  });

  test('another row and other runs start a new count; a row that cannot happen names the problem', async () => {
    render(<TieBreakCounts />);
    await waitFor(() => expect(root().dataset.state).toBe('done'));
    fireEvent.input(screen.getByRole('textbox', { name: /^Row/ }), { target: { value: 'x.o..' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Runs' }), { target: { value: '100' } });
    await waitFor(() => expect(fakeJobLog().at(-1)).toBe('task tieBreak {"game":"line","position":"x.o..","runs":100,"seed":1}'));
    await waitFor(() => expect(root().dataset.state).toBe('done'));
    const counts = root().dataset.counts!.split(',').map(Number);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(100);
    fireEvent.input(screen.getByRole('textbox', { name: /^Row/ }), { target: { value: 'oo..x' } });
    expect(screen.getByRole('alert').textContent).toBe('x has 1 stone and o has 2: x moves first, so x has as many as o or one more');
    expect(root().dataset.state).toBe('idle');
  });

  test('while the worker counts, the cell says so and can be cancelled', async () => {
    fakeJobs.mode = 'hold';
    render(<TieBreakCounts />);
    await waitFor(() => expect(screen.getByText('Counting: 1,234 positions…')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(root().dataset.state).toBe('idle');
  });
});
