import { describe, expect, test } from 'vitest';
import {
  FFO_POSITIONS,
  PASS,
  START_TEXT,
  WORK0,
  boardPosition,
  fromSetup,
  moveName,
  moveOf,
  othelloKit,
  otherSide,
  parseBoard,
  readSetup,
  scoreText,
  setupOf,
  sideToMove,
  writeBoard,
  writeSetup,
} from './othello.ts';

describe('the Othello kit', () => {
  test.each([START_TEXT, WORK0, ...FFO_POSITIONS.map((f) => f.text)])('%s reads and writes back the same', (text) => {
    expect(writeBoard(boardPosition(text))).toBe(text);
  });

  test('a setup is the text read leniently; fromSetup holds it to the rules', () => {
    const s = readSetup(WORK0.toLowerCase().replace(/-/g, '.'))!;
    expect(writeSetup(s)).toBe(WORK0);
    expect(setupOf(boardPosition(WORK0))).toEqual(s);
    expect(fromSetup(s)).toEqual(parseBoard(WORK0));
    const emptied = { ...s, squares: `${s.squares.slice(0, 27)}-${s.squares.slice(28)}` };
    const r = fromSetup(emptied);
    expect(r.ok ? '' : r.error.message).toBe('square d4 is empty, but the four centre squares are filled at the start and never emptied');
    expect(readSetup('X'.repeat(63))).toBeUndefined();
  });

  test('every square and the pass have one name, read back the same', () => {
    for (let s = 0; s <= PASS; s++) expect(moveOf(moveName(s))).toBe(s);
    expect([0, 7, 56, 63, PASS].map(moveName)).toEqual(['a1', 'h1', 'a8', 'h8', 'pass']);
    expect(moveOf('z9')).toBe(-1);
  });

  test('the side to move in one vocabulary', () => {
    expect(sideToMove(boardPosition(WORK0))).toBe('X');
    expect(sideToMove(boardPosition(FFO_POSITIONS[3].text))).toBe('O');
    expect(otherSide('X')).toBe('O');
  });

  test('scores as the engine’s listings write them', () => {
    expect([6, 0, -42].map((v) => scoreText(v))).toEqual(['+6', '0', '-42']);
  });

  test('the solver cell’s words and examples', () => {
    expect(othelloKit.status(boardPosition(WORK0))).toBe('Black to move: 5 legal moves (black 23, white 30, 11 empty squares).');
    expect(othelloKit.examples!.map((e) => `${e.id} ${e.note}`)).toEqual([
      'course 11 empty squares',
      'ffo-40 20 empty squares',
      'ffo-41 22 empty squares',
      'ffo-42 22 empty squares',
      'ffo-43 23 empty squares',
      'ffo-44 23 empty squares',
    ]);
  });
});
