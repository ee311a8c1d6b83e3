/**
 * @packageDocumentation
 * An engine error (a parse or setup problem: src/engine/core/result.ts) in the
 * page's language. The engine never translates: it gives a string code and an
 * English sentence. English pages show that sentence, unchanged; other
 * languages say the code's phrase from the catalogue (`errors`), with the
 * character where the problem is when the engine gave its index and the caller
 * the text it read. A worker that failed a job (`WorkerFailure`) and a
 * resource a job went on without (`JobNotice`) come as data, worded here in
 * every language.
 */

import type { EngineError } from '../engine/core/result.ts';
import type { Locale } from '../i18n/locales.ts';
import { messages } from '../i18n/messages.ts';
import type { JobNotice } from '../workers/jobProtocol.ts';
import type { WorkerFailure } from './workerJobs.ts';

/** What the page needs of an engine error (workers send it as plain data), or of a job's error. */
export type ErrorLike = Pick<EngineError, 'code' | 'message' | 'index'> & { readonly failure?: WorkerFailure };

/**
 * The problem in `lang`, lower case and without a full stop, as the engine
 * writes its own (`input`: the text the error is about, to quote the character).
 */
export function errorText(lang: Locale = 'en', e: ErrorLike, input?: string): string {
  const t = messages(lang).errors;
  const f = e.failure;
  if (f) {
    const worker = t.workers[f.worker];
    if (f.trouble) return t.stopped(worker, t.sandbox[f.trouble](f.detail));
    return f.how === 'start' ? t.couldNotStart(worker, f.detail ?? '') : f.how === 'stopped' ? t.stopped(worker, f.detail) : t.unreadable(worker);
  }
  if (lang === 'en') return e.message;
  const phrase = t.codes[e.code] ?? e.message;
  if (e.index === undefined) return phrase;
  const found = input !== undefined && e.index < input.length ? Array.from(input.slice(e.index))[0] : undefined;
  return phrase + t.at(e.index + 1, found);
}

/** A resource the job went on without, and why, in a sentence of `lang`. */
export function noticeText(lang: Locale = 'en', n: JobNotice): string {
  const t = messages(lang).errors;
  return t.unavailable(t.resources[n.resource] ?? n.resource, errorText(lang, n.error));
}
