import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { perft } from '../../search/perft.ts';
import { BOARD_MASK, HAND_MASK, START, toMove, type TetrominoPosition } from './board40.ts';
import { boardLines, parseSetup, START_NOTATION, writeSetup } from './notation.ts';
import { PERFT_START_TO_3 } from './perftTable.ts';
import { PIECE_FIRST, PLACEMENTS, placementByName } from './placements.ts';
import { ending, placementsFor } from './rules.ts';
import { SHAPES } from './shapes.ts';
import { MOVE_IMAGE, SYMMETRIES, canonicalSymmetry, transformWords, type Symmetry } from './symmetry.ts';
import { tetromino, WIN_SCORE } from './tetromino.ts';
import { fittingPlacements } from './windows.ts';

const parse = (text: string): TetrominoPosition => unwrap(tetromino.parse(text));

describe('the 19 oriented shapes', () => {
  // Source: the OCaml course, section 30: its 19 declarations tetro_i0 .. tetro_t3,
  // each 20 bits = 4 rows of 5 from the top-left corner (written here row by row).
  const COURSE_SHAPES: Record<string, string> = {
    I0: '10000 10000 10000 10000', I1: '11110 00000 00000 00000',
    L0: '10000 10000 11000 00000', L1: '11100 10000 00000 00000',
    L2: '11000 01000 01000 00000', L3: '00100 11100 00000 00000',
    J0: '01000 01000 11000 00000', J1: '10000 11100 00000 00000',
    J2: '11000 10000 10000 00000', J3: '11100 00100 00000 00000',
    O0: '11000 11000 00000 00000',
    S0: '01100 11000 00000 00000', S1: '10000 11000 01000 00000',
    Z0: '11000 01100 00000 00000', Z1: '01000 11000 10000 00000',
    T0: '11100 01000 00000 00000', T1: '01000 11000 01000 00000',
    T2: '01000 11100 00000 00000', T3: '10000 11000 10000 00000',
  };

  test('rotating and mirroring the five drawings gives the course’s 19 shapes, with its names', () => {
    expect(SHAPES.map((s) => s.name)).toEqual(Object.keys(COURSE_SHAPES));
    for (const shape of SHAPES) {
      const rows = ['00000', '00000', '00000', '00000'].map((r, i) =>
        (shape.rows[i] ?? '').replace(/#/g, '1').replace(/\./g, '0').padEnd(5, '0'),
      );
      expect(rows.join(' '), shape.name).toBe(COURSE_SHAPES[shape.name]);
    }
  });
});

describe('placements on the empty board', () => {
  // Source: the issue (and the course's unfold_piece offsets): I 41, L 180, O 28, S 90, T 90.
  test.each([
    ['I', 0, 41],
    ['L', 1, 180],
    ['O', 2, 28],
    ['S', 3, 90],
    ['T', 4, 90],
  ])('%s has %#: %i', (_letter, piece, count) => {
    expect(PIECE_FIRST[piece + 1] - PIECE_FIRST[piece]).toBe(count);
    expect(placementsFor(1 << piece, 0, 0)).toHaveLength(count);
  });

  test('429 in all, each covering 4 distinct cells, all distinct, names unique and parseable', () => {
    expect(PLACEMENTS).toHaveLength(429);
    expect(tetromino.legalMoves(START)).toHaveLength(429);
    const boards = new Set(PLACEMENTS.map((p) => `${p.piece}:${p.top}:${p.bottom}`));
    expect(boards.size).toBe(429);
    for (const p of PLACEMENTS) {
      expect(new Set(p.cells).size).toBe(4);
      expect(placementByName(p.name)).toBe(p.index);
      expect(tetromino.parseMove(p.name.toLowerCase(), START)).toEqual({ ok: true, value: p.index });
    }
  });

  test('a placement across the cut between rows 4 and 5 has bits in both words', () => {
    const p = PLACEMENTS[unwrap(tetromino.parseMove('I0@a3', START))];
    expect(p.cells).toEqual([10, 15, 20, 25]);
    expect(p.top).toBe((1 << 9) | (1 << 4));
    expect(p.bottom).toBe((1 << 19) | (1 << 14));
  });
});

// Source: see perftTable.ts.
test.each(PERFT_START_TO_3)('perft %i from the start = %i', (depth, nodes) => {
  expect(perft(tetromino, tetromino.initial(), depth)).toBe(nodes);
});

describe('the windows of the solver find the same placements as the table', () => {
  test('on random boards and hands', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BOARD_MASK }), fc.integer({ min: 0, max: BOARD_MASK }), fc.integer({ min: 0, max: 31 }), (t, b, hand) => {
        const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
        expect(sorted(fittingPlacements(hand, t, b))).toEqual(placementsFor(hand, t, b));
      }),
      { numRuns: 3000, seed: 7 },
    );
  });
});

