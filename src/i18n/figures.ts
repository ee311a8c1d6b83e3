/**
 * @packageDocumentation
 * The words of the lessons' build-time figures (tables, captions, cell badges,
 * default titles) in each language. One typed catalogue per language: a key
 * missing from the French one is a type error, and tests/content/i18n.test.ts
 * fails on a key no figure reads (`fig.<key>`) or one left in English.
 */
import { figuresEn, type FigureWords } from './figures/en.ts';
import { figuresFr } from './figures/fr.ts';
import type { Locale } from './locales.ts';

export type { FigureWords };

const CATALOGUES: Readonly<Record<Locale, FigureWords>> = { en: figuresEn, fr: figuresFr };

export const figureWords = (locale: Locale): FigureWords => CATALOGUES[locale];
