import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { shallowPruning } from '../../search/shallowPruning.ts';
import { ALL_FIXES, LISTING_BUGS, listingBoard, replayListing, WORK0, type ListingFixes } from './courseListing.ts';
import { EndgameSolver } from './endgame.ts';
import { BLACK, countDiscs, fromMailbox, mailboxMoves, playOn, squareOfCell, toMailbox, WHITE } from './mailbox.ts';
import { parseBoard, writeBoard } from './notation.ts';
import { courseEvaluate, othello } from './othello.ts';
import { moveList, type Position } from './position.ts';
import { PASS, squareName } from './squares.ts';
import { randomEndgames } from './testing.ts';

/** Seeded random games stopped at `empties` empty squares with black to move and a move to play (not a pass). */
const blackEndgames = (seed: number, count: number, empties: number): Position[] =>
  randomEndgames(seed, count, empties, (p) => p.turn === 0 && moveList(p)[0] !== PASS);

const replies = (fixes: ListingFixes) => replayListing(fixes).rootReplies.map((r) => `${r.square} ${r.witness}`).join(', ');

describe("the listing's board", () => {
  test('work0: 23 black, 30 white, the 11 empty squares marked 9, the frame 8 at cells 0, 8, 9, 10 and 9 elsewhere', () => {
    const cells = listingBoard();
    expect([countDiscs(cells, BLACK), countDiscs(cells, WHITE)]).toEqual([23, 30]);
    const empties = [...cells.keys()].filter((c) => c % 10 !== 0 && c % 10 !== 9 && c > 10 && c < 89 && cells[c] === 9);
    expect(empties.map((c) => squareName(squareOfCell(c))).join(' ')).toBe('a1 h1 a2 b2 g2 b7 g7 h7 a8 b8 h8');
    const frame = [...cells.keys()].filter((c) => c < 11 || c > 88 || c % 10 === 0 || c % 10 === 9);
    expect(frame.filter((c) => cells[c] === 8)).toEqual([0, 8, 9, 10]);
    expect(frame.every((c) => cells[c] === 8 || cells[c] === 9)).toBe(true);
    expect(writeBoard(fromMailbox(cells, 0))).toBe(WORK0);
  });
});

describe('what the listing prints (no fix)', () => {
  // Read from the listing, and replayed here line by line:
  // - niveau_un scans cells 11..88 and finds black's moves a2 (21), b7 (72), g7 (77), h7 (78),
  //   b8 (82); its index test skips the frame's 9s, so no frame cell is taken for a move.
  // - It plays each of them as white (joue_coup(x, 2)), then lets white move (arbre(1, 2)).
  //   Below the root the search is right but for the end of a game with empty squares, which
  //   `arbre` scores +25000 (black stuck second) or -25000 (white stuck second).
  // - For a2, white reaches such an end: -25000. The others come back 12, 33, 14, 11 (the
  //   exact values of the boards with a white disc on b7, g7, h7, b8: see the next test).
  // - temoin[1] keeps the largest, 33, and meilleur_coup the square that gave it, 77.
  // So the program prints "Le meilleur coup pour les noirs est 77" and "Il rapporte 33 pions
  // noirs en fin de partie !": the right square by luck, the wrong count (35 is right).
  test('best move 77 (g7), 33 black discs, 30,471 positions', () => {
    const r = replayListing();
    expect({ cell: r.bestCell, square: r.bestSquare, discs: r.blackDiscs, positions: r.positions }).toEqual({
      cell: 77,
      square: 'g7',
      discs: 33,
      positions: 30471,
    });
    expect(replies({})).toBe('a2 -25000, b7 12, g7 33, h7 14, b8 11');
    expect([r.gameEnds, r.passes]).toEqual([797, 6067]);
  });

  test('the 33 is the exact value of the wrong board: a white disc on g7, white to move (solved independently)', () => {
    const solver = new EndgameSolver({ objective: 'course' });
    const cells = toMailbox(unwrap(parseBoard(WORK0)));
    const values: string[] = [];
    const flipped: number[] = [];
    for (const x of mailboxMoves(cells, BLACK)) {
      const after = new Uint8Array(cells);
      flipped.push(playOn(after, x, WHITE));
      values.push(`${squareName(squareOfCell(x))} ${0 - solver.solve(fromMailbox(after, 1)).score}`);
    }
    expect(flipped).toEqual([0, 0, 5, 0, 0]); // only g7 closes a line for white; the others touch a white disc
    expect(values.join(', ')).toBe('a2 12, b7 12, g7 33, h7 14, b8 11');
    // With only the game-end bug fixed, the listing finds exactly these values.
    expect(replies({ gameEndValue: true })).toBe(values.join(', '));
  });
});

