import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { treeStats } from '../../search/perft.ts';
import {
  bitToCell, boardOfCells, cellAt, cellToBit, freeBoard, freeCells, fromBitboards, isWinning, openLinesEval, reverse9, show, toBitboards, winner,
} from './bitboards.ts';
import { MAX_PACKED, WIN_MASKS, nextPositions, pack, unpack } from './board19.ts';
import { parseBoard, writeBoard } from './notation.ts';
import { reachablePositions } from './testing.ts';
import { tictactoe } from './tictactoe.ts';

describe('the 19-bit integer (Haskell course)', () => {
  test('pack and unpack are inverse on every 19-bit value', () => {
    for (let p = 0; p <= MAX_PACKED; p += 97) expect(pack(unpack(p))).toBe(p);
  });
  test('the worked example of board19.ts: X on 0 and 4, O on 8, O to move = 393233', () => {
    expect(pack({ x: 0x011, o: 0x100, turn: 1 })).toBe(393233);
    expect(writeBoard(393233)).toBe('x...x...o');
  });
  test('the empty board has nine next positions, each with the turn bit set', () => {
    const next = nextPositions(0);
    expect(next).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8].map((c) => (1 << 18) | (1 << c)));
  });
});

describe('two 9-bit bitboards (OCaml course), cells numbered from the bottom', () => {
  // The course's example 1: cross = 0x010, nought = 0x101.
  const example = { cross: 0x010, nought: 0x101 };
  test('cell to bit: cell 8 is 256; cells [2; 4; 6] make 84', () => {
    expect(cellToBit(8)).toBe(256);
    expect(boardOfCells([2, 4, 6])).toBe(84);
  });
  test('bit to cell, the way back, for every one-bit board', () => {
    expect(Array.from({ length: 9 }, (_, k) => bitToCell(cellToBit(k)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
  test('reading a cell', () => {
    expect(unwrap(cellAt(example, 4))).toBe('cross');
    expect(unwrap(cellAt(example, 0))).toBe('nought');
    expect(unwrap(cellAt(example, 1))).toBe('empty');
    expect(cellAt({ cross: 1, nought: 1 }, 0)).toMatchObject({ ok: false, error: { code: 'ERR_PIECE_COUNT' } });
  });
  test('free cells, as a bitboard and as the list [7; 6; 5; 3; 2; 1]', () => {
    expect(freeBoard(example)).toBe(0x0ee);
    expect(freeCells(example)).toEqual([7, 6, 5, 3, 2, 1]);
  });
  test('the printer writes cells 8 down to 0', () => {
    expect(show(example)).toBe('O _ _\n_ X _\n_ _ O');
  });
  test('the eight masks in hexadecimal', () => {
    expect(WIN_MASKS.map((m) => `0x${m.toString(16).toUpperCase().padStart(3, '0')}`).sort()).toEqual(
      ['0x007', '0x038', '0x1C0', '0x049', '0x092', '0x124', '0x111', '0x054'].sort(),
    );
  });
  test('win test and winner; two winners are rejected', () => {
    expect(isWinning(0x054)).toBe(true);
    expect(isWinning(0x0ee)).toBe(false);
    expect(unwrap(winner({ cross: 0x007, nought: 0x030 }))).toBe('cross');
    expect(winner({ cross: 0x007, nought: 0x1c0 })).toMatchObject({ ok: false, error: { code: 'ERR_BOTH_WON' } });
  });
  test('the open-lines heuristic from cross: centre cross, two corner noughts', () => {
    // Lines without a nought (open to cross): 8 minus those through cell 0 or 8 = 8 - 5 = 3.
    // Lines without a cross (open to nought): the 4 that avoid the centre.
    expect(openLinesEval(example)).toBe(3 - 4);
  });
  test('course numbering is the half-turn of reading order', () => {
    expect(reverse9(1)).toBe(256);
    const p = unwrap(parseBoard('x...o....'));
    expect(toBitboards(p)).toEqual({ cross: 0x100, nought: 0x010 }); // reading cell 0 (top-left) is course cell 8
    expect(fromBitboards({ cross: 0x100, nought: 0x010 })).toBe(p);
  });
});

describe('notation', () => {
  test('write(parse(s)) = s on the 5,478 reachable positions', () => {
    const all = reachablePositions();
    expect(all).toHaveLength(treeStats(tictactoe, 0).distinct);
    for (const p of all) expect(unwrap(parseBoard(writeBoard(p)))).toBe(p);
  });
  test.each([
    ['x...', 'ERR_NOTATION', /9 cells/],
    ['x...z....', 'ERR_NOTATION', /cell 4 is 'z'/],
    ['xx.......', 'ERR_PIECE_COUNT', /x has 2 stones and o has 0/],
    ['o........', 'ERR_PIECE_COUNT', /x moves first/],
    ['xxxooo...', 'ERR_BOTH_WON', /both/],
    ['xxxoo.o..', 'ERR_ALREADY_OVER', /o played after/],
    ['oooxx.xx.', 'ERR_ALREADY_OVER', /x played after/],
  ])('%s is refused with %s', (text, code, message) => {
    expect(parseBoard(text)).toMatchObject({ ok: false, error: { code, message: expect.stringMatching(message) } });
  });
  test('capitals and surrounding spaces are accepted', () => {
    expect(writeBoard(unwrap(parseBoard(' X...O.... ')))).toBe('x...o....');
  });
});
