import { describe, expect, test } from 'vitest';
import { START } from '../../../engine/games/tetromino/board40.ts';
import { PLACEMENTS, placementByName } from '../../../engine/games/tetromino/placements.ts';
import { playPlacement } from '../../../engine/games/tetromino/rules.ts';
import { SHAPES } from '../../../engine/games/tetromino/shapes.ts';
import { cursorOf, fittingCounts, fittingOfShape, flip, grabCell, grabOffset, initialCursor, keyAction, moveBy, moveGrabTo, placementOf, rotate, takePiece } from './placing.ts';

const nameOf = (c: ReturnType<typeof initialCursor>) => PLACEMENTS[placementOf(c)].name;

describe('the piece in hand', () => {
  test('every placement is a cursor and back', () => {
    for (const p of PLACEMENTS) expect(placementOf(cursorOf(p.index))).toBe(p.index);
  });

  test('the grab cell: the middle of the T, the bend of the L', () => {
    const shape = (name: string) => SHAPES.find((s) => s.name === name)!;
    expect(grabOffset(shape('T0'))).toEqual([0, 1]);
    expect(grabOffset(shape('T1'))).toEqual([1, 1]);
    expect(grabOffset(shape('L0'))).toEqual([1, 0]);
    expect(grabOffset(shape('O0'))).toEqual([0, 0]);
  });

  test('a quarter turn keeps the grab cell in place; four turns and two flips change nothing', () => {
    for (const p of PLACEMENTS) {
      const c = cursorOf(p.index);
      const turned = rotate(c);
      if (turned.row > 0 && turned.column > 0 && turned.row + SHAPES[turned.shape].height < 8 && turned.column + SHAPES[turned.shape].width < 5) {
        expect(grabCell(turned)).toEqual(grabCell(c));
      }
      const middle = moveGrabTo(c, 3, 2);
      expect(rotate(rotate(rotate(rotate(middle))))).toEqual(middle);
      expect(rotate(rotate(middle, 1), -1)).toEqual(middle);
      expect(flip(flip(middle))).toEqual(middle);
      expect(SHAPES[flip(c).shape].piece).toBe(p.piece);
    }
  });

  test('the box stays on the board', () => {
    const c = cursorOf(placementByName('I1@a8')!);
    expect(nameOf(moveBy(c, 5, 5))).toBe('I1@b8');
    expect(nameOf(moveBy(c, -20, -3))).toBe('I1@a1');
    expect(nameOf(rotate(c))).toBe('I0@b5'); // upright at the bottom: lifted onto the board
  });

  test('the keys', () => {
    const c = initialCursor(0);
    expect(keyAction(c, 'ArrowDown')).toEqual({ kind: 'move', cursor: moveBy(c, 1, 0) });
    expect(keyAction(c, 'r')).toEqual({ kind: 'move', cursor: rotate(c) });
    expect(keyAction(c, 'R', true)).toEqual({ kind: 'move', cursor: rotate(c, -1) });
    expect(keyAction(c, 'f')).toEqual({ kind: 'move', cursor: flip(c) });
    expect(keyAction(c, 'Enter')).toEqual({ kind: 'place' });
    expect(keyAction(c, ' ')).toEqual({ kind: 'place' });
    expect(keyAction(c, 't')).toEqual({ kind: 'piece', piece: 4 });
    expect(keyAction(c, 'Z')).toEqual({ kind: 'piece', piece: 3, mirrored: true });
    expect(keyAction(c, 'q')).toBeUndefined();
    expect(keyAction(c, 'Tab')).toBeUndefined();
    expect(SHAPES[takePiece(c, 1, true).shape].name).toBe('J0');
    expect(SHAPES[takePiece(c, 1).shape].name).toBe('L0');
  });

  test('where a shape fits', () => {
    expect(fittingCounts(START)).toEqual([41, 180, 28, 90, 90]);
    const o = cursorOf(placementByName('O0@a1')!).shape;
    expect(fittingOfShape(START, o)).toHaveLength(28);
    expect(fittingOfShape(playPlacement(START, placementByName('O0@b2')!), o)).toHaveLength(28 - 9);
  });
});
