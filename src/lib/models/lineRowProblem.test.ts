import { describe, expect, test } from 'vitest';
import { parseRow } from '../games/line.ts';
import { rowProblem } from './lineRowProblem.ts';
import { tieBreakEn } from '../../i18n/messages/tieBreak/en.ts';
import { tieBreakFr } from '../../i18n/messages/tieBreak/fr.ts';

// The rows of the engine's notation tests (engine/games/line/line.test.ts), and their French.
const ROWS: readonly [string, string][] = [
  ['..', 'une rangée a de 3 à 26 cases, celle-ci en a 2'],
  ['.'.repeat(27), 'une rangée a de 3 à 26 cases, celle-ci en a 27'],
  ['o..-x', 'la case 4 contient «\u00a0-\u00a0»\u00a0: écrivez x, o ou .'],
  ['oo..x', 'x a 1 pion et o en a 2\u00a0: x joue en premier, x a donc autant de pions que o, ou un de plus'],
  ['xxx..', 'x a 3 pions et o en a 0\u00a0: x joue en premier, x a donc autant de pions que o, ou un de plus'],
  ['xxxooo', 'x et o ont chacun 3 pions alignés'],
  ['xxxoo.o', 'x a 3 pions alignés, et pourtant la partie a continué ensuite'],
  ['oooxx.x.x', 'o a 3 pions alignés, et pourtant la partie a continué ensuite'],
  ['xxx.xxxoo.oo.o', 'x a 3 pions alignés, et pourtant la partie a continué ensuite'],
];

describe('why a row is no position, in each language', () => {
  test.each(ROWS)('%s', (text, french) => {
    const r = parseRow(text);
    if (r.ok) throw new Error(`${text} parsed`);
    expect(rowProblem(text, r.error, tieBreakEn.row)).toBe(r.error.message);
    expect(rowProblem(text, r.error, tieBreakFr.row)).toBe(french);
  });
});
