/**
 * @packageDocumentation
 * Query parameters for the lesson islands. A lesson page holds several live
 * cells, each owning a few parameters (`edit`, `edit-depth`, `play`...), so a
 * cell must read and write only its own and leave everyone else's, and the
 * hash, untouched. `replaceState`, not `pushState`: editing a board is not a
 * navigation, and the Back button should leave the page.
 *
 * Reading a link never throws and never drops a value without a word: a cell
 * reads its parameters through a `ParamReader`, which keeps the cell's default
 * for a value it cannot use and records which parameter it ignored and why
 * (`IgnoredParam`), so the cell can say so (components/ui/UrlNotice.tsx).
 * Readers are pure (they take the query string), so tests and the fuzz test
 * call them without a page. A reason is also kept as data (`Refusal`,
 * ./reasons.ts), so the notice can say it in the page's language.
 */

import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import { reasonText, type ParamNoun, type Refusal } from './reasons.ts';

/** The value of one query parameter of the current page, or null. */
export function readParam(name: string): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(name);
}

/** The current page's query string ('' on the server). */
export function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/** Sets (or, for null, removes) the given parameters and keeps every other one. */
export function writeParams(values: Record<string, string | null>): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  for (const [k, v] of Object.entries(values)) {
    if (v === null) url.searchParams.delete(k);
    else url.searchParams.set(k, v);
  }
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

// ---------------------------------------------------------------------------
// Reading with a reason

/** A parameter of the link that a cell did not use. */
export interface IgnoredParam {
  /** The parameter's name, as in the address (`edit-depth`). */
  readonly name: string;
  /** Its value as given (maybe very long: show it with `shownValue`). */
  readonly value: string;
  /** Why it was not used, in a phrase that follows "name=value: " ("not a depth from 1 to 9"). */
  readonly reason: string;
  /** The same reason as data, when the reader gave one: the notice says it in the page's language. */
  readonly why?: Refusal;
}

/** What a check makes of one raw value: the value to use, or why it cannot be used. */
export type ParamCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string; readonly why?: Refusal };

export const accept = <T>(value: T): ParamCheck<T> => ({ ok: true, value });
/** A refusal: a `Refusal` (said in any language), or a reason in English only. */
export const refuse = (reason: string | Refusal): ParamCheck<never> =>
  typeof reason === 'string' ? { ok: false, reason } : { ok: false, reason: reasonText('en', reason), why: reason };

export interface ParamReader {
  /** Every parameter ignored so far, in the order read. */
  readonly ignored: IgnoredParam[];
  /** The raw value of a parameter, or null when the link does not have it. */
  raw(name: string): string | null;
  /**
   * The value of `name` as `check` reads it; undefined when the link does not
   * have it or when `check` refuses it (then it is recorded, with the reason).
   */
  read<T>(name: string, check: (raw: string) => ParamCheck<T>): T | undefined;
  /** Records a parameter the reader took but could not use, for a reason found later. */
  ignore(name: string, value: string, reason: string | Refusal): void;
}

/** A reader over a query string (`?a=1&b=2` or `a=1&b=2`). */
export function paramReader(search: string): ParamReader {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const ignored: IgnoredParam[] = [];
  const record = (p: IgnoredParam) => void ignored.push(p);
  const ignore = (name: string, value: string, reason: string | Refusal) =>
    record(typeof reason === 'string' ? { name, value, reason } : { name, value, reason: reasonText('en', reason), why: reason });
  return {
    ignored,
    raw: (name) => params.get(name),
    read(name, check) {
      const raw = params.get(name);
      if (raw === null) return undefined;
      const r = check(raw);
      if (r.ok) return r.value;
      record(r.why ? { name, value: raw, reason: r.reason, why: r.why } : { name, value: raw, reason: r.reason });
      return undefined;
    },
    ignore,
  };
}

/** Checks that accept one of a few words (`what` names them in the reason; without it, "neither x nor o"). */
export function oneOf<const W extends string>(words: readonly W[], what?: ParamNoun) {
  const why: Refusal = what ? { kind: 'words', words, what } : { kind: 'words', words };
  return (raw: string): ParamCheck<W> => ((words as readonly string[]).includes(raw) ? accept(raw as W) : refuse(why));
}

/**
 * Checks that accept a whole number written in decimal digits, within
 * [lo, hi]; `what` names it ("a depth"). "1e3", "0x10", "1.5", " 7 " and ""
 * are refused, so a link means what it says.
 */
export function wholeNumber(lo: number, hi: number, what: ParamNoun = 'number') {
  return (raw: string): ParamCheck<number> => {
    const ok = /^-?\d{1,16}$/.test(raw);
    const n = ok ? Number(raw) : NaN;
    return ok && n >= lo && n <= hi ? accept(n) : refuse({ kind: 'range', lo, hi, what });
  };
}

const SHOWN_CHARS = 40;

/**
 * A value as a notice shows it: control characters made visible, and cut to
 * about 40 characters with its length, so a hostile link cannot flood the page.
 */
export function shownValue(value: string, lang: Locale = 'en'): string {
  const chars = Array.from(value.length > 4 * SHOWN_CHARS ? value.slice(0, 4 * SHOWN_CHARS) : value);
  // eslint-disable-next-line no-control-regex -- control characters are what it makes visible
  const visible = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (chars.length <= SHOWN_CHARS && value.length <= 4 * SHOWN_CHARS) return visible(chars.join(''));
  const t = messages(lang).url;
  return `${visible(chars.slice(0, SHOWN_CHARS).join(''))}… ${t.characters(value.length)}`;
}

/** The parameter as the address has it, shortened: `edit-depth=12`. */
export function shownSetting(p: IgnoredParam, lang: Locale = 'en'): string {
  return `${p.name}=${shownValue(p.value, lang)}`;
}

/** Why a parameter was ignored, in `lang` (its English reason when it has no `Refusal`). */
export const ignoredReason = (p: IgnoredParam, lang: Locale = 'en'): string => (p.why ? reasonText(lang, p.why) : p.reason);

/** One ignored parameter in words: `edit-depth=12: not a depth from 1 to 9`. */
export function ignoredText(p: IgnoredParam): string {
  return `${shownSetting(p)}: ${p.reason}`;
}
