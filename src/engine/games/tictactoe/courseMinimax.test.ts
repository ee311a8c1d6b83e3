import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { analyzeMoves } from '../../search/choose.ts';
import { minimax } from '../../search/minimax.ts';
import { toBitboards } from './bitboards.ts';
import { turnOf } from './board19.ts';
import { courseMinimax } from './courseMinimax.ts';
import { reachablePositions } from './testing.ts';
import { tictactoe } from './tictactoe.ts';

const player = (p: number): 'cross' | 'nought' => (turnOf(p) === 0 ? 'cross' : 'nought');

describe("the OCaml course's minimax, corrected", () => {
  test('same value as the generic minimax, and a best move, on every reachable position at depths 1, 2 and 9', () => {
    const all = reachablePositions();
    expect(all).toHaveLength(5478);
    for (const p of all) {
      for (const depth of [1, 2, 9]) {
        const mine = unwrap(courseMinimax(toBitboards(p), depth, player(p)));
        expect(mine.score).toBe(minimax(tictactoe, p, { depth }).score);
        if (mine.move !== null) {
          const best = analyzeMoves(tictactoe, p, { depth }).best.map((c) => 8 - c); // to course numbering
          expect(best).toContain(mine.move);
        }
      }
    }
  });

  test('it returns the move to play and the line it expects, first move first', () => {
    const p = unwrap(tictactoe.parse('xx.oo....')); // crosses to move, win on the top right: course cell 6
    const r = unwrap(courseMinimax(toBitboards(p), 9, 'cross'));
    expect(r).toEqual({ move: 6, score: 10, line: [6] });
    const e = unwrap(courseMinimax(toBitboards(0), 9, 'cross'));
    expect(e.score).toBe(0);
    expect(e.move).toBe(8); // ties: the first free cell in the course's order
    expect(e.line).toHaveLength(9);
  });

  test('depth 0 is the heuristic; a board with two winners is an error, as in the course', () => {
    expect(unwrap(courseMinimax({ cross: 0x010, nought: 0 }, 0, 'nought')).score).toBe(4);
    expect(courseMinimax({ cross: 0x1c0, nought: 0x038 }, 3, 'cross')).toMatchObject({ ok: false, error: { code: 'ERR_BOTH_WON' } });
  });
});
