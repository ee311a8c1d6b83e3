/**
 * The checker's language (`compile.ts`), set in its worker from each
 * request's locale: the cell's own messages from the catalogue, and
 * TypeScript's diagnostics from the table TypeScript ships for that language,
 * loaded only when a page in that language first checks code.
 */

import type { Locale } from '../../i18n/locales.ts';
import { codeCellEn } from '../../i18n/messages/codeCell/en.ts';
import { codeCellFr } from '../../i18n/messages/codeCell/fr.ts';
import { setCheckerLanguage, type TypeScriptMessages } from './compile.ts';

const TABLES: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ default: TypeScriptMessages }>>> = {
  fr: () => import('typescript/lib/fr/diagnosticMessages.generated.json'),
};
const WORDS = { en: codeCellEn, fr: codeCellFr } as const;

let current: Locale = 'en';

/** Speaks `locale` from the next check on. */
export async function speakCheckerLanguage(locale: Locale = 'en'): Promise<void> {
  if (locale === current) return;
  setCheckerLanguage(WORDS[locale], locale === 'en' ? undefined : (await TABLES[locale]()).default);
  current = locale;
}
