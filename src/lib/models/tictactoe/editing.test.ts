import { describe, expect, test } from 'vitest';
import { checkStones } from '../../../engine/games/tictactoe/notation.ts';
import { boardOf, checkSetup, lineCells, nextMark, normaliseBoard, setMark, stonesOf } from './editing.ts';

describe('editable boards', () => {
  test('text, stones and back', () => {
    expect(normaliseBoard(' X...O.... ')).toBe('x...o....');
    expect(normaliseBoard('x..')).toBeNull();
    expect(normaliseBoard(null)).toBeNull();
    expect(stonesOf('x...o...x')).toEqual({ x: 0b100000001, o: 0b000010000 });
    expect(boardOf(0b100000001, 0b10000)).toBe('x...o...x');
    expect(setMark('.........', 8, 'o')).toBe('........o');
    expect(['.', 'x', 'o'].map((m) => nextMark(m as '.'))).toEqual(['x', 'o', '.']);
    expect(lineCells(0b000000111 | 0b100010000)).toBe(0b100010111);
  });

  test('with X first, the check agrees with the engine’s checkStones on every board', () => {
    for (let code = 0; code < 3 ** 9; code++) {
      let board = '';
      for (let c = 0, k = code; c < 9; c++, k = Math.floor(k / 3)) board += '.xo'[k % 3];
      const { x, o } = stonesOf(board);
      const mine = checkSetup(board);
      const engine = checkStones(x, o);
      expect(mine.ok).toBe(engine.ok);
      if (mine.ok && engine.ok) expect(mine.packed).toBe(engine.value);
      if (!mine.ok && !engine.ok) expect(mine.code).toBe(engine.error.code);
    }
  });

  test.each([
    ['o...x...o', 'x', 'cross-nought', false, /^1 cross and 2 noughts: since crosses move first, there are always as many crosses as noughts, or one more\.$/],
    ['o...x...o', 'o', 'cross-nought', true, /^crosses to move$/],
    ['xx.......', 'x', 'xo', false, /^X has 2 stones and O has 0 stones: since X moves first/],
    ['xxxooo...', 'o', 'xo', false, /^X and O both have three in a row/],
    ['ooox.x.xx', 'x', 'cross-nought', false, /^Noughts have three in a row, yet crosses played after that line was made/],
    ['ooo.xx...', 'o', 'cross-nought', true, /^crosses to move$/],
    ['oooxx.x..', 'o', 'xo', false, /^O has three in a row, yet X played after that line was made/],
  ] as const)('%s, %s first (%s): ok %s', (board, first, vocabulary, ok, message) => {
    const r = checkSetup(board, first, vocabulary);
    expect(r.ok).toBe(ok);
    if (r.ok) expect(`${r.toMove === 'x' ? 'crosses' : 'noughts'} to move`).toMatch(message);
    else expect(r.message).toMatch(message);
  });

  test.each([
    ['o...x...o', 'x', 'cross-nought', '1 croix et 2 ronds\u00a0: comme les croix commencent, il y a toujours autant de croix que de ronds, ou une de plus.'],
    ['xx.o.....', 'o', 'cross-nought', '2 croix et 1 rond\u00a0: comme les ronds commencent, il y a toujours autant de ronds que de croix, ou un de plus.'],
    ['xx.......', 'x', 'xo', 'X a 2 pions et O a 0 pion\u00a0: comme X joue en premier, X a toujours autant de pions que O, ou un de plus.'],
    ['xxxooo...', 'o', 'xo', 'X et O ont tous deux une ligne de trois\u00a0: la première ligne termine la partie, aucune partie ne montre donc deux gagnants.'],
    ['ooox.x.xx', 'x', 'cross-nought', 'Les ronds ont une ligne de trois, et pourtant les croix ont joué après\u00a0: la partie était déjà finie.'],
    ['oooxx.x..', 'o', 'xo', 'O a une ligne de trois, et pourtant X a joué après\u00a0: la partie était déjà finie.'],
  ] as const)('in French: %s, %s first (%s)', (board, first, vocabulary, message) => {
    const r = checkSetup(board, first, vocabulary, 'fr');
    expect(r.ok ? null : r.message).toBe(message);
  });

  test('who won and whether the board is full', () => {
    const r = checkSetup('xxxoo....');
    expect(r.ok && r.winner).toBe('x');
    const full = checkSetup('xoxxoxoxo');
    expect(full.ok && full.full && full.winner === null).toBe(true);
  });
});
