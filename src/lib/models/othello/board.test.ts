import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../../engine/core/result.ts';
import { WORK0 } from '../../../engine/games/othello/courseListing.ts';
import { parseBoard } from '../../../engine/games/othello/notation.ts';
import { START } from '../../../engine/games/othello/position.ts';
import { readSetup, setupOf, writeSetup } from '../../../engine/games/othello/setup.ts';
import { parseSquareName, PASS } from '../../../engine/games/othello/squares.ts';
import {
  cycleSquare,
  describeValue,
  legalMovesWithFlips,
  mustPass,
  othelloStatus,
  playText,
  setSquare,
  withSide,
} from './board.ts';
import { FFO_POSITIONS } from './ffo.ts';

const sq = parseSquareName;
const names = (xs: readonly number[]) => xs.map((s) => 'abcdefgh'[s & 7] + ((s >> 3) + 1));
const work0 = unwrap(parseBoard(WORK0));

describe('setups: the text read leniently, for editing', () => {
  test('the notation, in either case, with . for empty; the side defaults to black', () => {
    const s = readSetup(WORK0.toLowerCase().replace(/-/g, '.'))!;
    expect(writeSetup(s)).toBe(WORK0);
    expect(readSetup(WORK0.slice(0, 64))!.side).toBe('X');
    expect(readSetup('X'.repeat(63))).toBeUndefined();
    expect(readSetup(`${'Z'.repeat(64)} X`)).toBeUndefined();
    expect(readSetup(`${WORK0} extra`)).toBeUndefined();
  });

  test('a click cycles empty → black → white → empty; the side is set apart', () => {
    let s = setupOf(START);
    const d3 = sq('d3');
    s = cycleSquare(s, d3);
    expect(s.squares[d3]).toBe('X');
    s = cycleSquare(s, d3);
    expect(s.squares[d3]).toBe('O');
    s = cycleSquare(s, d3);
    expect(writeSetup(s)).toBe(writeSetup(setupOf(START)));
    expect(setSquare(s, d3, 'O').squares[d3]).toBe('O');
    expect(withSide(s, 'O').side).toBe('O');
  });

  test('an edit can make an impossible board: the engine names the problem', () => {
    const emptied = writeSetup(cycleSquare(setupOf(START), sq('d4'))); // d4 white → empty
    const r = parseBoard(emptied);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('square d4 is empty, but the four centre squares are filled at the start and never emptied');
  });
});

describe('legal moves and their flips', () => {
  test('the start: four moves, one flip each', () => {
    const moves = legalMovesWithFlips(START);
    expect(names(moves.map((m) => m.square))).toEqual(['d3', 'c4', 'f5', 'e6']);
    expect(moves.map((m) => names(m.flips))).toEqual([['d4'], ['d4'], ['e5'], ['e5']]);
  });

  test('the course position: black’s five moves; g7 turns g6 and g5', () => {
    const moves = legalMovesWithFlips(work0);
    expect(names(moves.map((m) => m.square))).toEqual(['a2', 'b7', 'g7', 'h7', 'b8']);
    const g7 = moves.find((m) => m.square === sq('g7'))!;
    expect(names(g7.flips)).toEqual(['g5', 'g6']);
  });

  test('playing writes the next position; a side without a move passes', () => {
    // d3 takes d4: black on d3, d4, e4, d5; white keeps e5.
    expect(playText(START, sq('d3'))).toBe(`${'-'.repeat(19)}X${'-'.repeat(7)}XX${'-'.repeat(6)}XO${'-'.repeat(27)} O`);
    expect(mustPass(START)).toBe(false);
    // FFO #40 after a2 b1 c1: white has no move, black has; white passes (the best line's fourth move).
    let text = FFO_POSITIONS[0].text;
    for (const m of ['a2', 'b1', 'c1']) text = playText(unwrap(parseBoard(text)), sq(m));
    const stuck = unwrap(parseBoard(text));
    expect(mustPass(stuck)).toBe(true);
    expect(legalMovesWithFlips(stuck)).toEqual([]);
    expect(othelloStatus(stuck)).toMatch(/^White to move has no legal move and must pass/);
    expect(playText(stuck, PASS)).toBe(`${text.slice(0, 64)} X`);
  });
});

describe('words for positions and values', () => {
  test('status lines', () => {
    expect(othelloStatus(START)).toBe('Black to move: 4 legal moves (black 2, white 2, 60 empty squares).');
    expect(othelloStatus(work0)).toBe('Black to move: 5 legal moves (black 23, white 30, 11 empty squares).');
  });

  test('values under both objectives', () => {
    expect(describeValue(work0, 6, 'standard')).toBe('with best play on both sides, black wins by 6 discs (black to move; empty squares go to the winner)');
    expect(describeValue(work0, 35, 'course')).toBe('with best play on both sides, black ends with 35 discs');
    expect(describeValue(work0, 0, 'standard')).toBe('with best play on both sides, a draw');
  });
});

describe('the FFO positions of the cell are the fixture’s', () => {
  const fixture = readFileSync(new URL('../../../data/positions/othello/ffo.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => /^\d/.test(l))
    .map((l) => l.trim().split(/\s+/));
  test.each(FFO_POSITIONS.map((p) => [p.id, p] as const))('#%i', (id, p) => {
    const row = fixture.find((f) => Number(f[0]) === id)!;
    expect(p.text).toBe(`${row[1]} ${row[2]}`);
    expect(p.best.join(',')).toBe(row[3]);
    expect(p.score).toBe(Number(row[4]));
    expect(p.empties).toBe(Number(row[5]));
    expect(parseBoard(p.text).ok).toBe(true);
  });
});

test('PASS is not listed among the squares with flips', () => {
  expect(legalMovesWithFlips(START).some((m) => m.square === PASS)).toBe(false);
});
