import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { analyzeMoves } from '../../search/choose.ts';
import { minimax } from '../../search/minimax.ts';
import { perft, treeStats } from '../../search/perft.ts';
import { FIGURE_1, figure1, moveReports } from './figure.ts';
import { LINE_V, emptyRow, line, type LinePosition } from './line.ts';
import { parseRow, writeRow } from './notation.ts';
import { hasRun } from './row.ts';

const row = (text: string) => unwrap(line.parse(text));

/**
 * The game again, on strings and without bits: the yardstick of the perft
 * and search tests. `next` lists the rows after each legal move.
 */
function naiveNext(s: string): string[] {
  const crosses = [...s].filter((c) => c === 'x').length;
  const noughts = [...s].filter((c) => c === 'o').length;
  const last = crosses > noughts ? 'x' : 'o';
  if (s.includes(last.repeat(3))) return [];
  const mover = crosses > noughts ? 'o' : 'x';
  const out: string[] = [];
  for (let i = 0; i < s.length; i++) if (s[i] === '.') out.push(s.slice(0, i) + mover + s.slice(i + 1));
  return out;
}
const naivePerft = (s: string, d: number): number => (d === 0 ? 1 : naiveNext(s).reduce((n, t) => n + naivePerft(t, d - 1), 0));
const falling = (n: number, d: number): number => (d === 0 ? 1 : n * falling(n - 1, d - 1));

