// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import PlayEngine from './PlayEngine.tsx';
import { parseMoveList, replay } from '../../lib/models/tictactoe/play.ts';
import { engineMove } from '../../lib/models/tictactoe/analysis.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const root = () => document.querySelector('.pl') as HTMLElement;
const moves = () => root().getAttribute('data-moves') ?? '';
const status = () => screen.getByTestId('play-status').textContent ?? '';
const cellAt = (c: number) => document.querySelector(`.tb [data-cell="${c}"]`) as HTMLButtonElement;
const waitForReader = () => waitFor(() => expect(status()).toMatch(/^Your move|win|Draw/));

/** The engine's reply in a position, as the island computes it. */
const reply = (ms: number[], seed = 1, depth = 9) => engineMove(replay(ms).position, depth, seed)!.move;

describe('a game against the engine', () => {
  test('the reader plays X, the engine answers at once with its seeded choice', async () => {
    render(<PlayEngine urlPrefix={null} delay={0} />);
    await waitForReader();
    expect(status()).toBe('Your move: you play X.');
    fireEvent.click(cellAt(4));
    await waitFor(() => expect(moves().split(',')).toHaveLength(2));
    expect(moves()).toBe(`4,${reply([4])}`);
    expect(screen.getByTestId('play-engine-note').textContent).toMatch(/expecting a draw; it picked it among 4 equally good moves/);
  });

  test('the engine starts when asked, and the reader plays O', async () => {
    render(<PlayEngine urlPrefix={null} delay={0} first="engine" seed={3} />);
    await waitFor(() => expect(moves()).toBe(String(reply([], 3))));
    expect(status()).toBe('Your move: you play O.');
  });

  test('a taken cell and a finished game ignore clicks', async () => {
    render(<PlayEngine urlPrefix={null} delay={0} />);
    await waitForReader();
    fireEvent.click(cellAt(0));
    await waitFor(() => expect(moves().split(',')).toHaveLength(2));
    const before = moves();
    fireEvent.click(cellAt(0));
    expect(moves()).toBe(before);
  });

  test('a greedy reader (always the first free cell) loses to the full-depth engine', async () => {
    render(<PlayEngine urlPrefix={null} delay={0} />);
    for (let turn = 0; turn < 5; turn++) {
      await waitForReader();
      if (root().getAttribute('data-result') !== 'playing') break;
      const free = [...document.querySelectorAll('.tb [data-mark="."]')].map((b) => Number(b.getAttribute('data-cell')));
      fireEvent.click(cellAt(free[0]));
      await waitFor(() => expect(root().getAttribute('data-thinking')).toBe('false'));
    }
    await waitFor(() => expect(root().getAttribute('data-result')).toBe('engine'));
    expect(status()).toBe('The engine wins: three in a row.');
    // The winning line is marked on the board.
    expect(document.querySelectorAll('.tb .is-line').length).toBe(3);
  });

  test('take back returns to the reader’s previous turn; new game clears and moves to the next seed', async () => {
    render(<PlayEngine urlPrefix={null} delay={0} seed={9} />);
    await waitForReader();
    fireEvent.click(cellAt(8));
    await waitFor(() => expect(moves().split(',')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(moves()).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    expect((screen.getByRole('spinbutton', { name: 'Seed' }) as HTMLInputElement).value).toBe('10');
  });

  test('with the shortcuts, the note says how many positions they saved', async () => {
    render(<PlayEngine urlPrefix={null} delay={0} shortcuts first="engine" />);
    await waitFor(() => expect(screen.getByTestId('play-engine-note').textContent).toMatch(/searched [\d,]+ positions \([\d,]+ without the shortcuts\)/));
  });

  test('crosses and noughts, course numbering', async () => {
    render(<PlayEngine urlPrefix={null} delay={0} vocabulary="cross-nought" numbering="course" />);
    await waitForReader();
    expect(status()).toBe('Your move: you play crosses.');
    expect(cellAt(0).getAttribute('aria-label')).toMatch(/^Top left \(cell 8\)/);
  });
});

describe('the URL', () => {
  test('replays a game from the link, then the engine answers', async () => {
    const game = [4, reply([4], 5, 9)];
    window.history.replaceState(null, '', `/l/?play=${game.join(',')}&play-seed=5&play-depth=9&play-first=human`);
    render(<PlayEngine delay={0} />);
    await waitFor(() => expect(moves()).toBe(game.join(',')));
    const free = [0, 1, 2, 3, 5, 6, 7, 8].find((c) => !game.includes(c))!;
    fireEvent.click(cellAt(free));
    await waitFor(() => expect(moves().split(',')).toHaveLength(4));
    await waitFor(() => expect(new URL(window.location.href).searchParams.get('play')).toBe(moves()));
    const q = new URL(window.location.href).searchParams;
    expect(q.get('play-seed')).toBe('5');
    expect(moves()).toBe([...game, free, reply([...game, free], 5)].join(','));
  });

  test('parseMoveList and replay reject what is not a legal game', () => {
    expect(parseMoveList('4,0,8')).toEqual([4, 0, 8]);
    expect(parseMoveList('4,,0')).toBeNull();
    expect(parseMoveList('9')).toBeNull();
    expect(parseMoveList('')).toEqual([]);
    expect(replay([4, 4, 0]).moves).toEqual([4]); // a taken cell stops the replay
    expect(replay([0, 3, 1, 4, 2, 5]).moves).toEqual([0, 3, 1, 4, 2]); // nothing after a win
    expect(tictactoe.outcome(replay([0, 3, 1, 4, 2]).position)?.winner).toBe(0);
  });
});

describe('a link with values the game cannot use', () => {
  test('an impossible game, a bad seed and a bad side are named; the defaults stay (a new game, the reader first)', async () => {
    window.history.replaceState(null, '', '/?play=4,4&play-seed=-1&play-first=me&play-depth=3');
    render(<PlayEngine delay={0} />);
    const notice = await screen.findByTestId('url-notice');
    expect(notice.getAttribute('data-ignored')).toBe('play-first play-seed play');
    expect(notice.textContent).toContain('play=4,4: move 2 cannot be played (cell 4 is taken), so the game was left out.');
    expect(notice.textContent).toContain('play-seed=-1: not a seed from 0 to 2147483647.');
    await waitForReader();
    expect(moves()).toBe('');
    expect((screen.getByLabelText('Engine depth') as HTMLSelectElement).value).toBe('3');
  });
});
