import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { negamax } from '../../search/negamax.ts';
import { forcedBlock, knownValue, winningCells } from './shortcuts.ts';
import { tictactoe } from './tictactoe.ts';

const withShortcuts = { shortcut: knownValue, order: forcedBlock };

describe("the recursion course's shortcuts", () => {
  test('winning cells: x on 0 and 2 threatens 1', () => {
    expect(winningCells(0b000000101, 0b111111010)).toBe(0b10);
  });

  test('they never change a value: all 5,478 reachable positions, negamax and alpha-beta', () => {
    const seen = new Set<number>();
    const walk = (p: number) => {
      if (seen.has(p)) return;
      seen.add(p);
      const v = negamax(tictactoe, p).score;
      expect(negamax(tictactoe, p, withShortcuts).score).toBe(v);
      expect(alphaBeta(tictactoe, p, withShortcuts).score).toBe(v);
      for (const m of tictactoe.legalMoves(p)) walk(tictactoe.play(p, m));
    };
    walk(0);
    expect(seen.size).toBe(5478);
  });

  // Positions visited (root included), moves in increasing cell order, full window.
  // The last three are the course's example boards: a double threat for x,
  // a forced block on the bottom middle cell, a win at once on the bottom left.
  test.each([
    ['.........', 0, 549946, 60634, 18297, 3001],
    ['x...o...x', 0, 1053, 29, 318, 29],
    ['x.xoo.o.x', 10, 7, 1, 6, 1],
    ['xox.o....', 0, 206, 34, 101, 20],
    ['xo.xo....', 10, 157, 1, 60, 1],
  ])('%s: value %i; minimax %i, with shortcuts %i; alpha-beta %i, with shortcuts %i', (text, value, mm, mmShort, ab, abShort) => {
    const p = unwrap(tictactoe.parse(text));
    const runs = [negamax(tictactoe, p), negamax(tictactoe, p, withShortcuts), alphaBeta(tictactoe, p), alphaBeta(tictactoe, p, withShortcuts)];
    expect(runs.map((r) => r.score)).toEqual([value, value, value, value]);
    expect(runs.map((r) => r.stats.nodes)).toEqual([mm, mmShort, ab, abShort]);
  });

  test('the forced block is the only move searched', () => {
    const p = unwrap(tictactoe.parse('xox.o....')); // o threatens the bottom middle cell (7)
    expect(forcedBlock(tictactoe, p, tictactoe.legalMoves(p), 0)).toEqual([7]);
  });
});
