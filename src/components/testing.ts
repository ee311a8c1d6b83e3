/**
 * @packageDocumentation
 * The component tests' clean slate, run after each test (`afterEach(cleanSlate)`):
 * the rendered cells unmounted, the one fake solve client's jobs and mode
 * reset, and the address back to `/`, since a cell writes its link there.
 */

import { cleanup, render, screen } from '@testing-library/preact';
import type { VNode } from 'preact';
import { expect } from 'vitest';
import { resetFakeJobs } from '../lib/jobs/fakeSolveClient.ts';

export function cleanSlate(): void {
  cleanup();
  resetFakeJobs();
  window.history.replaceState(null, '', '/');
}

/** Renders `island` on a page opened at `address` (its path and query) and waits for its link notice. */
export async function openWithLink(address: string, island: VNode): Promise<HTMLElement> {
  window.history.replaceState(null, '', address);
  render(island);
  return screen.findByTestId('url-notice');
}

/** A link notice names the parameters it left out (`ignored`, in its order) and says each of `reasons`. */
export function expectIgnored(notice: HTMLElement, ignored: string, reasons: readonly string[]): void {
  expect(notice.getAttribute('data-ignored')).toBe(ignored);
  for (const reason of reasons) expect(notice.textContent).toContain(reason);
}

/** The query a cell wrote into the page's address. */
export const linkParams = (): URLSearchParams => new URL(window.location.href).searchParams;

/** The text of each element `selector` finds in `root` (the document unless told), in document order. */
export const texts = (selector: string, root: ParentNode = document): (string | null)[] => [...root.querySelectorAll(selector)].map((e) => e.textContent);
