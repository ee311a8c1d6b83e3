/**
 * @packageDocumentation
 * Readers for typed answers: each returns the value or an error that says
 * what the text is not ("'abc' is not a number"), so an exercise can tell a
 * wrong answer from an unreadable one.
 */

import { engineError, err, ok, type Result } from '../../../engine/core/result.ts';
import type { ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { messages } from '../../../i18n/messages.ts';

/** The readers' words in a language (English unless given). */
type ReaderWords = ExercisesWords['readers'];

const unreadable = (message: string) => err(engineError('ERR_NOTATION', message));

/** A whole number in decimal, `0x…` hexadecimal or `0b…` binary; `_` and spaces may group digits. */
export function readInteger(text: string, w: ReaderWords = messages().exercises.readers): Result<number> {
  const raw = text.trim();
  if (raw === '') return unreadable(w.typeNumber);
  const t = raw.replace(/[\s_]/g, '').toLowerCase();
  const negative = t.startsWith('-');
  const body = negative || t.startsWith('+') ? t.slice(1) : t;
  let value: number;
  if (/^0x[0-9a-f]{1,8}$/.test(body)) value = parseInt(body.slice(2), 16);
  else if (/^0b[01]{1,32}$/.test(body)) value = parseInt(body.slice(2), 2);
  else if (/^\d{1,10}$/.test(body)) value = Number(body);
  else return unreadable(w.notNumber(raw));
  return ok(negative ? -value : value);
}

/** A list of whole numbers, as OCaml writes it (`[7; 6; 5]`) or with commas or spaces. */
export function readIntList(text: string, w: ReaderWords = messages().exercises.readers): Result<number[]> {
  const t = text.trim().replace(/^\[|\]$/g, '').trim();
  if (t === '') return ok([]);
  const parts = t.split(/[\s;,]+/).filter((p) => p !== '');
  const out: number[] = [];
  for (const p of parts) {
    if (!/^-?\d{1,6}$/.test(p)) return unreadable(w.notWhole(p));
    out.push(Number(p));
  }
  return ok(out);
}

/**
 * One word of `words` (case does not matter), or an error listing them (or
 * `shown`: the words as the reader's language types them, taken as aliases).
 */
export function readWord<W extends string>(
  text: string,
  words: readonly W[],
  aliases: Readonly<Record<string, W>> = {},
  w: ReaderWords = messages().exercises.readers,
  shown: readonly string[] = words,
): Result<W> {
  const t = text.trim().toLowerCase();
  const hit = words.find((x) => x.toLowerCase() === t) ?? aliases[t];
  return hit !== undefined ? ok(hit) : unreadable(w.notOneOf(text.trim(), shown));
}
