import { evaluateFact, formatFact, type FactDef, type FactValue } from './registry.ts';
import { TICTACTOE_FACTS } from './tictactoe.ts';
import { LESSON_FACTS } from './lessons.ts';
import { CONNECT4_FACTS } from './connect4.ts';

/** Every fact of the site, by key. One line per game or lesson. */
export const FACTS: Record<string, FactDef> = {
  ...TICTACTOE_FACTS,
  ...LESSON_FACTS,
  ...CONNECT4_FACTS,
};

export const fact = (key: string): FactValue => evaluateFact(FACTS, key);
export const factText = (key: string): string => formatFact(fact(key));
export { formatFact };
