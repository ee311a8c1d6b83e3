import { describe, expect, test } from 'vitest';
import { visibleTreeRect } from './viewBox.ts';

describe('the part of the tree on screen', () => {
  const vb = { x: -200, y: -40, width: 400, height: 200 };

  test('no zoom, an SVG of the view box’s shape: the view box itself', () => {
    expect(visibleTreeRect({ k: 1, x: 0, y: 0 }, vb, 800, 400)).toEqual(vb);
  });

  test('a wider SVG shows more on each side; a zoom by 2 panned right shows half as much, further left', () => {
    expect(visibleTreeRect({ k: 1, x: 0, y: 0 }, vb, 1200, 400)).toEqual({ x: -300, y: -40, width: 600, height: 200 });
    expect(visibleTreeRect({ k: 2, x: 100, y: 0 }, vb, 800, 400)).toEqual({ x: -150, y: -20, width: 200, height: 100 });
  });

  test('an SVG without a size yet: nothing known', () => {
    expect(visibleTreeRect({ k: 1, x: 0, y: 0 }, vb, 0, 400)).toBeUndefined();
    expect(visibleTreeRect({ k: 1, x: 0, y: 0 }, undefined, 800, 400)).toBeUndefined();
  });
});
