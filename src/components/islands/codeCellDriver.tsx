/**
 * @packageDocumentation
 * Driving the code cell in its tests (CodeCell.test.tsx, CodeCell.fr.test.tsx): each test file
 * names the words it clicks in its own language, so each still checks its language's words.
 */

import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { expect } from 'vitest';
import type { Locale } from '../../i18n/locales.ts';
import CodeCell from './CodeCell.tsx';

/** The first line of a valid `evaluate`; its body and closing brace follow. */
export const DECL = 'function evaluate(position: Position): number {';

export const errorList = () => document.querySelector('.cc-errors') as HTMLElement;
export const rows = () => [...document.querySelectorAll('.cc-table tbody tr')] as HTMLElement[];

/** The words a test presses, in the cell's language. */
export interface CellWords {
  readonly lang?: Locale;
  readonly edit: string;
  readonly area: RegExp;
  readonly games: string;
  readonly run: string;
}

/** `openWith(code)` renders the cell, opens its editor and types `code`; `runMatch(body)` runs a match of `evaluate { body }`. */
export function cellDriver(w: CellWords) {
  async function openWith(code: string, props: Record<string, unknown> = {}) {
    render(<CodeCell urlParam={null} store={false} timeLimitMs={100} lang={w.lang} {...props} />);
    fireEvent.click(screen.getByRole('button', { name: w.edit }));
    const area = (await screen.findByLabelText(w.area)) as HTMLTextAreaElement;
    fireEvent.input(area, { target: { value: code } });
    return area;
  }
  async function runMatch(body: string, games = 2) {
    await openWith(`${DECL}\n${body}\n}\n`);
    fireEvent.change(screen.getByLabelText(w.games), { target: { value: String(games) } });
    fireEvent.click(screen.getByRole('button', { name: w.run }));
    await waitFor(() => expect(rows().length).toBe(games), { timeout: 8000 });
  }
  return { openWith, runMatch };
}