describe('notation', () => {
  test('the start reads and writes back', () => {
    expect(parseSetup(START_NOTATION)).toEqual({ ok: true, value: START });
    expect(writeSetup(START)).toBe(START_NOTATION);
    expect(START).toEqual({ top: HAND_MASK, bottom: HAND_MASK });
  });

  test('any letter is a taken cell; hands in any order and case; - is an empty hand', () => {
    const p = parse('Ij..z' + '.'.repeat(35) + ' tsoli/LOST');
    expect(writeSetup(p)).toBe('xx..x' + '.'.repeat(35) + ' ILOST/LOST');
    expect(boardLines(p).split('\n')).toHaveLength(8);
    const q = parse('x'.repeat(36) + '.... I/-');
    expect(writeSetup(q)).toBe('x'.repeat(36) + '.... I/-');
  });

  test('the first move of the course’s example layout', () => {
    // O in a1 b1 a2 b2 by the first player: the second player is to move with its 5 pieces.
    const p = tetromino.play(START, unwrap(tetromino.parseMove('O0@a1', START)));
    expect(p).toEqual({ top: 0x1fc6000, bottom: 0x1b00000 });
    expect(writeSetup(p)).toBe('xx...xx' + '.'.repeat(33) + ' ILOST/ILST');
    expect(toMove(p)).toBe(1);
  });

  test('round trip on positions reached by play', () => {
    let p = START;
    for (const name of ['T0@b3', 'S1@d5', 'I1@a8', 'L3@a1']) {
      p = tetromino.play(p, unwrap(tetromino.parseMove(name, p)));
      expect(parseSetup(writeSetup(p))).toEqual({ ok: true, value: p });
    }
  });

  test.each([
    ['', 'ERR_NOTATION', /empty/],
    ['.'.repeat(40), 'ERR_NOTATION', /hands/],
    ['.'.repeat(39) + ' ILOST/ILOST', 'ERR_NOTATION', /40 cells.*39 characters/],
    ['.'.repeat(41) + ' ILOST/ILOST', 'ERR_NOTATION', /41 characters/],
    ['.'.repeat(20) + '#' + '.'.repeat(19) + ' ILOST/ILOST', 'ERR_NOTATION', /cell a5 is '#'/],
    ['.'.repeat(40) + ' ILOST', 'ERR_NOTATION', /two hands/],
    ['.'.repeat(40) + ' ILOSJ/ILOST', 'ERR_NOTATION', /'J'.*not a piece.*L turned over/],
    ['.'.repeat(40) + ' ILOST/ILOSZ', 'ERR_NOTATION', /'Z'.*not a piece.*S turned over/],
    ['.'.repeat(40) + ' ILOST/ILOSX', 'ERR_NOTATION', /'X'.*not a piece/],
    ['.'.repeat(40) + ' ILLST/ILOST', 'ERR_PIECE_COUNT', /holds L twice/],
    ['.'.repeat(40) + ' ILOST/IOO', 'ERR_PIECE_COUNT', /other side holds O twice/],
    ['.'.repeat(40) + ' ILO/ILOST', 'ERR_PIECE_COUNT', /holds 3 pieces and the other side 5/],
    ['x'.repeat(24) + '.'.repeat(16) + ' ILO/ILO', 'ERR_PIECE_COUNT', /6 pieces \(24 cells\) but only 16/],
    ['.'.repeat(40) + ' ILOST/', 'ERR_NOTATION', /write - for a hand/],
  ])('%j is refused: %s', (text, code, message) => {
    expect(parseSetup(text)).toMatchObject({ ok: false, error: { code, message: expect.stringMatching(message) } });
  });

  test('errors point at the offending character', () => {
    const r = parseSetup('.'.repeat(40) + ' ILOST/ILOSJ');
    expect(r).toMatchObject({ ok: false, error: { index: 45 + 6 } });
  });
});

