import { describe, expect, test } from 'vitest';
import { unwrap } from '../core/result.ts';
import { EndgameSolver } from '../games/othello/endgame.ts';
import { parseBoard, writeBoard } from '../games/othello/notation.ts';
import { playerMove } from '../games/othello/player.ts';
import { START } from '../games/othello/position.ts';
import { squareName } from '../games/othello/squares.ts';
import { TASKS } from './index.ts';

// The course's endgame (work0): 11 empty squares, black to move, g7 the only best move (+6).
const COURSE = '-XXXXXX---XXXX-OOOXXXOXOOOXOOOXOOOOOXXOOOOOOXXOOO-OXXX----OOOOO- X';

describe('othelloPlay: the engine’s move in a game', () => {
  test('from the start: the middle-game search, with the player’s own answer', () => {
    const r = unwrap(TASKS.othelloPlay.run({ position: writeBoard(START), seed: 4 }));
    const own = playerMove(START, { seed: 4 })!;
    expect(r).toEqual({ move: squareName(own.move), best: ['d3', 'c4', 'f5', 'e6'], value: own.value, exact: false, nodes: own.nodes, empties: 60 });
  });

  test('near the end: the exact solver’s value and best move', () => {
    const r = unwrap(TASKS.othelloPlay.run({ position: COURSE }));
    const solved = new EndgameSolver().solve(unwrap(parseBoard(COURSE)));
    expect(solved.score).toBe(6);
    expect(r).toMatchObject({ move: 'g7', best: ['g7'], value: 6, exact: true, empties: 11 });
    // Below the limit it would only search: the limit is the caller's.
    expect(unwrap(TASKS.othelloPlay.run({ position: COURSE, exactEmpties: 10, depth: 2 })).exact).toBe(false);
  });

  test.each([
    [{ position: 'XXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-XXXXXXXX--XX O' }, 'ERR_ALREADY_OVER'],
    [{ position: 'start' }, 'ERR_NOTATION'],
    [{ position: COURSE, depth: 9 }, 'ERR_RANGE'],
    [{ position: COURSE, depth: 0 }, 'ERR_RANGE'],
    [{ position: COURSE, exactEmpties: 17 }, 'ERR_RANGE'],
    [{ position: COURSE, seed: -1 }, 'ERR_RANGE'],
    [{ position: COURSE, seed: 1.5 }, 'ERR_RANGE'],
  ])('%o is refused: %s', (input, code) => {
    expect(TASKS.othelloPlay.run(input)).toMatchObject({ ok: false, error: { code } });
  });
});
