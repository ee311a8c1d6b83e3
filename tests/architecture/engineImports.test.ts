import { describe, expect, test } from 'vitest';
import { engineValueImports } from './engineImports.mjs';

interface Found {
  file: string;
  spec: string;
  line: number;
}

// Islands, parts and figures import engine types only: values come through
// the game kits (`lib/games`) and the page-side models (issue 24). Tests may
// still ask the engine for an expected answer, as an oracle. The list of
// files that waited for their rework (the play cell, the replay) is empty:
// the ceiling is zero.
describe('components import engine types only', () => {
  const shipped = (engineValueImports() as Found[]).filter((i) => !/\.test\.tsx?$/.test(i.file));

  test('no component reaches into the engine for a value', () => {
    expect(shipped.map((i) => `${i.file}:${i.line} ${i.spec}`)).toEqual([]);
  });
});
