// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import { ROAD_STEPS } from '../../lib/games/connect4.ts';
import { builtRoadCounts } from '../../lib/facts/roadCounts.ts';
import RoadTable from './RoadTable.tsx';
import { fakeJobLog, fakeJobs } from '../../lib/jobs/fakeSolveClient.ts';

vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));

afterEach(cleanSlate);

// The build-time counts, as RoadFigure.astro passes them.
const built = builtRoadCounts();

const root = () => document.querySelector('.c4l-road') as HTMLElement;
const row = (step: string) => document.querySelector(`tr[data-step="${step}"]`) as HTMLElement;

describe('the road table', () => {
  test('the end set lists steps 1 to 8 and the site’s solver, with the counts of the build', () => {
    render(<RoadTable built={built} />);
    const steps1to8 = ROAD_STEPS.filter((s) => s.number <= 8).map((s) => s.id);
    expect(steps1to8).toHaveLength(8);
    expect([...document.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-step'))).toEqual([...steps1to8, 'site']);
    expect(row('negamax').dataset.built).toBe('127971');
    expect(row('alphaBeta').querySelectorAll('td')[1].textContent).toBe('17× fewer');
    expect(row('bitboards').querySelectorAll('td')[1].textContent).toBe('same');
  });

  test('a row run in the browser finds the build’s count, every score exact', async () => {
    render(<RoadTable built={built} />);
    fireEvent.click(screen.getByRole('button', { name: 'Run step 2 on these positions' }));
    await waitFor(() => expect(row('alphaBeta').dataset.nodes).toBe('7466'));
    expect(row('alphaBeta').dataset.wrong).toBe('0');
    expect(row('alphaBeta').textContent).toContain('✓ 22/22');
    expect(fakeJobLog()).toEqual(['task connect4Road {"step":"alphaBeta","set":"end"}']);
    // Cleared, the row can be timed again.
    fireEvent.click(screen.getByRole('button', { name: 'Clear these results' }));
    expect(row('alphaBeta').dataset.nodes).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Run step 2 on these positions' })).toBeTruthy();
  });

  test('run all on the beginning set: steps 6 to 9 and the site’s solver, one after the other; step 9 reads the book', async () => {
    render(<RoadTable built={built} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Beginning (7)' }));
    expect(root().dataset.set).toBe('begin');
    fireEvent.click(screen.getByRole('button', { name: /^Run all steps/ }));
    // Five real searches in this process: seconds, more on a busy machine.
    await waitFor(() => expect(row('site').dataset.nodes).toBeDefined(), { timeout: 60_000 });
    for (const step of ['nullWindow', 'nonLosing', 'threatOrder', 'book', 'site']) expect(row(step).dataset.nodes).toBe(row(step).dataset.built);
    expect(row('book').dataset.nodes).toBe('0');
    expect(fakeJobLog().map((l) => JSON.parse(l.slice('task connect4Road '.length)).step)).toEqual(['nullWindow', 'nonLosing', 'threatOrder', 'book', 'site']);
  }, 90_000);

  test('a run can be cancelled, and the queue with it', async () => {
    fakeJobs.mode = 'hold';
    render(<RoadTable built={built} set="middle" />);
    fireEvent.click(screen.getByRole('button', { name: /^Run all steps/ }));
    await waitFor(() => expect(screen.getByText(/^Step 5: 1,234 positions/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(root().dataset.state).toBe('idle');
    expect(fakeJobLog()).toHaveLength(1);
  });
});
