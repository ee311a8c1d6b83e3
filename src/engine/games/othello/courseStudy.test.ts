import { describe, expect, test } from 'vitest';
import { EndgameSolver, type Objective } from './endgame.ts';
import { COURSE_SEARCHES, courseLines, coursePosition, courseTree, courseSearchCount, courseMoveValues, coursePrincipalVariation, courseSearchTable } from './courseStudy.ts';
import { fastestFirst, mobility } from './fastestFirst.ts';
import { othello } from './othello.ts';
import { blackCount, moveList, playMove, standardScore, whiteCount } from './position.ts';
import { parseSquareName, squareName } from './squares.ts';

describe('the course position: values', () => {
  // Cross-checked with the exact solver (a different program: bitboards, PVS, its own table).
  test('each move of black, both objectives: the generic search and the exact solver agree', () => {
    const rows = courseMoveValues();
    expect(rows.map((r) => `${r.square}/${r.cell} ${r.blackDiscs} ${r.discDifference}`)).toEqual([
      'a2/21 11 -42',
      'b7/72 8 -48',
      'g7/77 35 6',
      'h7/78 6 -52',
      'b8/82 9 -46',
    ]);
    for (const objective of ['course', 'standard'] as const) {
      const exact = new EndgameSolver({ objective }).analyze(coursePosition());
      expect(exact.map((m) => squareName(m.move))).toEqual(rows.map((r) => r.square));
      expect(exact.map((m) => m.score)).toEqual(rows.map((r) => (objective === 'course' ? r.blackDiscs : r.discDifference)));
    }
  });

  test('the principal variation, the same for both objectives, ends with 35 black discs and 29 white', () => {
    const line = 'g7 h8 h7 g2 h1 b2 a2 a1 b8 b7 a8';
    expect(coursePrincipalVariation('course').join(' ')).toBe(line);
    expect(coursePrincipalVariation('standard').join(' ')).toBe(line);
    let p = coursePosition();
    for (const name of line.split(' ')) {
      const m = parseSquareName(name);
      expect(moveList(p)).toContain(m);
      p = playMove(p, m);
    }
    expect(moveList(p)).toEqual([]);
    expect([blackCount(p), whiteCount(p)]).toEqual([35, 29]);
    expect(p.turn === 0 ? standardScore(p) : 0 - standardScore(p)).toBe(6);
  });
});

describe('the course position: positions visited', () => {
  // Signature-like figures: a change of move order or pruning must update them deliberately.
  test.each([
    ['course', 35, 242263, 53319, 22532, 2366, 11770],
    ['standard', 6, 242263, 53545, 22520, 2366, 11770],
  ] as const)('%s objective: value %i; minimax %i, shallow %i, alpha-beta %i, fastest-first %i, with a table %i', (objective, value, ...nodes) => {
    const table = courseSearchTable(objective as Objective);
    expect(table.map((r) => r.search)).toEqual([...COURSE_SEARCHES]);
    expect(table.map((r) => r.nodes)).toEqual(nodes);
    expect(table.every((r) => r.value === value && r.best === 'g7')).toBe(true);
    expect(new EndgameSolver({ objective: objective as Objective }).solve(coursePosition()).score).toBe(value);
  });

  test('minimax visits the whole tree: 242,263 positions, 63,690 finished games, 42,870 of them different positions', () => {
    const tree = courseTree();
    expect(tree).toMatchObject({ positions: 242263, games: 63690, distinct: 42870 });
    expect(courseSearchCount('minimax')).toMatchObject({ nodes: tree.positions, leaves: tree.games });
  });

  test('11 moves, but lines of up to 16 plies with up to 5 passes; 5,165 games end with 1 or 2 squares nobody can fill', () => {
    expect(courseLines()).toEqual({ longestLine: 16, mostPasses: 5, unfilledEnds: 5165, mostUnfilled: 2 });
  });

  test('each pruning reads less: alpha-beta < shallow < minimax, and the better order or the table cut alpha-beta further', () => {
    const n = Object.fromEntries(courseSearchTable().map((r) => [r.search, r.nodes]));
    expect(n.alphaBeta).toBeLessThan(n.shallow);
    expect(n.shallow).toBeLessThan(n.minimax);
    expect(n.fastestFirst).toBeLessThan(n.alphaBeta);
    expect(n.transposition).toBeLessThan(n.alphaBeta);
    expect(courseSearchCount('transposition').ttHits).toBe(1234);
  });

  test('the same numbers on every run', () => {
    expect(courseSearchTable('course')).toEqual(courseSearchTable('course'));
  });
});

describe('fastest-first', () => {
  test("black's moves leave white 4, 5, 4, 4, 4 replies: b7 goes last, the rest keep the scan order", () => {
    const p = coursePosition();
    const moves = moveList(p);
    expect(moves.map((m) => mobility(playMove(p, m)))).toEqual([4, 5, 4, 4, 4]);
    expect(fastestFirst(othello, p, moves, 0).map(squareName)).toEqual(['a2', 'g7', 'h7', 'b8', 'b7']);
  });
});
