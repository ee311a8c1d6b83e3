/**
 * @packageDocumentation
 * The islands' message catalogue, one typed object per language
 * (src/i18n/messages/en.ts, fr.ts). An island takes the page's language as a
 * plain prop (`lang`, English when absent) and reads its words with
 * `messages(lang).<namespace>`; numbers inside its words go through
 * src/i18n/format.ts.
 *
 * Both languages are imported statically, on every page. Loading only the
 * page's own with `import()` awaited at this module's top level was tried and
 * withdrawn: every island's module then waits on this one, and browsers did
 * not all get that right (in Chromium a chunk cycle through the awaiting
 * module kept every island from hydrating; WebKit ran a module before its
 * dependency had finished, "Cannot access uninitialized variable").
 */
import { en, type Messages } from './messages/en.ts';
import { fr } from './messages/fr.ts';
import type { Locale } from './locales.ts';

export type { Messages };

const CATALOGUES: Readonly<Record<Locale, Messages>> = { en, fr };

/** The words of every island in `locale` (English for a missing locale). */
export const messages = (locale: Locale = 'en'): Messages => CATALOGUES[locale];
