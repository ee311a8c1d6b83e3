import { describe, expect, test } from 'vitest';
import {
  PLACEMENTS,
  START_NOTATION,
  START_SETUP,
  afterPlacement,
  moveName,
  moveOf,
  parseCheckedSetup,
  pieceLetter,
  placementProblem,
  shapeLetter,
  tetrominoKit,
  textAfter,
  writeSetupText,
} from './tetromino.ts';

const m = (name: string) => moveOf(name)!;

describe('the tetromino kit', () => {
  test('every placement has one name, read back the same, in either case', () => {
    for (const p of PLACEMENTS) expect(moveOf(moveName(p.index))).toBe(p.index);
    expect(moveOf('t0@B3')).toBe(m('T0@b3'));
    expect(moveOf('T0@z9')).toBeUndefined();
  });

  test('a piece and its shape: an L turned over is a J', () => {
    const j = PLACEMENTS.find((p) => p.shape.name.startsWith('J'))!.index;
    expect([pieceLetter(j), shapeLetter(j)]).toEqual(['L', 'J']);
    expect([pieceLetter(m('O0@a1')), shapeLetter(m('O0@a1'))]).toEqual(['O', 'O']);
  });

  test('placements from the start, as text; the text reads back the same', () => {
    expect(writeSetupText(START_SETUP)).toBe(START_NOTATION);
    const after = textAfter([m('O0@a1')]);
    expect(after).toBe(`OO...OO${'.'.repeat(33)} ILOST/ILST`);
    const checked = parseCheckedSetup(after);
    expect(checked.ok && writeSetupText(checked.value.setup)).toBe(after);
    expect(afterPlacement(START_SETUP, m('O0@a1'))).toBe(after);
  });

  test('a placement that cannot be made is named in the engine’s words', () => {
    const s = parseCheckedSetup(textAfter([m('O0@a1')]));
    if (!s.ok) throw new Error(s.error.message);
    expect(placementProblem(s.value.setup, m('O0@a1'))).toMatch(/^O0@a1/);
    expect(afterPlacement(s.value.setup, m('O0@a1'))).toBeUndefined();
    expect(placementProblem(s.value.setup, m('T0@c3'))).toBeUndefined();
  });

  test('the solver cell’s words', () => {
    const start = parseCheckedSetup(START_NOTATION);
    if (!start.ok) throw new Error(start.error.message);
    expect(tetrominoKit.status(start.value)).toBe('The first player is to move and holds I L O S T; the second player holds I L O S T.');
    expect(tetrominoKit.describe(start.value, { value: -1 } as never, {})).toBe('the second player wins with perfect play; the first player, to move, loses');
  });
});
