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
 * call them without a page.
 */

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
}

/** What a check makes of one raw value: the value to use, or why it cannot be used. */
export type ParamCheck<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

export const accept = <T>(value: T): ParamCheck<T> => ({ ok: true, value });
export const refuse = (reason: string): ParamCheck<never> => ({ ok: false, reason });

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
  ignore(name: string, value: string, reason: string): void;
}

/** A reader over a query string (`?a=1&b=2` or `a=1&b=2`). */
export function paramReader(search: string): ParamReader {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const ignored: IgnoredParam[] = [];
  const ignore = (name: string, value: string, reason: string) => void ignored.push({ name, value, reason });
  return {
    ignored,
    raw: (name) => params.get(name),
    read(name, check) {
      const raw = params.get(name);
      if (raw === null) return undefined;
      const r = check(raw);
      if (r.ok) return r.value;
      ignore(name, raw, r.reason);
      return undefined;
    },
    ignore,
  };
}

/** Checks that accept one of a few words (`what` names them in the reason: "neither x nor o"). */
export function oneOf<const W extends string>(words: readonly W[], what?: string) {
  const list = words.length === 2 ? `neither ${words[0]} nor ${words[1]}` : `not one of ${words.join(', ')}`;
  return (raw: string): ParamCheck<W> =>
    (words as readonly string[]).includes(raw) ? accept(raw as W) : refuse(what ? `not ${what} (${words.join(', ')})` : list);
}

/**
 * Checks that accept a whole number written in decimal digits, within
 * [lo, hi]; `what` names it ("a depth"). "1e3", "0x10", "1.5", " 7 " and ""
 * are refused, so a link means what it says.
 */
export function wholeNumber(lo: number, hi: number, what = 'a whole number') {
  return (raw: string): ParamCheck<number> => {
    const ok = /^-?\d{1,16}$/.test(raw);
    const n = ok ? Number(raw) : NaN;
    return ok && n >= lo && n <= hi ? accept(n) : refuse(`not ${what} from ${lo} to ${hi}`);
  };
}

const SHOWN_CHARS = 40;

/**
 * A value as a notice shows it: control characters made visible, and cut to
 * about 40 characters with its length, so a hostile link cannot flood the page.
 */
export function shownValue(value: string): string {
  const chars = Array.from(value.length > 4 * SHOWN_CHARS ? value.slice(0, 4 * SHOWN_CHARS) : value);
  // eslint-disable-next-line no-control-regex -- control characters are what it makes visible
  const visible = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  if (chars.length <= SHOWN_CHARS && value.length <= 4 * SHOWN_CHARS) return visible(chars.join(''));
  return `${visible(chars.slice(0, SHOWN_CHARS).join(''))}… (${value.length.toLocaleString('en-US')} characters)`;
}

/** The parameter as the address has it, shortened: `edit-depth=12`. */
export function shownSetting(p: IgnoredParam): string {
  return `${p.name}=${shownValue(p.value)}`;
}

/** One ignored parameter in words: `edit-depth=12: not a depth from 1 to 9`. */
export function ignoredText(p: IgnoredParam): string {
  return `${shownSetting(p)}: ${p.reason}`;
}
