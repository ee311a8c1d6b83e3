import { describe, expect, test } from 'vitest';
import { ProgressThrottle } from '../../engine/core/progress.ts';
import { SUITES } from './suites.ts';

// The speed page's suites, at their quick size: right answers, and node
// counts that are the engine's own (deterministic: tables emptied per position).
const run = (id: keyof typeof SUITES) => SUITES[id].run('quick', new ProgressThrottle(undefined));

describe('the speed page’s suites', () => {
  test('tic-tac-toe: whole searches, so the node count is a multiple of the tree searched', () => {
    const [ab, mm] = run('tictactoe');
    expect(ab.nodes % 18297).toBe(0);
    expect(ab.nodes / 18297).toBe(ab.positions);
    expect(mm.nodes % 549946).toBe(0);
    expect([ab.wrong, mm.wrong]).toEqual([0, 0]);
  });
  test('Connect Four: every score of the public sets right', () => {
    const rows = run('connect4');
    expect(rows.map((r) => [r.positions, r.wrong])).toEqual([
      [20, 0],
      [10, 0],
      [5, 0],
    ]);
    expect(rows.every((r) => r.nodes > 0 && r.reference.startsWith('C++ solver'))).toBe(true);
  });
  test('Othello: the course’s endgame, exact', () => {
    expect(run('othello')).toMatchObject([{ positions: 1, wrong: 0 }]);
  });
  test('tetromino: a tie four placements in, exact', () => {
    expect(run('tetromino')).toMatchObject([{ positions: 1, wrong: 0 }]);
  });
});