describe('each fix alone, and both', () => {
  test.each([
    ['no fix', {}, 'g7', 33, 30471, 'a2 -25000, b7 12, g7 33, h7 14, b8 11'],
    ['rootMoveColour', { rootMoveColour: true }, 'g7', 35, 58608, 'a2 11, b7 8, g7 35, h7 -25000, b8 9'],
    ['gameEndValue', { gameEndValue: true }, 'g7', 33, 30815, 'a2 12, b7 12, g7 33, h7 14, b8 11'],
    ['both', ALL_FIXES, 'g7', 35, 62943, 'a2 11, b7 8, g7 35, h7 6, b8 9'],
  ] as const)('%s: %s, %i black discs, %i positions; root replies %s', (_name, fixes, square, discs, positions, rootReplies) => {
    const r = replayListing(fixes);
    expect([r.bestSquare, r.blackDiscs, r.positions]).toEqual([square, discs, positions]);
    expect(replies(fixes)).toBe(rootReplies);
  });

  test('every bug has its toggle', () => {
    expect(Object.keys(ALL_FIXES).sort()).toEqual([...LISTING_BUGS].sort());
  });

  test('fixed, it agrees with the exact solver (course objective): g7, 35 discs, and every root reply is the exact value', () => {
    const pos = unwrap(parseBoard(WORK0));
    const solver = new EndgameSolver({ objective: 'course' });
    const exact = solver.analyze(pos).map((m) => `${squareName(m.move)} ${m.score}`).join(', ');
    expect(exact).toBe('a2 11, b7 8, g7 35, h7 6, b8 9');
    expect(replies(ALL_FIXES)).toBe(exact);
    const r = replayListing(ALL_FIXES);
    expect([r.bestSquare, r.blackDiscs]).toEqual([squareName(solver.solve(pos).best[0]), solver.solve(pos).score]);
  });

  test('fixed and cutting on ties, it is the generic shallow pruning search: same value, and as many positions plus one per game end', () => {
    // The listing reaches a game end through one more board than the engine: it hands the
    // turn over before it finds that the other side is stuck too.
    const r = replayListing(ALL_FIXES, { cutOnTies: true });
    const s = shallowPruning(othello, unwrap(parseBoard(WORK0)), { evaluate: courseEvaluate });
    expect([r.blackDiscs, r.bestSquare]).toEqual([s.score, squareName(s.best!)]);
    expect([r.positions, s.stats.nodes, r.gameEnds]).toEqual([54420, 53319, 1101]);
    expect(r.positions).toBe(s.stats.nodes + r.gameEnds);
  });
});

describe('on random endgames (black to move, 5 to 9 empty squares)', () => {
  const positions = [5, 7, 9].flatMap((e) => blackEndgames(40 + e, 12, e));
  const solver = new EndgameSolver({ objective: 'course' });

  test('fixed, the listing prints the exact count and a best move, and matches shallow pruning position for position', () => {
    for (const p of positions) {
      const board = writeBoard(p);
      const exact = solver.solve(p);
      const r = replayListing(ALL_FIXES, { board });
      expect(r.blackDiscs, board).toBe(exact.score);
      expect(exact.best.map(squareName), board).toContain(r.bestSquare);
      const t = replayListing(ALL_FIXES, { board, cutOnTies: true });
      expect(t.positions, board).toBe(shallowPruning(othello, p, { evaluate: courseEvaluate }).stats.nodes + t.gameEnds);
    }
  });

  test('with the game-end bug alone, 2 of the 36 print a wrong count; with the colour bug, 34', () => {
    const wrong = (fixes: ListingFixes) => positions.filter((p) => replayListing(fixes, { board: writeBoard(p) }).blackDiscs !== solver.solve(p).score).length;
    expect([positions.length, wrong({ rootMoveColour: true }), wrong({ gameEndValue: true }), wrong({})]).toEqual([36, 2, 34, 34]);
  });
});

test('a board with white to move is refused', () => {
  expect(() => replayListing({}, { board: WORK0.replace(/X$/, 'O') })).toThrow(/\bblack\b/);
});
