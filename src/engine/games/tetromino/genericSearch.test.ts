import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { sign } from '../../core/score.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { minimax } from '../../search/minimax.ts';
import { negamax } from '../../search/negamax.ts';
import { recorder } from '../../search/trace.ts';
import { TranspositionTable } from '../../search/tt.ts';
import { START, type TetrominoPosition } from './board40.ts';
import { TetrominoSolver } from './solver.ts';
import { tetromino, WIN_SCORE } from './tetromino.ts';

// The generic searches of src/engine/search run unchanged on the tetromino game,
// as the tree visualiser runs them: depth-limited with the mobility evaluation,
// traced, with or without their Map-based table.

const after = (names: string[]): TetrominoPosition =>
  names.reduce((p, n) => tetromino.play(p, unwrap(tetromino.parseMove(n, p))), START);

describe('the first plies of the tree, as the visualiser shows them', () => {
  test('one ply from the start: 429 children, each scored by mobility', () => {
    const rec = recorder();
    const r = negamax(tetromino, START, { depth: 1, observer: rec });
    expect(r.stats.nodes).toBe(430);
    expect(rec.events.filter((e) => e.type === 'enter' && e.parent === 0)).toHaveLength(429);
    const leaves = rec.events.filter((e) => e.type === 'leaf');
    expect(leaves).toHaveLength(429);
    expect(leaves.every((e) => e.reason === 'horizon' && Math.abs(e.score) < WIN_SCORE)).toBe(true);
    expect(rec.events.filter((e) => e.type === 'enter')).toHaveLength(rec.events.filter((e) => e.type === 'exit').length);
    expect(r.pv).toHaveLength(1);
  });

  test('alpha-beta to depth 2 returns what minimax returns, with fewer positions', () => {
    const p = after(['O0@a1', 'I0@e4']);
    const mm = minimax(tetromino, p, { depth: 2 });
    const ab = alphaBeta(tetromino, p, { depth: 2 });
    expect(ab.score).toBe(tetromino.toMove(p) === 0 ? mm.score : -mm.score);
    expect(ab.stats.nodes).toBeLessThan(mm.stats.nodes);
  });

  test('the mobility evaluation: side to move POV, strictly inside the win score before the end', () => {
    expect(tetromino.evaluate(START)).toBe(0);
    const p = after(['I0@c3']);
    // Same board for both, but the side to move still holds the I the other side has placed.
    expect(tetromino.evaluate(p)).toBeGreaterThan(0);
    expect(Math.abs(tetromino.evaluate(p))).toBeLessThan(WIN_SCORE);
  });
});

test('to the end, the generic alpha-beta with its Map table agrees with the solver', () => {
  const p = after(['O0@a1', 'I0@e4', 'Z0@b6', 'Z1@b3', 'J2@a3']);
  const tt = new TranspositionTable();
  const r = alphaBeta(tetromino, p, { tt });
  expect(sign(r.score)).toBe(new TetrominoSolver().solve(p).value);
  expect(tt.size).toBeGreaterThan(0);
});
