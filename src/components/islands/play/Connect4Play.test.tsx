// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../../testing.ts';
import { unwrap } from '../../../engine/core/result.ts';
import { OpeningBook } from '../../../engine/games/connect4/book.ts';
import { parseMoves } from '../../../engine/games/connect4/notation.ts';
import { CONNECT4_BOOK, connect4Solver } from '../../../engine/solve/connect4.ts';
import { TASKS } from '../../../engine/tasks/index.ts';
import { fakeJobLog, fakeJobs } from '../../../lib/jobs/fakeSolveClient.ts';
import { moveSeed } from '../../../lib/sessions/play.ts';
import Connect4Play from './Connect4Play.tsx';

vi.mock('../../../lib/solveClient.ts', () => import('../../../lib/jobs/fakeSolveClient.ts'));

afterEach(cleanSlate);

const root = () => document.querySelector('[data-play-cell]') as HTMLElement;
const column = (c: number) => screen.getByRole('button', { name: new RegExp(`^Play column ${c}\\b`) });
const note = () => document.querySelector('[data-note="engine"]')!.textContent;
/** The engine's own choice, as the cell asks for it. */
const choice = (position: string, depth: number, evaluation: 'windows' | 'cells' | 'none', seed: number, ply: number) =>
  unwrap(TASKS.choose.run({ game: 'connect4', position, depth, evaluation, seed: moveSeed(seed, ply) })).chosen!;

