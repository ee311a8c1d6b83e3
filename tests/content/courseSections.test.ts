/**
 * Every lesson names, under its cells, the section of its course each one
 * mirrors (LiveCell's `course` prop, linked to the page's credit line), so a
 * reader can find the original. Cells beyond the course carry none.
 */

import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const dir = new URL('../../content/lessons/', import.meta.url);
const lessons = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => ({ file: f, text: readFileSync(new URL(f, dir), 'utf8') }));

describe('cells name the course section they mirror', () => {
  test('there are six lessons', () => {
    expect(lessons).toHaveLength(6);
  });

  test.each(lessons.map((l) => [l.file, l.text]))('%s: at least three cells name their section', (_file, text) => {
    const sections = [...text.matchAll(/<LiveCell [^>]*course="([^"]+)"/g)].map((m) => m[1]);
    expect(sections.length).toBeGreaterThanOrEqual(3);
    for (const s of sections) expect(s.length).toBeGreaterThan(10);
  });

  test('the link target exists: the lesson layout gives the credit line its id', () => {
    const layout = readFileSync(new URL('../../src/layouts/LessonLayout.astro', import.meta.url), 'utf8');
    expect(layout).toContain('id="course-credit"');
    const cell = readFileSync(new URL('../../src/components/astro/LiveCell.astro', import.meta.url), 'utf8');
    expect(cell).toContain('href="#course-credit"');
  });
});
