// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate } from '../testing.ts';
import DraughtsBits from './DraughtsBits.tsx';
import { draughtsLayout } from '../../lib/models/draughts.ts';

afterEach(cleanSlate);

describe('a draughts board in bits', () => {
  test.each([
    [10, 'kings', 50, 151, 118, 6],
    [10, 'four', 50, 201, 118, 8],
    [8, 'kings', 32, 97, 76, 4],
    [8, 'four', 32, 129, 76, 5],
  ] as const)('%i × %i, %s: %i cells, %i bits, at least %i, %i words', (size, layout, cells, total, minimum, words) => {
    expect(draughtsLayout(size, layout)).toMatchObject({ cells, total, minimum, words });
  });

  test('the island follows the buttons and writes the URL', () => {
    render(<DraughtsBits />);
    expect(screen.getByTestId('dr-total').textContent).toBe('151');
    fireEvent.click(screen.getByRole('button', { name: 'English, 8 × 8' }));
    expect(screen.getByTestId('dr-cells').textContent).toBe('32');
    expect(screen.getByTestId('dr-total').textContent).toBe('97');
    expect(screen.getByTestId('dr-min').textContent).toBe('76');
    fireEvent.click(screen.getByRole('button', { name: 'Four piece fields' }));
    expect(screen.getByTestId('dr-total').textContent).toBe('129');
    expect(new URL(window.location.href).search).toBe('?draughts=8&draughts-layout=four');
  });
});

describe('a link with values the cell cannot use', () => {
  test('they are named and the defaults stay', async () => {
    window.history.replaceState(null, '', '/?draughts=12&draughts-layout=queens');
    render(<DraughtsBits />);
    const notice = await screen.findByTestId('url-notice');
    expect(notice.textContent).toContain('draughts=12: not a board size (8, 10).');
    expect(notice.textContent).toContain('draughts-layout=queens: not a layout (kings, four).');
    expect(screen.getByTestId('dr-total').textContent).toBe('151');
  });
});
