import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { negamax } from '../../search/negamax.ts';
import { forcedBlock, knownValue, winningCells } from './shortcuts.ts';
import { reachablePositions, SHORTCUT_COUNTS } from './testing.ts';
import { tictactoe } from './tictactoe.ts';

const withShortcuts = { shortcut: knownValue, order: forcedBlock };

describe("the recursion course's shortcuts", () => {
  test('winning cells: x on 0 and 2 threatens 1', () => {
    expect(winningCells(0b000000101, 0b111111010)).toBe(0b10);
  });

  test('they never change a value: all 5,478 reachable positions, negamax and alpha-beta', () => {
    const all = reachablePositions();
    expect(all).toHaveLength(5478);
    for (const p of all) {
      const v = negamax(tictactoe, p).score;
      expect(negamax(tictactoe, p, withShortcuts).score).toBe(v);
      expect(alphaBeta(tictactoe, p, withShortcuts).score).toBe(v);
    }
  });

  // Negamax visits exactly the positions minimax does, so the table's minimax counts are its counts.
  test.each(SHORTCUT_COUNTS)('$board: value $value; minimax $minimax, with shortcuts $minimaxShort; alpha-beta $alphaBeta, with shortcuts $alphaBetaShort', (c) => {
    const p = unwrap(tictactoe.parse(c.board));
    const runs = [negamax(tictactoe, p), negamax(tictactoe, p, withShortcuts), alphaBeta(tictactoe, p), alphaBeta(tictactoe, p, withShortcuts)];
    expect(runs.map((r) => r.score)).toEqual([c.value, c.value, c.value, c.value]);
    expect(runs.map((r) => r.stats.nodes)).toEqual([c.minimax, c.minimaxShort, c.alphaBeta, c.alphaBetaShort]);
  });

  test('the forced block is the only move searched', () => {
    const p = unwrap(tictactoe.parse('xox.o....')); // o threatens the bottom middle cell (7)
    expect(forcedBlock(tictactoe, p, tictactoe.legalMoves(p), 0)).toEqual([7]);
  });
});
