// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate, openWithLink, linkParams, expectIgnored } from '../../testing.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { engineMove } from '../../../lib/models/tictactoe/analysis.ts';
import TicTacToePlay from './TicTacToePlay.tsx';

vi.mock('../../../lib/solveClient.ts', () => import('../../../lib/jobs/fakeSolveClient.ts'));

afterEach(cleanSlate);

const root = () => document.querySelector('[data-play-cell]') as HTMLElement;
const moves = () => root().dataset.moves ?? '';
const status = () => screen.getByTestId('play-status').textContent ?? '';
const note = () => document.querySelector('[data-note="engine"]')?.textContent ?? '';
const cellAt = (c: number) => document.querySelector(`.tb [data-cell="${c}"]`) as HTMLButtonElement;
const waitForReader = () => waitFor(() => expect(root().dataset.state).toMatch(/^(human|over)$/));

/** A greedy reader: for up to `turns` turns, or until the game is over, the first free cell, and the engine's reply. */
async function playFirstFreeCells(turns: number) {
  for (let turn = 0; turn < turns && root().dataset.state !== 'over'; turn++) {
    await waitForReader();
    if (root().dataset.state === 'over') break;
    const free = [...document.querySelectorAll('.tb [data-mark="."]')].map((b) => Number(b.getAttribute('data-cell')));
    fireEvent.click(cellAt(free[0]));
    await waitFor(() => expect(root().dataset.state).not.toBe('thinking'));
  }
}

/** The engine's reply after `ms`, as the kit computes it (the game's seed, at a depth). */
const reply = (ms: number[], seed = 1, depth = 9) => engineMove(ms.reduce((p, m) => tictactoe.play(p, m), tictactoe.initial()), depth, seed)!.move;

