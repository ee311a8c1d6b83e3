/**
 * @packageDocumentation
 * Query parameters for the lesson islands. A lesson page holds several live
 * cells, each owning a few parameters (`edit`, `edit-depth`, `play`...), so a
 * cell must read and write only its own and leave everyone else's, and the
 * hash, untouched. `replaceState`, not `pushState`: editing a board is not a
 * navigation, and the Back button should leave the page.
 */

/** The value of one query parameter of the current page, or null. */
export function readParam(name: string): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(name);
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

/** A whole number in [lo, hi] from a parameter, or undefined. */
export function intParam(name: string, lo: number, hi: number): number | undefined {
  const raw = readParam(name);
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= lo && n <= hi ? n : undefined;
}
