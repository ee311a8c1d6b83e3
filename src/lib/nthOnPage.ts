/**
 * @packageDocumentation
 * For components that need ids of their own on a page: the how-manieth time
 * `kind` is rendered on `page` (1, 2, …). The counts live as long as the
 * module, i.e. the whole build; a page renders its components in document
 * order, so the numbers are the same at every build.
 */

const counts = new Map<string, number>();

export function nthOnPage(page: string, kind: string): number {
  const key = `${kind}\u0000${page}`;
  const n = (counts.get(key) ?? 0) + 1;
  counts.set(key, n);
  return n;
}
