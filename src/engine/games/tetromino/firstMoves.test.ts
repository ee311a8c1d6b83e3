import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { START } from './board40.ts';
import { afterFirstMove, firstMoveClasses, firstMoveStabilizer, firstMoveValues, moveValues, winningReplies, winningReply } from './firstMoves.ts';
import { PLACEMENT_COUNT } from './placements.ts';
import { legalPlacements, playPlacement } from './rules.ts';
import { LOSS, TetrominoSolver, TIE, WIN } from './solver.ts';
import { MIRROR_LEFT_RIGHT, MOVE_IMAGE } from './symmetry.ts';
import { tetromino } from './tetromino.ts';

const named = (name: string, p = START): number => unwrap(tetromino.parseMove(name, p));
const names = (moves: readonly number[]): string[] => moves.map((m) => tetromino.formatMove(m, START));

describe('the value of every first move', () => {
  const values = firstMoveValues();

  test('429 first moves, in table order, every one lost for the first player', () => {
    expect(values.map((v) => v.move)).toEqual(legalPlacements(START));
    expect(values.filter((v) => v.value === LOSS)).toHaveLength(429);
  });

  test('checked on a sample by solving the position after the move: the second player, to move, wins', () => {
    const solver = new TetrominoSolver();
    for (const first of ['I0@a1', 'O0@b4', 'T1@c2', 'J2@d6', 'Z0@c7']) expect(solver.solve(afterFirstMove(named(first))).value, first).toBe(WIN);
  });

  test('moveValues analyses the moves one by one when the position is not lost', () => {
    // Two placements into the tie line of solver.test.ts: value 0 for the side to move.
    const p = ['O0@a1', 'I0@e4'].reduce((q, n) => tetromino.play(q, named(n, q)), START);
    const values = moveValues(p);
    expect(Math.max(...values.map((v) => v.value))).toBe(TIE);
    expect(values).toEqual(new TetrominoSolver().analyze(p));
  });
});

describe('first moves up to symmetry', () => {
  const classes = firstMoveClasses();

  test('429 first moves in 115 classes of mirror images', () => {
    expect(classes).toHaveLength(115);
    expect(classes.flatMap((c) => c.moves).sort((a, b) => a - b)).toEqual(legalPlacements(START));
    const sizes = [1, 2, 4].map((n) => classes.filter((c) => c.moves.length === n).length);
    expect(sizes[0] + 2 * sizes[1] + 4 * sizes[2]).toBe(429);
    expect(sizes).toEqual([1, 14, 100]);
  });

  test('the moves of a class are the images of its representative; a class of one is a move symmetric under all four', () => {
    for (const c of classes) {
      const images = new Set([0, 1, 2, 3].map((s) => MOVE_IMAGE[s * PLACEMENT_COUNT + c.representative]));
      expect([...images].sort((a, b) => a - b)).toEqual(c.moves);
      expect(firstMoveStabilizer(c.representative)).toHaveLength(4 / c.moves.length);
    }
    // Only the upright I in the middle (column c, rows 3-6) is its own image under all four.
    expect(names(classes.filter((c) => c.moves.length === 1).map((c) => c.representative))).toEqual(['I0@c3']);
  });
});

describe('the second player’s winning replies', () => {
  test('one winning reply after each of a few first moves, and it wins', () => {
    for (const first of ['O0@a1', 'I0@c3', 'T2@b4']) {
      const reply = winningReply(named(first));
      const afterReply = playPlacement(afterFirstMove(named(first)), reply);
      expect(new TetrominoSolver().solve(afterReply).value, `${first} ${tetromino.formatMove(reply, START)}`).toBe(LOSS);
    }
  });

  // Source: our own solver. Each list is checked by solving the position after
  // every reply: the listed replies leave the first player lost, the others do not.
  test.each([
    ['I0@c3', 20],
    ['I0@c1', 34],
    ['T2@b4', 78],
  ])('after %s the second player has %i winning replies', (first, count) => {
    const after = afterFirstMove(named(first));
    const winning = winningReplies(named(first));
    expect(winning).toHaveLength(count);
    const solver = new TetrominoSolver();
    const lostForFirst = legalPlacements(after).filter((r) => solver.solve(playPlacement(after, r)).value === LOSS);
    expect(winning).toEqual(lostForFirst);
  });

  test('a first move and its mirror image have mirrored winning replies', () => {
    const s = named('S0@b4');
    const z = MOVE_IMAGE[MIRROR_LEFT_RIGHT * PLACEMENT_COUNT + s];
    expect(tetromino.formatMove(z, START)).toBe('Z0@b4');
    const mirrored = winningReplies(s).map((r) => MOVE_IMAGE[MIRROR_LEFT_RIGHT * PLACEMENT_COUNT + r]);
    expect(winningReplies(z)).toEqual(mirrored.sort((a, b) => a - b));
    expect(mirrored).toHaveLength(62);
  });
});
