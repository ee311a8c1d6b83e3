import { describe, expect, test } from 'vitest';
import { seededRandom, pick } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { perft } from '../../search/perft.ts';
import { connect4, tryConnect4 } from './connect4.ts';
import { evaluate, windows } from './evaluate.ts';
import { centreFirst, makeLayout, STANDARD } from './layout.ts';
import { writeMoves, parseMoves } from './notation.ts';
import { boardText, canPlay, isWinningMove, lineThrough, openColumns, play, playerStones, stoneAt } from './position.ts';
import { PERFT_7X6 } from './perftTable.ts';
import { referenceBoard, referenceHasLine } from './reference.ts';
import { playBoth, sizes } from './testing.ts';
import { WIN_BASE, exactFromEvaluation, winScore, winningStone } from './score.ts';

const c4 = connect4();

// Source: see perftTable.ts.
test.each(PERFT_7X6)('perft %i from the empty 7x6 board = %i (generic perft on the Game)', (depth, nodes) => {
  expect(perft(c4, c4.initial(), depth)).toBe(nodes);
});

describe('layout', () => {
  test('7x6: two words, columns dealt round-robin, 49 key bits', () => {
    const l = unwrap(makeLayout(STANDARD));
    expect(l.words).toBe(2);
    expect(l.columnWord).toEqual([0, 1, 0, 1, 0, 1, 0]);
    expect(l.columnShift).toEqual([0, 0, 7, 7, 14, 14, 21]);
    expect(l.usedBits).toEqual([28, 21]);
    expect(l.keyBits).toBe(49);
    expect(l.board[0]).toBe(0b0111111_0111111_0111111_0111111);
    expect(l.bottom[1]).toBe(0b0000001_0000001_0000001);
  });
  test('9x9 needs three words (90 bits with the sentinel row)', () => {
    const l = unwrap(makeLayout({ width: 9, height: 9, k: 4 }));
    expect(l.words).toBe(3);
    expect(l.keyBits).toBe(90);
  });
  test.each([
    [{ width: 7, height: 6, k: 9 }, /cannot fit/],
    [{ width: 10, height: 6, k: 4 }, /width 10/],
    [{ width: 7, height: 0, k: 4 }, /height 0/],
    [{ width: 7, height: 13, k: 4 }, /height 13/],
    [{ width: 7, height: 6, k: 1 }, /k = 1/],
    [{ width: 2.5, height: 6, k: 2 }, /width 2.5/],
  ])('impossible size %o is ERR_SIZE', (config, message) => {
    expect(tryConnect4(config)).toMatchObject({ ok: false, error: { code: 'ERR_SIZE', message: expect.stringMatching(message) } });
    expect(() => connect4(config)).toThrow(/ERR_SIZE/);
  });
  test('centre-first order', () => {
    expect(centreFirst(7)).toEqual([3, 2, 4, 1, 5, 0, 6]);
    expect(centreFirst(6)).toEqual([2, 3, 1, 4, 0, 5]);
    expect(centreFirst(1)).toEqual([0]);
  });
});

