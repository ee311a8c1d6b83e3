// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate, openWithLink, linkParams } from '../testing.ts';
import StaticEvaluator from './StaticEvaluator.tsx';

afterEach(cleanSlate);

const value = () => screen.getByTestId('static-value').textContent;
const cell = (name: RegExp) => screen.getByRole('button', { name });

describe("the course's static evaluation on an edited board", () => {
  test.each([
    ['.........', '0', /no line/],
    ['xo.xo..ox', '+1', /O, the computer, has a line/],
    ['xo..xo..x', '-1', /X, the player, has a line/],
    ['xxxooo...', '-1', /both sides have a line/],
  ])('%s evaluates to %s', (board, v, why) => {
    render(<StaticEvaluator urlParam={null} board={board} />);
    expect(value()).toBe(v);
    expect(screen.getByTestId('static-why').textContent).toMatch(why);
  });

  test('completing a line by clicks changes the value, and the covered mask is marked', () => {
    render(<StaticEvaluator urlParam={null} board="xo.xo...." />);
    expect(value()).toBe('0');
    fireEvent.click(cell(/^Bottom left/)); // X on cell 6 completes the left column 0 3 6
    expect(value()).toBe('-1');
    const hit = document.querySelector('tr.is-hit');
    expect(hit?.getAttribute('data-mask')).toBe(String(0b001001001));
    expect(screen.getByText(/^\d+ = 0x/).textContent).toBe(`${(1 << 18) | (0b10010 << 9) | 0b1001001} = 0x${((1 << 18) | (0b10010 << 9) | 0b1001001).toString(16).toUpperCase()}`);
  });

  test('an impossible board is still evaluated, with a note', () => {
    render(<StaticEvaluator urlParam={null} board="xxx......" />);
    expect(value()).toBe('-1');
    expect(screen.getByTestId('static-problem').textContent).toMatch(/^No game reaches this board\. X has 3 stones and O has 0 stones: since X moves first/);
  });

  test('the keyboard sets cells: O, O, O on the top row gives +1', () => {
    render(<StaticEvaluator urlParam={null} />);
    for (const name of [/^Top left/, /^Top middle/, /^Top right/]) fireEvent.keyDown(cell(name), { key: 'o' });
    expect(value()).toBe('+1');
  });

  test('the board is read from and written to the URL', async () => {
    window.history.replaceState(null, '', '/l/?eval=xo..xo..x');
    render(<StaticEvaluator />);
    await waitFor(() => expect(value()).toBe('-1'));
    fireEvent.keyDown(cell(/^Bottom right/), { key: 'Delete' });
    expect(linkParams().get('eval')).toBe('xo..xo...');
    expect(value()).toBe('0');
  });
});

describe('a link with a board the evaluator cannot read', () => {
  test('it is named, shortened, and the empty board stays', async () => {
    const notice = await openWithLink(`/?eval=${'x'.repeat(500)}`, <StaticEvaluator />);
    expect(notice.textContent).toContain(`eval=${'x'.repeat(40)}… (500 characters): not a board`);
    expect(value()).toBe('0');
  });
});
