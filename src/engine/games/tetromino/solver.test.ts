import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { randomPlay } from '../../core/playout.ts';
import { seededRandom } from '../../core/random.ts';
import { unwrap } from '../../core/result.ts';
import { sign } from '../../core/score.ts';
import { alphaBeta } from '../../search/alphaBeta.ts';
import { analyzeMoves } from '../../search/choose.ts';
import { negamax } from '../../search/negamax.ts';
import { START, piecesPlaced, type TetrominoPosition } from './board40.ts';
import { writeSetup } from './notation.ts';
import { PLACEMENTS } from './placements.ts';
import { ending } from './rules.ts';
import { LOSS, TetrominoSolver, WIN } from './solver.ts';
import { tetromino } from './tetromino.ts';

const parse = (text: string): TetrominoPosition => unwrap(tetromino.parse(text));
const named = (p: TetrominoPosition, name: string): number => unwrap(tetromino.parseMove(name, p));
const playNames = (p: TetrominoPosition, ...names: string[]): TetrominoPosition =>
  names.reduce((q, n) => tetromino.play(q, named(q, n)), p);

/** A position `plies` random placements after the start (fewer if the game ends first). */
const randomPosition = (seed: number, plies: number): TetrominoPosition => randomPlay(tetromino, seededRandom(seed), plies, START);

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
    expect(s.nodes).toBe(1366355);
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

  test('on random boards and hands (property test against plain alpha-beta)', () => {
    const seen = [0, 0, 0]; // losses, ties, wins
    // Crowded random boards, and boards of whole rows (open rows, corridors one
    // cell wide, walls) where one side may have room everywhere and the other none.
    const crowded = fc
      .tuple(fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }), fc.integer({ min: 0, max: 3 }))
      .map(([cells, extra]) => cells.map((taken, i) => (taken || (i * 7 + extra) % (3 + extra) === 0 ? 'x' : '.')).join(''));
    const row = fc.constantFrom('.....', 'xxxxx', '.x.x.', '.x.x.', '.x.x.', 'x.x.x', '..x..', 'xx..x', 'x...x', '....x', '....x');
    const rows = fc.array(row, { minLength: 8, maxLength: 8 }).map((r) => r.join(''));
    const boards = fc.oneof(crowded, rows);
    const hands = fc.constantFrom('I/-', 'T/O', 'LS/IT', 'OT/LS', 'IOS/LT', 'ILO/ST', 'LT/LT', 'SO/I', 'IL/OS', 'O/I', 'OS/IL', 'OT/IL');
    fc.assert(
      fc.property(boards, hands, (board, hand) => {
        const p = tetromino.parse(`${board} ${hand}`);
        fc.pre(p.ok);
        if (!p.ok) return;
        const value = new TetrominoSolver({ tableBits: 10 }).solve(p.value).value;
        expect(value, `${board} ${hand}`).toBe(sign(alphaBeta(tetromino, p.value).score));
        seen[value + 1]++;
      }),
      { numRuns: 1500, seed: 11 },
    );
    // Enough valid positions, and all three results among them.
    expect(seen.every((count) => count >= 10), seen.join()).toBe(true);
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

  test('stuck while the opponent has room everywhere: still a loss', () => {
    // Gaps one cell wide: the opponent's I fits in 5 disjoint places (so no block
    // is possible), the side to move's O, S, T fit nowhere.
    const board = '....x' + 'xxxxx' + '.x.x.'.repeat(4) + 'xxxxx' + '....x';
    for (const hands of ['OS/IL', 'O/I', 'OST/IL']) {
      const p = parse(`${board} ${hands}`);
      expect(sign(negamax(tetromino, p).score)).toBe(LOSS);
      expect(new TetrominoSolver().solve(p), hands).toEqual({ value: LOSS, best: -1 });
    }
  });

  test('only one of its pieces fits, and the mover holds another: a loss, without searching its moves', () => {
    // The same gaps: both sides' I fit in 5 disjoint places, the mover's O fits
    // nowhere. Whichever I the mover places, the opponent places its own and the
    // O has nowhere to go.
    const board = '....x' + 'xxxxx' + '.x.x.'.repeat(4) + 'xxxxx' + '....x';
    const p = parse(`${board} IO/IL`);
    expect(sign(negamax(tetromino, p).score)).toBe(LOSS);
    const s = new TetrominoSolver();
    const r = s.solve(p);
    expect(r.value).toBe(LOSS);
    expect(PLACEMENTS[r.best].name).toMatch(/^I/);
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
