import { describe, expect, test } from 'vitest';
import { pick, seededRandom } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { perft } from '../../search/perft.ts';
import { START, type TetrominoPosition } from './board40.ts';
import { COURSE_HAND_MASK, COURSE_START, HAND_O, HAND_T, coursePiece, fromEngine, toEngine } from './courseBoard.ts';
import { courseMoveOrder } from './courseEval.ts';
import { canMove, countCourseMoves, courseMoves, coursePerft, placementOfMove, playMove, playMoves } from './courseMoves.ts';
import { PERFT_START_TO_3 } from './perftTable.ts';
import { playNames, randomPosition } from './testing.ts';
import { tetromino } from './tetromino.ts';

const named = (p: TetrominoPosition, name: string): number => unwrap(tetromino.parseMove(name, p));

describe('can_move and play_move', () => {
  test('the O on a1 b1 a2 b2 from the start: the hands swap, the O leaves the first player’s hand', () => {
    const o = coursePiece(named(START, 'O0@a1'));
    expect(canMove(COURSE_START, o)).toBe(true);
    const after = playMove(COURSE_START, HAND_O, o);
    expect(after).toEqual({ first: 0x1fc6000, second: 0x1b00000 });
    // The second player, to move, has its full hand in `first`.
    expect(after.first & COURSE_HAND_MASK).toBe(COURSE_HAND_MASK);
    // A piece over a taken cell does not fit; one beside it does.
    expect(canMove(after, coursePiece(named(START, 'O0@b2')))).toBe(false);
    expect(canMove(after, coursePiece(named(START, 'O0@c1')))).toBe(true);
  });

  test('hand bits are not cells: a hand full of pieces does not block anything', () => {
    const full = { first: COURSE_HAND_MASK, second: COURSE_HAND_MASK };
    expect(courseMoves(full)).toHaveLength(429);
  });

  test('play_move is the engine’s play, on every position of random games', () => {
    for (const seed of [21, 22, 23, 24]) {
      let p = START;
      const rnd = seededRandom(seed);
      for (let moves = courseMoves(fromEngine(p)); moves.length > 0; moves = courseMoves(fromEngine(p))) {
        const m = pick(rnd, moves);
        const next = toEngine(playMove(fromEngine(p), m.hand, m.piece));
        expect(next).toEqual(tetromino.play(p, placementOfMove(m)));
        p = next;
      }
      expect(tetromino.legalMoves(p)).toEqual([]);
    }
  });
});

describe('play_moves', () => {
  test('from the start: 429 moves, the engine’s table backwards (the T’s last placement first)', () => {
    const moves = courseMoves(COURSE_START);
    expect(moves).toHaveLength(429);
    expect(moves[0].hand).toBe(HAND_T);
    expect(tetromino.formatMove(placementOfMove(moves[0]), START)).toBe('T3@d6');
    expect(tetromino.formatMove(placementOfMove(moves[428]), START)).toBe('I0@a1');
    expect(moves.map(placementOfMove)).toEqual(courseMoveOrder(START));
  });

  test('on random positions: the same children as the engine, in the order courseEval tries them', () => {
    for (const [seed, plies] of [[1, 2], [2, 4], [3, 6], [4, 7], [5, 8], [6, 9]]) {
      const p = randomPosition(seed, plies);
      const order = courseMoveOrder(p);
      expect(courseMoves(fromEngine(p)).map(placementOfMove)).toEqual(order);
      expect(playMoves(fromEngine(p)).map(toEngine)).toEqual(order.map((m) => tetromino.play(p, m)));
      expect(countCourseMoves(fromEngine(p))).toBe(tetromino.legalMoves(p).length);
    }
  });

  test('a finished game has no moves: every piece placed, or none fits', () => {
    expect(playMoves({ first: 0xfffff, second: 0xfffff })).toEqual([]);
    const checkerboard = Array.from({ length: 40 }, (_, i) => ((Math.floor(i / 5) + (i % 5)) % 2 === 0 ? '.' : 'x')).join('');
    expect(playMoves(fromEngine(unwrap(tetromino.parse(`${checkerboard} IL/IL`))))).toEqual([]);
  });
});

describe('perft with the course’s functions', () => {
  // Source: see perftTable.ts (the course's functions are one of its generators).
  test.each(PERFT_START_TO_3)('perft %i from the start = %i, as the engine counts', (depth, nodes) => {
    expect(coursePerft(COURSE_START, depth)).toBe(nodes);
    expect(perft(tetromino, START, depth)).toBe(nodes);
  });

  test('from positions later in a game, where some lines end early', () => {
    for (const moves of [['O0@a1', 'I0@e4', 'Z0@b6'], ['T0@b3', 'S1@d5', 'I1@a8', 'L3@a1', 'O0@d1']]) {
      const p = playNames(...moves);
      for (const depth of [1, 2, 3]) expect(coursePerft(fromEngine(p), depth), `${moves} ${depth}`).toBe(perft(tetromino, p, depth));
    }
    // In the second one, one of the 24 moves leaves the next player stuck (6
    // placements in): 201 sequences of 2 plies, 202 if that finished game
    // were counted as a leaf.
    const p = playNames('T0@b3', 'S1@d5', 'I1@a8', 'L3@a1', 'O0@d1');
    expect([coursePerft(fromEngine(p), 2), perft(tetromino, p, 2, { finished: 'counted' })]).toEqual([201, 202]);
  });
});
