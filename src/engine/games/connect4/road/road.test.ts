import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pick, seededRandom } from '../../../core/random.ts';
import { unwrap } from '../../../core/result.ts';
import { BitSolver } from '../bitSolver.ts';
import { OpeningBook } from '../book.ts';
import { connect4 } from '../connect4.ts';
import { makeLayout } from '../layout.ts';
import { parseMoves } from '../notation.ts';
import { isWinningMove, play, type Connect4Position } from '../position.ts';
import { Connect4Solver } from '../solver.ts';
import { sizes } from '../testing.ts';
import { ArrayBoard } from './arrayBoard.ts';
import { BitBoard, bitShape, hasAlignment, winningCells } from './bitBoard.ts';
import { ROAD_POSITIONS, ROAD_SETS, type RoadSet } from './positions.ts';
import { ROAD_STEPS, ROAD_STEP_IDS, SITE_SOLVER, roadStep, runRoad, runRoadMoves, type RoadStepId } from './steps.ts';
import { UPPER_BOUNDS_LIMIT } from './upperBounds.ts';

const fixtureLines = (file: string): string[] =>
  readFileSync(new URL(`../../../../data/positions/connect4/${file}`, import.meta.url), 'utf8').trim().split('\n');
const book = unwrap(OpeningBook.read(readFileSync(new URL('../../../../../public/books/connect4-7x6.bin', import.meta.url))));

describe('the fixed positions', () => {
  test.each(ROAD_SETS.filter((s) => s !== 'empty'))('every %s position is its test file’s line, word for word', (set) => {
    for (const r of ROAD_POSITIONS[set]) {
      const [file, line] = r.source.split(':');
      expect(fixtureLines(file)[Number(line) - 1], r.source).toBe(`${r.moves} ${r.score}`);
    }
  });

  test('the sets: 22 end positions with 11 to 13 empty cells, 7 middle, 7 begin, the empty board', () => {
    expect(ROAD_SETS.map((s) => ROAD_POSITIONS[s].length)).toEqual([22, 7, 7, 1]);
    expect(ROAD_POSITIONS.end.every((r) => 42 - r.moves.length >= 11 && 42 - r.moves.length <= 13)).toBe(true);
    expect(ROAD_POSITIONS.empty[0].moves).toBe('');
  });

  test('the begin positions are exactly the Test_L1_R1 lines the shipped book holds', () => {
    const held = fixtureLines('Test_L1_R1')
      .map((l, i) => [l.split(' ')[0], i + 1] as const)
      .filter(([moves]) => book.lookup(unwrap(parseMoves(moves))) !== null)
      .map(([, line]) => `Test_L1_R1:${line}`);
    expect(ROAD_POSITIONS.begin.map((r) => r.source)).toEqual(held);
  });
});

// Node counts per position (calls of each step's recursive search, each
// position from an empty table), in the order of `ROAD_POSITIONS`. A change
// of search, move order or pruning must update these on purpose: they are
// the road's signature, and the table a lesson shows.
const NODES: [RoadStepId, RoadSet, number[]][] = [
  ['negamax', 'end', [135, 14569, 9394, 506, 64, 6293, 5424, 3651, 14542, 873, 713, 732, 2617, 292, 7869, 13466, 177, 9, 5361, 38866, 2397, 21]],
  ['alphaBeta', 'end', [37, 361, 472, 12, 9, 1699, 368, 314, 1157, 103, 142, 160, 320, 104, 464, 570, 20, 7, 480, 416, 231, 20]],
  ['centreFirst', 'end', [6, 593, 549, 12, 9, 544, 279, 7, 154, 53, 193, 134, 33, 67, 406, 591, 18, 6, 185, 452, 306, 19]],
  ['bitboards', 'end', [6, 593, 549, 12, 9, 544, 279, 7, 154, 53, 193, 134, 33, 67, 406, 591, 18, 6, 185, 452, 306, 19]],
  ['table', 'end', [6, 475, 430, 12, 9, 371, 218, 7, 129, 53, 167, 120, 33, 62, 309, 336, 18, 6, 168, 351, 236, 19]],
  ['table', 'middle', [4458, 114554, 9491, 3283, 4095, 51952, 1061]],
  ['nullWindow', 'end', [19, 542, 900, 27, 21, 620, 379, 22, 62, 109, 160, 220, 56, 83, 443, 534, 34, 19, 337, 425, 426, 40]],
  ['nullWindow', 'middle', [4672, 104199, 19930, 5399, 9323, 49270, 2142]],
  ['nullWindow', 'begin', [74, 249822, 583823, 307040, 37, 43903, 372277]],
  ['nonLosing', 'end', [3, 234, 428, 7, 7, 375, 253, 3, 21, 55, 79, 107, 17, 38, 271, 276, 13, 3, 178, 191, 222, 11]],
  ['nonLosing', 'middle', [2290, 51437, 12110, 3030, 4840, 23105, 998]],
  ['nonLosing', 'begin', [17, 113491, 257689, 133660, 3, 19010, 177421]],
  ['threatOrder', 'end', [3, 113, 425, 7, 7, 170, 240, 3, 13, 56, 71, 96, 17, 44, 249, 279, 13, 3, 172, 236, 222, 11]],
  ['threatOrder', 'middle', [2023, 44545, 11905, 2286, 1444, 10791, 1122]],
  ['threatOrder', 'begin', [3, 11449, 3, 15558, 3, 16, 3]],
  ['book', 'begin', [0, 0, 0, 0, 0, 0, 0]],
  ['book', 'empty', [0]],
];

