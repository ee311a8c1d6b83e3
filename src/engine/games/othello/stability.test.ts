import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { parseBoard } from './notation.ts';
import { moveList, playMove, START, type Position } from './position.ts';
import { squareName, squaresOf } from './squares.ts';
import { fullHi, fullLines, stableCount, stableDiscs, stableHi } from './stability.ts';

const stableSquares = (p: Position, colour: 0 | 1): string[] => {
  const [pLo, pHi, oLo, oHi] = colour === 0 ? [p.blackLo, p.blackHi, p.whiteLo, p.whiteHi] : [p.whiteLo, p.whiteHi, p.blackLo, p.blackHi];
  const lo = stableDiscs(pLo, pHi, oLo, oHi);
  return squaresOf(lo, stableHi[0]).map(squareName);
};

describe('stable discs', () => {
  test('the start has none; a corner is always stable', () => {
    expect(stableSquares(START, 0)).toEqual([]);
    // FFO #40: white owns the corner a1, black the corner h1.
    const p = unwrap(parseBoard('O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X'));
    expect(stableSquares(p, 1)).toContain('a1');
    expect(stableSquares(p, 0)).toContain('h1');
  });

  test('a full board: every disc is stable', () => {
    const full = 'XOXOXOXOOXOXOXOXXOXOXOXOOXOXOXOXXOXOXOXOOXOXOXOXXOXOXOXOOXOXOXOX X';
    const p = unwrap(parseBoard(full));
    expect(stableCount(p.blackLo, p.blackHi, p.whiteLo, p.whiteHi)).toBe(32);
  });

  test('no disc called stable ever flips, in 300 random continuations of random positions', () => {
    const rnd = seededRandom(99);
    let checked = 0;
    for (let game = 0; game < 300; game++) {
      let p = START;
      const stop = 20 + Math.floor(rnd() * 40);
      for (let ply = 0; ply < stop && moveList(p).length > 0; ply++) {
        const ms = moveList(p);
        p = playMove(p, ms[Math.floor(rnd() * ms.length)]);
      }
      const black = stableDiscs(p.blackLo, p.blackHi, p.whiteLo, p.whiteHi);
      const blackHi = stableHi[0];
      const white = stableDiscs(p.whiteLo, p.whiteHi, p.blackLo, p.blackHi);
      const whiteHi = stableHi[0];
      checked += squaresOf(black, blackHi).length + squaresOf(white, whiteHi).length;
      for (let q = p; moveList(q).length > 0; ) {
        const ms = moveList(q);
        q = playMove(q, ms[Math.floor(rnd() * ms.length)]);
        expect((q.blackLo & black) === black && (q.blackHi & blackHi) === blackHi).toBe(true);
        expect((q.whiteLo & white) === white && (q.whiteHi & whiteHi) === whiteHi).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

/** The squares on a full diagonal (dir 0: a1-h8, 1: h1-a8), one line at a time: the definition. */
function fullLinesByLine(full: readonly boolean[], dir: number): string[] {
  const out: string[] = [];
  for (let sq = 0; sq < 64; sq++) {
    const [r, c] = [sq >>> 3, sq & 7];
    const line = [...Array(64).keys()].filter((t) => (dir === 0 ? (t & 7) - (t >>> 3) === c - r : (t & 7) + (t >>> 3) === c + r));
    if (line.every((t) => full[t])) out.push(squareName(sq));
  }
  return out;
}

test.each([
  [0, 'a1-h8'],
  [1, 'h1-a8'],
])('full diagonals by doubling shifts (direction %i, %s) are the lines checked one by one, on 2,000 random fillings', (dir) => {
  const rnd = seededRandom(7 + dir);
  let fullSquares = 0;
  for (let i = 0; i < 2000; i++) {
    const density = 0.6 + 0.4 * rnd(); // mostly full boards, where full lines occur
    const full = Array.from({ length: 64 }, () => rnd() < density);
    let fLo = 0;
    let fHi = 0;
    full.forEach((f, sq) => {
      if (f && sq < 32) fLo |= 1 << sq;
      else if (f) fHi |= 1 << (sq - 32);
    });
    const got = squaresOf(fullLines(fLo, fHi, dir), fullHi[0]).map(squareName);
    const want = fullLinesByLine(full, dir);
    expect(got.sort()).toEqual(want.sort());
    fullSquares += want.length;
  }
  expect(fullSquares).toBeGreaterThan(5000);
});
