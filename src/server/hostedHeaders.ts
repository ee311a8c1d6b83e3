/**
 * @packageDocumentation
 * The site's `_headers` file (`public/_headers`, copied into dist/): the
 * response headers a host that reads it (Netlify, Cloudflare Pages) sends
 * with each path. The site's own server sends the same (`preview.ts`), and
 * so can the tests' static server (tests/staticServer.ts).
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One block of the file: a path pattern and the headers it adds. */
export interface HeaderRule {
  /** A path from the site's root; a trailing `*` matches any rest, the empty one included. */
  readonly pattern: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The rules of a `_headers` text, in order; a header line outside any block, or without a colon, is an error that names its line. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '' || line.trimStart().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      return;
    }
    const at = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || at < 0) throw new Error(`_headers line ${i + 1}: ${rule ? 'a header needs "Name: value"' : 'a header before any path'}: ${line.trim()}`);
    rule.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  });
  return rules;
}

/** Whether `pattern` covers `path` (no query). */
export function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/** Every header the rules give `path` (a query is ignored); a later rule's value wins, as the hosts merge them. */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const bare = path.split('?')[0];
  return Object.assign({}, ...rules.filter((r) => matches(r.pattern, bare)).map((r) => r.headers));
}

/** The headers the built site at `dist` asks its host for, by path; a build without `_headers` (older than the file) throws. */
export function hostedHeaders(dist: string): (path: string) => Record<string, string> {
  const rules = parseHeaders(readFileSync(join(dist, '_headers'), 'utf8'));
  return (path) => headersFor(rules, path);
}