describe('notation', () => {
  test.each(['', '4453', '4444441', '6x5k4:3342', '9x9k5:5555', '3x3k3:2', '4x4k4:'])('round trip %s', (text) => {
    expect(writeMoves(unwrap(parseMoves(text)))).toBe(text);
    expect(c4.write(unwrap(c4.parse(text.includes(':') ? '4453' : text)))).toBe(text.includes(':') ? '4453' : text);
  });
  test('a size prefix without k means 4 in a row; 7x6k4 is written without a prefix', () => {
    expect(writeMoves(unwrap(parseMoves('6x5:33')))).toBe('6x5k4:33');
    expect(writeMoves(unwrap(parseMoves('7x6k4:33')))).toBe('33');
  });
  test('the worked example of layout.ts', () => {
    const p = unwrap(parseMoves('4453'));
    expect(p.mask).toEqual([(1 << 14) | (1 << 7), (1 << 7) | (1 << 8)]);
    expect(p.current).toEqual([1 << 14, 1 << 7]);
    expect((p.current[0] + p.mask[0]).toString(16)).toBe('8080');
    expect((p.current[1] + p.mask[1]).toString(16)).toBe('200');
    expect(boardText(p).split('\n').slice(-2)).toEqual(['...o...', '..oxx..']);
  });
  test.each([
    ['4a3', 'ERR_NOTATION', 1, /move 2 is 'a'/],
    ['48', 'ERR_RANGE', 1, /move 2 is column 8/],
    ['40', 'ERR_RANGE', 1, /columns 1\.\.7/],
    ['4444444', 'ERR_ILLEGAL_MOVE', 6, /move 7 \(column 4\): column 4 is already full/],
    ['12121212', 'ERR_ALREADY_OVER', 7, /move 8 \(column 2\).*first player connected 4 at move 7/],
    ['6x5k4:222222', 'ERR_ILLEGAL_MOVE', 11, /move 6 \(column 2\): column 2 is already full/],
    ['6x5k4:37', 'ERR_RANGE', 7, /columns 1\.\.6/],
    ['7x6k9:', 'ERR_SIZE', 0, /9 in a row cannot fit on a 7x6 board/],
    ['0x6:', 'ERR_SIZE', 0, /width 0/],
    ['7by6:44', 'ERR_NOTATION', 0, /size prefix/],
  ])('%s is refused: %s at %i', (text, code, index, message) => {
    const r = parseMoves(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.index).toBe(index);
      expect(r.error.message).toMatch(message);
    }
  });
  test('a game of one size refuses a position of another', () => {
    const r = c4.parse('6x5k4:33');
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_SIZE' } });
    const small = connect4({ width: 6, height: 5 });
    expect(small.write(unwrap(small.parse('33')))).toBe('6x5k4:33');
    expect(small.write(unwrap(small.parse('6x5k4:33')))).toBe('6x5k4:33');
  });
  test('parseMove and formatMove speak 1-based columns', () => {
    const p = unwrap(c4.parse('444444'));
    expect(c4.parseMove('4', p)).toMatchObject({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE' } });
    expect(c4.parseMove('8', p)).toMatchObject({ ok: false, error: { code: 'ERR_NOTATION' } });
    expect(c4.parseMove(' 1 ', p)).toEqual({ ok: true, value: 0 });
    expect(c4.formatMove(6, p)).toBe('7');
    const over = unwrap(c4.parse('1212121'));
    expect(c4.parseMove('3', over)).toMatchObject({ ok: false, error: { code: 'ERR_ALREADY_OVER' } });
  });
});

describe('rules', () => {
  test('a vertical four ends the game: no moves, the winner is named', () => {
    const p = unwrap(c4.parse('1212121'));
    expect(p.won).toBe(true);
    expect(c4.legalMoves(p)).toEqual([]);
    expect(c4.outcome(p)).toEqual({ winner: 0 });
    // The side to move (second player) lost to the 4th stone of the first: 22 - 4.
    expect(c4.evaluate(p)).toBe(-(WIN_BASE + 18));
    expect(exactFromEvaluation(c4.evaluate(p))).toBe(-18);
  });
  test.each([
    ['horizontal', '1122334', 0],
    ['diagonal /', '12233434544', 0],
    ['diagonal \\', '76655454344', 0],
    ['second player, horizontal', '71122334', 1],
  ])('%s four', (_name, moves, winner) => {
    const p = unwrap(c4.parse(moves));
    expect(c4.outcome(p)).toEqual({ winner });
    expect(c4.legalMoves(p)).toEqual([]);
  });
  test('a full board without a four is a draw worth 0', () => {
    // 4x4: columns filled in a pattern with no line of four.
    const g = connect4({ width: 4, height: 4 });
    const p = unwrap(g.parse('4x4k4:1234123443214321'));
    expect(p.moves).toBe(16);
    expect(g.outcome(p)).toEqual({ winner: undefined });
    expect(g.legalMoves(p)).toEqual([]);
    expect(g.evaluate(p)).toBe(0);
  });
  test('legal moves are the open columns, left to right', () => {
    const p = unwrap(c4.parse('444444'));
    expect(c4.legalMoves(p)).toEqual([0, 1, 2, 4, 5, 6]);
    expect(openColumns(p)).toBe(0b1110111);
    expect(canPlay(p, 3)).toBe(false);
  });
  test('stones, players and keys', () => {
    const p = unwrap(c4.parse('4453'));
    expect(stoneAt(p, 3, 0)).toBe(1);
    expect(stoneAt(p, 3, 1)).toBe(2);
    expect(stoneAt(p, 2, 0)).toBe(2);
    expect(stoneAt(p, 4, 0)).toBe(1);
    expect(stoneAt(p, 0, 0)).toBe(0);
    expect(playerStones(p, 0)).toEqual(p.current);
    expect(c4.toMove(p)).toBe(0);
    // Transpositions share a key, other positions do not.
    expect(c4.key(unwrap(c4.parse('4453')))).toBe(c4.key(unwrap(c4.parse('5344'))));
    expect(c4.key(unwrap(c4.parse('4453')))).not.toBe(c4.key(unwrap(c4.parse('4435'))));
    expect(typeof c4.key(p)).toBe('number');
    expect(typeof connect4({ width: 9, height: 9 }).key(connect4({ width: 9, height: 9 }).initial())).toBe('string');
  });
  test('isWinningMove and lineThrough agree with play', () => {
    const p = unwrap(c4.parse('121212'));
    expect(isWinningMove(p, 0)).toBe(true);
    expect(isWinningMove(p, 2)).toBe(false);
    expect(play(p, 0).won).toBe(true);
    expect(lineThrough(p.layout, p.current, 0, 3)).toBe(true);
  });
});

describe('the bitboard game agrees with the naive grid (random games)', () => {
  test.each(sizes('7x6k4', '4x4k3', '9x9k4', '9x7k5', '5x12k6', '3x3k2', '1x5k3'))('%o', (config) => {
    const g = connect4(config);
    const rnd = seededRandom(config.width * 100 + config.height * 10 + config.k);
    const seen = new Map<string | number, string>();
    for (let game = 0; game < 20; game++) {
      const ref = referenceBoard(g.config);
      const end = playBoth(g, rnd, ref, Infinity, (p) => {
        const mover = ((p.moves - 1) % 2) + 1;
        expect(p.won).toBe(referenceHasLine(ref, mover));
        for (let c = 0; c < g.config.width; c++) {
          for (let r = 0; r < g.config.height; r++) expect(stoneAt(p, c, r)).toBe(ref.grid[c][r]);
        }
        // The key names the position: equal keys, equal boards.
        const text = boardText(p);
        const before = seen.get(g.key(p));
        if (before !== undefined) expect(before).toBe(text);
        seen.set(g.key(p), text);
      });
      expect(g.outcome(end)).toBeDefined();
    }
  });
});

describe('static evaluation (open windows)', () => {
  test('7x6 has 69 windows of four', () => {
    expect(windows(unwrap(makeLayout(STANDARD))).length / 2).toBe(69);
  });
  test('the empty board is even; a centre stone favours its owner', () => {
    expect(c4.evaluate(c4.initial())).toBe(0);
    // x in the centre lies in 7 windows (weight 1 each); o to move sees -7.
    expect(c4.evaluate(unwrap(c4.parse('4')))).toBe(-7);
    expect(c4.evaluate(unwrap(c4.parse('1')))).toBe(-3);
  });
  test('a guess never reaches a real result', () => {
    const g = connect4({ width: 9, height: 12, k: 6 });
    const rnd = seededRandom(3);
    let p = g.initial();
    for (let i = 0; i < 60 && g.legalMoves(p).length > 0; i++) {
      p = g.play(p, pick(rnd, g.legalMoves(p)));
      if (!p.won) expect(Math.abs(evaluate(p))).toBeLessThan(WIN_BASE);
    }
  });
  test('a win is scored by how early it came', () => {
    expect(winScore(42, 7)).toBe(18);
    expect(winScore(42, 42)).toBe(1);
    expect(winScore(42, 41)).toBe(1);
  });
  test('winningStone reads winScore backwards, on even and odd boards', () => {
    for (const size of [42, 35, 12]) {
      for (let m = 1; m <= size; m++) {
        const winner = ((m - 1) % 2) as 0 | 1;
        const stone = Math.ceil(m / 2);
        expect(winningStone(size, winner, winScore(size, m))).toBe(stone);
        expect(winningStone(size, winner, -winScore(size, m))).toBe(stone);
      }
    }
  });
});
