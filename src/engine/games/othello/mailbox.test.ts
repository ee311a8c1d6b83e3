import { describe, expect, test } from 'vitest';
import { popcount32 } from '../../core/bits.ts';
import { unwrap } from '../../core/result.ts';
import { EndgameSolver } from './endgame.ts';
import { flips, flipsHi } from './flips.ts';
import {
  BLACK,
  cellOf,
  countDiscs,
  findMove,
  fromMailbox,
  frontierIsConsistent,
  mailboxMoves,
  playOn,
  solveMailbox,
  squareOfCell,
  toMailbox,
  WHITE,
} from './mailbox.ts';
import { parseBoard, writeBoard } from './notation.ts';
import { blackCount, moveList, playMove, sides, type Position } from './position.ts';
import { PASS, squareName } from './squares.ts';
import { randomPositions } from './testing.ts';

/** The course's `work0`: 11 empty squares, black (the computer, 0) to move. */
const COURSE = '-XXXXXX---XXXX-OOOXXXOXOOOXOOOXOOOOOXXOOOOOOXXOOO-OXXX----OOOOO- X';

const colourOf = (p: Position): number => (p.turn === 0 ? BLACK : WHITE);


describe('the course mailbox', () => {
  test('cells: a1 = 11, h1 = 18, a2 = 21, h8 = 88, and back', () => {
    expect([0, 7, 8, 63].map(cellOf)).toEqual([11, 18, 21, 88]);
    for (let s = 0; s < 64; s++) expect(squareOfCell(cellOf(s))).toBe(s);
  });

  test('the course board reads as in the listing: 23 black, 30 white, 11 empty cells marked 9', () => {
    const cells = toMailbox(unwrap(parseBoard(COURSE)));
    expect(countDiscs(cells, BLACK)).toBe(23);
    expect(countDiscs(cells, WHITE)).toBe(30);
    // Row 2 of work0 is 9, 9, 9, 0, 0, 0, 0, 9, 2, 9 (border first and last).
    expect(Array.from(cells.slice(21, 29))).toEqual([9, 9, 0, 0, 0, 0, 9, 2]);
    expect(frontierIsConsistent(cells)).toBe(true);
    expect(writeBoard(fromMailbox(cells, 0))).toBe(COURSE);
  });

  test('trouve_pos walks the moves in cell order, one call at a time', () => {
    const cells = toMailbox(unwrap(parseBoard(COURSE)));
    const first = findMove(cells, BLACK, 10);
    expect(squareName(squareOfCell(first))).toBe('a2');
    expect(mailboxMoves(cells, BLACK).map((c) => squareName(squareOfCell(c)))).toEqual(['a2', 'b7', 'g7', 'h7', 'b8']);
  });

  test('same legal moves and same flips as the bitboards on random positions, for both sides', () => {
    for (const p of randomPositions(21, 150)) {
      for (const turn of [0, 1] as const) {
        const q: Position = { ...p, turn };
        const cells = toMailbox(q);
        const bitboardMoves = moveList(q).filter((m) => m !== PASS);
        expect(mailboxMoves(cells, colourOf(q)).map(squareOfCell)).toEqual(bitboardMoves);
        const [pLo, pHi, oLo, oHi] = sides(q);
        for (const m of bitboardMoves) {
          const after = new Uint8Array(cells);
          const flipped = playOn(after, cellOf(m), colourOf(q));
          expect(flipped).toBe(popcount32(flips(m, pLo, pHi, oLo, oHi)) + popcount32(flipsHi[0]));
          const played = playMove(q, m);
          expect(fromMailbox(after, played.turn)).toEqual(played);
          expect(frontierIsConsistent(after)).toBe(true);
        }
      }
    }
  });
});

describe('the course position, solved by both representations', () => {
  const pos = unwrap(parseBoard(COURSE));

  // Values for black (who is to move), per root move. Black's best is g7 under both objectives.
  test.each([
    ['course', 35, { a2: 11, b7: 8, g7: 35, h7: 6, b8: 9 }],
    ['standard', 6, { a2: -42, b7: -48, g7: 6, h7: -52, b8: -46 }],
  ] as const)('%s objective: the mailbox search and the bitboard solver agree move by move', (objective, value, perMove) => {
    const mailbox = solveMailbox(toMailbox(pos), BLACK, objective);
    expect(mailbox.value).toBe(value);
    expect(Object.fromEntries(mailbox.moves.map((m) => [squareName(squareOfCell(m.cell)), m.value]))).toEqual(perMove);

    const solver = new EndgameSolver({ objective });
    const analysis = solver.analyze(pos);
    expect(Object.fromEntries(analysis.map((m) => [squareName(m.move), m.score]))).toEqual(perMove);
    const r = solver.solve(pos);
    expect(r.score).toBe(value);
    expect(r.best.map(squareName)).toEqual(['g7']);
  });

  test('along the best line, both boards keep the same moves and the same discs to the end', () => {
    const r = new EndgameSolver().solve(pos);
    expect(r.pv.map(squareName).join(' ')).toBe('g7 h8 h7 g2 h1 b2 a2 a1 b8 b7 a8');
    let p = pos;
    let cells = toMailbox(p);
    for (const m of r.pv) {
      expect(mailboxMoves(cells, colourOf(p)).map(squareOfCell)).toEqual(moveList(p).filter((x) => x !== PASS));
      if (m !== PASS) playOn(cells, cellOf(m), colourOf(p));
      p = playMove(p, m);
      expect(fromMailbox(cells, p.turn)).toEqual(p);
      cells = new Uint8Array(cells);
    }
    expect(moveList(p)).toEqual([]);
    expect(blackCount(p)).toBe(35); // the course's objective value, reached by the standard best line too
  });
});
