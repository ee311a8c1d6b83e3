/**
 * @packageDocumentation
 * The speed page's suites, run by `workers/bench.worker.ts`. Each searches
 * fixed positions with the engine the lessons use and checks every answer
 * against the known value (a fast wrong answer would be no answer).
 *
 * Data: the Connect Four test sets of Pascal Pons' solver and the FFO endgame
 * positions, the same files as the project's tests and benchmarks
 * (`src/data/positions/`, with their public sources in their READMEs).
 *
 * Reference figures: measured by the project's maintainers on one core of a
 * 2-core machine of the project's workplace (a shared cloud machine), with the
 * protocol of `npm run bench` (table emptied before each position, CPU time
 * per position): Pascal Pons' C++ solver on the Connect Four sets, Edax 4.6
 * with its evaluation zeroed (an exact solve) on FFO #40.
 */

import type { ProgressThrottle } from '../../engine/core/progress.ts';
import { unwrap } from '../../engine/core/result.ts';
import { Connect4Solver } from '../../engine/games/connect4/solver.ts';
import { parseMoves } from '../../engine/games/connect4/notation.ts';
import { EndgameSolver } from '../../engine/games/othello/endgame.ts';
import { parseBoard } from '../../engine/games/othello/notation.ts';
import { START as TETROMINO_START } from '../../engine/games/tetromino/board40.ts';
import { TetrominoSolver } from '../../engine/games/tetromino/solver.ts';
import { tetromino } from '../../engine/games/tetromino/tetromino.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import { alphaBeta } from '../../engine/search/alphaBeta.ts';
import { minimax } from '../../engine/search/minimax.ts';
import endEasy from '../../data/positions/connect4/Test_L3_R1?raw';
import middleEasy from '../../data/positions/connect4/Test_L2_R1?raw';
import beginEasy from '../../data/positions/connect4/Test_L1_R1?raw';
import ffo from '../../data/positions/othello/ffo.txt?raw';
import { speedEn, type SuiteWords } from '../../i18n/messages/speed/en.ts';
import type { BenchRow, BenchSize, SuiteId } from './types.ts';

const now = (): number => performance.now();

/** Runs `searches` in a row until `minMs` have passed (at least once): [searches run, nodes, ms]. */
function repeat(minMs: number, search: () => number, progress: ProgressThrottle): [number, number, number] {
  const t0 = now();
  let runs = 0;
  let nodes = 0;
  do {
    nodes += search();
    runs++;
    progress.tick(nodes);
  } while (now() - t0 < minMs);
  return [runs, nodes, now() - t0];
}

function tictactoeRows(size: BenchSize, progress: ProgressThrottle, t: SuiteWords): BenchRow[] {
  const minMs = size === 'quick' ? 100 : 1500;
  const rows: BenchRow[] = [];
  for (const [label, search] of [
    [t.alphaBetaEmpty, () => alphaBeta(tictactoe, tictactoe.initial()).stats.nodes],
    [t.minimaxEmpty, () => minimax(tictactoe, tictactoe.initial()).stats.nodes],
  ] as const) {
    progress.restart(label);
    const [runs, nodes, ms] = repeat(minMs, search, progress);
    rows.push({ label: t.searches(label, runs), positions: runs, nodes, ms, wrong: 0, reference: '' });
  }
  return rows;
}

interface C4Set {
  readonly name: string;
  readonly text: string;
  readonly quick: number;
  readonly full: number;
  readonly reference: (t: SuiteWords) => string;
}

const C4_SETS: readonly C4Set[] = [
  { name: 'End-Easy', text: endEasy, quick: 20, full: 1000, reference: (t) => t.ponsEndEasy },
  { name: 'Middle-Easy', text: middleEasy, quick: 10, full: 1000, reference: (t) => t.ponsMiddleEasy },
  { name: 'Begin-Easy', text: beginEasy, quick: 5, full: 200, reference: (t) => t.ponsBeginEasy },
];

