import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { minimax } from '../../search/minimax.ts';
import { recorder } from '../../search/trace.ts';
import { FAIL_SOFT_TREE, FAIL_SOFT_WINDOW } from './pruningTrees.ts';
import { parseTree } from './tree.ts';
import { toyGame } from './toy.ts';

const game = toyGame(unwrap(parseTree(FAIL_SOFT_TREE)));

/** Each searched node's returned score, for MAX, by name (root, A, B, then leaves as A1, A2, B1, B2, B3). */
function exits(failSoft: boolean, window: { alpha?: number; beta?: number } = {}): Record<string, string> {
  const rec = recorder();
  alphaBeta(game, game.initial(), { failSoft, observer: rec, ...window });
  const names = new Map<number, string>();
  const out: Record<string, string> = {};
  for (const e of rec.events) {
    if (e.type === 'enter') {
      const parent = names.get(e.parent);
      names.set(e.node, parent === undefined ? 'root' : parent === 'root' ? 'AB'[e.move!] : `${parent}${e.move! + 1}`);
    }
    if (e.type === 'exit') {
      const name = names.get(e.node)!;
      const forMax = name.length === 1 ? 0 - e.score : e.score; // A and B have MIN to move
      out[name] = `${forMax} ${e.bound}`;
    }
  }
  return out;
}

describe('fail-hard and fail-soft on [[3 12] [5 1 8]]', () => {
  test('the value is 3 (A), B is worth 1', () => {
    expect(minimax(game, game.initial()).score).toBe(3);
  });

  // Bounds are those of the node's own mover: for B (MIN), 'lower' means "at most this much for MAX".
  // B3 (the 8) is never entered: B stops at its 1.
  test('full window: the same root value, B stops before its 8 and reports 1 (what it saw) or 3 (the bound it was given)', () => {
    expect(exits(true)).toEqual({ A1: '3 exact', A2: '12 exact', A: '3 exact', B1: '5 exact', B2: '1 exact', B: '1 lower', root: '3 exact' });
    expect(exits(false)).toEqual({ A1: '3 exact', A2: '12 exact', A: '3 exact', B1: '5 exact', B2: '1 exact', B: '3 lower', root: '3 exact' });
  });

  test('window (6, 10) at the root: both fail low, fail-soft with 5, fail-hard with 6; both cut A and B after one leaf', () => {
    expect(exits(true, FAIL_SOFT_WINDOW)).toEqual({ A1: '3 exact', A: '3 lower', B1: '5 exact', B: '5 lower', root: '5 upper' });
    expect(exits(false, FAIL_SOFT_WINDOW)).toEqual({ A1: '3 exact', A: '6 lower', B1: '5 exact', B: '6 lower', root: '6 upper' });
    expect(alphaBeta(game, game.initial(), { ...FAIL_SOFT_WINDOW, failSoft: true }).score).toBe(5);
    expect(alphaBeta(game, game.initial(), { ...FAIL_SOFT_WINDOW, failSoft: false }).score).toBe(6);
  });
});
