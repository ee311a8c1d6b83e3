// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import { fakes, resetFakes } from '../codeCell/testFakes.ts';
import { cellDriver, DECL, errorList, rows } from './codeCellDriver.tsx';

// The two workers run in this process, and a text area stands in for CodeMirror (testFakes.ts says how).
vi.mock('../../lib/codeCell/clients.ts', async (original) => (await import('../codeCell/testFakes.ts')).inProcessClients(original));
vi.mock('../codeCell/editor.ts', async () => (await import('../codeCell/testFakes.ts')).textAreaEditor());

import CodeCell from './CodeCell.tsx';

beforeEach(() => {
  resetFakes();
  localStorage.clear();
});
afterEach(cleanSlate);

const { openWith, runMatch } = cellDriver({ edit: 'Edit the code', area: /^Code of the evaluation function/, games: 'Games', run: 'Run the match' });

describe('the code cell: compile errors, at their line', () => {
  test('a type error: TypeScript’s message, its line and column, and the editor marks it', async () => {
    await openWith(`// line 1\n${DECL}\n  return 'ten';\n}\n`);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(errorList()).toBeTruthy(), { timeout: 8000 });
    expect(errorList().textContent).toContain('One error: nothing runs until it is fixed.');
    const item = errorList().querySelector('li')!;
    expect(item.getAttribute('data-line')).toBe('3');
    expect(item.textContent).toBe("Line 3, column 3: Type 'string' is not assignable to type 'number'.");
    expect(fakes.diagnostics).toMatchObject([{ line: 3, column: 3, message: "Type 'string' is not assignable to type 'number'." }]);
  });

  test('a syntax error, and a missing evaluate, are named; a run waits for a fix', async () => {
    await openWith(`function evaluate(position: Position): number {\n  return 0\n`);
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(errorList()).toBeTruthy(), { timeout: 8000 });
    expect(errorList().querySelector('li')!.textContent).toBe("Line 3, column 1: '}' expected.");
    const area = screen.getByLabelText(/^Code of the evaluation function/) as HTMLTextAreaElement;
    fireEvent.input(area, { target: { value: 'function score(p: Position): number {\n  return 1;\n}\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run the match' }));
    await waitFor(() => expect(errorList()?.textContent).toContain('define a function named evaluate'), { timeout: 8000 });
    expect(screen.getByText(/The code has errors/)).toBeTruthy();
    expect(fakes.runWorkers).toEqual([]);
  });
});

describe('the code cell: runtime errors end the game and say why', () => {

  test('an exception', async () => {
    await runMatch(`  if (position.cells[4] === 'x') throw new Error('no centre for me');\n  return 0;`);
    const stopped = rows().filter((r) => r.dataset.winner === 'stopped');
    expect(stopped.length).toBeGreaterThan(0);
    expect(stopped[0].textContent).toContain('Stopped: your evaluation threw an exception, Error: no centre for me.');
  });

  test('a result that is not a number', async () => {
    await runMatch(`  return String(position.cells.length) as unknown as number;`);
    expect(rows().map((r) => r.dataset.winner)).toEqual(['stopped', 'stopped']);
    expect(rows()[0].textContent).toContain('Stopped: your evaluation returned "9", a string, not a number.');
    // Game 2: the built-in evaluation moves first, so the reader's function fails on move 2.
    fireEvent.click(screen.getByRole('button', { name: 'Replay game 2' }));
    expect(document.querySelector('.cc-replay')!.getAttribute('data-step')).toBe('1');
  });

  test('a score out of the range', async () => {
    await runMatch(`  return position.cells.length + 1;`, 2);
    const tally = document.querySelector('.cc-tally') as HTMLElement;
    expect(tally.dataset.stopped).toBe('2');
    expect(rows()[0].textContent).toContain('your evaluation returned 10, outside the range: a score must lie strictly between −10 and 10');
  });

  test('an endless loop: the move’s time runs out, the worker is terminated, the game is stopped', async () => {
    fakes.hang = true;
    await runMatch(`  while (true) {}`, 2);
    expect(rows()[0].textContent).toContain('Stopped: your evaluation ran for more than 0.1 s on move 1 and was stopped (an endless loop, or far too slow).');
    expect(rows()[1].textContent).toContain('the built-in evaluation ran for more than 0.1 s on move 1');
    expect(fakes.runWorkers.length).toBe(2);
    expect(fakes.runWorkers.every((w) => w.terminated)).toBe(true);
  });
});