function connect4Rows(size: BenchSize, progress: ProgressThrottle, t: SuiteWords): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const set of C4_SETS) {
    const lines = set.text.split('\n').filter((l) => l.trim() !== '').slice(0, size === 'quick' ? set.quick : set.full);
    const positions = lines.map((l) => {
      const [moves, score] = l.trim().split(/\s+/);
      return { p: unwrap(parseMoves(moves)), score: Number(score) };
    });
    const solver = new Connect4Solver(positions[0].p.layout);
    progress.restart(set.name);
    let nodes = 0;
    let wrong = 0;
    const t0 = now();
    for (const { p, score } of positions) {
      solver.reset();
      const r = solver.solve(p, { best: false });
      nodes += r.nodes;
      if (r.score !== score) wrong++;
      progress.tick(nodes);
    }
    rows.push({ label: t.firstLines(set.name, positions.length), positions: positions.length, nodes, ms: now() - t0, wrong, reference: set.reference(t) });
  }
  return rows;
}

/** The FFO positions, by id: board and side, and the exact score for the side to move. */
const FFO = new Map(
  ffo
    .split('\n')
    .filter((l) => /^\d/.test(l))
    .map((l) => l.split(' '))
    .map(([id, board, side, , score]) => [Number(id), { text: `${board} ${side}`, score: Number(score) }] as const),
);

function othelloRows(size: BenchSize, progress: ProgressThrottle, t: SuiteWords): BenchRow[] {
  // The course's position (11 empties) is the quick taste; FFO #40 (20 empties) the real one.
  const course = { text: '-XXXXXX---XXXX-OOOXXXOXOOOXOOOXOOOOOXXOOOOOOXXOOO-OXXX----OOOOO- X', score: 6 };
  type Case = [label: string, position: { text: string; score: number }, reference: string];
  const cases: Case[] =
    size === 'quick'
      ? [[t.courseEndgame, course, '']]
      : [
          [t.courseEndgame, course, ''],
          [t.ffo(40, 20), FFO.get(40)!, t.edax40],
          [t.ffo(41, 22), FFO.get(41)!, ''],
        ];
  return cases.map(([label, { text, score }, reference]) => {
    const solver = new EndgameSolver({ onProgress: (p) => progress.tick(p.nodes) });
    progress.restart(label);
    const t0 = now();
    const r = solver.solve(unwrap(parseBoard(text)), false);
    return { label, positions: 1, nodes: r.nodes, ms: now() - t0, wrong: r.score === score ? 0 : 1, reference };
  });
}

function tetrominoRows(size: BenchSize, progress: ProgressThrottle, t: SuiteWords): BenchRow[] {
  // Four placements in (value 0, a tie) as the taste; the whole game from the start (a loss for the side to move).
  const tie4 = unwrap(tetromino.parse('xx...xx.....x...xx.x.x..x.xx.x..xxx..... ILT/LOT'));
  const cases: [string, typeof TETROMINO_START, number][] =
    size === 'quick' ? [[t.fourIn, tie4, 0]] : [[t.fourIn, tie4, 0], [t.wholeGame, TETROMINO_START, -1]];
  return cases.map(([label, p, value]) => {
    const solver = new TetrominoSolver({ onProgress: (q) => progress.tick(q.nodes) });
    progress.restart(label);
    const t0 = now();
    const r = solver.solve(p);
    return { label, positions: 1, nodes: solver.nodes, ms: now() - t0, wrong: r.value === value ? 0 : 1, reference: '' };
  });
}

type Run = (size: BenchSize, progress: ProgressThrottle, t: SuiteWords) => BenchRow[];
/** Each suite's run: its rows' labels and references in the words `t` (English when absent). */
const withWords =
  (run: Run) =>
  (size: BenchSize, progress: ProgressThrottle, t: SuiteWords = speedEn.suites): BenchRow[] =>
    run(size, progress, t);

export const SUITES: Readonly<Record<SuiteId, { readonly title: string; readonly run: (size: BenchSize, progress: ProgressThrottle, t?: SuiteWords) => BenchRow[] }>> = {
  tictactoe: { title: 'Tic-tac-toe: the generic searches', run: withWords(tictactoeRows) },
  connect4: { title: 'Connect Four: the public test sets', run: withWords(connect4Rows) },
  othello: { title: 'Othello: exact endgames', run: withWords(othelloRows) },
  tetromino: { title: 'The tetromino game: exact solves', run: withWords(tetrominoRows) },
};