describe('tic-tac-toe against the engine', () => {
  test('the reader plays X, the engine answers at once with its seeded choice and says why', async () => {
    render(<TicTacToePlay urlPrefix={null} delay={0} />);
    expect(root().dataset.game).toBe('tictactoe');
    await waitForReader();
    expect(status()).toBe('Your move: you play X.');
    fireEvent.click(cellAt(4));
    await waitFor(() => expect(moves()).toBe(`4,${reply([4])}`));
    expect(note()).toMatch(/expecting a draw; it picked it among 4 equally good moves/);
  });

  test('the engine starts when it plays the first side, and the reader plays O', async () => {
    render(<TicTacToePlay urlPrefix={null} delay={0} first="computer" second="human" seed={3} />);
    await waitFor(() => expect(moves()).toBe(String(reply([], 3))));
    expect(status()).toBe('Your move: you play O.');
  });

  test('a taken cell ignores clicks', async () => {
    render(<TicTacToePlay urlPrefix={null} delay={0} />);
    await waitForReader();
    fireEvent.click(cellAt(0));
    await waitFor(() => expect(moves().split(',')).toHaveLength(2));
    await waitForReader();
    fireEvent.click(cellAt(0));
    expect(moves()).toBe(`0,${reply([0])}`);
  });

  test('a greedy reader (always the first free cell) loses to the full-depth engine; the line is marked; the board is then shut', async () => {
    render(<TicTacToePlay urlPrefix={null} delay={0} />);
    await playFirstFreeCells(5);
    await waitFor(() => expect(root().dataset.outcome).toBe('lost'));
    expect(root().dataset.result).toBe('second');
    expect(status()).toBe('The engine wins: three in a row.');
    expect(document.querySelectorAll('.tb .is-line').length).toBe(3);
    const over = moves();
    const free = document.querySelector('.tb [data-mark="."]');
    if (free) fireEvent.click(free);
    expect(moves()).toBe(over);
  });

  test('take back returns to the reader’s previous turn; new game clears and moves to the next seed', async () => {
    render(<TicTacToePlay urlPrefix={null} delay={0} seed={9} />);
    await waitForReader();
    fireEvent.click(cellAt(8));
    await waitFor(() => expect(moves().split(',')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(moves()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect((document.querySelector('.play__seed') as HTMLInputElement).value).toBe('10');
  });

  test('with the shortcuts, the note says how many positions they saved', async () => {
    render(<TicTacToePlay urlPrefix={null} delay={0} shortcuts first="computer" second="human" />);
    await waitFor(() => expect(note()).toMatch(/searched [\d,]+ positions \([\d,]+ without the shortcuts\)/));
  });

  test('crosses and noughts, course numbering', async () => {
    render(<TicTacToePlay urlPrefix={null} delay={0} vocabulary="cross-nought" numbering="course" />);
    await waitForReader();
    expect(status()).toBe('Your move: you play crosses.');
    expect(cellAt(0).getAttribute('aria-label')).toMatch(/^Top left \(cell 8\)/);
  });

  test('a person who beats a shallow engine wins with the lesson’s words', async () => {
    // Depth 2 misses the fork after 0, 4, 8 (lesson 2); the reader then plays the full-depth best move each turn.
    window.history.replaceState(null, '', '/l/?play=0,4,8&play-depth=2&play-seed=1&play-first=human');
    render(<TicTacToePlay delay={0} />);
    await waitFor(() => expect(moves()).toBe(`0,4,8,${reply([0, 4, 8], 1, 2)}`));
    while (root().dataset.state !== 'over') {
      await waitForReader();
      if (root().dataset.state === 'over') break;
      const ms = moves().split(',').map(Number);
      const n = ms.length;
      fireEvent.click(cellAt(reply(ms, 1, 9)));
      await waitFor(() => expect(moves().split(',').length).toBeGreaterThan(n));
      await waitFor(() => expect(root().dataset.state).not.toBe('thinking'));
    }
    expect(root().dataset.outcome).toBe('won');
    expect(status()).toBe('You win: three in a row!');
  });
});

describe('the URL', () => {
  test('replays a game from the link, then the engine answers and the link follows', async () => {
    const game = [4, reply([4], 5, 9)];
    window.history.replaceState(null, '', `/l/?play=${game.join(',')}&play-seed=5&play-depth=9&play-first=human`);
    render(<TicTacToePlay delay={0} />);
    await waitFor(() => expect(moves()).toBe(game.join(',')));
    const free = [0, 1, 2, 3, 5, 6, 7, 8].find((c) => !game.includes(c))!;
    fireEvent.click(cellAt(free));
    await waitFor(() => expect(moves().split(',')).toHaveLength(4));
    await waitFor(() => expect(linkParams().get('play')).toBe(moves()));
    const q = linkParams();
    expect(q.get('play-seed')).toBe('5');
    expect(q.get('play-side')).toBe('first');
    expect(moves()).toBe([...game, free, reply([...game, free], 5)].join(','));
  });

  test('an impossible game, a bad seed and a bad side are named; the defaults stay (a new game, the reader first)', async () => {
    const notice = await openWithLink('/?play=4,4&play-seed=-1&play-first=me&play-depth=3', <TicTacToePlay delay={0} />);
    expectIgnored(notice, 'play-first play-seed play', [
      'play=4,4: move 2 cannot be played (cell 4 is already taken), so the game was left out.',
      'play-seed=-1: not a seed from 0 to 2147483647.',
    ]);
    await waitForReader();
    expect(moves()).toBe('');
    expect((screen.getByLabelText('Depth') as HTMLSelectElement).value).toBe('3');
  });
});

describe('in French', () => {
  test('the status, the engine’s note and the end of the game are French', async () => {
    render(<TicTacToePlay urlPrefix={null} delay={0} lang="fr" />);
    await waitForReader();
    expect(status()).toBe('À vous de jouer\u00a0: vous jouez X.');
    fireEvent.click(cellAt(4));
    await waitFor(() => expect(moves()).toBe(`4,${reply([4])}`));
    await waitForReader();
    expect(reply([4])).toBe(8);
    expect(note()).toBe('L’ordinateur a joué en bas à droite (case 8), en s’attendant à un match nul\u202f; il l’a choisi parmi 4 coups aussi bons. Il a exploré 6\u202f138 positions.');
    await playFirstFreeCells(4);
    expect(root().dataset.outcome).toBe('lost');
    expect(status()).toBe('L’ordinateur gagne\u00a0: trois alignés.');
    expect(screen.getByRole('button', { name: 'Nouvelle partie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reprendre le coup' })).toBeTruthy();
    const played = [...screen.getByRole('list', { name: 'Les coups joués' }).querySelectorAll('li')].map((li) => li.textContent);
    expect(played.slice(0, 2)).toEqual(['X 4 (vous)', 'O 8 (ordinateur)']);
    expect(screen.getByRole('group', { name: 'Premier joueur (X)' })).toBeTruthy();
  });

  test('crosses and noughts, course numbering', async () => {
    render(<TicTacToePlay urlPrefix={null} delay={0} vocabulary="cross-nought" numbering="course" first="computer" second="human" lang="fr" />);
    await waitForReader();
    expect(status()).toBe('À vous de jouer\u00a0: vous jouez les ronds.');
    expect(note()).toBe('L’ordinateur a joué au centre (case 4), en s’attendant à un match nul\u202f; il l’a choisi parmi 9 coups aussi bons. Il a exploré 30\u202f709 positions.');
  });
});