describe('the code cell: a link’s code', () => {
  const theirs = `${DECL}\n  return 2;\n}\n`;
  const key = 'minimax-notebook:code:tictactoe';

  test('is labelled as someone else’s and kept out of local storage; an edit makes it the reader’s', async () => {
    const { encodeCode } = await import('../../lib/codeCell/storage.ts');
    localStorage.setItem(key, `${DECL}\n  return 1;\n}\n`);
    window.history.replaceState(null, '', `/?code-tictactoe=${encodeCode(theirs)}`);
    render(<CodeCell />);
    await waitFor(() => expect(document.querySelector('.cc-listing')?.textContent).toContain('return 2;'));
    expect(document.querySelector('.cc-origin')?.textContent).toBe('Code from a link — read it before you run it');
    await new Promise((r) => setTimeout(r, 500)); // past the cell's 400 ms before it keeps the code
    expect(localStorage.getItem(key)).toContain('return 1;');
    fireEvent.click(screen.getByRole('button', { name: 'Edit the code' }));
    const area = (await screen.findByLabelText(/^Code of the evaluation function/)) as HTMLTextAreaElement;
    fireEvent.input(area, { target: { value: theirs.replace('2', '3') } });
    expect(document.querySelector('.cc-origin')?.textContent).toBe('edited');
    await waitFor(() => expect(localStorage.getItem(key)).toContain('return 3;'));
  });

  test('Keep makes it the reader’s as it is', async () => {
    const { encodeCode } = await import('../../lib/codeCell/storage.ts');
    window.history.replaceState(null, '', `/?code-tictactoe=${encodeCode(theirs)}`);
    render(<CodeCell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep this code' }));
    expect(localStorage.getItem(key)).toBe(theirs);
    expect(document.querySelector('.cc-origin')?.textContent).toBe('edited');
    expect(screen.queryByRole('button', { name: 'Keep this code' })).toBeNull();
  });
});

describe('the code cell: the rest', () => {
  test('a fair match: always 0 against the open lines at depth 1, seed 1, loses 3 to 7; Reset brings the original back', async () => {
    await openWith(`${DECL}\n  return 0;\n}\n`);
    fireEvent.click(screen.getByRole('button', { name: 'Run the match' }));
    await waitFor(() => expect(rows().length).toBe(10), { timeout: 8000 });
    const tally = document.querySelector('.cc-tally') as HTMLElement;
    expect([tally.dataset.wins, tally.dataset.losses, tally.dataset.draws, tally.dataset.stopped]).toEqual(['3', '7', '0', '0']);
    const root = document.querySelector('[data-code-cell]') as HTMLElement;
    expect(root.dataset.state).toBe('done');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to the original' }));
    expect((screen.getByLabelText(/^Code of the evaluation function/) as HTMLTextAreaElement).value).toContain('openLines(position.cells, me)');
  });

  test('the contract is written above the code, with its range', () => {
    render(<CodeCell urlParam={null} store={false} game="connect4" width={5} height={4} k={3} />);
    const contract = within(document.querySelector('.cc-contract') as HTMLElement);
    expect(contract.getByText(/grid\[column\]\[row\]: column 0 on the left, row 0 at the bottom/)).toBeTruthy();
    expect(document.querySelector('.cc-contract')!.textContent).toContain('strictly between −10000 and 10000');
    expect(document.querySelector('.cc-listing')!.textContent).toContain('Math.max(-9999, Math.min(9999, score))');
  });

  test('Connect Four on a small board: a match with the engine’s own evaluation, and a game replayed', async () => {
    render(<CodeCell urlParam={null} store={false} game="connect4" width={5} height={4} k={3} depth={2} games={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Run the match' }));
    await waitFor(() => expect(rows().length).toBe(2), { timeout: 8000 });
    expect(rows().every((r) => r.dataset.winner !== 'stopped')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Replay game 1' }));
    const replay = document.querySelector('.cc-replay') as HTMLElement;
    fireEvent.click(within(replay).getByRole('button', { name: 'Start' }));
    fireEvent.click(within(replay).getByRole('button', { name: 'Forward' }));
    expect(replay.querySelectorAll('.c4b__stone--first').length).toBe(1);
    expect(replay.querySelector('.cc-caption')!.textContent).toMatch(/^Move 1 of \d+: X plays column [1-5] \(your evaluation\)\./);
  });
});

describe('the code cell: a goal', () => {
  const root = () => document.querySelector('[data-code-cell]') as HTMLElement;
  const verdict = () => document.querySelector('[data-goal]') as HTMLElement;

  test('stated above the contract, the match set up for it; the blank function misses it, the solution meets it, and the verdict is kept', async () => {
    render(<CodeCell urlParam={null} store={false} timeLimitMs={2000} goal="tictactoe-beat" />);
    expect(root().dataset.exercise).toBe('G1');
    expect(root().dataset.checked).toBeUndefined();
    expect(document.querySelector('.cc-goal + .cc-contract')).not.toBeNull();
    expect(verdict().textContent).toBe('Run the match with the goal’s settings to check it.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'The match is set for the goal' })).toHaveProperty('disabled', true));

    fireEvent.click(screen.getByRole('button', { name: 'Blank function' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run the match' }));
    await waitFor(() => expect(verdict().dataset.goal).toBe('not-met'), { timeout: 8000 });
    expect(verdict().textContent).toBe('Goal not met. You won 3, the built-in evaluation 7, with 0 draws: you need more wins than it.');
    await waitFor(() => expect(root().dataset.checked).toBe('wrong'));
    expect(JSON.parse(localStorage.getItem('minimax-notebook:progress')!)).toEqual({ version: 1, exercises: { 'bitboards/G1': 'wrong' } });

    fireEvent.click(screen.getByRole('button', { name: 'Load a solution' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run the match' }));
    await waitFor(() => expect(verdict().dataset.goal).toBe('met'), { timeout: 8000 });
    expect(verdict().textContent).toMatch(/^Goal met\. You won \d+, the built-in evaluation \d+, with \d+ draws?\.$/);
    await waitFor(() => expect(root().dataset.checked).toBe('right'));
  });

  test('a match with other settings does not count; the button sets the goal’s back', async () => {
    render(<CodeCell urlParam={null} store={false} goal="tictactoe-beat" />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hint' })).toHaveProperty('disabled', false));
    fireEvent.change(screen.getByLabelText('Games'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Run the match' }));
    await waitFor(() => expect(rows().length).toBe(2), { timeout: 8000 });
    await waitFor(() => expect(verdict().textContent).toBe('This match does not count for the goal: it had 2 games, not 10.'));
    expect(root().dataset.checked).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Set the match for the goal' }));
    expect((screen.getByLabelText('Games') as HTMLSelectElement).value).toBe('10');
  });

  test('a goal made for another board is refused', () => {
    expect(() => render(<CodeCell urlParam={null} store={false} game="connect4" goal="connect4-beat" />)).toThrow('the goal connect4-beat is for connect4 5x4k3, not this cell’s connect4 7x6k4');
  });
});
