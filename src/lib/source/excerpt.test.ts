import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { excerpt, findSymbol, stripTrace } from './excerpt.ts';

const read = (path: string) => readFileSync(new URL(`../../engine/${path}`, import.meta.url), 'utf8');
const board19 = read('games/tictactoe/board19.ts');
const alphaBeta = read('search/alphaBeta.ts');

const balance = (code: string) => {
  let d = 0;
  for (const ch of code.replace(/\/\/.*$/gm, '')) d += ch === '{' ? 1 : ch === '}' ? -1 : 0;
  return d;
};

describe('excerpt', () => {
  test('a one-line declaration, with its original line number', () => {
    const cut = excerpt(board19, { symbol: 'pack' });
    expect(cut.code).toMatch(/^export const pack = /);
    expect(cut.code.split('\n')).toHaveLength(1);
    expect(board19.split('\n')[cut.numbers[0] - 1]).toBe(cut.code);
  });

  test('a function with its doc comment, braces balanced', () => {
    const cut = excerpt(board19, { symbol: 'nextPositions' });
    expect(cut.code.startsWith('/**')).toBe(true);
    expect(cut.code.trimEnd().endsWith('}')).toBe(true);
    expect(balance(cut.code)).toBe(0);
  });

  test('symbol … through spans several declarations', () => {
    const cut = excerpt(board19, { symbol: 'MASK9', through: 'MAX_PACKED' });
    expect(cut.code).toMatch(/MASK9 = 0x1ff/);
    expect(cut.code).toMatch(/TURN_BIT = 18/);
    expect(cut.code).toMatch(/MAX_PACKED = /);
  });

  test('the whole of alphaBeta.ts without its tracing, still balanced', () => {
    const cut = excerpt(alphaBeta);
    expect(cut.hidden).toBeGreaterThan(0);
    expect(cut.code).not.toMatch(/obs\??\.event\(|\/\/\s*@trace/);
    expect(balance(cut.code)).toBe(balance(alphaBeta));
    // Numbers are the original file's lines, increasing, with gaps where lines were hidden.
    expect(cut.numbers.every((n, i) => i === 0 || n > cut.numbers[i - 1])).toBe(true);
    expect(cut.numbers.length).toBeLessThan(alphaBeta.split('\n').length);
  });

  test('stripTrace keeps code that shares the line', () => {
    expect(stripTrace('      } else if (obs) obs.event({ type: "tt", hit: false }); // @trace')).toBe('      }');
    expect(stripTrace('    if (obs) obs.event({ type: "enter" }); // @trace')).toBeNull();
    expect(stripTrace('    obs?.event({ type: "leaf" }); // @trace')).toBeNull();
  });

  test('errors name the problem', () => {
    expect(() => excerpt(board19, { symbol: 'nope' })).toThrow(/no top-level declaration named "nope"/);
    expect(() => excerpt(board19, { lines: 'x' })).toThrow(/not a range/);
    expect(findSymbol(['const a = 1;'], 'a')).toEqual([0, 0]);
  });
});
