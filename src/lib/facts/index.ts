import type { Locale } from '../../i18n/locales.ts';
import { evaluateFact, formatFact, type FactDef, type FactValue } from './registry.ts';
import { ALPHABETA_FACTS } from './alphaBeta.ts';
import { TICTACTOE_FACTS } from './tictactoe.ts';
import { LESSON_FACTS, type LessonFactKey } from './lessons.ts';

/** Every fact of the site, by key. One line per game or lesson. */
export const FACTS = {
  ...TICTACTOE_FACTS,
  ...ALPHABETA_FACTS,
  ...LESSON_FACTS,
};

/** The name of a fact; pages that take a key (`<Fact k>`) take only these. */
export type FactKey = keyof typeof TICTACTOE_FACTS | keyof typeof ALPHABETA_FACTS | LessonFactKey;

const ALL: Readonly<Record<string, FactDef>> = FACTS;

export const isFactKey = (key: string): key is FactKey => Object.prototype.hasOwnProperty.call(ALL, key);
export const fact = (key: FactKey): FactValue => evaluateFact(ALL, key);
/** A fact as a page writes it: numbers grouped the way `locale` groups them, words in its language (English unless told). */
export const factText = (key: FactKey, locale: Locale = 'en'): string => {
  const { words } = ALL[key];
  return words ? words(locale) : formatFact(fact(key), locale);
};
/** A fact named by a string from elsewhere (tests, tables of keys): throws with the list when there is none. */
export const factByName = (key: string): FactValue => evaluateFact(ALL, key);
/** What a fact is, in a few words of `locale` (the tooltip of `<Fact>`). */
export const factLabel = (key: FactKey, locale: Locale = 'en'): string => ALL[key].label[locale];
