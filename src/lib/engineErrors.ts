/**
 * @packageDocumentation
 * An engine error (a parse or setup problem: src/engine/core/result.ts) in the
 * page's language. The engine never translates: it gives a string code and an
 * English sentence. English pages show that sentence, unchanged; other
 * languages say the code's phrase from the catalogue (`errors`), with the
 * character where the problem is when the engine gave its index and the caller
 * the text it read.
 */

import type { EngineError } from '../engine/core/result.ts';
import type { Locale } from '../i18n/locales.ts';
import { messages } from '../i18n/messages.ts';

/** What the page needs of an engine error (workers send it as plain data). */
export type ErrorLike = Pick<EngineError, 'code' | 'message' | 'index'>;

/**
 * The problem in `lang`, lower case and without a full stop, as the engine
 * writes its own (`input`: the text the error is about, to quote the character).
 */
export function errorText(lang: Locale, e: ErrorLike, input?: string): string {
  if (lang === 'en') return e.message;
  const t = messages(lang).errors;
  const phrase = t.codes[e.code] ?? e.message;
  if (e.index === undefined) return phrase;
  const found = input !== undefined && e.index < input.length ? Array.from(input.slice(e.index))[0] : undefined;
  return phrase + t.at(e.index + 1, found);
}
