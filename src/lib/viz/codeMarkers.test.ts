import { describe, expect, test } from 'vitest';
import alphaBetaSource from '../../engine/search/alphaBeta.ts?raw';
import minimaxSource from '../../engine/search/minimax.ts?raw';
import negamaxSource from '../../engine/search/negamax.ts?raw';
import { runSearch } from './searchRun.ts';
import { CODE_POINTS, codeLines, codePointOf, searchListing } from './codeMarkers.ts';
import { DEFAULT_SPEC } from './spec.ts';
import type { Algorithm } from './types.ts';

const SOURCES: [Algorithm, string, string][] = [
  ['alphabeta', alphaBetaSource, 'alphaBeta'],
  ['minimax', minimaxSource, 'minimax'],
  ['negamax', negamaxSource, 'negamax'],
  // Shallow pruning is alpha-beta's code run with `cutoffs: 'shallow'`: the panel shows that code.
  ['shallow', alphaBetaSource, 'alphaBeta'],
];

const balance = (code: string) => {
  const bare = code.replace(/\/\/.*$/gm, '').replace(/'(?:\\.|[^'\\])*'|`(?:\\.|[^`\\])*`/g, '""');
  return [...bare].reduce((d, ch) => d + (ch === '{' ? 1 : ch === '}' ? -1 : 0), 0);
};

describe.each(SOURCES)('the %s listing', (algorithm, source, fn) => {
  const listing = searchListing(source, fn);

  test('shows the function without a trace of the observer, and its braces still match', () => {
    expect(listing.code).toMatch(new RegExp(`^/\\*\\*[\\s\\S]*export function ${fn}\\b`));
    expect(listing.code).not.toMatch(/\bobs\.event\b|@trace/);
    expect(listing.hidden).toBeGreaterThan(0);
    expect(balance(listing.code)).toBe(0);
    expect(listing.code.trimEnd().endsWith('}')).toBe(true);
  });

  test('every step of the algorithm is found on a line that says it', () => {
    const lines = codeLines(listing.code, algorithm);
    const text = listing.code.split('\n');
    const at = (p: keyof typeof lines) => text[lines[p]! - 1];
    expect(at('enter')).toMatch(/function (search|value)\(/);
    expect(at('leaf')).toMatch(/evaluate\(pos\)/);
    expect(at('leaf-return')).toMatch(/return score;/);
    expect(at('raise')).toMatch(/best = score;/);
    expect(at('exit')).toMatch(/return (result|best);/);
    if (algorithm === 'alphabeta' || algorithm === 'shallow') {
      expect(at('cutoff')).toMatch(/alpha >= beta/);
      expect(at('tt')).toMatch(/tt\.get/);
      expect(lines['tt-return']).toBeLessThan(lines.leaf!);
    }
  });

  test('each event of a real search maps to one of those lines', () => {
    const lines = codeLines(listing.code, algorithm);
    const r = runSearch({ ...DEFAULT_SPEC, game: 'tictactoe', position: 'x.o.o.x..', algorithm, tt: algorithm === 'alphabeta' || algorithm === 'shallow' });
    if (!r.ok) throw new Error(r.error.message);
    const seen = new Set<string>();
    r.value.events.forEach((e, k) => {
      const point = codePointOf(e, r.value.events[k - 1]);
      expect(CODE_POINTS).toContain(point);
      expect(lines[point], `${algorithm}: ${point}`).toBeGreaterThan(0);
      seen.add(point);
    });
    expect(seen.has('leaf-return')).toBe(true);
    expect(seen.has('exit')).toBe(true);
  });
});

test('a marker that disappears from the source is reported by name', () => {
  expect(() => codeLines('function search() {}', 'alphabeta')).toThrow(/\btt\b/);
});

test('a tracing statement that shares its line with code keeps the code', () => {
  const src = 'export function f() {\n  if (x) {\n    y();\n  } else if (obs) obs.event({ type: "tt" }); // @trace\n}\n';
  expect(searchListing(src, 'f').code).toBe('export function f() {\n  if (x) {\n    y();\n  }\n}');
});
