// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { render as preactRender } from 'preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../../testing.ts';
import { SolverCell } from './SolverCell.tsx';
import { fakeJobs } from '../../../lib/jobs/fakeSolveClient.ts';
import { formatRate, progressWords } from '../../../lib/jobs/words.ts';
import { connect4Part } from '../../parts/connect4.tsx';

// The worker client, replaced by the one fake, whose jobs the test settles by
// hand: like the real one, a new job cancels the running one. The cells run one
// worker (`workers={1}`) except where the test is about the split.
vi.mock('../../../lib/solveClient.ts', () => import('../../../lib/jobs/fakeSolveClient.ts'));
const jobs = () => fakeJobs.jobs;

afterEach(cleanSlate);

const root = () => document.querySelector('.solver') as HTMLElement;
const result = () => document.querySelector('.solver__result') as HTMLElement;

beforeEach(() => {
  fakeJobs.mode = 'manual';
});

describe('the solver cell: one job at a time, the newest wins', () => {
  test('Solve and "every column" started in the same task: the display follows the analysis', async () => {
    render(<SolverCell part={connect4Part} workers={1} urlParam={null} position="4453" />);
    // Both clicks in one task, before the page re-renders: both buttons are still enabled.
    const [solve, every] = [screen.getByText('Solve'), screen.getByText('Score every column')];
    solve.click();
    every.click();
    expect(jobs().map((j) => j.kind)).toEqual(['solve', 'analyze']);
    // The solve was cancelled by the analysis: the display must not say "Cancelled."
    await waitFor(() => expect(result().dataset.state).toBe('running'));
    expect(screen.getByText('Cancel')).toBeTruthy();
    jobs()[1].settle({ status: 'done', result: { moves: [{ move: 1, value: -3 }], nodes: 7, extra: {} }, ms: 2, notices: [] });
    await waitFor(() => expect(result().dataset.state).toBe('analysed'));
    expect(root().dataset.workers).toBe('0');
  });

  test('an answer that arrives after an edit is dropped', async () => {
    render(<SolverCell part={connect4Part} workers={1} urlParam={null} position="44" />);
    fireEvent.click(screen.getByText('Solve'));
    fireEvent.input(screen.getByLabelText('Moves'), { target: { value: '445' } });
    jobs()[0].settle({ status: 'done', result: { value: 5, bestMoves: [1], nodes: 1, extra: { size: '7x6k4', moves: 2, toMove: 'first', weak: false } }, ms: 1, notices: [] });
    await new Promise((r) => setTimeout(r, 20));
    expect(result().dataset.state).toBe('idle');
    expect(root().dataset.value).toBeUndefined();
  });

  test('Solve pressed as soon as a position from the link is drawn, before the effects of that render have run: the solve runs on', async () => {
    // A browser may deliver the click between the render that shows the link's position and the
    // effects of that render (WebKit did, once): the change of text must not then cancel the job.
    window.history.replaceState(null, '', '/?pos=4453');
    const host = document.body.appendChild(document.createElement('div'));
    const clicked = new Promise<void>((resolve) => {
      const seen = new MutationObserver(() => {
        if (root()?.dataset.position !== '4453') return;
        seen.disconnect();
        screen.getByText('Solve').click();
        resolve();
      });
      seen.observe(host, { subtree: true, attributes: true, attributeFilter: ['data-position'] });
    });
    try {
      preactRender(<SolverCell part={connect4Part} workers={1} position="" />, host);
      await clicked;
      await new Promise((r) => setTimeout(r, 250));
      expect(jobs().map((j) => j.kind)).toEqual(['solve']);
      expect(result().dataset.state).toBe('running');
    } finally {
      preactRender(null, host);
      host.remove();
    }
  });

  test('progress says positions, their rate and the time spent', async () => {
    render(<SolverCell part={connect4Part} workers={1} urlParam={null} position="11" />);
    fireEvent.click(screen.getByText('Solve'));
    jobs()[0].progress({ nodes: 2_500_000, ms: 500 });
    await waitFor(() => expect(result().textContent).toBe('Searching: 2,500,000 positions at 5.0 M/s, 500 ms…'));
  });
});

describe('redraws', () => {
  test('a solve redraws the board twice, when it starts and when it ends, the time beside its example included', async () => {
    fakeJobs.mode = 'engine';
    let boards = 0;
    const part = {
      ...connect4Part,
      kit: { ...connect4Part.kit, examples: [{ id: 'small', label: 'Small', text: '5x4k4:' }] },
      Board: (p: Parameters<typeof connect4Part.Board>[0]) => (boards++, connect4Part.Board(p)),
    };
    render(<SolverCell part={part} workers={1} urlParam={null} position="5x4k4:" />);
    await new Promise((r) => setTimeout(r, 20));
    boards = 0;
    fireEvent.click(screen.getByText('Solve'));
    await waitFor(() => expect(result().dataset.state).toBe('solved'));
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelector('[data-example-ms]')?.textContent).toBe('solved here in 5 ms');
    expect(boards).toBe(2);
  });
});

