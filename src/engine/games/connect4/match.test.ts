import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { OpeningBook } from './book.ts';
import { buildBook } from './bookBuilder.ts';
import { makeLayout } from './layout.ts';
import { matchSchedule, playGame, playMatch, randomOpponent, type GameRecord } from './match.ts';
import { parseMoves } from './notation.ts';
import { perfectMove } from './perfectPlay.ts';
import { play } from './position.ts';
import { Connect4Solver } from './solver.ts';

// 5x4, four in a row: a draw from the empty board (see solver.test.ts), small
// enough to build a book and play whole matches in a test.
const layout = unwrap(makeLayout({ width: 5, height: 4, k: 4 }));
const solver = new Connect4Solver(layout);
const book = unwrap(
  OpeningBook.read(OpeningBook.write({ ...layout.config, maxPly: 6 }, buildBook(layout, { maxPly: 6, solve: (p) => solver.solve(p) }))),
);
const position = (moves: string) => unwrap(parseMoves(`5x4k4:${moves}`));
let tick = 0;
const clock = () => tick++;

/** The score of the finished game for `side`, in the solver's convention. */
function finalScore(g: GameRecord, side: 0 | 1): number {
  if (g.winner === null) return 0;
  const s = Math.floor((layout.width * layout.height + 2 - g.moves.length) / 2);
  return g.winner === side ? s : -s;
}

describe('perfectMove', () => {
  test('in the book: the line move, no search', () => {
    const m = perfectMove(position(''), solver, book, seededRandom(1));
    // Columns 2, 3 and 4 all draw; the book's line is the centre one.
    expect(m).toEqual({ column: 2, score: 0, best: [1, 2, 3], fromBook: true, nodes: 0 });
  });

  test('out of the book: a best column of the solver, drawn by the seed', () => {
    const p = position('3311');
    const s = new Connect4Solver(layout).solve(p);
    const picks = new Set<number>();
    for (let seed = 1; seed <= 20; seed++) {
      const m = perfectMove(p, solver, null, seededRandom(seed));
      expect(m).toMatchObject({ score: s.score, best: s.best, fromBook: false });
      expect(m.nodes).toBeGreaterThan(0);
      expect(perfectMove(p, solver, null, seededRandom(seed)).column).toBe(m.column); // reproducible
      picks.add(m.column);
    }
    expect(s.best.length).toBeGreaterThan(1);
    expect([...picks].sort()).toEqual(s.best); // every best column gets played
  });

  test('a finished game has no move', () => {
    expect(() => perfectMove(position('1212121'), solver, book, seededRandom(1))).toThrow("the game '1212121' is over");
  });
});

describe('whole games on 5x4', () => {
  const games = playMatch(layout, book, matchSchedule(6), clock);

  test('the schedule: both opponents, both sides, reproducible', () => {
    expect(games.length).toBe(36);
    expect(playMatch(layout, book, matchSchedule(6).slice(0, 3), clock).map((g) => g.moves)).toEqual(games.slice(0, 3).map((g) => g.moves));
  });

  test.each([0, 1] as const)('engine as player %i: its exact score never drops, and the game ends at least as well', (side) => {
    for (const g of games.filter((x) => x.engineSide === side)) {
      const scores = g.engineMoves.map((m) => m.score);
      for (let i = 1; i < scores.length; i++) expect(scores[i], g.moves).toBeGreaterThanOrEqual(scores[i - 1]);
      expect(scores[0]).toBeGreaterThanOrEqual(0); // the empty board is a draw
      expect(finalScore(g, side), g.moves).toBeGreaterThanOrEqual(scores.at(-1)!);
      expect(g.winner).not.toBe(1 - side);
    }
  });

  test('the book answers the early moves, the solver the rest', () => {
    for (const g of games) {
      for (const m of g.engineMoves) expect(m.fromBook, `${g.moves} ply ${m.ply}`).toBe(m.ply < 6);
      expect(g.engineMoves.every((m) => !m.fromBook || m.nodes === 0)).toBe(true);
    }
  });

  test('perfect against perfect: every game a draw, as the empty 5x4 board is', () => {
    const even = games.filter((g, i) => matchSchedule(6)[i].opponent === 'perfect');
    expect(even.length).toBe(12);
    expect(even.map((g) => g.winner)).toEqual(Array(12).fill(null));
    expect(new Set(even.map((g) => g.moves)).size).toBeGreaterThan(1); // random picks among equal moves
  });

  test('a random opponent loses some games; the record replays to its end', () => {
    const wins = games.filter((g) => g.winner === g.engineSide).length;
    expect(wins).toBeGreaterThan(0);
    for (const g of games) {
      const end = [...g.moves].reduce((p, d) => play(p, Number(d) - 1), position(''));
      expect(end.isOver).toBe(true);
    }
  });

  test('a game against a fixed opponent is the same game every time', () => {
    const setup = { layout, solver, book, random: seededRandom(7), clock };
    const a = playGame(setup, 1, randomOpponent(seededRandom(3)));
    const b = playGame({ ...setup, random: seededRandom(7) }, 1, randomOpponent(seededRandom(3)));
    expect(b.moves).toBe(a.moves);
    expect(a.engineMoves.map((m) => m.ply)).toEqual([...Array(a.engineMoves.length).keys()].map((i) => 2 * i + 1));
  });
});
