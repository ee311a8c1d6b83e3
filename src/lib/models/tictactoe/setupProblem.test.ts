import { describe, expect, test } from 'vitest';
import { boardProblem } from './setupProblem.ts';
import { checkSetup } from './editing.ts';
import { setupWordsEn } from '../../../i18n/messages/ticTacToeSetup/en.ts';
import { setupWordsFr } from '../../../i18n/messages/ticTacToeSetup/fr.ts';

/** Every board of x, o and . (3⁹ of them). */
const ALL = Array.from({ length: 3 ** 9 }, (_, k) => Array.from({ length: 9 }, (_, c) => '.xo'[Math.floor(k / 3 ** c) % 3]).join(''));

describe('why a board is no position, in each language', () => {
  test('in English, the same sentence as checkSetup on every board', () => {
    for (const board of ALL) {
      const check = checkSetup(board);
      expect(boardProblem(board, setupWordsEn), board).toBe(check.ok ? null : check.message);
    }
  });
  test.each([
    ['o........', 'X a 0 pion et O en a 1\u00a0: comme X joue en premier, X a toujours autant de pions que O, ou un de plus.'],
    ['xxxoo.o..', 'X a trois pions alignés, et pourtant O a joué ensuite\u00a0: la partie était déjà finie.'],
    ['xxxooo...', 'X et O ont chacun trois pions alignés\u00a0: la première ligne termine la partie, aucune partie ne montre donc deux gagnants.'],
    ['xo.......', null],
  ])('in French: %s', (board, words) => {
    expect(boardProblem(board, setupWordsFr)).toBe(words);
  });
});
