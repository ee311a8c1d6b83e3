/**
 * @packageDocumentation
 * The islands' message catalogue, one typed object per language
 * (src/i18n/messages/en.ts, fr.ts). An island takes the page's language as a
 * plain prop (`lang`, English when absent) and reads its words with
 * `messages(lang).<namespace>`; numbers inside its words go through
 * src/i18n/format.ts. A page loads its own language's catalogue only
 * (src/i18n/pageWords.ts).
 */
import type { Messages } from './messages/en.ts';
import type { Locale } from './locales.ts';
import { loadWords } from './pageWords.ts';

export type { Messages };

/** The words of every island in `locale` (English for a missing locale). */
export const messages: (locale?: Locale) => Messages = await loadWords<Messages>({
  en: () => import('./messages/en.ts').then((m) => m.en),
  fr: () => import('./messages/fr.ts').then((m) => m.fr),
});