describe('every step on its positions: exact scores and pinned node counts', () => {
  test('the table covers each step on each set it claims', () => {
    const claimed = ROAD_STEPS.flatMap((s) => s.sets.map((set) => `${s.id}/${set}`)).sort();
    const pinned = [...NODES.map(([id, set]) => `${id}/${set}`), 'book/end', 'book/middle'].sort();
    expect(pinned).toEqual(claimed);
    expect(ROAD_STEPS.map((s) => s.id)).toEqual([...ROAD_STEP_IDS]);
    expect(ROAD_STEPS.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  test.each(NODES)('step %s on the %s positions', (id, set, nodes) => {
    const s = runRoad(roadStep(id), set, { book });
    expect(s.rows.map((r) => [r.position.source, r.score])).toEqual(ROAD_POSITIONS[set].map((p) => [p.source, p.score]));
    expect(s.wrong).toBe(0);
    expect(s.rows.map((r) => r.nodes)).toEqual(nodes);
    expect(s.totalNodes).toBe(nodes.reduce((a, b) => a + b, 0));
    // No search on the fixed sets fills the table: nothing was flushed.
    expect(Math.max(...nodes)).toBeLessThan(UPPER_BOUNDS_LIMIT);
  });

  test('the same run twice gives the same counts', () => {
    expect(runRoad(roadStep('nullWindow'), 'middle')).toEqual(runRoad(roadStep('nullWindow'), 'middle'));
  });

  test('bitboards change the cost of a node, not the tree: step 4 visits what step 3 visits', () => {
    expect(runRoad(roadStep('bitboards'), 'end').rows.map((r) => r.nodes)).toEqual(runRoad(roadStep('centreFirst'), 'end').rows.map((r) => r.nodes));
  });

  test.each(['end', 'middle'] as const)('no %s position is in the book: step 9 searches them as step 8', (set) => {
    const strip = (s: ReturnType<typeof runRoad>) => s.rows.map((r) => [r.score, r.nodes]);
    expect(strip(runRoad(roadStep('book'), set, { book }))).toEqual(strip(runRoad(roadStep('threatOrder'), set)));
  });

  test('without a book, step 9 is step 8', () => {
    expect(runRoad(roadStep('book'), 'begin').rows.map((r) => r.nodes)).toEqual([3, 11449, 3, 15558, 3, 16, 3]);
    expect(runRoad(roadStep('book'), 'begin', { book: null }).rows.map((r) => r.nodes)).toEqual([3, 11449, 3, 15558, 3, 16, 3]);
  });

  test('the book is passed in, not kept: a run with it does not change the next run without it', () => {
    expect(runRoad(roadStep('book'), 'begin', { book }).totalNodes).toBe(0);
    expect(runRoad(roadStep('book'), 'begin').totalNodes).toBe(3 + 11449 + 3 + 15558 + 3 + 16 + 3);
  });

  test('the site’s solver (step 8 refined) finds the same scores', () => {
    for (const set of SITE_SOLVER.sets) expect(runRoad(SITE_SOLVER, set).wrong).toBe(0);
  });
});

describe('runRoadMoves: notation in, plain data out', () => {
  test('a position of the end set, by every step', () => {
    const r = ROAD_POSITIONS.end[0];
    for (const id of [...ROAD_STEP_IDS, 'site' as const]) expect(runRoadMoves(id, r.moves)).toMatchObject({ ok: true, value: { score: r.score } });
    expect(runRoadMoves('negamax', r.moves)).toEqual({ ok: true, value: { score: 5, nodes: 135 } });
  });

  test('step 9 reads the book it is given', () => {
    const r = ROAD_POSITIONS.begin[1];
    expect(runRoadMoves('book', r.moves, { book })).toEqual({ ok: true, value: { score: r.score, nodes: 0 } });
    expect(runRoadMoves('book', r.moves)).toEqual({ ok: true, value: { score: r.score, nodes: 11449 } });
  });

  test.each([
    ['negamax', '44x', 'ERR_NOTATION'],
    ['negamax', '1212121', 'ERR_ALREADY_OVER'],
    ['bitboards', '8x7k4:44', 'ERR_SIZE'],
  ] as const)('%s on %s: %s', (id, moves, code) => {
    const r = runRoadMoves(id, moves);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe(code);
  });

  test('an 8x7 position is fine for the array steps (1 to 3)', () => {
    const moves = '8x7k4:61588356484414224137321367426673646827123218737';
    const p = unwrap(parseMoves(moves));
    const exact = new Connect4Solver(p.layout).solve(p, { best: false }).score;
    for (const id of ['negamax', 'alphaBeta', 'centreFirst'] as const) expect(runRoadMoves(id, moves)).toMatchObject({ ok: true, value: { score: exact } });
  });
});

describe('other board sizes: every step agrees with the site’s solver', () => {
  /** Random positions that nobody has won yet, with `empties` cells left. */
  function quiet(config: { width: number; height: number; k: number }, empties: number, count: number, seed: number): Connect4Position[] {
    const g = connect4(config);
    const rnd = seededRandom(seed);
    const out: Connect4Position[] = [];
    while (out.length < count) {
      let p = g.initial();
      while (p.layout.size - p.moves > empties) {
        const moves = g.legalMoves(p).filter((c) => !isWinningMove(p, c));
        if (moves.length === 0) break;
        p = play(p, pick(rnd, moves));
      }
      if (p.layout.size - p.moves === empties) out.push(p);
    }
    return out;
  }

  test.each([
    [{ width: 4, height: 4, k: 4 }, 10],
    [{ width: 5, height: 4, k: 4 }, 10],
    [{ width: 6, height: 5, k: 3 }, 9],
    [{ width: 7, height: 6, k: 5 }, 10],
  ])('%o, %i empty cells', (config, empties) => {
    const solver = new Connect4Solver(unwrap(makeLayout(config)));
    for (const p of quiet(config, empties, 6, 7)) {
      solver.reset();
      const expected = solver.solve(p, { best: false }).score;
      for (const step of ROAD_STEPS) expect([p.path, step.id, step.run(p).score]).toEqual([p.path, step.id, expected]);
    }
  });
});

describe('the boards of the road against the game’s own rules', () => {
  const positions = (config: { width: number; height: number; k: number }, seed: number) => {
    const g = connect4(config);
    const rnd = seededRandom(seed);
    const out: Connect4Position[] = [];
    for (let game = 0; game < 30; game++) {
      let p = g.initial();
      while (!p.isOver) {
        out.push(p);
        p = play(p, pick(rnd, g.legalMoves(p) as number[]));
      }
    }
    return out;
  };

  test.each(sizes('7x6k4', '5x4k3', '6x7k4', '8x5k5'))('%o: playable columns, winning moves, alignments', (config) => {
    for (const p of positions(config, 11)) {
      const a = ArrayBoard.from(p);
      const b = BitBoard.from(p);
      for (let c = 0; c < config.width; c++) {
        const open = p.heights[c] < config.height;
        expect(a.canPlay(c)).toBe(open);
        expect(b.canPlay(c)).toBe(open);
        if (!open) continue;
        const wins = isWinningMove(p, c);
        expect([p.path, c, a.isWinningMove(c)]).toEqual([p.path, c, wins]);
        expect([p.path, c, b.isWinningMove(c)]).toEqual([p.path, c, wins]);
        const next = play(p, c);
        const nb = b.play(c);
        expect([nb.currentLo, nb.currentHi, nb.maskLo, nb.maskHi, nb.moves]).toEqual([...next.current, ...next.mask, next.moves]);
        // The mover's stones after the move hold K in a row exactly when the move won.
        expect(hasAlignment(b.shape, nb.currentLo ^ nb.maskLo, nb.currentHi ^ nb.maskHi)).toBe(next.won);
      }
    }
  });

  test.each(sizes('7x6k4', '5x4k3', '8x7k4', '6x5k5'))('%o: winning cells as the site’s solver computes them', (config) => {
    const layout = unwrap(makeLayout(config));
    const fast = new BitSolver(layout, { tableBits: 10, initialTableBits: 10 });
    const shape = config.width * (config.height + 1) <= 53 ? bitShape(layout) : null;
    for (const p of positions(config, 5)) {
      for (const mine of [p.current, p.mask.map((m, i) => m ^ p.current[i])]) {
        const [lo, hi] = fast.winningCells(mine[0], mine[1], p.mask[0], p.mask[1]);
        if (shape === null) continue;
        const w = winningCells(shape, mine[0], mine[1], p.mask[0], p.mask[1]);
        expect([p.path, w.lo, w.hi]).toEqual([p.path, lo, hi]);
      }
    }
    if (shape === null) expect(() => bitShape(layout)).toThrow(/53-bit key/);
  });

  test('the key is current + mask: 4453 as in the header of bitBoard.ts', () => {
    const b = BitBoard.from(unwrap(parseMoves('4453')));
    expect(b.key()).toBe(0x200 * 2 ** 28 + 0x8080);
  });
});
