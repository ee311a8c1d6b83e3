import { describe, expect, test } from 'vitest';
import { seededRandom, pick } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { sign } from '../../core/score.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { analyzeMoves } from '../../search/choose.ts';
import { negamax } from '../../search/negamax.ts';
import { START, piecesPlaced, type TetrominoPosition } from './board40.ts';
import { writeSetup } from './notation.ts';
import { ending } from './rules.ts';
import { LOSS, TetrominoSolver, WIN } from './solver.ts';
import { tetromino } from './tetromino.ts';

const parse = (text: string): TetrominoPosition => unwrap(tetromino.parse(text));
const named = (p: TetrominoPosition, name: string): number => unwrap(tetromino.parseMove(name, p));
const playNames = (p: TetrominoPosition, ...names: string[]): TetrominoPosition =>
  names.reduce((q, n) => tetromino.play(q, named(q, n)), p);

/** A position `plies` random placements after the start (fewer if the game ends first). */
function randomPosition(seed: number, plies: number): TetrominoPosition {
  const rnd = seededRandom(seed);
  let p = START;
  for (let i = 0; i < plies; i++) {
    const moves = tetromino.legalMoves(p);
    if (moves.length === 0) break;
    p = tetromino.play(p, pick(rnd, moves));
  }
  return p;
}

describe('the value of the game', () => {
  // The full per-move table of the start: every first move solved exactly (about
  // as much work as the start itself, since each first move must be refuted).
  const progress: number[] = [];
  const analysis = new TetrominoSolver({ onProgress: (pr) => progress.push(pr.nodes) }).analyze(START);

  test('the start is lost for the side to move: the second player wins', () => {
    const s = new TetrominoSolver();
    expect(s.solve(START).value).toBe(LOSS);
    // Search signature: the node count of this solve changes only on purpose
    // (a new ordering or pruning rule must update it deliberately).
    expect(s.nodes).toBe(1754026);
  });

  test('all 429 first moves lose for the first player (each leaves the second player a win)', () => {
    expect(analysis).toHaveLength(429);
    expect(analysis.filter((mv) => mv.value === LOSS)).toHaveLength(429);
  });

  test('the long analysis reported its progress, nodes growing', () => {
    expect(progress.length).toBeGreaterThan(0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  test.each(['I0@c3', 'O0@a1', 'T2@b4', 'L1@c5', 'S0@b4', 'I1@a8'])('after %s the second player’s winning reply really wins', (first) => {
    const afterFirst = playNames(START, first);
    const s = new TetrominoSolver();
    const { value, best } = s.solve(afterFirst);
    expect(value).toBe(WIN);
    const afterReply = tetromino.play(afterFirst, best);
    expect(new TetrominoSolver().solve(afterReply).value).toBe(LOSS);
  });

});

describe('cross-check with the generic searches (no table, no symmetry, no ordering)', () => {
  // Positions from seeded random games, 5 to 8 placements in: small enough for
  // plain negamax over the Game interface, large enough to need real play.
  // Random games rarely tie, so the sample adds the positions of a tie line
  // found by the solver's analysis (a tying move chosen at each step).
  const tieLine = ['O0@a1', 'I0@e4', 'Z0@b6', 'Z1@b3', 'J2@a3', 'L1@c1', 'T3@a6', 'O0@d2'];
  const tiePositions = [5, 6, 7, 8].map((plies) => playNames(START, ...tieLine.slice(0, plies)));
  const positions = [
    ...[5, 6, 7, 8].flatMap((plies) => Array.from({ length: 6 }, (_, i) => randomPosition(1000 * plies + i, plies))),
    ...tiePositions,
  ];

  test('the solver and negamax agree on the value', () => {
    const values = positions.map((p) => {
      const expected = sign(negamax(tetromino, p).score);
      expect(new TetrominoSolver().solve(p).value, writeSetup(p)).toBe(expected);
      return expected;
    });
    // The sample must exercise all three results.
    expect(new Set(values)).toEqual(new Set([-1, 0, 1]));
    expect(tiePositions.map((p) => new TetrominoSolver().solve(p).value)).toEqual([0, 0, 0, 0]);
  });

  test('the solver’s per-move values match plain alpha-beta on every child', () => {
    for (const p of positions.filter((q) => piecesPlaced(q) >= 6)) {
      const mine = new TetrominoSolver().analyze(p);
      const plain = analyzeMoves(tetromino, p);
      expect(mine.map((mv) => [mv.move, mv.value]), writeSetup(p)).toEqual(plain.moves.map((mv) => [mv.move, sign(mv.score)]));
    }
  });

  test('on boards that play cannot reach (odd holes), with small hands', () => {
    const boards = [
      'xxx..' + 'x...x' + 'xx.xx' + '.....' + 'x.x.x' + '..x..' + 'xxxxx' + '.x..x LT/IO',
      '.....' + 'xxxxx' + '.....' + 'x.x.x' + '.....' + 'xxxx.' + '...x.' + '.x... IS/OT',
      'x...x' + 'x...x' + 'xx.xx' + 'x...x' + 'x...x' + 'xx.xx' + 'x...x' + 'x...x LST/IO',
    ];
    for (const text of boards) {
      const p = parse(text);
      expect(new TetrominoSolver().solve(p).value, text).toBe(sign(alphaBeta(tetromino, p).score));
    }
  });

  test('tables, symmetry and ordering change the work, never the value', () => {
    const sample = [3, 4].flatMap((plies) => Array.from({ length: 4 }, (_, i) => randomPosition(77 * plies + i, plies)));
    for (const p of sample) {
      const reference = new TetrominoSolver().solve(p).value;
      for (const options of [{ tableBits: 0 }, { symmetry: false }, { ordering: false }, { tableBits: 8 }]) {
        expect(new TetrominoSolver(options).solve(p).value, `${writeSetup(p)} ${JSON.stringify(options)}`).toBe(reference);
      }
    }
  });
});

describe('end rules inside the solver', () => {
  const checkerboard = Array.from({ length: 40 }, (_, i) => ((Math.floor(i / 5) + (i % 5)) % 2 === 0 ? '.' : 'x')).join('');

  test('no piece fits: a loss, found at the root', () => {
    const p = parse(`${checkerboard} LO/ST`);
    const s = new TetrominoSolver();
    expect(s.solve(p)).toEqual({ value: LOSS, best: -1 });
    expect(s.nodes).toBe(1);
  });

  test('a full board is a tie', () => {
    expect(new TetrominoSolver().solve(parse('x'.repeat(40) + ' -/-')).value).toBe(0);
  });

  test('a move that leaves the opponent no placement wins at once', () => {
    // The opponent holds only the O, which fits at c6-d7 and at d7-e8; the
    // mover's T on d6 c7 d7 e7 takes d7 and leaves it nowhere to go.
    const p = parse('xxxxx' + 'xxxxx' + 'xxxxx' + 'xxxxx' + 'xxxxx' + 'x...x' + 'xx...' + 'xxx.. T/O');
    const s = new TetrominoSolver();
    const r = s.solve(p);
    expect(r.value).toBe(WIN);
    expect(s.nodes).toBe(1);
    expect(s.immediateWins).toBe(1);
    const after = tetromino.play(p, r.best);
    expect(ending(after)).toBe('stuck');
  });

});
