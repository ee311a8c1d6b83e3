import { describe, expect, test } from 'vitest';
import { framingScale } from './useZoom.ts';

describe('framing for a readable tree', () => {
  test('no zoom when the whole tree already has the pixels per unit asked for', () => {
    // Lesson 3's tree at 1280 px: 908 × 389 px for a 1400 × 600 viewBox, 0.648 px per unit.
    expect(framingScale(908, 389, 1400, 600, 0.62)).toBe(1);
  });
  test('a narrow figure zooms in just enough, never more than 6 times', () => {
    expect(framingScale(330, 240, 1400, 600, 0.62)).toBeCloseTo(0.62 / (330 / 1400), 9);
    expect(framingScale(100, 240, 1400, 600, 0.62)).toBe(6);
  });
  test('a figure with no size yet asks for nothing', () => {
    expect(framingScale(0, 0, 1400, 600, 0.62)).toBe(1);
  });
});
