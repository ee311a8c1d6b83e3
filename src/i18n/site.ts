/**
 * @packageDocumentation
 * The words of the site's frame in each language (header, footer, lesson
 * layout, credits). One typed catalogue per language: a key missing from the
 * French one is a type error, and tests/content/i18n.test.ts fails on a key no
 * page uses.
 */
import { en, type SiteWords } from './site/en.ts';
import { fr } from './site/fr.ts';
import type { Locale } from './locales.ts';

export type { SiteWords };

const CATALOGUES: Readonly<Record<Locale, SiteWords>> = { en, fr };

export const siteWords = (locale: Locale): SiteWords => CATALOGUES[locale];
