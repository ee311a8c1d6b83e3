import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { perft, treeStats } from '../../search/perft.ts';
import { PERFT_TICTACTOE } from './perftTable.ts';
import { tictactoe } from './tictactoe.ts';

// Source: see perftTable.ts.
test.each(PERFT_TICTACTOE)('perft %i from the empty board = %i', (depth, nodes) => {
  expect(perft(tictactoe, tictactoe.initial(), depth)).toBe(nodes);
});

describe('the full game tree', () => {
  const s = treeStats(tictactoe, tictactoe.initial());
  test('549,946 positions counting the root, when won positions have no children', () => {
    expect(s.positions).toBe(549946);
  });
  test('255,168 complete games: 131,184 won by X, 77,904 by O, 46,080 drawn', () => {
    expect(s.games).toBe(255168);
    expect(s.wins).toEqual([131184, 77904]);
    expect(s.draws).toBe(46080);
  });
  test('5,478 distinct reachable positions, the empty board included', () => {
    expect(s.distinct).toBe(5478);
  });
});

describe('rules', () => {
  test('a won position has no moves and names its winner', () => {
    const p = unwrap(tictactoe.parse('xxxoo....'));
    expect(tictactoe.legalMoves(p)).toEqual([]);
    expect(tictactoe.outcome(p)).toEqual({ winner: 0 });
    expect(tictactoe.evaluate(p)).toBe(-10);
  });
  test('a full board without a line is a draw', () => {
    const p = unwrap(tictactoe.parse('xoxxoooxx'));
    expect(tictactoe.outcome(p)).toEqual({ winner: undefined });
    expect(tictactoe.evaluate(p)).toBe(0);
  });
  test('the open-lines heuristic, from the side to move', () => {
    // X in the centre: X has 8 open lines, O has 4 (the lines avoiding the centre). O to move.
    const p = unwrap(tictactoe.parse('....x....'));
    expect(tictactoe.evaluate(p)).toBe(-(8 - 4));
  });
  test('parseMove rejects taken cells and bad text', () => {
    const p = unwrap(tictactoe.parse('x........'));
    expect(tictactoe.parseMove('0', p)).toMatchObject({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE' } });
    expect(tictactoe.parseMove('9', p)).toMatchObject({ ok: false, error: { code: 'ERR_NOTATION' } });
    expect(tictactoe.parseMove(' 4 ', p)).toEqual({ ok: true, value: 4 });
  });
});