describe('Connect-K against the computer (the course’s engine)', () => {
  test('the reader plays, the computer (depth 4, open windows) answers with the engine’s choice; take back undoes both', async () => {
    render(<Connect4Play delay={0} />);
    expect(root().dataset.game).toBe('connect4');
    expect(root().dataset.state).toBe('human');
    fireEvent.click(column(4));
    const reply = choice('7x6k4:4', 4, 'windows', 1, 1);
    await waitFor(() => expect(root().dataset.moves).toBe(`4${reply}`));
    expect(root().dataset.state).toBe('human');
    expect(note()).toMatch(new RegExp(`^The engine \\(depth 4, open windows\\) played column ${reply}, in \\d+ ms, after [\\d,]+ positions\\. Its values: 1: `));
    expect(document.querySelectorAll('[data-last]')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(root().dataset.moves).toBe('');
  });

  test('computer against computer on 4×4 with three in a row plays to the end, move for move as the engine chooses', async () => {
    render(<Connect4Play delay={0} first="computer" second="computer" settings={{ width: 4, height: 4, k: 3 }} />);
    await waitFor(() => expect(root().dataset.state).toBe('over'), { timeout: 5000 });
    // Replay with the engine alone.
    let moves = '';
    for (let p = unwrap(parseMoves('4x4k3:')); !p.isOver; p = unwrap(parseMoves(`4x4k3:${moves}`)))
      moves += choice(`4x4k3:${moves}`, 4, 'windows', 1, moves.length);
    expect(root().dataset.moves).toBe(moves);
    expect(root().dataset.position).toBe(`4x4k3:${moves}`);
    const end = unwrap(parseMoves(`4x4k3:${moves}`));
    expect(root().dataset.result).toBe(end.won ? (end.moves % 2 === 1 ? 'first' : 'second') : 'draw');
    expect(screen.getByRole('button', { name: 'New game' })).toBeTruthy();
  });

  test('paused, one move at a time; new settings per side', async () => {
    render(<Connect4Play delay={0} first="computer" second="computer" settings={{ width: 5, height: 4, k: 4 }} idPrefix="kplay" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    const before = root().dataset.moves!.length;
    expect(root().dataset.state).toBe('paused');
    fireEvent.click(screen.getByRole('button', { name: 'One move' }));
    await waitFor(() => expect(root().dataset.moves!.length).toBe(before + 1));
    expect(root().dataset.state).toBe('paused');
    fireEvent.change(document.getElementById('kplay-1-evaluation')!, { target: { value: 'none' } });
    fireEvent.change(document.getElementById('kplay-1-depth')!, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(root().dataset.state).toBe('over'), { timeout: 5000 });
    expect(fakeJobLog().some((l) => l.includes('"depth":2,"evaluation":"none"'))).toBe(true);
  });

  test('the open windows of the position, counted by stones', () => {
    render(<Connect4Play delay={0} first="human" second="human" />);
    fireEvent.click(column(4));
    fireEvent.click(column(4));
    const rows = [...document.querySelectorAll('.c4w tbody tr')].map((r) => [...r.querySelectorAll('td')].map((d) => d.textContent));
    expect(rows).toEqual([
      ['6', '0', '0'],
      ['9', '0', '0'],
    ]);
    expect(document.querySelector('[data-balance]')!.textContent).toContain('−3 for the first player');
  });
});

const book = unwrap(OpeningBook.read(readFileSync(`${process.cwd()}/public/${CONNECT4_BOOK.path}`)));

describe('the perfect engine', () => {
  test('7×6, the reader first: the column scores of the empty board; the engine answers from the book; take back', async () => {
    render(<Connect4Play engine="perfect" />);
    expect(root().dataset.state).toBe('human');
    fireEvent.click(screen.getByRole('button', { name: 'Column scores' }));
    await waitFor(() => expect(root().dataset.hints).toBe('-2,-1,0,1,0,-1,-2'));
    expect(screen.getByText(/columns 1, 2, 3, 4 from the opening book/)).toBeTruthy();
    fireEvent.click(column(4));
    const reply = unwrap(TASKS.connect4Perfect.run({ position: '4', seed: moveSeed(1, 1), fresh: true }, { resources: { book } }));
    expect(reply.fromBook).toBe(true);
    await waitFor(() => expect(root().dataset.moves).toBe(`4${reply.column}`));
    expect(note()).toMatch(new RegExp(`^The engine played column ${reply.column} from the opening book, in \\d+ ms\\. Its score, `));
    // The scores follow the new position: the solver's (and the book's) analysis of it.
    const analysis = unwrap(connect4Solver.analyze(`4${reply.column}`, {}, { resources: { book } }));
    await waitFor(() => expect(root().dataset.hints).toBe(analysis.moves.map((m) => m.value).join(',')));
    expect(fakeJobLog().at(-1)).toBe(`analyze connect4 4${reply.column}`);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(root().dataset.moves).toBe('');
  });

  test('5×4, the engine first: the plain solver plays; a full game ends in the engine’s favour or a draw', async () => {
    render(<Connect4Play engine="perfect" first="computer" second="human" />);
    fireEvent.change(screen.getByRole('combobox', { name: /^Board/ }), { target: { value: '2' } });
    await waitFor(() => expect(root().dataset.moves!.length).toBe(1));
    expect(root().dataset.position).toMatch(/^5x4k4:/);
    // 5×4 is a draw with best play: the engine opens in a middle column.
    expect(['2', '3', '4']).toContain(root().dataset.moves);
    // The reader plays the leftmost open column every time.
    while (root().dataset.state !== 'over') {
      await waitFor(() => expect(['human', 'over']).toContain(root().dataset.state));
      if (root().dataset.state === 'over') break;
      const open = [1, 2, 3, 4, 5].find((c) => !(column(c) as HTMLButtonElement).disabled)!;
      fireEvent.click(column(open));
      await waitFor(() => expect(root().dataset.state).not.toBe('thinking'));
    }
    // 5×4 is a draw with best play: the reader's plain strategy never wins.
    expect(['lost', 'draw']).toContain(root().dataset.outcome);
    expect(root().dataset.moves!.length).toBeGreaterThanOrEqual(7);
  });

  test('a long search shows its progress; Cancel takes the reader’s move back', async () => {
    render(<Connect4Play engine="perfect" />);
    fireEvent.change(screen.getByRole('combobox', { name: /^Board/ }), { target: { value: '7' } });
    fakeJobs.mode = 'hold';
    fireEvent.click(column(3));
    await waitFor(() => expect(screen.getByText('The engine searches: 1,234 positions…')).toBeTruthy());
    expect(root().dataset.state).toBe('thinking');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(root().dataset.moves).toBe('');
    expect(root().dataset.state).toBe('human');
  });
});

describe('Connect-K in French', () => {
  test('the reader’s turn, the computer’s note, and two computers to the end, in French', async () => {
    render(<Connect4Play delay={0} lang="fr" />);
    expect(screen.getByTestId('play-status').textContent).toBe('À vous de jouer\u00a0: cliquez sur une colonne.');
    fireEvent.click(screen.getByRole('button', { name: /^Jouer dans la colonne 4\b/ }));
    const reply = choice('7x6k4:4', 4, 'windows', 1, 1);
    await waitFor(() => expect(root().dataset.moves).toBe(`4${reply}`));
    expect(note()).toMatch(new RegExp(`^L’ordinateur \\(profondeur 4, fenêtres ouvertes\\) a joué la colonne ${reply}, en \\d+ ms, après [\\d\u202f]+ positions\\. Ses valeurs\u00a0: 1\u00a0: `));
    expect(screen.getByText('Fenêtres ouvertes maintenant')).toBeTruthy();
    cleanup();
    render(<Connect4Play delay={0} first="computer" second="computer" settings={{ width: 4, height: 4, k: 3 }} lang="fr" />);
    await waitFor(() => expect(root().dataset.state).toBe('over'), { timeout: 5000 });
    expect(root().dataset.result).toBe('second');
    expect(screen.getByTestId('play-status').textContent).toBe('Le second joueur gagne\u00a0: trois alignés.');
    expect(screen.getByRole('group', { name: 'Premier joueur' })).toBeTruthy();
  });
});
