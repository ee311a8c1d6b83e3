// @vitest-environment happy-dom
/**
 * SVG snapshots of the search tree for fixed traces (Plot's test/plot-snapshot.js
 * approach): render TreeSvg, round every number to 3 decimals, compare with
 * tests/viz/__output__/<name>.svg. A missing golden file is written; a changed
 * picture writes <name>-changed.svg next to it and fails, for review. To accept
 * a change, replace the golden file with the -changed one.
 */

import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { TreeSvg, viewBoxFor } from '../../src/components/ui/TreeSvg.tsx';
import { runSearch, type Recording } from '../../src/lib/viz/searchRun.ts';
import { picture } from '../../src/lib/viz/display.ts';
import { layoutTree, type LayoutOptions } from '../../src/lib/viz/layout.ts';
import { foldView } from '../../src/lib/viz/replay.ts';
import { DEFAULT_SPEC, type ExplorerSpec } from '../../src/lib/viz/spec.ts';
import type { Perspective } from '../../src/lib/viz/types.ts';

// A path from the file's own URL string: happy-dom replaces the global URL class.
const OUTPUT = join(dirname(fileURLToPath(import.meta.url)), '__output__/');

afterEach(cleanup);

function record(patch: Partial<ExplorerSpec>): Recording {
  const r = runSearch({ ...DEFAULT_SPEC, ...patch });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Rounds numbers to 3 decimals and puts one element per line, so diffs are readable. */
export function normalise(svg: string): string {
  return svg
    .replace(/-?\d+\.\d+(?:e-?\d+)?/g, (x) => String(Math.round(Number(x) * 1000) / 1000 + 0))
    .replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')
    .replace(/></g, '>\n<')
    .concat('\n');
}

interface Case {
  name: string;
  spec: Partial<ExplorerSpec>;
  /** Step to show: a number, or 'end'. */
  step: number | 'end' | ((rec: Recording) => number);
  perspective?: Perspective;
  layout?: LayoutOptions;
  blank?: boolean;
}

const firstCut = (rec: Recording) => rec.events.findIndex((e) => e.type === 'cutoff') + 1;
const lastCut = (rec: Recording) => rec.events.map((e) => e.type).lastIndexOf('cutoff') + 1;

const CASES: Case[] = [
  { name: 'textbook-start', spec: { position: 'example:textbook' }, step: 0 },
  { name: 'textbook-cut', spec: { position: 'example:textbook' }, step: firstCut },
  { name: 'textbook-end', spec: { position: 'example:textbook' }, step: 'end' },
  { name: 'walkthrough-b-cut', spec: { position: 'example:walkthrough' }, step: firstCut },
  { name: 'walkthrough-d-cut', spec: { position: 'example:walkthrough' }, step: lastCut },
  { name: 'course-end', spec: { position: 'example:course' }, step: 'end' },
  { name: 'course-negamax-mover', spec: { position: 'example:course', algorithm: 'negamax' }, step: 40, perspective: 'mover' },
  { name: 'course-worst-first-end', spec: { position: 'example:course', order: 'worst-first' }, step: 'end' },
  {
    name: 'random-seed-42-minimax',
    spec: { position: 'random', random: { seed: 42, depth: 3, branching: [2, 3], min: 0, max: 50 }, algorithm: 'minimax' },
    step: 30,
  },
  {
    name: 'random-seed-7-pruned-open',
    spec: { position: 'random', random: { seed: 7, depth: 4, branching: [2, 3], min: -20, max: 20 } },
    step: 'end',
    layout: { expandAllPruned: true },
  },
  {
    name: 'exercise-seed-42',
    spec: { position: 'random', random: { seed: 42, depth: 3, branching: [2, 3], min: 0, max: 50 } },
    step: 'end',
    layout: { expandAllPruned: true },
    blank: true,
  },
  { name: 'tictactoe-depth-2', spec: { game: 'tictactoe', position: 'x.o.o.x..', depth: 2 }, step: 'end' },
];

function drawCase(c: Case): string {
  const rec = record(c.spec);
  const perspective = c.perspective ?? 'max';
  const layout = layoutTree(rec.model, rec.source, c.layout);
  const k = c.step === 'end' ? rec.events.length : typeof c.step === 'function' ? c.step(rec) : c.step;
  const view = foldView(rec.model, k, perspective);
  const pic = picture({ model: rec.model, layout, source: rec.source, perspective, blank: c.blank }, view);
  const { container } = render(<TreeSvg picture={pic} viewBox={viewBoxFor(layout)} title={c.name} />);
  return normalise(container.innerHTML);
}

describe('SVG snapshots', () => {
  test.each(CASES.map((c) => [c.name, c]))('%s', (name, c) => {
    const svg = drawCase(c as Case);
    const golden = `${OUTPUT}${name}.svg`;
    const changed = `${OUTPUT}${name}-changed.svg`;
    if (!existsSync(golden)) {
      mkdirSync(OUTPUT, { recursive: true });
      writeFileSync(golden, svg);
      return;
    }
    const want = readFileSync(golden, 'utf8');
    if (want === svg) {
      rmSync(changed, { force: true });
      return;
    }
    writeFileSync(changed, svg);
    expect(svg, `${name}: the picture changed; see ${changed}`).toBe(want);
  });
});

describe('layout determinism', () => {
  test('the same tree gives the same coordinates, 40 times over, from fresh recordings', () => {
    const spec: Partial<ExplorerSpec> = { position: 'random', random: { seed: 2024, depth: 5, branching: [1, 4], min: -50, max: 50 } };
    const first = layoutTree(record(spec).model, record(spec).source, { expandAllPruned: true });
    const coords = (l: typeof first) => l.nodes.map((n) => [n.key, n.x, n.y]);
    for (let i = 0; i < 40; i++) {
      const rec = record(spec);
      expect(coords(layoutTree(rec.model, rec.source, { expandAllPruned: true }))).toEqual(coords(first));
    }
  });

  test('stepping never moves a node: the layout does not depend on the step', () => {
    const rec = record({ position: 'example:course' });
    const layout = layoutTree(rec.model, rec.source);
    const at = (k: number) =>
      picture({ model: rec.model, layout, source: rec.source, perspective: 'max' }, foldView(rec.model, k)).nodes.map((n) => [n.key, n.x, n.y]);
    const start = at(0);
    for (const k of [1, 10, 50, rec.events.length]) expect(at(k)).toEqual(start);
  });

  test('siblings are one node width apart and levels one level height apart', () => {
    const rec = record({ position: 'example:textbook' });
    const layout = layoutTree(rec.model, rec.source, { expandAllPruned: true, nodeSize: [50, 80] });
    const leaves = layout.nodes.filter((n) => n.ply === 2 && n.parent === '1');
    expect(leaves.map((n) => n.x - leaves[0].x)).toEqual([0, 50, 100]);
    expect([...new Set(layout.nodes.map((n) => n.y))].sort((a, b) => a - b)).toEqual([0, 80, 160]);
    expect(layout.nodes[0]).toMatchObject({ x: 0, y: 0 });
  });
});
