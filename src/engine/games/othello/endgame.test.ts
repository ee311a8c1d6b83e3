import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { analyzeMoves } from '../../search/choose.ts';
import { minimax } from '../../search/minimax.ts';
import { negamax } from '../../search/negamax.ts';
import { TranspositionTable } from '../../search/tt.ts';
import { EndgameSolver, type Objective } from './endgame.ts';
import { parseBoard } from './notation.ts';
import { courseEvaluate, othello } from './othello.ts';
import { moveList, playMove, standardScore, courseScore, type Position } from './position.ts';
import { PASS, parseSquareName, squareName } from './squares.ts';
import { randomEndgames } from './testing.ts';

const COURSE = '-XXXXXX---XXXX-OOOXXXOXOOOXOOOXOOOOOXXOOOOOOXXOOO-OXXX----OOOOO- X';
const WHITE_PASSES = 'OOXXXXXXXOXXXXXXOOXOOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- O';
const WIPED_OUT = 'XXXXXXX-XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX-XXXXXXXX--XX O';


/** Plays a line from `p` and returns the final position (the line must end the game). */
function playLine(p: Position, line: readonly number[]): Position {
  for (const m of line) {
    expect(moveList(p)).toContain(m);
    p = playMove(p, m);
  }
  expect(moveList(p)).toEqual([]);
  return p;
}

describe('the generic searches run unchanged on Othello', () => {
  test('minimax, negamax and alpha-beta agree on 7-empty endgames', () => {
    for (const p of randomEndgames(1, 6, 7)) {
      const n = negamax(othello, p);
      const m = minimax(othello, p);
      const a = alphaBeta(othello, p);
      expect(a.score).toBe(n.score);
      expect(m.score).toBe(p.turn === 0 ? n.score : 0 - n.score);
      expect(a.stats.nodes).toBeLessThanOrEqual(n.stats.nodes);
    }
  });
});

describe('the endgame solver against the generic alpha-beta', () => {
  const objectives: [Objective, typeof courseEvaluate | undefined][] = [
    ['standard', undefined],
    ['course', courseEvaluate],
  ];
  test.each(objectives)('%s objective: same value and same set of best moves, 24 positions of 6 to 10 empties', (objective, evaluate) => {
    const solver = new EndgameSolver({ objective });
    let i = 0;
    for (const empties of [6, 8, 10]) {
      for (const p of randomEndgames(100 + empties, 8, empties)) {
        const generic = analyzeMoves(othello, p, { tt: new TranspositionTable(), ...(evaluate ? { evaluate } : {}) });
        const r = solver.solve(p);
        expect(r.score, `position ${i}`).toBe(generic.score);
        expect([...r.best].sort((a, b) => a - b)).toEqual([...generic.best].sort((a, b) => a - b));
        const end = playLine(p, r.pv);
        const final = objective === 'course' ? courseScore(end) : standardScore(end);
        expect(end.turn === p.turn ? final : 0 - final).toBe(r.score);
        i++;
      }
    }
  });

  test('analyze gives every move its exact value', () => {
    const solver = new EndgameSolver();
    for (const p of randomEndgames(7, 4, 9)) {
      const generic = analyzeMoves(othello, p, { tt: new TranspositionTable() });
      const mine = solver.analyze(p);
      expect(mine.map((m) => [m.move, m.score])).toEqual(generic.moves.map((m) => [m.move, m.score]));
    }
  });
});

describe('special roots', () => {
  test('a side that must pass: best move "pass", the value of the opponent negated', () => {
    const p = unwrap(parseBoard(WHITE_PASSES));
    const r = new EndgameSolver().solve(p);
    expect(r.best).toEqual([PASS]);
    expect(r.pv[0]).toBe(PASS);
    const afterPass = new EndgameSolver().solve(playMove(p, PASS));
    expect(r.score).toBe(0 - afterPass.score);
    expect(r.score).toBe(-38); // FFO #40 after a2 b1 c1: black still wins by 38
  });

  test('a finished game: no move, its final score (both objectives)', () => {
    const p = unwrap(parseBoard(WIPED_OUT));
    expect(new EndgameSolver().solve(p)).toEqual({ score: -64, best: [], nodes: 1, pv: [] });
    expect(new EndgameSolver({ objective: 'course' }).solve(p).score).toBe(-60); // white to move: minus black's 60 discs
  });

  test('allBest=false stops at one best move', () => {
    // FFO #43-like choice: the course position has one best move; a random one with ties:
    const solver = new EndgameSolver();
    for (const p of randomEndgames(31, 10, 8)) {
      const all = solver.solve(p, true);
      const one = solver.solve(p, false);
      expect(one.score).toBe(all.score);
      expect(one.best).toHaveLength(1);
      expect(all.best).toContain(one.best[0]);
    }
  });
});

describe('the course position (11 empties)', () => {
  const pos = unwrap(parseBoard(COURSE));
  test('standard objective: g7 wins by 6', () => {
    const r = new EndgameSolver().solve(pos);
    expect({ score: r.score, best: r.best.map(squareName) }).toEqual({ score: 6, best: ['g7'] });
  });
  test("course objective: g7 leaves black 35 discs", () => {
    const r = new EndgameSolver({ objective: 'course' }).solve(pos);
    expect({ score: r.score, best: r.best.map(squareName) }).toEqual({ score: 35, best: ['g7'] });
  });
  test('search signature: node count of the standard solve (update deliberately when ordering changes)', () => {
    expect(new EndgameSolver().solve(pos).nodes).toBe(545);
  });
});

describe('progress', () => {
  test('a long solve reports its node count as it goes', () => {
    const reports: { nodes: number; detail?: string }[] = [];
    const solver = new EndgameSolver({ progressMs: 0, onProgress: (p) => reports.push(p) });
    const r = solver.solve(randomEndgames(5, 1, 16)[0]);
    expect(reports.length).toBeGreaterThan(2);
    expect(reports.every((p, i) => i === 0 || p.nodes > reports[i - 1].nodes)).toBe(true);
    expect(reports[reports.length - 1].nodes).toBeLessThanOrEqual(r.nodes);
    expect(reports[0].detail).toBe('score between -64 and 64: at least 0?');
  });
});

describe('FFO #40 (20 empties)', () => {
  const line = readFileSync(new URL('../../../data/positions/othello/ffo.txt', import.meta.url), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('40 '))!;
  const [, board, side, best, score] = line.split(/\s+/);
  test('a2 wins by 38, exactly as listed (and the search signature: its node count)', () => {
    const r = new EndgameSolver().solve(unwrap(parseBoard(`${board} ${side}`)));
    expect(r.best.map(squareName)).toEqual(best.split(','));
    expect(r.score).toBe(Number(score));
    expect(r.best[0]).toBe(parseSquareName('a2'));
    expect(r.nodes).toBe(21887289);
  });
});
