import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { parseBoard } from './notation.ts';
import { moveList, playMove, START, type Position } from './position.ts';
import { squareName, squaresOf } from './squares.ts';
import { stableCount, stableDiscs, stableHi } from './stability.ts';

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
