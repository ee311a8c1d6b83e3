import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { courseComputerMove } from './courseJeu.ts';
import { courseJeuGames, courseJeuMistakes, positionsWithOToMove } from './courseJeuAudit.ts';
import { tictactoe } from './tictactoe.ts';

const pos = (board: string) => unwrap(tictactoe.parse(board));

describe('the recursion course’s player, as printed', () => {
  test('X on A2 and C2, O on B3: it finds every move lost and plays the first, A1, not the block at B2', () => {
    expect(courseComputerMove(pos('...x.x.o.'), 'printed')).toEqual({
      cell: 0,
      notes: [0, 1, 2, 4, 6, 8].map((cell) => ({ cell, note: -1 })),
    });
  });

  test('with O’s branch fixed it blocks at B2, a win for O', () => {
    expect(courseComputerMove(pos('...x.x.o.'), 'fixed')).toEqual({
      cell: 4,
      notes: [
        { cell: 0, note: -1 },
        { cell: 1, note: -1 },
        { cell: 2, note: -1 },
        { cell: 4, note: 1 },
      ],
    });
  });

  test('the worked example: B1 is searched before C1, C1 loses, and the last draw (B3) is played', () => {
    const run = courseComputerMove(pos('x...o...x'), 'printed');
    expect(run.notes).toEqual([
      { cell: 1, note: 0 },
      { cell: 2, note: -1 },
      { cell: 3, note: 0 },
      { cell: 5, note: 0 },
      { cell: 6, note: -1 },
      { cell: 7, note: 0 },
    ]);
    expect(run.cell).toBe(7);
    expect(courseComputerMove(pos('x...o...x'), 'fixed')).toEqual(run);
  });

  test('a move that wins at once is played at once, after the draw at C1 is searched', () => {
    expect(courseComputerMove(pos('xx.oo.x..'), 'printed')).toEqual({ cell: 5, notes: [{ cell: 2, note: 0 }, { cell: 5, note: 1 }] });
  });

  test('it moves for O only', () => {
    expect(() => courseComputerMove(pos('.........'))).toThrow(/O only/);
  });
});

describe('the course’s player on every position (exact solver as the judge)', () => {
  test('2,097 positions with O to move; the printed player throws a forced win away in 9, all with three stones, all into a loss', () => {
    expect(positionsWithOToMove()).toHaveLength(2097);
    const mistakes = courseJeuMistakes('printed');
    expect(mistakes.map((m) => `${tictactoe.write(m.position)}:${m.cell}`)).toEqual([
      'o....x..x:1',
      'o......xx:1',
      '.o.x.x...:0',
      '..o...xx.:0',
      '.x.o...x.:0',
      '.x...o.x.:0',
      '..x..xo..:0',
      '...x.x.o.:0',
      'x..x....o:1',
    ]);
    expect(mistakes.every((m) => m.before === 1 && m.after === -1)).toBe(true);
  });

  test('fixed, it never makes O’s result worse', () => {
    expect(courseJeuMistakes('fixed')).toEqual([]);
  });

  test('from the empty board, X trying every move, neither version ever loses, and the printed one never meets its 9 positions', () => {
    const printed = courseJeuGames('printed');
    expect([printed.games, printed.oWins, printed.draws, printed.oLosses, printed.met.size]).toEqual([675, 492, 183, 0, 501]);
    expect(courseJeuMistakes('printed').filter((m) => printed.met.has(m.position))).toEqual([]);
    const fixed = courseJeuGames('fixed');
    expect([fixed.games, fixed.oWins, fixed.draws, fixed.oLosses]).toEqual([679, 496, 183, 0]);
  });
});
