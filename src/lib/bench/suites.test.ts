import { describe, expect, test } from 'vitest';
import { ProgressThrottle } from '../../engine/core/progress.ts';
import { SUITES } from './suites.ts';
import { speedFr } from '../../i18n/messages/speed/fr.ts';

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
  test('the rows’ labels and references, in English by default and in French when given the French words', () => {
    // Connect Four and Othello only: their labels do not depend on the time taken.
    const labels = (t?: typeof speedFr.suites) => [...SUITES.connect4.run('quick', new ProgressThrottle(undefined), t), ...SUITES.othello.run('quick', new ProgressThrottle(undefined), t)].map((r) => [r.label, r.reference]);
    expect(labels()).toEqual([
      ['End-Easy, first 20 lines', 'C++ solver: 11–15 µs and 51 positions per position'],
      ['Middle-Easy, first 10 lines', 'C++ solver: 72–81 µs and 449 positions per position'],
      ['Begin-Easy, first 5 lines', 'C++ solver: 0.45–0.55 ms and 3,300 positions per position'],
      ['the recursion course’s endgame (11 empties)', ''],
    ]);
    expect(labels(speedFr.suites)).toEqual([
      ['End-Easy, les 20 premières lignes', 'Solveur C++\u00a0: 11–15\u00a0µs et 51 positions par position'],
      ['Middle-Easy, les 10 premières lignes', 'Solveur C++\u00a0: 72–81\u00a0µs et 449 positions par position'],
      ['Begin-Easy, les 5 premières lignes', 'Solveur C++\u00a0: 0,45–0,55\u00a0ms et 3\u202f300 positions par position'],
      ['la finale du cours sur la récursivité (11 cases vides)', ''],
    ]);
  });
});
