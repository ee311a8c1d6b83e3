// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate, linkParams } from '../testing.ts';
import BitInspector from './BitInspector.tsx';
import { diagnose, parseNumber, withCell } from '../../lib/models/tictactoe/bitInspector.ts';
import { pack } from '../../lib/games/tictactoeBits.ts';

afterEach(cleanSlate);

const cell = (c: number) => screen.getByRole('button', { name: new RegExp(`^Cell ${c},`) });
const decimal = () => screen.getByTestId('decimal').textContent;
const hex = () => screen.getByTestId('hex').textContent;
const binary = () => screen.getByTestId('binary').textContent;
const status = () => screen.getByTestId('status').textContent ?? '';
const input = () => screen.getByRole('textbox', { name: 'Type a number' }) as HTMLInputElement;
const type = (text: string) => fireEvent.input(input(), { target: { value: text } });

describe('clicking the board', () => {
  test('starts from the empty board', () => {
    render(<BitInspector urlParam={null} />);
    expect(decimal()).toBe('0');
    expect(hex()).toBe('0x0');
    expect(binary()).toBe('0b0_000000000_000000000');
  });

  test('cycles a cell empty → X → O → empty and shows the exact integer', () => {
    render(<BitInspector urlParam={null} />);
    fireEvent.click(cell(4));
    expect(decimal()).toBe('16'); // X on cell 4 is bit 4
    expect(cell(4).getAttribute('data-state')).toBe('x');
    fireEvent.click(cell(4));
    expect(decimal()).toBe(String(1 << 13)); // O on cell 4 is bit 9 + 4
    expect(binary()).toBe('0b0_000010000_000000000');
    fireEvent.click(cell(4));
    expect(decimal()).toBe('0');
  });

  test('the engine header example: X on 0 and 4, O on 8, O to move = 393233', () => {
    render(<BitInspector urlParam={null} />);
    fireEvent.click(cell(0));
    fireEvent.click(cell(4));
    fireEvent.click(cell(8));
    fireEvent.click(cell(8));
    fireEvent.click(screen.getByRole('button', { name: /^To move X/ }));
    expect(decimal()).toBe('393233');
    expect(hex()).toBe('0x60011');
    expect(binary()).toBe('0b1_100000000_000010001');
    expect(Number(decimal())).toBe(pack({ x: 0b000010001, o: 0b100000000, turn: 1 }));
    expect(status()).toMatch(/real game, O to move/);
  });

  test('a bit button flips one bit', () => {
    render(<BitInspector urlParam={null} initial={16} />);
    fireEvent.click(screen.getByRole('button', { name: /^Bit 13 [01]:/ }));
    expect(decimal()).toBe(String(16 + (1 << 13)));
    expect(cell(4).getAttribute('data-state')).toBe('both');
    expect(status()).toMatch(/Cell 4 is claimed by both sides/);
  });

  test('keys on a cell set it directly', () => {
    render(<BitInspector urlParam={null} />);
    fireEvent.keyDown(cell(2), { key: 'o' });
    expect(decimal()).toBe(String(1 << 11));
    fireEvent.keyDown(cell(2), { key: 'Delete' });
    expect(decimal()).toBe('0');
  });
});

describe('typing a number', () => {
  test.each([
    ['393233', 393233],
    ['0x60011', 393233],
    ['0b1_100000000_000010001', 393233],
    [' 0X7ffff ', 524287],
  ])('%s shows the board of %i', (text, value) => {
    render(<BitInspector urlParam={null} />);
    type(text);
    expect(decimal()).toBe(String(value));
    expect(input().getAttribute('aria-invalid')).toBe('false');
  });

  test('the board follows the number', () => {
    render(<BitInspector urlParam={null} />);
    type('0x60011');
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => cell(c).getAttribute('data-state'))).toEqual([
      'x', 'empty', 'empty', 'empty', 'x', 'empty', 'empty', 'empty', 'o',
    ]);
  });

  test.each([
    ['524288', /out of range.*largest value is 524287/],
    ['-3', /negative/],
    ['12a', /not a number/],
    ['0b102', /not a number/],
    ['', /Type a number/],
  ])('%s is rejected with a clear message', (text, message) => {
    render(<BitInspector urlParam={null} initial={16} />);
    type(text);
    expect(status()).toMatch(message);
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(decimal()).toBe('16'); // the last valid board stays, dimmed
  });

  test('clicking after an invalid number starts again from the board shown', () => {
    render(<BitInspector urlParam={null} initial={16} />);
    type('zzz');
    fireEvent.click(cell(0));
    expect(decimal()).toBe('17');
    expect(input().value).toBe('17');
    expect(input().getAttribute('aria-invalid')).toBe('false');
  });
});

describe('diagnosis of boards no game reaches', () => {
  test.each([
    [pack({ x: 0b11, o: 0, turn: 1 }), 'warn', /X has 2 stones and O has 0/],
    [pack({ x: 0, o: 1, turn: 0 }), 'warn', /X has 0 stones and O has 1/],
    [pack({ x: 0b000000111, o: 0b111000000, turn: 0 }), 'warn', /both have three in a row/],
    [pack({ x: 0b000000111, o: 0b100011000, turn: 0 }), 'warn', /X has three in a row, yet O has as many stones/],
    [pack({ x: 0b1, o: 0, turn: 0 }), 'warn', /turn bit says X is to move.*O’s turn/],
    [pack({ x: 0b000000111, o: 0b000011000, turn: 1 }), 'ok', /X has three in a row and has won/],
    [pack({ x: 0b101100011, o: 0b010011100, turn: 1 }), 'ok', /full, a draw/],
    [0, 'ok', /X to move/],
  ])('%i → %s', (p, level, message) => {
    const d = diagnose(p);
    expect(d.level).toBe(level);
    expect(d.message).toMatch(message);
  });

  test('parseNumber and withCell', () => {
    expect(parseNumber('0x1FF')).toEqual({ ok: true, value: 511 });
    expect(parseNumber('-0')).toEqual({ ok: true, value: 0 });
    expect(withCell(0b11, 1, 'o')).toBe(0b1 | (1 << 10));
  });
});

describe('the URL', () => {
  test('reads ?p= on load and writes it after a change', async () => {
    window.history.replaceState(null, '', '/lesson/?p=393233');
    render(<BitInspector />);
    await screen.findByText('393233', { selector: '[data-testid="decimal"]' });
    fireEvent.click(cell(1));
    expect(linkParams().get('p')).toBe(String(393233 + 2));
  });

  test('an invalid ?p= is shown with its message', async () => {
    window.history.replaceState(null, '', '/lesson/?p=999999');
    render(<BitInspector />);
    await screen.findByText(/out of range/);
    expect(input().value).toBe('999999');
  });
});
