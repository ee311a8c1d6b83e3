// @vitest-environment happy-dom
import { render, waitFor } from '@testing-library/preact';
import { afterEach, expect, test, vi } from 'vitest';
import { cleanSlate } from '../testing.ts';
import CourseExamples from './CourseExamples.tsx';

// The visualiser's module does not load (a dropped connection): the cell says so, in the page's language.
vi.mock('./SearchExplorer.tsx', () => {
  throw new Error('offline');
});

afterEach(cleanSlate);

test('a visualiser that could not be loaded is said in French, with the loader’s reason', async () => {
  render(<CourseExamples urlPrefix={null} lang="fr" />);
  await waitFor(() => expect(document.querySelector('.message--error')).not.toBeNull());
  expect(document.querySelector('.message--error')!.textContent).toMatch(/^Le visualiseur n’a pas pu se charger \(.+\)\.$/s);
});

test('and in English, as before', async () => {
  render(<CourseExamples urlPrefix={null} />);
  await waitFor(() => expect(document.querySelector('.message--error')).not.toBeNull());
  expect(document.querySelector('.message--error')!.textContent).toMatch(/^The visualiser could not be loaded \(.+\)\.$/s);
});
