/**
 * @packageDocumentation
 * The islands' message catalogue, one typed object per language
 * (src/i18n/messages/en.ts, fr.ts). An island takes the page's language as a
 * plain prop (`lang`, English when absent) and reads its words with
 * `messages(lang).<namespace>`; numbers inside its words go through
 * src/i18n/format.ts.
 */
import { en, type Messages } from './messages/en.ts';
import { fr } from './messages/fr.ts';
import type { Locale } from './locales.ts';

export type { Messages };

const CATALOGUES: Readonly<Record<Locale, Messages>> = { en, fr };

/** The words of every island in `locale` (English for a missing locale). */
export const messages = (locale: Locale = 'en'): Messages => CATALOGUES[locale];
