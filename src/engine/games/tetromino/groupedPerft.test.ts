import { describe, expect, test } from 'vitest';
import { pick, seededRandom } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { perft } from '../../search/perft.ts';
import { START, type TetrominoPosition } from './board40.ts';
import { countFits } from './fitCount.ts';
import { groupedPerft } from './groupedPerft.ts';
import { PERFT_START } from './perftTable.ts';
import { placementsFor } from './rules.ts';
import { tetromino } from './tetromino.ts';

const playNames = (...names: string[]): TetrominoPosition =>
  names.reduce((p, n) => tetromino.play(p, unwrap(tetromino.parseMove(n, p))), START);

describe('countFits', () => {
  test('counts what the placement table lists, on the positions of random games and every hand', () => {
    const rnd = seededRandom(5);
    for (let game = 0; game < 5; game++) {
      for (let p = START; tetromino.legalMoves(p).length > 0; p = tetromino.play(p, pick(rnd, tetromino.legalMoves(p)))) {
        for (let hand = 0; hand < 32; hand++) expect(countFits(hand, p.top, p.bottom)).toBe(placementsFor(hand, p.top & 0xfffff, p.bottom & 0xfffff).length);
      }
    }
  });
});

describe('perft from the start, grouped', () => {
  // Source: see perftTable.ts. Depth 4 is counted with two different groupings
  // (after 2 plies, and after 1: the 115 classes of first moves, each class
  // times its perft 3, which the generic perft checks on a sample below);
  // `npm run -s bench -- tetromino perft` walks it whole.
  test.each(PERFT_START)('perft %i = %i', (depth, nodes) => {
    expect(groupedPerft(START, depth).nodes).toBe(nodes);
  });

  test('perft 4 gathered after 1 ply instead of 2', () => {
    expect(groupedPerft(START, 4, { split: 1 })).toEqual({ nodes: 1555239024, groups: 115 });
  });

  test('after 2 plies the 127,164 sequences reach 108,663 positions, 27,328 up to symmetry; each grouping gives the same perft 3', () => {
    expect(groupedPerft(START, 3, { symmetry: false })).toEqual({ nodes: 17899364, groups: 108663 });
    expect(groupedPerft(START, 3)).toEqual({ nodes: 17899364, groups: 27328 });
    expect(groupedPerft(START, 3, { split: 1 })).toEqual({ nodes: 17899364, groups: 115 });
    expect(perft(tetromino, START, 3)).toBe(17899364);
  });

  test.each(['O0@a1', 'I0@c3', 'T2@b4', 'Z1@d6'])('perft 3 after %s: grouped and generic agree', (first) => {
    const p = playNames(first);
    expect(groupedPerft(p, 3, { split: 1 }).nodes).toBe(perft(tetromino, p, 3));
  });

  test('late in a game, where some sequences end early', () => {
    const p = playNames('T0@b3', 'S1@d5', 'I1@a8', 'L3@a1', 'O0@d1');
    for (const depth of [1, 2, 3, 4]) expect(groupedPerft(p, depth).nodes, `depth ${depth}`).toBe(perft(tetromino, p, depth));
  });

  test('depth 0 is one sequence; a bad depth is refused', () => {
    expect(groupedPerft(START, 0)).toEqual({ nodes: 1, groups: 0 });
    expect(() => groupedPerft(START, -1)).toThrow(/\bdepth\b/);
  });
});
