/**
 * @packageDocumentation
 * Where a code cell keeps the reader's code: in the browser's local storage
 * (so it survives a reload), in the page's address (so a link shares it,
 * compressed with lz-string into URL-safe text), and as saved versions to
 * play against. Every read is defensive: storage may be off (private modes),
 * full, or hold something another version of the site wrote.
 *
 * Code that came with a link is someone else's: it stays in the address and
 * never reaches local storage until the reader edits it or keeps it
 * (`storedCode`), so a later visit without the link shows the reader's own
 * code, or the original, never the link's.
 */

import LZString from 'lz-string';
import type { CodeGame } from '../models/codeCell/contracts.ts';

/** Longest code a cell keeps or shares, in characters. */
const MAX_CODE = 20_000;
/** Saved versions kept per game (the oldest goes first). */
const MAX_VERSIONS = 8;

const storageKey = (game: CodeGame): string => `minimax-notebook:code:${game}`;
const versionsKey = (game: CodeGame): string => `minimax-notebook:code-versions:${game}`;

function store(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The code as URL-safe text. */
export const encodeCode = (code: string): string => LZString.compressToEncodedURIComponent(code);

/** The code from URL-safe text, or undefined when the text is not one of ours. */
export function decodeCode(text: string): string | undefined {
  try {
    const code = LZString.decompressFromEncodedURIComponent(text);
    return code && code.length <= MAX_CODE ? code : undefined;
  } catch {
    return undefined;
  }
}

export function loadStored(game: CodeGame): string | undefined {
  const code = store()?.getItem(storageKey(game));
  return code && code.length <= MAX_CODE ? code : undefined;
}

/** Keeps the code, or forgets it (null: the reader is back to the original). */
export function keepStored(game: CodeGame, code: string | null): void {
  try {
    if (code === null) store()?.removeItem(storageKey(game));
    else if (code.length <= MAX_CODE) store()?.setItem(storageKey(game), code);
  } catch {
    // Storage full or refused: the code stays in the page (and in the link).
  }
}

/** Whose code a cell shows: the original, the reader's own (edited or kept), or a link's. */
export type CodeOrigin = 'template' | 'own' | 'link';

/**
 * What local storage should hold once the cell shows `code`: the reader's own
 * code, null (forget it) when that is the original, or undefined (leave
 * storage as it is) while the code is a link's.
 */
export function storedCode(origin: CodeOrigin, code: string, template: string): string | null | undefined {
  if (origin === 'link') return undefined;
  return code === template ? null : code;
}

export interface SavedVersion {
  /** 1, 2, 3...: "saved version 2". */
  readonly number: number;
  readonly source: string;
  /** Its compiled script (a version is saved only once it compiles). */
  readonly js: string;
  /** Milliseconds since 1970. */
  readonly savedAt: number;
}

const isVersion = (v: unknown): v is SavedVersion => {
  const o = v as SavedVersion;
  return !!o && typeof o.number === 'number' && typeof o.source === 'string' && typeof o.js === 'string' && typeof o.savedAt === 'number';
};

export function loadVersions(game: CodeGame): SavedVersion[] {
  try {
    const raw = JSON.parse(store()?.getItem(versionsKey(game)) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter(isVersion).slice(-MAX_VERSIONS) : [];
  } catch {
    return [];
  }
}

/** Saves a version (numbered after the last one) and returns the list. */
export function saveVersion(game: CodeGame, source: string, js: string, now: number): SavedVersion[] {
  const list = loadVersions(game);
  const number = (list.at(-1)?.number ?? 0) + 1;
  const next = [...list, { number, source, js, savedAt: now }].slice(-MAX_VERSIONS);
  try {
    store()?.setItem(versionsKey(game), JSON.stringify(next));
  } catch {
    // Storage refused: the version lives until the page closes.
  }
  return next;
}
