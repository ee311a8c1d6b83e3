import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { perft } from '../../search/perft.ts';
import { flips, flipsHi } from './flips.ts';
import { legalMoves, movesHi } from './mobility.ts';
import { boardLines, parseBoard, writeBoard } from './notation.ts';
import { othello } from './othello.ts';
import { othelloPerft } from './perft.ts';
import { blackCount, emptyCount, moveList, playMove, sides, START, whiteCount, type Position } from './position.ts';
import { PASS, parseSquareName, squareName, squaresOf } from './squares.ts';
import { randomPositions } from './testing.ts';

const START_TEXT = '---------------------------OX------XO--------------------------- X';
/** FFO #40 after a2 b1 c1: white has no move and must pass. */
const WHITE_PASSES = 'OOXXXXXXXOXXXXXXOOXOOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- O';
/** White has no disc left: nobody can move, black wins 60 + 4 empties. */
const WIPED_OUT = 'XXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-XXXXXXXX--XX O';

const names = (moves: readonly number[]): string[] => moves.map(squareName);


// Source: the published Othello perft table (Aart Bik's, reproduced by every
// engine since): a pass counts as one ply and a finished game as one leaf at
// every deeper depth. 24,571,284 at depth 10 is checked by the benchmark.
test.each([
  [1, 4],
  [2, 12],
  [3, 56],
  [4, 244],
  [5, 1396],
  [6, 8200],
  [7, 55092],
  [8, 390216],
  [9, 3005288],
])('perft %i from the start = %i', (depth, nodes) => {
  expect(othelloPerft(START, depth)).toBe(nodes);
});

describe('the generic engine on Othello', () => {
  test.each([
    [1, 4],
    [4, 244],
    [6, 8200],
    [7, 55092],
  ])('generic perft %i (finished games counted) = %i, as the fast perft', (depth, nodes) => {
    expect(perft(othello, othello.initial(), depth, { finished: 'counted' })).toBe(nodes);
  });

  test('24 of the 3,005,288 sequences of 9 plies end with a pass', () => {
    let passes = 0;
    const walk = (p: Position, depth: number): void => {
      for (const m of moveList(p)) {
        if (depth === 1) passes += m === PASS ? 1 : 0;
        else walk(playMove(p, m), depth - 1);
      }
    };
    walk(START, 9);
    expect(passes).toBe(24);
  });

  test('the fast perft agrees with the generic one from random positions', () => {
    for (const p of randomPositions(3, 12)) {
      expect(othelloPerft(p, 3)).toBe(perft(othello, p, 3, { finished: 'counted' }));
    }
  });
});