describe('rules', () => {
  // 20 empty cells in a checkerboard: no tetromino fits anywhere.
  const checkerboard = Array.from({ length: 40 }, (_, i) => ((Math.floor(i / 5) + (i % 5)) % 2 === 0 ? '.' : 'x')).join('');

  test('the side to move that cannot place any piece has lost', () => {
    const p = parse(`${checkerboard} IL/IL`);
    expect(tetromino.legalMoves(p)).toEqual([]);
    expect(ending(p)).toBe('stuck');
    expect(toMove(p)).toBe(0);
    expect(tetromino.outcome(p)).toEqual({ winner: 1 });
    expect(tetromino.evaluate(p)).toBe(-WIN_SCORE);
  });

  test('a full board, every piece placed, is a tie', () => {
    const p = parse('x'.repeat(40) + ' -/-');
    expect(tetromino.legalMoves(p)).toEqual([]);
    expect(ending(p)).toBe('tie');
    expect(tetromino.outcome(p)).toEqual({ winner: undefined });
    expect(tetromino.evaluate(p)).toBe(0);
  });

  test('placing the last piece fills the board and ties the game', () => {
    // Rows 1-6 full, row 7 x...x, row 8 xx.xx: room for exactly one T, pointing down.
    const tHole = parse('x'.repeat(30) + 'x...x' + 'xx.xx' + ' T/-');
    const moves = tetromino.legalMoves(tHole);
    expect(moves.map((m) => tetromino.formatMove(m, tHole))).toEqual(['T0@b7']);
    const after = tetromino.play(tHole, moves[0]);
    expect(writeSetup(after)).toBe('x'.repeat(40) + ' -/-');
    expect(tetromino.outcome(after)).toEqual({ winner: undefined });
  });

  test('parseMove names the problem', () => {
    const p = tetromino.play(START, unwrap(tetromino.parseMove('T0@a1', START)));
    expect(tetromino.parseMove('T9@a1', p)).toMatchObject({ ok: false, error: { code: 'ERR_NOTATION' } });
    expect(tetromino.parseMove('O0@a1', p)).toMatchObject({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE', message: expect.stringMatching(/a1, b1/) } });
    const q = tetromino.play(p, unwrap(tetromino.parseMove('T0@a7', p)));
    expect(tetromino.parseMove('T2@c4', q)).toMatchObject({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE', message: expect.stringMatching(/already placed its T/) } });
    const over = parse('x'.repeat(40) + ' -/-');
    expect(tetromino.parseMove('I0@a1', over)).toMatchObject({ ok: false, error: { code: 'ERR_ALREADY_OVER' } });
  });

  test('a move takes the piece from the mover’s hand and swaps the hands', () => {
    const p = tetromino.play(START, unwrap(tetromino.parseMove('I1@a8', START)));
    expect(p.top >>> 20).toBe(0b11111);
    expect(p.bottom >>> 20).toBe(0b11110);
    expect(tetromino.key(p)).not.toBe(tetromino.key(START));
  });
});

describe('symmetries', () => {
  test('each is its own inverse, on words and on moves, and keeps the piece', () => {
    const p = parse('xx.x..xxx...x.......xxx.x.......x...xxxx LOS/IL');
    for (let s = 0 as Symmetry; s < 4; s = (s + 1) as Symmetry) {
      const [t, b] = transformWords(s, p.top, p.bottom);
      expect(transformWords(s, t, b), SYMMETRIES[s]).toEqual([p.top, p.bottom]);
      for (let m = 0; m < 429; m++) {
        const image = MOVE_IMAGE[s * 429 + m];
        expect(MOVE_IMAGE[s * 429 + image]).toBe(m);
        expect(PLACEMENTS[image].piece).toBe(PLACEMENTS[m].piece);
      }
    }
  });

  test('images of a position have the same moves, mapped', () => {
    const p = parse('xx.x..xxx...x.......xxx.x.......x...xxxx LOS/IL');
    for (let s = 1 as Symmetry; s < 4; s = (s + 1) as Symmetry) {
      const [top, bottom] = transformWords(s, p.top, p.bottom);
      const image = { top, bottom };
      const mapped = tetromino.legalMoves(p).map((m) => MOVE_IMAGE[s * 429 + m]).sort((x, y) => x - y);
      expect(tetromino.legalMoves(image)).toEqual(mapped);
    }
  });

  test('the start is its own canonical image; a corner move and its three images share one', () => {
    expect(canonicalSymmetry(START.top, START.bottom)).toBe(0);
    const corners = ['O0@a1', 'O0@d1', 'O0@a7', 'O0@d7'].map((n) => tetromino.play(START, unwrap(tetromino.parseMove(n, START))));
    const canon = corners.map((p) => transformWords(canonicalSymmetry(p.top, p.bottom), p.top, p.bottom).join());
    expect(new Set(canon).size).toBe(1);
  });
});

test('the hand bits sit above the board bits', () => {
  expect(HAND_MASK & BOARD_MASK).toBe(0);
  expect(HAND_MASK | BOARD_MASK).toBe(2 ** 25 - 1);
});
