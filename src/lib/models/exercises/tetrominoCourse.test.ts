import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../../engine/core/random.ts';
import { courseMoveOrder } from '../../../engine/games/tetromino/courseEval.ts';
import { writeSetup } from '../../../engine/games/tetromino/notation.ts';
import { tetromino } from '../../../engine/games/tetromino/tetromino.ts';
import { tetrominoSolver } from '../../../engine/solve/tetromino.ts';
import { playedPosition } from './positions.ts';
import { TETROMINO_EXERCISES } from './tetromino.ts';

const byId = (id: string) => TETROMINO_EXERCISES.find((e) => e.id === id)!;
const m4 = byId('M4');
const m5 = byId('M5');

describe('M4: the course’s message on a position', () => {
  test('odd seeds: a board lost for the side to move, and the course prints “First wins”; even seeds: won, “Second wins”', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const inst = m4.instance(seed);
      expect(inst.answerText).toBe(seed % 2 === 1 ? 'First wins' : 'Second wins');
      expect(inst.explanation).toMatch(seed % 2 === 1 ? /would name the player who just moved\.$/ : /would name the side to move\.$/);
    }
  });

  test('reads the message as typed, with or without quotes, or its first word', () => {
    expect(m4.read('“First wins”')).toEqual({ ok: true, value: 'First' });
    expect(m4.read('second')).toEqual({ ok: true, value: 'Second' });
    expect(m4.read('tie game')).toEqual({ ok: true, value: 'Tie' });
    expect(m4.read('X wins').ok).toBe(false);
  });

  test('the swapped message is named as such', () => {
    const inst = m4.instance(1);
    expect(m4.check('Second', inst)).toEqual({ right: false, message: 'Not “Second wins”: the course’s labels are swapped: First means the side to move loses.' });
  });
});

/** The board M5 draws for `seed`, drawn as it draws it. */
function m5Board(seed: number) {
  const rnd = seededRandom(seed + 1600);
  const handsLeft = (p: ReturnType<typeof tetromino.initial>) => writeSetup(p).split(' ')[1].replace(/[^A-Z]/g, '').length;
  return playedPosition(tetromino, rnd, [8, 8], (p) => tetromino.legalMoves(p).length > 0 && handsLeft(p) === 2);
}

describe('M5: boards the course’s eval visits two placements from the end', () => {
  test.each([1, 2, 3, 4, 5, 6])('seed %i: 1 + Σ (1 + replies) over the placements in the course’s order, up to the first with no reply', (seed) => {
    const p = m5Board(seed);
    let calls = 1;
    for (const m of courseMoveOrder(p)) {
      const replies = tetromino.legalMoves(tetromino.play(p, m)).length;
      calls += 1 + replies;
      if (replies === 0) break;
    }
    expect(m5.instance(seed).answer).toBe(calls);
  });

  test('the boards are two placements from the end, and the solver agrees with the course on who wins', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const p = m5Board(seed);
      const won = tetromino.legalMoves(p).some((m) => tetromino.legalMoves(tetromino.play(p, m)).length === 0);
      const solved = tetrominoSolver.solve(writeSetup(p));
      expect(solved.ok && solved.value.value > 0).toBe(won);
    }
  });
});