describe('notation', () => {
  test.each(['...', 'o...x', 'x.o.x.o', 'xxoo.', 'oxxox', 'xxx.oo', 'xoxoxoxoxoxoxoxoxoxoxoxoxo'])('round trip %s', (text) => {
    expect(line.write(row(text))).toBe(text);
  });

  test('capitals and spaces around are accepted, and written back in the standard form', () => {
    expect(writeRow(unwrap(parseRow('  O...X '))) ).toBe('o...x');
  });

  test.each([
    ['..', 'ERR_SIZE', 'a row has 3..26 cells, this one has 2', undefined],
    ['.'.repeat(27), 'ERR_SIZE', 'a row has 3..26 cells, this one has 27', undefined],
    ['o..-x', 'ERR_NOTATION', "cell 4 is '-': use x, o or .", 3],
    ['oo..x', 'ERR_PIECE_COUNT', 'x has 1 stone and o has 2: x moves first, so x has as many as o or one more', undefined],
    ['xxx..', 'ERR_PIECE_COUNT', 'x has 3 stones and o has 0: x moves first, so x has as many as o or one more', undefined],
    ['xxxooo', 'ERR_BOTH_WON', 'both x and o have 3 in a row', undefined],
    ['xxxoo.o', 'ERR_ALREADY_OVER', 'x has 3 in a row, yet the game went on after it', undefined],
    ['oooxx.x.x', 'ERR_ALREADY_OVER', 'o has 3 in a row, yet the game went on after it', undefined],
    ['xxx.xxxoo.oo.o', 'ERR_ALREADY_OVER', 'x has 3 in a row, yet the game went on after it', undefined],
  ])('%s is refused: %s', (text, code, message, index) => {
    const r = line.parse(text);
    expect(r).toEqual({ ok: false, error: index === undefined ? { code, message } : { code, message, index } });
  });

  test('a win made by the last stone is a finished game, not an error', () => {
    const p = row('xxxoo');
    expect(line.outcome(p)).toEqual({ winner: 0 });
    expect(line.legalMoves(p)).toEqual([]);
    // Two pairs joined by the last stone (cell 3): five in a row, one win.
    expect(line.outcome(row('xxxxxoo.oo'))).toEqual({ winner: 0 });
  });

  test('moves are typed in the course’s numbering, from 1', () => {
    const p = figure1();
    expect(line.legalMoves(p).map((m) => line.formatMove(m, p))).toEqual(['2', '3', '4']);
    expect(line.parseMove('3', p)).toEqual({ ok: true, value: 2 });
    expect(line.parseMove('1', p)).toEqual({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE', message: 'cell 1 is already taken' } });
    expect(line.parseMove('6', p)).toEqual({ ok: false, error: { code: 'ERR_RANGE', message: 'cell 6 is not on the row: use 1..5' } });
    expect(line.parseMove('c', p)).toEqual({ ok: false, error: { code: 'ERR_NOTATION', message: "'c' is not a cell number 1..5" } });
    expect(line.parseMove('4', row('xxxoo'))).toEqual({ ok: false, error: { code: 'ERR_ALREADY_OVER', message: 'the game is over' } });
  });
});

describe('rules', () => {
  test('three in a row, by bits', () => {
    expect(hasRun(0b111)).toBe(true);
    expect(hasRun(0b1011)).toBe(false);
    expect(hasRun(0b111000)).toBe(true);
    expect(hasRun(0b1111, 4)).toBe(true);
  });

  test('crosses move first; a full row without three is a draw', () => {
    expect(line.toMove(emptyRow(5))).toBe(0);
    expect(line.toMove(row('x....'))).toBe(1);
    const p = row('xxoox');
    expect(line.outcome(p)).toEqual({ winner: undefined });
    expect(line.evaluate(p)).toBe(0);
  });

  test('a finished game is worth -v to the side to move, the loser', () => {
    expect(line.evaluate(row('xxxoo'))).toBe(-LINE_V);
    expect(line.evaluate(row('oooxx.x'))).toBe(-LINE_V);
  });

  test('keys tell positions apart, including rows of different lengths', () => {
    const keys = new Set<number | string>();
    let count = 0;
    for (const n of [3, 4, 5, 6]) {
      const seen = new Set<string>();
      const walk = (p: LinePosition) => {
        const text = line.write(p);
        if (seen.has(text)) return;
        seen.add(text);
        keys.add(line.key(p));
        count++;
        for (const m of line.legalMoves(p)) walk(line.play(p, m));
      };
      walk(emptyRow(n));
    }
    expect(keys.size).toBe(count);
  });
});

describe('perft', () => {
  // Before a cross's third stone (ply 5) nothing can end, so perft is n!/(n-d)!.
  test.each([3, 4, 5, 6, 7])('rows of %i cells: n!/(n-d)! up to ply 4, and the strings agree at every ply', (n) => {
    const p = emptyRow(n);
    for (let d = 0; d <= Math.min(n, 4); d++) expect(perft(line, p, d)).toBe(falling(n, d));
    for (let d = 0; d <= n; d++) expect(perft(line, p, d), `ply ${d}`).toBe(naivePerft('.'.repeat(n), d));
  });

  test('a sequence stops at a win: on 5 cells, ply 5 counts all 120 orders, none goes on', () => {
    const p = emptyRow(5);
    expect(perft(line, p, 5)).toBe(120);
    expect(perft(line, p, 6)).toBe(0);
  });
});

describe("figure 1 of the course, rebuilt", () => {
  const p = figure1();

  test('computer (crosses) to move, legal moves {2, 3, 4}', () => {
    expect(FIGURE_1).toBe('o...x');
    expect(line.toMove(p)).toBe(0);
    expect(line.legalMoves(p).map((m) => m + 1)).toEqual([2, 3, 4]);
  });

  test('3 and 4 can lead to a win, 2 cannot; min-max values all three a draw', () => {
    expect(moveReports(p)).toEqual([
      { cell: 2, value: 0, crossWins: 0, noughtWins: 0, draws: 2, positions: 5 },
      { cell: 3, value: 0, crossWins: 1, noughtWins: 0, draws: 1, positions: 5 },
      { cell: 4, value: 0, crossWins: 1, noughtWins: 0, draws: 1, positions: 5 },
    ]);
  });

  test('the whole tree is small enough to draw: 16 positions, 6 finished games', () => {
    const s = treeStats(line, p);
    expect({ positions: s.positions, games: s.games, wins: s.wins, draws: s.draws }).toEqual({ positions: 16, games: 6, wins: [2, 0], draws: 4 });
    const m = minimax(line, p);
    expect(m.stats.nodes).toBe(16);
    expect(m.score).toBe(0);
    expect(analyzeMoves(line, p).best.map((c) => c + 1)).toEqual([2, 3, 4]);
  });

  test('every row with free cells {2, 3, 4} and crosses to move: only o...x fits the text, and min-max never prefers exactly {3, 4}', () => {
    const fitting: string[] = [];
    const preferred: string[] = [];
    for (let n = 5; n <= 9; n++) {
      const others = n - 3;
      for (let fill = 0; fill < 1 << others; fill++) {
        let s = '';
        for (let i = 0, j = 0; i < n; i++) s += i >= 1 && i <= 3 ? '.' : fill & (1 << j++) ? 'x' : 'o';
        const r = line.parse(s);
        if (!r.ok || line.toMove(r.value) !== 0 || line.outcome(r.value) !== undefined) continue;
        const reports = moveReports(r.value);
        const canWin = reports.filter((m) => m.crossWins > 0).map((m) => m.cell);
        if (canWin.join() === '3,4') fitting.push(s);
        const best = analyzeMoves(line, r.value).best.map((c) => c + 1);
        if (best.join() === '3,4') preferred.push(s);
      }
    }
    expect(fitting).toEqual(['o...x', 'o...xox', 'o...xoxxo', 'o...xoxox', 'o...xooxx']);
    expect(preferred).toEqual([]);
  });
});