describe('rules', () => {
  test('the start: black to move, four moves, d3 flips d4', () => {
    const p = othello.initial();
    expect(writeBoard(p)).toBe(START_TEXT);
    expect(othello.toMove(p)).toBe(0);
    expect(names(othello.legalMoves(p))).toEqual(['d3', 'c4', 'f5', 'e6']);
    const q = othello.play(p, parseSquareName('d3'));
    expect(squaresOf(q.blackLo, q.blackHi).map(squareName)).toEqual(['d3', 'd4', 'e4', 'd5']);
    expect(squaresOf(q.whiteLo, q.whiteHi).map(squareName)).toEqual(['e5']);
    expect(othello.toMove(q)).toBe(1);
    expect(names(othello.legalMoves(q))).toEqual(['c3', 'e3', 'c5']);
  });

  test('a side with no move has exactly the pass move, and passing changes only the turn', () => {
    const p = unwrap(othello.parse(WHITE_PASSES));
    expect(othello.legalMoves(p)).toEqual([PASS]);
    expect(othello.outcome(p)).toBeUndefined();
    const q = othello.play(p, PASS);
    expect(writeBoard(q)).toBe(`${WHITE_PASSES.slice(0, 64)} X`);
    expect(othello.legalMoves(q).length).toBeGreaterThan(0);
    expect(unwrap(othello.parseMove('pass', p))).toBe(PASS);
    expect(othello.parseMove('pass', q)).toMatchObject({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE' } });
  });

  test('a game where neither side can move is over, and its score gives the empties to the winner', () => {
    const p = unwrap(othello.parse(WIPED_OUT));
    expect(othello.legalMoves(p)).toEqual([]);
    expect(othello.outcome(p)).toEqual({ winner: 0 });
    expect(blackCount(p)).toBe(60);
    expect(othello.evaluate(p)).toBe(-64); // white to move: lost 0-60, and the 4 empties go to black
    expect(othello.parseMove('a1', p)).toMatchObject({ ok: false, error: { code: 'ERR_ALREADY_OVER' } });
  });

  test('before the end, evaluate is the disc difference for the side to move', () => {
    const p = othello.play(othello.initial(), parseSquareName('d3'));
    expect(othello.evaluate(p)).toBe(1 - 4);
  });

  test('parseMove names what is wrong', () => {
    const p = othello.initial();
    expect(unwrap(othello.parseMove(' D3 ', p))).toBe(parseSquareName('d3'));
    expect(othello.parseMove('i9', p)).toMatchObject({ ok: false, error: { code: 'ERR_NOTATION' } });
    expect(othello.parseMove('a1', p)).toMatchObject({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE', message: expect.stringMatching(/\ba1\b/) } });
    expect(othello.parseMove('d4', p)).toMatchObject({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE' } });
  });

  test('the move generator and the flips agree with a plain walk on random positions', () => {
    const dirs = [-9, -8, -7, -1, 1, 7, 8, 9];
    for (const p of randomPositions(11, 200)) {
      const [pLo, pHi, oLo, oHi] = sides(p);
      const mine = new Set(squaresOf(pLo, pHi));
      const theirs = new Set(squaresOf(oLo, oHi));
      const expected: number[] = [];
      for (let s = 0; s < 64; s++) {
        if (mine.has(s) || theirs.has(s)) continue;
        const flipped: number[] = [];
        for (const d of dirs) {
          const run: number[] = [];
          let t = s + d;
          while (t >= 0 && t < 64 && Math.abs((t & 7) - ((t - d) & 7)) <= 1 && theirs.has(t)) {
            run.push(t);
            t += d;
          }
          if (run.length && t >= 0 && t < 64 && Math.abs((t & 7) - ((t - d) & 7)) <= 1 && mine.has(t)) flipped.push(...run);
        }
        const fLo = flips(s, pLo, pHi, oLo, oHi);
        expect(squaresOf(fLo, flipsHi[0]).sort((a, b) => a - b)).toEqual(flipped.sort((a, b) => a - b));
        if (flipped.length) expected.push(s);
      }
      const mLo = legalMoves(pLo, pHi, oLo, oHi);
      expect(squaresOf(mLo, movesHi[0])).toEqual(expected);
    }
  });

  test('discs are conserved: each move adds one disc and flips at least one', () => {
    for (const p of randomPositions(5, 100)) {
      for (const m of moveList(p)) {
        if (m === PASS) continue;
        const q = playMove(p, m);
        expect(emptyCount(q)).toBe(emptyCount(p) - 1);
        const mover = p.turn === 0 ? blackCount : whiteCount;
        expect(mover(q)).toBeGreaterThanOrEqual(mover(p) + 2);
      }
    }
  });
});

describe('notation', () => {
  test('write(parse(x)) gives x back, on every FFO-style position of random games', () => {
    for (const p of randomPositions(7, 100)) {
      const text = writeBoard(p);
      expect(unwrap(parseBoard(text))).toEqual(p);
      expect(othello.write(unwrap(othello.parse(text)))).toBe(text);
    }
  });

  test('lower case and dots are accepted, the written form is canonical', () => {
    const p = unwrap(parseBoard(`  ${START_TEXT.replace(/-/g, '.').toLowerCase()}  `));
    expect(writeBoard(p)).toBe(START_TEXT);
  });

  test.each([
    ['X', /64 squares.*1 character/],
    [`${START_TEXT.slice(0, 63)} X`, /64 squares.*63 characters/],
    [`${START_TEXT.slice(0, 64)}X`, /space between/],
    [START_TEXT.slice(0, 64), /side to move is missing/],
    [`${START_TEXT.slice(0, 64)} B`, /side to move is 'B'/],
    [`${START_TEXT} O`, /unexpected text/],
    [`${START_TEXT.slice(0, 2)}?${START_TEXT.slice(3)}`, /square c1 is '\?'/],
  ])('a bad text is refused with ERR_NOTATION: %s', (text, message) => {
    expect(parseBoard(text)).toMatchObject({ ok: false, error: { code: 'ERR_NOTATION', message: expect.stringMatching(message) } });
  });

  test('boards that no game reaches are refused, naming the square', () => {
    const emptyCentre = `${START_TEXT.slice(0, 27)}-${START_TEXT.slice(28)}`;
    expect(parseBoard(emptyCentre)).toMatchObject({ ok: false, error: { code: 'ERR_PIECE_COUNT', message: expect.stringMatching(/\bd4\b/) } });
    const island = `X${START_TEXT.slice(1)}`;
    expect(parseBoard(island)).toMatchObject({ ok: false, error: { code: 'ERR_PIECE_COUNT', message: expect.stringMatching(/\ba1\b.*cut off/) } });
  });

  test('boardLines draws rank 8 on top', () => {
    expect(boardLines(othello.initial()).split('\n')[4]).toBe('4 - - - O X - - -');
  });
});
