/**
 * @packageDocumentation
 * "Code in step": the engine's real search source beside the tree, with the
 * line that the current event comes from highlighted.
 *
 * Two jobs, both plain string work done at build time:
 * - `searchListing` cuts the search function out of its file and removes the
 *   tracing statements (lines tagged `// @trace`) with the source excerpts'
 *   `stripTrace` (`lib/source/excerpt.ts`), keeping any code that shares a
 *   line with them (`} else if (obs) obs.event(...); // @trace` keeps its `}`);
 * - `codeLines` finds, in that listing, the line of each step of the algorithm
 *   by searching for marker text ("evaluate(pos)", "if (alpha >= beta)"), never
 *   by line number, so the highlighting follows the source when it changes. A
 *   marker that disappears fails the build, loudly, through the tests.
 */

import type { SearchEvent } from '../../engine/search/trace.ts';
import { isTraceLine, stripTrace } from '../source/excerpt.ts';
import type { Algorithm } from './types.ts';

export const CODE_POINTS = ['enter', 'tt', 'tt-return', 'leaf', 'leaf-return', 'recurse', 'raise', 'cutoff', 'exit'] as const;
export type CodePoint = (typeof CODE_POINTS)[number];
/** 1-based line numbers in the listing, by code point. */
export type CodeLines = Partial<Record<CodePoint, number>>;

export interface Listing {
  readonly code: string;
  /** Tracing lines removed. */
  readonly hidden: number;
}

/**
 * The exported function `name` of `source` (with its doc comment), without the
 * tracing lines: what the code panel shows.
 */
export function searchListing(source: string, name: string): Listing {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const decl = lines.findIndex((l) => new RegExp(`^export function ${name}\\b`).test(l));
  if (decl < 0) throw new Error(`no exported function ${name}`);
  let first = decl;
  if (lines[decl - 1]?.trim().endsWith('*/')) {
    first = decl - 1;
    while (first > 0 && !lines[first].trim().startsWith('/**')) first--;
  }
  let last = decl;
  while (last < lines.length && lines[last] !== '}') last++;
  const out: string[] = [];
  let hidden = 0;
  for (let i = first; i <= Math.min(last, lines.length - 1); i++) {
    if (!isTraceLine(lines[i])) {
      out.push(lines[i]);
      continue;
    }
    hidden++;
    const kept = stripTrace(lines[i]);
    if (kept !== null) out.push(kept);
  }
  return { code: out.join('\n'), hidden };
}

/** A step of the algorithm: its code point, the text of its line, and the point it must come after. */
type Marker = readonly [CodePoint, RegExp, CodePoint?];

/** Minimax's and negamax's steps: their code has the same shape (negamax negates where minimax compares both ways). */
const VALUE_MARKERS: readonly Marker[] = [
  ['enter', /function value\(/],
  ['leaf', /evaluate\(pos\)/, 'enter'],
  ['leaf-return', /return score;/, 'leaf'],
  ['recurse', /value\(game\.play\(/, 'leaf'],
  ['raise', /best = score;/, 'recurse'],
  ['exit', /return best;/, 'raise'],
];

/** Alpha-beta's steps; shallow pruning runs the same code (`cutoffs: 'shallow'`), so it shares them. */
const ALPHA_BETA_MARKERS: readonly Marker[] = [
  ['enter', /function search\(/],
  ['tt', /tt\.get\(/, 'enter'],
  ['tt-return', /return score;/, 'tt'],
  ['leaf', /evaluate\(pos\)/, 'enter'],
  ['leaf-return', /return score;/, 'leaf'],
  ['recurse', /search\(game\.play\(/, 'leaf'],
  ['raise', /best = score;/, 'recurse'],
  ['cutoff', /if \(alpha >= beta\)/, 'raise'],
  ['exit', /return result;/, 'cutoff'],
];

/** Markers per algorithm: [point, regex, the point it must come after]. */
const MARKERS: Record<Algorithm, readonly Marker[]> = {
  alphabeta: ALPHA_BETA_MARKERS,
  shallow: ALPHA_BETA_MARKERS,
  minimax: VALUE_MARKERS,
  negamax: VALUE_MARKERS,
};

/** Finds each code point's line in a listing. Throws when a marker is missing. */
export function codeLines(listing: string, algorithm: Algorithm): CodeLines {
  const lines = listing.split('\n');
  const out: CodeLines = {};
  for (const [point, re, after] of MARKERS[algorithm]) {
    const from = after ? (out[after] ?? 0) : 0;
    const i = lines.findIndex((l, k) => k >= from && re.test(l));
    if (i < 0) throw new Error(`${algorithm}: no line matches ${re} (${point})`);
    out[point] = i + 1;
  }
  return out;
}

/**
 * The code point of an event: the leaf's `return`, a table hit's `return`, or
 * the ordinary one. `previous` is the event before it (to tell how a node exits).
 */
export function codePointOf(event: SearchEvent, previous: SearchEvent | undefined): CodePoint {
  switch (event.type) {
    case 'enter':
      return 'enter';
    case 'leaf':
      return 'leaf';
    case 'tt':
      return 'tt';
    case 'raise':
      return 'raise';
    case 'cutoff':
      return 'cutoff';
    case 'exit':
      if (previous?.node === event.node && previous.type === 'leaf') return 'leaf-return';
      if (previous?.node === event.node && previous.type === 'tt') return 'tt-return';
      return 'exit';
  }
}
