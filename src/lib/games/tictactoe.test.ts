import { describe, expect, test } from 'vitest';
import * as line from './line.ts';
import { boardPosition, cellLabel, cellOf, checkSetup, moveName, parseBoard, sideToMove, writeBoard } from './tictactoe.ts';

describe('the tic-tac-toe kit', () => {
  test.each(['.........', 'xx.oo....', 'xo.xo..ox', 'xoxoxoxox'])('%s reads and writes back the same', (text) => {
    expect(writeBoard(boardPosition(text))).toBe(text);
  });

  test('a board no game reaches is named, in X/O words or the OCaml course’s', () => {
    const r = parseBoard('xxx......');
    expect(r.ok).toBe(false);
    expect(checkSetup('xx.......')).toMatchObject({ ok: false, message: 'X has 2 stones and O has 0 stones: since X moves first, X always has as many stones as O or one more.' });
    expect(checkSetup('xx.......', 'x', 'cross-nought')).toMatchObject({ ok: false, message: '2 crosses and 0 noughts: since crosses move first, there are always as many crosses as noughts, or one more.' });
  });

  test('a move is a cell, named by its number, numbered three ways', () => {
    for (let c = 0; c < 9; c++) expect(cellOf(moveName(c))).toBe(c);
    expect([0, 4, 8].map((c) => cellLabel(c, 'course'))).toEqual(['8', '4', '0']);
    expect([0, 5, 7].map((c) => cellLabel(c, 'coords'))).toEqual(['A1', 'C2', 'B3']);
  });

  test('the side to move follows from the counts', () => {
    expect(sideToMove(boardPosition('.........'))).toBe('x');
    expect(sideToMove(boardPosition('x........'))).toBe('o');
  });
});

describe('the one-dimensional kit', () => {
  test.each(['o...x', '.....', 'x.o..'])('%s reads and writes back the same', (text) => {
    const r = line.parseRow(text);
    expect(r.ok && line.writeRow(r.value)).toBe(text);
  });

  test('the side to move in the course’s words; a move is a cell', () => {
    const r = line.parseRow('o...x');
    if (!r.ok) throw new Error(r.error.message);
    expect(line.sideToMove(r.value)).toBe('crosses');
    expect(line.cellOf('3')).toBe(3);
  });
});
