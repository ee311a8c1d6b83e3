import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { PERFT_7X6 } from './perftTable.ts';
import { pick, seededRandom } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { analyzeMoves, chooseMove } from '../../search/choose.ts';
import { preferenceOrder } from '../../search/ordering.ts';
import { TranspositionTable } from '../../search/tt.ts';
import { BitSolver } from './bitSolver.ts';
import { connect4, type Connect4Game } from './connect4.ts';
import { centreFirst, makeLayout, type Connect4Config } from './layout.ts';
import { parseMoves } from './notation.ts';
import { FULL_WINDOW_EMPTIES } from './probes.ts';
import { isWinningMove, type Connect4Position } from './position.ts';
import { referenceBoard, referenceSolve } from './reference.ts';
import { playBoth, sizes } from './testing.ts';
import { exactFromEvaluation } from './score.ts';
import { Connect4Solver } from './solver.ts';
import { WideSolver } from './wideSolver.ts';

const fixture = (name: string): [string, number][] =>
  readFileSync(new URL(`../../../data/positions/connect4/${name}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [moves, score] = line.split(' ');
      return [moves, Number(score)];
    });

/** Every n-th line of a test set. */
const sample = (name: string, every: number) => fixture(name).filter((_, i) => i % every === 0);

const solverFor = (config: Partial<Connect4Config> = {}) => new Connect4Solver(connect4(config).layout);
const standard = new Connect4Solver(connect4().layout);
const position = (text: string) => unwrap(parseMoves(text));

/**
 * A random position with `empties` cells left, reached by moves that never
 * win (so that it is a real endgame), or undefined when the playout got stuck.
 */
function quietEndgame(g: Connect4Game, empties: number, rnd: () => number): Connect4Position | undefined {
  let p = g.initial();
  while (g.layout.size - p.moves > empties) {
    const quiet = g.legalMoves(p).filter((c) => !isWinningMove(p, c));
    if (quiet.length === 0) return undefined;
    p = g.play(p, pick(rnd, quiet));
  }
  return p;
}

/** Exact score by the generic alpha-beta of the engine on the `Game`, with a Map table. */
function genericScore(g: Connect4Game, p: Connect4Position): number {
  const r = alphaBeta(g, p, { tt: new TranspositionTable(), order: preferenceOrder(centreFirst(g.config.width)) });
  return exactFromEvaluation(r.score);
}

describe('small boards solved from the empty board', () => {
  // Sources: issue 5 (draws on 4x4, 5x4, 4x5, 4x6, 5x5; 6x4 is a second-player
  // win with the last stone; 3x3 with three in a row is a draw), which agree
  // with John Tromp's table of Connect Four results by board size.
  test.each([
    ['4x4k4:', 0],
    ['5x4k4:', 0],
    ['4x5k4:', 0],
    ['4x6k4:', 0],
    ['5x5k4:', 0],
    ['6x4k4:', -1],
    ['3x3k3:', 0],
  ])('%s scores %i', (text, score) => {
    const p = position(text);
    const s = new Connect4Solver(p.layout);
    expect(s.solve(p, { best: false }).score).toBe(score);
    expect(s.solve(p, { weak: true, best: false }).score).toBe(Math.sign(score) + 0);
  });
});

describe('the public test sets (a sample of each; all lines in the benchmark)', () => {
  test.each([
    ['Test_L3_R1', 20],
    ['Test_L2_R1', 20],
    ['Test_L1_R1', 25],
    ['Test_L2_R2', 50],
  ])('%s, every %i-th line: exact scores, strong and weak', (name, every) => {
    for (const [moves, score] of sample(name, every)) {
      const p = position(moves);
      standard.reset();
      expect([moves, standard.solve(p, { best: false }).score]).toEqual([moves, score]);
      standard.reset();
      expect([moves, standard.solve(p, { weak: true, best: false }).score]).toEqual([moves, Math.sign(score) + 0]);
    }
  });

  test('node-count signature: the first 25 Middle-Easy positions, table emptied before each', () => {
    // Changing the search (ordering, pruning, table) changes this number: update it deliberately.
    let nodes = 0;
    for (const [moves] of fixture('Test_L2_R1').slice(0, 25)) {
      standard.reset();
      nodes += standard.solve(position(moves), { best: false }).nodes;
    }
    expect(nodes).toBe(SIGNATURE_NODES);
    // Reproducible: the same again.
    let again = 0;
    for (const [moves] of fixture('Test_L2_R1').slice(0, 25)) {
      standard.reset();
      again += standard.solve(position(moves), { best: false }).nodes;
    }
    expect(again).toBe(nodes);
  });
});

const SIGNATURE_NODES = 7018; // 7,077 with the dichotomy at every depth and the enhanced transposition cutoff from the first node; 6,757 with one window at 16 empty cells or fewer (probes.ts); 7,000 with the cutoff once the table holds 1,000 entries (bitSolver.ts); 7,030 with a first table of 2^17 entries (table.ts); 7,018 with forcing moves first when only a fast win will do (bitSolver.ts)

describe('analysis and best moves', () => {
  test('every column of a position: the best is the solve, full columns are null', () => {
    // Middle-Easy line 1 (score 0 for the side to move).
    const [moves, score] = fixture('Test_L2_R1')[0];
    const p = position(moves);
    standard.reset();
    const a = standard.analyze(p);
    const best = Math.max(...a.scores.filter((s): s is number => s !== null));
    expect(best).toBe(score);
    for (let c = 0; c < 7; c++) expect(a.scores[c] === null).toBe(p.heights[c] === 6);
    const s = standard.solve(p);
    expect(s.best).toEqual(a.scores.flatMap((v, c) => (v === best ? [c] : [])));
  });
  test('a full column is null; an immediate win is worth the most', () => {
    // x has three in column 1 and wins there at once with its 7th stone: 22 - 7 = 15.
    const p = position('444444121212');
    standard.reset();
    const a = standard.analyze(p);
    expect(a.scores[3]).toBeNull();
    expect(a.scores[0]).toBe(15);
    expect(standard.solve(p).best).toEqual([0]);
    expect(standard.analyze(p, { weak: true }).scores[0]).toBe(1);
  });
  test('a finished game: the loser to move, no best move, no column', () => {
    const p = position('1212121');
    expect(standard.solve(p)).toEqual({ score: -18, best: [], nodes: 0 });
    expect(standard.analyze(p).scores).toEqual(new Array(7).fill(null));
  });
  test('what each column should cost: its first probe, from an empty table', () => {
    // Positions searched by the first null-window search of each column's score.
    const p = position('274552224131661');
    const s = new Connect4Solver(p.layout);
    expect(s.probeCosts(p)).toEqual([221, 16, 2, 1122, 4, 18, 14]);
    // A column the caller knows, a full one, and the right-hand twins of a symmetric position cost nothing.
    expect(s.probeCosts(p, (c) => c === 3)).toEqual([221, 16, 2, 0, 4, 18, 14]);
    expect(s.probeCosts(position('4444443'))).toEqual([2, 14051, 2, 0, 4832, 2, 2]);
    expect(s.probeCosts(position('4'))).toEqual([157154, 160559, 187574, 195739, 0, 0, 0]);
    expect(s.probeCosts(position('1212121'))).toEqual(new Array(7).fill(0));
    // The table is left empty: the next solve counts as from scratch.
    const fresh = new Connect4Solver(p.layout);
    expect(s.solve(p).nodes).toBe(fresh.solve(p).nodes);
  });
  test('weak mode: all losing moves are equally good', () => {
    const p = position('6x4k4:');
    const s = new Connect4Solver(p.layout);
    expect(s.solve(p, { weak: true })).toMatchObject({ score: -1, best: [0, 1, 2, 3, 4, 5] });
  });
});

describe('kernel perft (bit tricks) agrees with the published 7x6 table', () => {
  // Same source as the generic perft test in connect4.test.ts.
  test.each(PERFT_7X6)('perft %i = %i', (depth, nodes) => {
    expect(standard.perft(position(''), depth)).toBe(nodes);
  });
  test('wide kernel, 9x9: no four is possible in 6 plies, so perft 6 = 9^6', () => {
    const p = position('9x9k4:');
    expect(new Connect4Solver(p.layout).perft(p, 6)).toBe(9 ** 6);
  });
});

describe('cross-checks on small boards', () => {
  const configs = sizes('3x3k3', '4x3k3', '3x4k3', '4x4k3', '4x4k4', '5x3k3', '3x3k2', '2x5k3');
  test.each(configs)('generic alpha-beta on the Game = the solver, from the empty board: %o', (config) => {
    const g = connect4(config);
    const s = new Connect4Solver(g.layout);
    expect(s.solve(g.initial(), { best: false }).score).toBe(genericScore(g, g.initial()));
  });

  test.each(configs)('random positions: solver = generic alpha-beta = naive negamax, per column too: %o', (config) => {
    const g = connect4(config);
    const s = new Connect4Solver(g.layout);
    const rnd = seededRandom(config.width * 31 + config.height * 7 + config.k);
    for (let i = 0; i < 12; i++) {
      const ref = referenceBoard(g.config);
      const p = playBoth(g, rnd, ref, Math.floor(rnd() * (g.layout.size - 2)));
      if (p.isOver) continue;
      const exact = genericScore(g, p);
      if (g.layout.size - p.moves <= 10) expect(referenceSolve(ref)).toBe(exact);
      s.reset();
      expect(s.solve(p, { best: false }).score).toBe(exact);
      const generic = analyzeMoves(g, p, { tt: new TranspositionTable() });
      const columns = s.analyze(p).scores;
      for (const { move, score } of generic.moves) expect(columns[move]).toBe(exactFromEvaluation(score));
    }
  });

  test('the wide kernel (any number of words) = the two-word kernel on 7x6 End-Easy positions', () => {
    const layout = unwrap(makeLayout({ width: 7, height: 6, k: 4 }));
    const wide = new WideSolver(layout, { tableBits: 16 });
    const bits = new BitSolver(layout);
    for (const [moves, score] of sample('Test_L3_R1', 50)) {
      const p = position(moves);
      wide.reset();
      bits.reset();
      expect(wide.solvePosition(p, false)).toBe(score);
      expect(bits.solvePosition(p, false)).toBe(score);
    }
  });

  test.each([
    [{ width: 9, height: 9, k: 4 }, 'three words, wide kernel'],
    [{ width: 9, height: 8, k: 5 }, 'three words, wide kernel, k = 5'],
    [{ width: 8, height: 7, k: 5 }, '64 bits: two words, two table tags'],
    [{ width: 7, height: 6, k: 3 }, 'k = 3 on the standard board'],
    [{ width: 6, height: 7, k: 4 }, 'two words'],
  ])('endgames with 11 empty cells: solver = generic alpha-beta on %o (%s)', (config) => {
    const g = connect4(config);
    const s = new Connect4Solver(g.layout);
    const rnd = seededRandom(config.width * 10 + config.height + config.k);
    let checked = 0;
    while (checked < 5) {
      const p = quietEndgame(g, 11, rnd);
      if (p === undefined) continue;
      s.reset();
      const exact = genericScore(g, p);
      expect(s.solve(p, { best: false }).score).toBe(exact);
      expect(s.solve(p, { weak: true, best: false }).score).toBe(Math.sign(exact) + 0);
      checked++;
    }
  });
});

describe('the root search', () => {
  test('at FULL_WINDOW_EMPTIES empty cells or fewer, one full-window search: the same scores from fewer positions', () => {
    // The first 40 End-Easy lines of the public test sets (7 to 16 cells left): 2,474
    // positions for the 40 solves with the null-window dichotomy, 1,531 with one window.
    expect(FULL_WINDOW_EMPTIES).toBe(16);
    const lines = fixture('Test_L3_R1').slice(0, 40);
    let nodes = 0;
    for (const [moves, score] of lines) {
      standard.reset();
      const r = standard.solve(position(moves), { best: false });
      expect(r.score).toBe(score);
      nodes += r.nodes;
    }
    expect(nodes).toBe(1531);
  });
});

describe('the transposition table', () => {
  test('grows when crowded, keeps its entries, and a reset makes it small again', () => {
    const layout = connect4().layout;
    const s = new BitSolver(layout, { initialTableBits: 10, tableBits: 14 });
    const first = s.table.slots;
    const [moves, score] = fixture('Test_L2_R2')[3];
    const p = position(moves);
    expect(s.solvePosition(p, false)).toBe(score);
    expect(s.table.bits).toBeGreaterThan(10);
    expect(s.table.bits).toBeLessThanOrEqual(14);
    const used = s.table.occupancy();
    expect(used).toBeGreaterThan(0);
    // Solving again with the warm table is much cheaper and gives the same score.
    const nodes = s.nodes;
    s.nodes = 0;
    expect(s.solvePosition(p, false)).toBe(score);
    expect(s.nodes).toBeLessThan(nodes);
    s.reset();
    expect(s.table.bits).toBe(10);
    expect(s.table.occupancy()).toBe(0);
    // Back in its first array, whose pages the machine has already given it.
    expect(s.table.slots).toBe(first);
    s.nodes = 0;
    expect(s.solvePosition(p, false)).toBe(score);
    expect(s.nodes).toBe(nodes);
  });
  test('reset empties only what was written, and solving after a reset counts the same nodes', () => {
    const [moves] = fixture('Test_L1_R1')[7];
    const p = position(moves);
    standard.reset();
    const a = standard.solve(p, { best: false }).nodes;
    standard.reset();
    expect(standard.kernel instanceof BitSolver && standard.kernel.table.occupancy()).toBe(0);
    expect(standard.solve(p, { best: false }).nodes).toBe(a);
  });
});

describe('progress and cancel', () => {
  test('onProgress reports nodes during a long search, and throwing from it stops the search', () => {
    const s = solverFor();
    const seen: number[] = [];
    s.onProgress = (pr) => {
      seen.push(pr.nodes);
      if (seen.length === 2) throw new Error('cancelled');
    };
    // A position with many stones still to play: long enough for two reports (~100 ms apart).
    expect(() => s.solve(position('44'), { weak: true })).toThrow(/cancelled/);
    expect(seen.length).toBe(2);
    expect(seen[1]).toBeGreaterThan(seen[0]);
    expect(seen[0]).toBeGreaterThan(0);
  });
});

describe("the course's depth-limited engine", () => {
  test('seeded random choice among equal best moves is reproducible and legal', () => {
    const g = connect4();
    const p = position('44');
    const a = chooseMove(g, p, { depth: 3, seed: 7 });
    expect(chooseMove(g, p, { depth: 3, seed: 7 })).toBe(a);
    expect(g.legalMoves(p)).toContain(a);
  });
  test('at depth 2 it takes an immediate win and blocks an immediate loss', () => {
    const g = connect4();
    expect(chooseMove(g, position('121212'), { depth: 2, seed: 1 })).toBe(0); // wins in column 1
    expect(chooseMove(g, position('12131'), { depth: 2, seed: 1 })).toBe(0); // x threatens column 1: o blocks
  });
});

describe('mirror symmetry at the root', () => {
  test('a symmetric position is analysed on half the columns, with the same result', () => {
    const g = connect4({ width: 5, height: 4 });
    const p = unwrap(g.parse('5x4k4:3'));
    const s = new Connect4Solver(g.layout);
    const a = s.analyze(p);
    expect(a.scores).toEqual([a.scores[4], a.scores[3], a.scores[2], a.scores[1], a.scores[0]]);
    // Column by column through the kernel, without the shortcut:
    s.reset();
    const direct = [0, 1, 2, 3, 4].map((c) => s.kernel.columnScore(p, c, false));
    expect(a.scores).toEqual(direct);
    const best = s.solve(p).best;
    expect(best).toEqual(direct.flatMap((v, c) => (v === Math.max(...(direct as number[])) ? [c] : [])));
  });
});

describe('wide boards: analysis and best moves through the word-array kernel', () => {
  test('9x9 endgames: every column and the best ones agree with the generic search', () => {
    const g = connect4({ width: 9, height: 9, k: 4 });
    const s = new Connect4Solver(g.layout);
    expect(s.kernel).toBeInstanceOf(WideSolver);
    const rnd = seededRandom(12);
    let checked = 0;
    while (checked < 3) {
      const p = quietEndgame(g, 9, rnd);
      if (p === undefined) continue;
      s.reset();
      const generic = analyzeMoves(g, p, { tt: new TranspositionTable() });
      const columns = s.analyze(p).scores;
      for (let c = 0; c < 9; c++) {
        const m = generic.moves.find((mv) => mv.move === c);
        expect(columns[c]).toBe(m === undefined ? null : exactFromEvaluation(m.score));
      }
      const solved = s.solve(p);
      expect(solved.score).toBe(exactFromEvaluation(generic.score));
      expect(solved.best).toEqual([...generic.best].sort((a, b) => a - b));
      checked++;
    }
  });
});

describe('winning cells (the threat kernel, for lessons)', () => {
  test('x with three stacked in column 1 wins on top of them; o threatens the fourth cell of its row', () => {
    const layout = connect4().layout;
    const s = new BitSolver(layout);
    const p = position('121213'); // x: column 1 rows 0-2; o: column 2 rows 0-1 and column 3 row 0
    const [lo, hi] = s.winningCells(p.current[0], p.current[1], p.mask[0], p.mask[1]);
    expect([lo, hi]).toEqual([1 << 3, 0]); // column 1 (word 0, slot 0), row 3
    const o = p.current.map((c, i) => p.mask[i] ^ c);
    const [olo, ohi] = s.winningCells(o[0], o[1], p.mask[0], p.mask[1]);
    expect([olo, ohi]).toEqual([0, 0]); // two in a row: no winning cell yet
  });
});