describe('every failure reaches the reader', () => {
  test('a worker that could not start: the message and a Retry that runs the job again', async () => {
    render(<SolverCell part={connect4Part} workers={1} urlParam={null} position="44" />);
    fireEvent.click(screen.getByText('Score every column'));
    jobs()[0].settle({ status: 'error', error: { code: 'ERR_UNAVAILABLE', message: 'solver worker: stopped', failure: { worker: 'solver', how: 'stopped' } } });
    await waitFor(() => expect(result().dataset.state).toBe('failed'));
    expect(result().textContent).toContain('the solver stopped (its script did not load)');
    fireEvent.click(screen.getByText('Retry'));
    expect(jobs().map((j) => j.kind)).toEqual(['analyze', 'analyze']);
    await waitFor(() => expect(result().dataset.state).toBe('running'));
  });

  test('a resource the job did without is said under the answer', async () => {
    render(<SolverCell part={connect4Part} workers={1} urlParam={null} position="" />);
    fireEvent.click(screen.getByText('Solve'));
    const notice = { resource: 'book', error: { code: 'ERR_UNAVAILABLE', message: 'the server answered 404' } } as const;
    jobs()[0].settle({ status: 'done', result: { value: 1, bestMoves: [4], nodes: 9, extra: { size: '7x6k4', moves: 0, toMove: 'first', weak: false } }, ms: 1, notices: [notice] });
    await waitFor(() => expect(result().dataset.state).toBe('solved'));
    expect(screen.getByRole('note').textContent?.trim()).toBe(
      'The opening book is unavailable: the server answered 404. Everything is searched instead; what that puts out of reach (near the start of a game) is refused.',
    );
    expect(root().dataset.value).toBe('1');
    expect(root().dataset.best).toBe('4');
  });
});

describe('test hooks and formats', () => {
  test('data-game and data-position follow the text; a wrong text has no position', () => {
    render(<SolverCell part={connect4Part} workers={1} urlParam={null} position="44" />);
    expect(root().dataset.game).toBe('connect4');
    expect(root().dataset.position).toBe('44');
    fireEvent.input(screen.getByLabelText('Moves'), { target: { value: '4x' } });
    expect(root().dataset.position).toBeUndefined();
    expect(screen.getByLabelText('Moves').getAttribute('aria-invalid')).toBe('true');
  });
  test.each([
    [950, '950/s'],
    [12_345, '12 k/s'],
    [3_456_789, '3.5 M/s'],
  ])('rate %i -> %s', (n, text) => expect(formatRate(n)).toBe(text));
  test('progress before the first report', () => expect(progressWords(null)).toBe('Searching…'));
});

describe('the value of every move over several workers', () => {
  test('two workers: one sub-job per column, the merged values on the board, one progress line; a solve stays in one worker', async () => {
    render(<SolverCell part={connect4Part} workers={2} urlParam={null} position="4453" />);
    screen.getByText('Score every column').click();
    // First what each column costs (one worker), then two columns at a time, dearest first: the fake holds each until the test settles it.
    await waitFor(() => expect(jobs().map((j) => j.task)).toEqual(['connect4ColumnCosts']));
    jobs()[0].settle({ status: 'done', result: { costs: [1, 2, 3, 7, 6, 5, 4], nodes: 5 }, ms: 1, notices: [] });
    // Two columns held at once: two workers.
    await waitFor(() => expect(jobs().slice(1).map((j) => j.options?.moves)).toEqual(['4', '5']));
    for (let k = 1; k <= 7; k++) {
      await waitFor(() => expect(jobs().length).toBeGreaterThan(k));
      const column = Number(jobs()[k].options?.moves);
      jobs()[k].settle({ status: 'done', result: { moves: [{ move: column, value: column - 4 }], nodes: 10, extra: {} }, ms: 1, notices: [] });
    }
    expect(jobs().slice(1).map((j) => j.options?.moves)).toEqual(['4', '5', '6', '7', '3', '2', '1']);
    await waitFor(() => expect(result().dataset.state).toBe('analysed'));
    expect(result().textContent).toContain('75 positions searched');
    screen.getByText('Solve').click();
    expect(jobs().at(-1)!.kind).toBe('solve');
    expect(jobs()).toHaveLength(9);
  });
});
