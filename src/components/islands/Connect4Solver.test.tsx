// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import { fakeJobs } from '../../lib/jobs/fakeSolveClient.ts';
import Connect4Solver from './Connect4Solver.tsx';
import { describeScore, movesPosition } from '../../lib/games/connect4.ts';

// The worker client, replaced by the one fake: the real engine run in this
// process; with `fakeJobs.mode = 'hold'`, jobs wait for a cancel (to see the
// running state).
vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));
const runs = () => fakeJobs.jobs.map((j) => (j.task ? `task ${j.task}` : `${j.kind} ${j.game} ${j.position}${j.options?.moves ? ` columns ${j.options.moves}` : ''}`));

// A reader with two cores: "every column" goes to two workers (the pool's size is its cores, at most 4).
beforeAll(() => Object.defineProperty(navigator, 'hardwareConcurrency', { value: 2, configurable: true }));

afterEach(cleanSlate);

const input = () => screen.getByLabelText('Moves') as HTMLInputElement;
const result = () => document.querySelector('.solver__result') as HTMLElement;
const stones = (cls: string) => document.querySelectorAll(`.c4b__board .${cls}`).length;
const type = (text: string) => fireEvent.input(input(), { target: { value: text } });

describe('the Connect Four solver cell', () => {
  test('clicking columns drops stones and writes the moves', () => {
    render(<Connect4Solver urlParam={null} />);
    expect(stones('c4b__hole')).toBe(42);
    fireEvent.click(screen.getByLabelText(/^Play column 4\b/));
    fireEvent.click(screen.getByLabelText(/^Play column 4\b/));
    fireEvent.click(screen.getByLabelText(/^Play column 3\b/));
    expect(input().value).toBe('443');
    expect([stones('c4b__stone--first'), stones('c4b__stone--second')]).toEqual([2, 1]);
    expect(document.querySelector('[data-cell="4,2"]')!.getAttribute('class')).toBe('c4b__stone--second');
    expect(screen.getByText('3 moves played; the second player is to move.')).toBeTruthy();
    fireEvent.click(screen.getByText('Undo'));
    expect(input().value).toBe('44');
  });

  test('a bad position names the problem and keeps the last good board', () => {
    render(<Connect4Solver urlParam={null} position="4444" />);
    type('4444444');
    expect(screen.getByRole('alert').textContent).toBe('move 7 (column 4): column 4 is already full');
    expect(stones('c4b__hole')).toBe(38); // still the four stones of '4444'
    expect((screen.getByText('Solve') as HTMLButtonElement).disabled).toBe(true);
    type('9x13k4:1');
    expect(screen.getByRole('alert').textContent).toBe('height 13 is not supported: use 1..12 rows');
  });

  test('in French, the problem is named by its kind and where it is', () => {
    render(<Connect4Solver urlParam={null} position="4444" lang="fr" />);
    const type = (text: string) => fireEvent.input(screen.getByLabelText('Coups'), { target: { value: text } });
    type('4444444');
    expect(screen.getByRole('alert').textContent).toBe('les règles interdisent ce coup (au caractère 7, «\u00a04\u00a0»)');
    type('44z');
    expect(screen.getByRole('alert').textContent).toBe('le texte ne suit pas la notation (au caractère 3, «\u00a0z\u00a0»)');
  });

  test('solve: the exact score, its meaning and the best column, ringed', async () => {
    // Middle-Easy line of the public test set, score 8 (src/data/positions/connect4/Test_L2_R1).
    render(<Connect4Solver urlParam={null} position="52753311433677442422121" />);
    fireEvent.click(screen.getByText('Solve'));
    await waitFor(() => expect(result().dataset.state).toBe('solved'));
    expect(result().querySelector('[data-value]')!.textContent).toBe('8');
    const best = result().querySelector('[data-best]')!.textContent!.split(', ').map(Number);
    for (const c of best) expect(screen.getByLabelText(new RegExp(`^Play column ${c}\\b`)).className).toBe('is-best');
    expect(result().textContent).toContain('with best play, the second player wins with its 14th stone');
  });

  test('in French, the cell’s own words are French and its count is grouped the French way', async () => {
    render(<Connect4Solver urlParam={null} position="52753311433677442422121" lang="fr" />);
    fireEvent.click(screen.getByText('Résoudre'));
    await waitFor(() => expect(result().dataset.state).toBe('solved'));
    expect(result().querySelector('[data-value]')!.textContent).toBe('8');
    expect(result().textContent).toMatch(/Meilleurs? coups?\u00a0:/);
    expect(result().querySelector('.solver__cost')!.textContent).toMatch(/^[\d\u202f]+ positions explorées en \d/);
    for (const word of ['Défaire', 'Recommencer']) expect(screen.getByText(word)).toBeTruthy();
  });

  test('in French, the game’s words are French too: the status, the value in a sentence, the help', async () => {
    render(<Connect4Solver urlParam={null} position="52753311433677442422121" lang="fr" />);
    expect(screen.getByLabelText('Coups')).toBeTruthy();
    expect(document.querySelector('.solver__status')!.textContent).toBe('23 coups joués\u202f; au second joueur de jouer.');
    expect(document.querySelector('.solver__help')!.textContent).toBe(
      'Les colonnes de 1 à 7 depuis la gauche, le premier coup d’abord\u202f; pour un autre plateau, sa taille devant (6x5k4:3342). Ou cliquez sur une colonne.',
    );
    fireEvent.click(screen.getByText('Résoudre'));
    await waitFor(() => expect(result().dataset.state).toBe('solved'));
    expect(result().querySelector('[data-best]')!.textContent).toBe('5');
    expect(result().textContent!.replace(/ en [\d,]+ m?s\.$/, '')).toBe(
      'Score 8\u00a0: avec le meilleur jeu, le second joueur gagne avec son 14e pion. Meilleur coup\u00a0: 5. 79 positions explorées',
    );
    fireEvent.click(screen.getByText('Évaluer chaque colonne'));
    await waitFor(() => expect(result().dataset.state).toBe('analysed'));
    expect(result().textContent).toMatch(/^Le score de chaque colonne est au-dessus d’elle/);
  });

  test('score every column: the scores replace the column numbers', async () => {
    render(<Connect4Solver urlParam={null} position="5x4k4:" />);
    fireEvent.click(screen.getByText('Score every column'));
    await waitFor(() => expect(result().dataset.state).toBe('analysed'));
    const labels = [1, 2, 3, 4, 5].map((c) => screen.getByLabelText(new RegExp(`^Play column ${c}\\b`)).textContent);
    expect(labels.slice(1, 4)).toEqual(['0', '0', '0']); // 5x4 is a draw through the three middle columns
    expect(Number(labels[0])).toBeLessThan(0);
  });

  test('a running job shows its progress and can be cancelled; an edit cancels it too, every worker of a split job', async () => {
    fakeJobs.mode = 'hold';
    render(<Connect4Solver urlParam={null} />);
    fireEvent.click(screen.getByText('Solve'));
    await waitFor(() => expect(result().textContent).toBe('Searching: 1,234 positions…'));
    fireEvent.click(screen.getByText('Cancel'));
    await waitFor(() => expect(result().textContent).toBe('Cancelled.'));
    fireEvent.click(screen.getByText('Score every column'));
    // First what each column costs, on one worker (here all alike: centre first), then the columns.
    await waitFor(() => expect(fakeJobs.jobs.at(-1)?.task).toBe('connect4ColumnCosts'));
    fakeJobs.jobs.at(-1)!.settle({ status: 'done', result: { costs: [0, 0, 0, 0, 0, 0, 0], nodes: 0 }, ms: 1, notices: [] });
    await waitFor(() => expect(fakeJobs.jobs).toHaveLength(4));
    expect(result().dataset.state).toBe('running');
    type('4');
    await waitFor(() => expect(result().dataset.state).toBe('idle'));
    expect(screen.queryByText('Cancel')).toBeNull();
    // Two sub-jobs at a time (a column and its mirror image share one on the empty board): the first two were running when the edit cancelled them.
    expect(runs()).toEqual(['solve connect4 ', 'task connect4ColumnCosts', 'analyze connect4  columns 4', 'analyze connect4  columns 3,5']);
  });

  test('the position lives in the URL', () => {
    window.history.replaceState(null, '', '/?pos=4453');
    render(<Connect4Solver />);
    expect(input().value).toBe('4453');
    fireEvent.click(screen.getByLabelText(/^Play column 1\b/));
    expect(new URLSearchParams(window.location.search).get('pos')).toBe('44531');
  });
});

describe('describeScore', () => {
  test.each([
    ['', 1, 'with best play, the first player wins with its 21st stone'],
    ['4', -1, 'with best play, the first player wins with its 21st stone'],
    ['44', 0, 'with best play on both sides, a draw'],
    ['1', 2, 'with best play, the second player wins with its 20th stone'],
    ['6x4k4:', -1, 'with best play, the second player wins with its 12th stone'],
  ])("'%s' scored %i: %s", (moves, score, text) => {
    expect(describeScore(movesPosition(moves), score)).toBe(text);
  });
});
