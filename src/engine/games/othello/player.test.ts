import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pick, seededRandom, type Random } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { EndgameSolver } from './endgame.ts';
import { evaluate, finishedScore, FINISHED } from './evaluation.ts';
import { parseBoard } from './notation.ts';
import { playerMove } from './player.ts';
import { emptyCount, isFinished, moveList, playMove, standardScore, START, type Position } from './position.ts';
import { PASS, parseSquareName } from './squares.ts';

const exact = (p: Position): number => new EndgameSolver().solve(p, false).score;

/** Plays seeded random moves from `p` until `empties` squares are empty (null: the game ended first). */
function randomTo(p: Position, empties: number, rnd: Random): Position | null {
  while (emptyCount(p) > empties && !isFinished(p)) p = playMove(p, pick(rnd, moveList(p)));
  return isFinished(p) ? null : p;
}

/** The FFO test boards (#40-#59), the FFORUM set copied from Edax (src/data/positions/othello/README.md). */
const FFO: Position[] = readFileSync(new URL('../../../data/positions/othello/ffo.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => /^\d/.test(l))
  .map((l) => {
    const [, board, side] = l.split(' ');
    return unwrap(parseBoard(`${board} ${side}`));
  });

/** Endgames at `empties` empty squares: FFO boards and games from the start, each played on at random with its seed. */
function endgames(empties: number, count: number): Position[] {
  const out: Position[] = [];
  for (let i = 0; out.length < count; i++) {
    const from = i % 2 === 0 ? FFO[(i >> 1) % FFO.length] : START;
    const p = randomTo(from, empties, seededRandom(1000 + i));
    if (p) out.push(p);
  }
  return out;
}

describe('the evaluation: mobility and corners', () => {
  test('the start is even; a finished game is worth its disc difference beyond every guess', () => {
    expect(evaluate(START)).toBe(0);
    const wiped = unwrap(parseBoard('XXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-XXXXXXXX--XX O'));
    expect(isFinished(wiped)).toBe(true);
    expect(evaluate(wiped)).toBe(finishedScore(standardScore(wiped)));
    expect(evaluate(wiped)).toBe(-FINISHED - 64);
  });

  test('a corner counts for its owner; a disc on the X square of an empty corner against it', () => {
    const mobility = (p: Position) => moveList(p).filter((m) => m !== PASS).length;
    const flip = (p: Position): Position => ({ ...p, turn: p.turn === 0 ? 1 : 0 });
    // The start with one black disc more, white to move: on a1 (a corner), or on b2 (beside the empty a1).
    const corner: Position = { ...START, blackLo: START.blackLo | (1 << 0), turn: 1 };
    const xSquare: Position = { ...START, blackLo: START.blackLo | (1 << 9), turn: 1 };
    expect(evaluate(corner)).toBe(mobility(corner) - mobility(flip(corner)) - 8);
    expect(evaluate(xSquare)).toBe(mobility(xSquare) - mobility(flip(xSquare)) + 4);
  });
});

describe('the middle game: alpha-beta to a depth with the evaluation', () => {
  test('at depth 1 it plays a move that leaves the opponent the worst evaluation, and names every such move', () => {
    const p = endgames(40, 1)[0];
    const r = playerMove(p, { depth: 1, seed: 3 })!;
    const values = moveList(p).map((m) => ({ m, v: 0 - evaluate(playMove(p, m)) }));
    const top = Math.max(...values.map((x) => x.v));
    expect(r.exact).toBe(false);
    expect(r.value).toBe(top);
    expect(r.best).toEqual(values.filter((x) => x.v === top).map((x) => x.m));
    expect(r.best).toContain(r.move);
  });

  test('every move is legal; the seed picks among the equal best moves, the same seed the same move', () => {
    const a = playerMove(START, { seed: 1 })!;
    const b = playerMove(START, { seed: 1 })!;
    expect(a).toEqual(b);
    // The four openings are the same move turned: all equally good.
    expect(a.best).toEqual(['d3', 'c4', 'f5', 'e6'].map(parseSquareName).sort((x, y) => x - y));
    const picks = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => playerMove(START, { seed })!.move));
    expect(picks.size).toBeGreaterThan(1);
    for (const p of endgames(30, 4)) expect(moveList(p)).toContain(playerMove(p, { seed: 2 })!.move);
  });

  test('a side with no move passes; a finished game has no move', () => {
    // The first forced pass of seeded random games, with the end in the solver's reach.
    let stuck: Position | null = null;
    for (let seed = 1; !stuck; seed++) {
      const rnd = seededRandom(seed);
      for (let p = START; !isFinished(p) && !stuck; p = playMove(p, pick(rnd, moveList(p)))) if (moveList(p)[0] === PASS && emptyCount(p) <= 14) stuck = p;
    }
    expect(playerMove(stuck, { exactEmpties: 0 })).toMatchObject({ move: PASS, best: [PASS], exact: false, nodes: 0 });
    expect(playerMove(stuck)).toMatchObject({ move: PASS, exact: true, value: 0 - exact(playMove(stuck, PASS)) });
    expect(playerMove(unwrap(parseBoard('XXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-XXXXXXXX--XX O')))).toBeNull();
  });
});

describe('from 14 empty squares on: the exact solver, which never lets a result go', () => {
  test('each move it plays keeps the exact value of the position (FFO boards and games from the start)', () => {
    for (const p of endgames(14, 6)) {
      const r = playerMove(p, { seed: 5 })!;
      expect(r.exact).toBe(true);
      const v = exact(p);
      expect(r.value).toBe(v);
      expect(0 - exact(playMove(p, r.move))).toBe(v);
    }
  });

  test('against a random opponent, it finishes at least as well as the exact value: a won position stays won', () => {
    let won = 0;
    for (const [i, start] of endgames(14, 4).entries()) {
      const rnd = seededRandom(77 + i);
      const v = exact(start);
      if (v > 0) won++;
      let p = start;
      while (!isFinished(p)) {
        if (p.turn === start.turn) {
          const r = playerMove(p, { seed: i })!;
          // Its value never drops: the opponent's mistakes can only raise it.
          expect(r.value).toBeGreaterThanOrEqual(v);
          p = playMove(p, r.move);
        } else p = playMove(p, pick(rnd, moveList(p)));
      }
      const final = p.turn === start.turn ? standardScore(p) : 0 - standardScore(p);
      expect(final).toBeGreaterThanOrEqual(v);
    }
    expect(won).toBeGreaterThan(0);
  });

  test('one square more than the limit, it still searches', () => {
    const p = endgames(15, 1)[0];
    expect(playerMove(p)!.exact).toBe(false);
    expect(playerMove(p, { exactEmpties: 15 })!.exact).toBe(true);
  });
});
