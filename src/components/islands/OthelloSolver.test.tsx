// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import { fakeJobs } from '../../lib/jobs/fakeSolveClient.ts';
import { FFO_POSITIONS, WORK0, boardPosition, parseBoard, parseSquareName, playText } from '../../lib/games/othello.ts';
import OthelloSolver from './OthelloSolver.tsx';

// The worker client, replaced by the one fake: the real engine run in this
// process; with `fakeJobs.mode = 'hold'`, jobs wait for a cancel (to see the
// running state).
vi.mock('../../lib/solveClient.ts', () => import('../../lib/jobs/fakeSolveClient.ts'));
const runs = () => fakeJobs.jobs.map((j) => `${j.kind} ${j.game} ${j.options?.objective ?? ''}`);

afterEach(cleanSlate);

const input = () => screen.getByLabelText('Position') as HTMLInputElement;
const result = () => document.querySelector('.solver__result') as HTMLElement;
const root = () => document.querySelector('.solver') as HTMLElement;
const square = (name: string) => document.querySelector(`.ob [data-square="${name}"]`) as HTMLElement;
const board = () => (document.querySelector('.ob') as HTMLElement).dataset.board!;
const type = (text: string) => fireEvent.input(input(), { target: { value: text } });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the Othello solver cell', () => {
  test('starts on the course’s endgame, with black’s five moves marked and named', () => {
    render(<OthelloSolver urlParam={null} />);
    expect(input().value).toBe(WORK0);
    expect(root().dataset.game).toBe('othello');
    expect(root().dataset.position).toBe(WORK0);
    expect(board()).toBe(WORK0.slice(0, 64));
    const legal = [...document.querySelectorAll('.ob-sq.is-legal')].map((e) => (e as HTMLElement).dataset.square);
    expect(legal).toEqual(['a2', 'b7', 'g7', 'h7', 'b8']);
    expect(square('g7').getAttribute('aria-label')).toBe('g7: empty, legal move, turns 2 discs');
    expect(square('b1').getAttribute('aria-label')).toBe('b1: black');
    expect(square('c1').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Black to move: 5 legal moves (black 23, white 30, 11 empty squares).')).toBeTruthy();
  });

  test('pointing at a move shows what it turns before it is played; a click plays it; Undo takes it back', () => {
    render(<OthelloSolver urlParam={null} />);
    fireEvent.pointerEnter(square('g7'));
    expect(screen.getByTestId('othello-preview').textContent).toBe('Black on g7 turns 2 discs: g5, g6.');
    expect([...document.querySelectorAll('.ob-sq.is-turning')].map((e) => (e as HTMLElement).dataset.square)).toEqual(['g5', 'g6']);
    expect(square('g7').querySelector('.ob-disc--ghost')).toBeTruthy();
    fireEvent.pointerLeave(square('g7'));
    expect(document.querySelectorAll('.ob-sq.is-turning')).toHaveLength(0);
    // Keyboard focus previews too.
    fireEvent.focus(square('a2'));
    expect(screen.getByTestId('othello-preview').textContent).toMatch(/^Black on a2 turns \d+ discs?: /);

    fireEvent.click(square('g7'));
    const after = playText(boardPosition(WORK0), parseSquareName('g7'));
    expect(input().value).toBe(after);
    expect(square('g7').dataset.disc).toBe('X');
    expect(square('g6').dataset.disc).toBe('X');
    expect(screen.getByText(/^White to move: /)).toBeTruthy();
    fireEvent.click(button('Undo'));
    expect(input().value).toBe(WORK0);
  });

  test('edit mode: a click cycles empty → black → white, and the text follows', () => {
    render(<OthelloSolver urlParam={null} />);
    fireEvent.click(button('Edit squares'));
    expect(square('a1').getAttribute('aria-label')).toBe('a1: empty');
    fireEvent.click(square('a1'));
    expect(input().value.slice(0, 64)).toBe(`X${WORK0.slice(1, 64)}`);
    fireEvent.click(square('a1'));
    expect(input().value[0]).toBe('O');
    fireEvent.click(square('a1'));
    expect(input().value).toBe(WORK0);
    // The keys set a square directly.
    fireEvent.keyDown(square('a1'), { key: 'o' });
    expect(input().value[0]).toBe('O');
    fireEvent.keyDown(square('a1'), { key: 'Delete' });
    expect(input().value).toBe(WORK0);
  });

  test('an impossible board gets the parser’s message, and stays on the board to be fixed', () => {
    const start = '---------------------------OX------XO--------------------------- X';
    render(<OthelloSolver urlParam={null} position={start} />);
    fireEvent.click(button('Edit squares'));
    fireEvent.click(square('d4')); // white → empty: the centre is never empty
    expect(screen.getByRole('alert').textContent).toBe('square d4 is empty, but the four centre squares are filled at the start and never emptied');
    expect(square('d4').dataset.disc).toBe('-');
    expect((button('Solve') as HTMLButtonElement).disabled).toBe(true);
    expect(root().dataset.position).toBeUndefined();
    expect(document.querySelector('.solver__status')!.textContent).toBe(''); // no status for a board that is not a position
    fireEvent.click(square('a8')); // a lone disc: the first problem is still the centre
    fireEvent.click(square('d4'));
    expect(screen.getByRole('alert').textContent).toBe('the disc on a8 is cut off from the others, but every disc is put next to one already on the board');
    fireEvent.click(square('a8'));
    fireEvent.click(square('a8'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input().value).toBe('---------------------------XX------XO--------------------------- X');
  });

  test('typed text and the board stay in step; text the board cannot draw leaves the last good board, dimmed', () => {
    render(<OthelloSolver urlParam={null} />);
    type(FFO_POSITIONS[0].text);
    expect(board()).toBe(FFO_POSITIONS[0].text.slice(0, 64));
    type(`Z${FFO_POSITIONS[0].text.slice(1)}`);
    expect(screen.getByRole('alert').textContent).toBe("square a1 is 'Z': use X (black), O (white) or - (empty)");
    expect(board()).toBe(FFO_POSITIONS[0].text.slice(0, 64));
    expect(document.querySelector('.ob.is-stale')).toBeTruthy();
    type(FFO_POSITIONS[0].text.slice(0, 64));
    expect(screen.getByRole('alert').textContent).toBe('the side to move is missing: add X (black) or O (white) after the board');
  });

  test('the side to move is chosen on the board', () => {
    render(<OthelloSolver urlParam={null} />);
    fireEvent.click(button('White to move'));
    expect(input().value).toBe(`${WORK0.slice(0, 64)} O`);
    expect(button('White to move').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(/^White to move: /)).toBeTruthy();
  });

  test('solve: the exact value and best move, under both objectives', async () => {
    render(<OthelloSolver urlParam={null} />);
    fireEvent.click(button('Solve'));
    await waitFor(() => expect(result().dataset.state).toBe('solved'));
    expect(root().dataset.value).toBe('6');
    expect(root().dataset.best).toBe('g7');
    expect(result().textContent).toContain('black wins by 6 discs');
    expect(result().textContent).toContain('a best line: g7 h8 h7 g2 h1 b2 a2 a1 b8 b7 a8');
    expect(square('g7').classList.contains('is-best')).toBe(true);
    expect(square('g7').getAttribute('aria-label')).toContain('a best move');

    fireEvent.click(button('Black’s discs (the course)'));
    expect(result().dataset.state).toBe('idle');
    fireEvent.click(button('Solve'));
    await waitFor(() => expect(result().dataset.state).toBe('solved'));
    expect(root().dataset.value).toBe('35');
    expect(result().textContent).toContain('black ends with 35 discs');
    expect(runs()).toEqual(['solve othello standard', 'solve othello course']);
  });

  test('the value of every move is drawn on its square', async () => {
    render(<OthelloSolver urlParam={null} />);
    fireEvent.click(button('Value of every move'));
    await waitFor(() => expect(result().dataset.state).toBe('analysed'));
    const notes = Object.fromEntries(['a2', 'b7', 'g7', 'h7', 'b8'].map((s) => [s, square(s).querySelector('.ob-note')?.textContent]));
    expect(notes).toEqual({ a2: '-42', b7: '-48', g7: '+6', h7: '-52', b8: '-46' });
    expect(square('g7').getAttribute('aria-label')).toContain('worth +6');
  });

  test('a running solve shows progress; Cancel stops it; the board does not answer meanwhile', async () => {
    fakeJobs.mode = 'hold';
    render(<OthelloSolver urlParam={null} />);
    fireEvent.click(button('Solve'));
    await waitFor(() => expect(result().textContent).toBe('Searching: 1,234 positions…'));
    expect(square('g7').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(square('g7'));
    expect(input().value).toBe(WORK0);
    fireEvent.click(button('Cancel'));
    await waitFor(() => expect(result().textContent).toBe('Cancelled.'));
  });

  test('FFO #40 to #44 load with one click, and the time of each solve is written beside it', async () => {
    fakeJobs.ms = 12;
    render(<OthelloSolver urlParam={null} />);
    const ffo = FFO_POSITIONS[4];
    fireEvent.click(button(`FFO #${ffo.id}`));
    expect(input().value).toBe(ffo.text);
    expect(button(`FFO #${ffo.id}`).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('othello-tree-link').textContent).toBe('With 6 empty squares or fewer, this position’s search tree opens in the visualiser.');
    fireEvent.click(button('The course’s endgame'));
    fireEvent.click(button('Solve'));
    await waitFor(() => expect(result().dataset.state).toBe('solved'));
    expect(document.querySelector('[data-example="course"] + .solver__example-note')!.textContent).toBe('11 empty squares; solved here in 12 ms');
  });

  test('a small endgame opens in the visualiser; a side without a move passes', () => {
    // FFO #40 after a2 b1 c1: white must pass.
    let text = FFO_POSITIONS[0].text;
    for (const m of ['a2', 'b1', 'c1']) text = playText(boardPosition(text), parseSquareName(m));
    render(<OthelloSolver urlParam={null} position={text} />);
    expect(document.querySelectorAll('.ob-sq.is-legal')).toHaveLength(0);
    fireEvent.click(button('Pass'));
    expect(input().value).toBe(`${text.slice(0, 64)} X`);

    const small = '-XXXXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOOXXX-OOOOOXXXOOOOOO--OOOOOO-- X';
    expect(parseBoard(small).ok).toBe(true);
    type(small);
    const link = screen.getByRole('link', { name: 'Open this endgame’s search tree in the visualiser' }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/alpha-beta/?game=othello&pos=${encodeURIComponent(small)}`);
  });

  test('the keyboard: one tab stop, arrows move between squares', () => {
    render(<OthelloSolver urlParam={null} />);
    const stops = [...document.querySelectorAll('.ob-sq')].filter((e) => (e as HTMLElement).tabIndex === 0);
    expect(stops.map((e) => (e as HTMLElement).dataset.square)).toEqual(['d4']);
    square('d4').focus();
    fireEvent.keyDown(square('d4'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(square('e4'));
    fireEvent.keyDown(square('e4'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(square('e5'));
    fireEvent.keyDown(square('e5'), { key: 'Home' });
    expect(document.activeElement).toBe(square('a5'));
    fireEvent.keyDown(square('a5'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(square('a5'));
  });

  test('the position lives in the URL', () => {
    window.history.replaceState(null, '', `/?pos=${encodeURIComponent(FFO_POSITIONS[1].text)}`);
    render(<OthelloSolver />);
    expect(input().value).toBe(FFO_POSITIONS[1].text);
    fireEvent.click(button('White to move'));
    expect(new URLSearchParams(window.location.search).get('pos')).toBe(`${FFO_POSITIONS[1].text.slice(0, 64)} O`);
  });
});

describe('the Othello solver cell in French', () => {
  test('the status, a pass, a solve in words, the legend and the visualiser link are French', async () => {
    // FFO #40 after a2 b1 c1: white must pass.
    let text = FFO_POSITIONS[0].text;
    for (const m of ['a2', 'b1', 'c1']) text = playText(boardPosition(text), parseSquareName(m));
    render(<OthelloSolver urlParam={null} position={text} lang="fr" />);
    expect(document.querySelector('.solver__status')!.textContent).toBe('Blanc, au trait, n’a aucun coup légal et doit passer (noir 22, blanc 25, 17 cases vides).');
    expect(document.querySelector('.osb__pass')!.textContent).toBe('Passer Blanc n’a aucun coup légal et doit passer.');
    fireEvent.click(button('Passer'));
    expect(input().value).toBe(`${text.slice(0, 64)} X`);
    expect(document.querySelector('.solver__status')!.textContent).toBe('Noir au trait\u00a0: 9 coups légaux (noir 22, blanc 25, 17 cases vides).');
    expect(screen.getByRole('list', { name: 'Légende' }).textContent).toBe(' noir (X) blanc (O) coup légal meilleur coup');

    const small = '-XXXXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOOXXX-OOOOOXXXOOOOOO--OOOOOO-- X';
    type(small);
    const link = screen.getByRole('link', { name: 'Ouvrir l’arbre de recherche de cette finale dans le visualiseur' }) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(`/fr/alpha-beta/?game=othello&pos=${encodeURIComponent(small)}`);
    fireEvent.click(screen.getByText('Résoudre'));
    await waitFor(() => expect(result().dataset.state).toBe('solved'));
    expect(result().textContent!.replace(/ en [\d,]+ m?s\.$/, '')).toBe('Valeur -14\u00a0: avec le meilleur jeu des deux côtés, blanc gagne de 14 pions (noir au trait\u202f; les cases vides vont au gagnant)\u202f; une meilleure suite\u00a0: pass h5 h7 a1 pass g7 g8 h8. Meilleur coup\u00a0: pass. 63 positions explorées');
  });
});
