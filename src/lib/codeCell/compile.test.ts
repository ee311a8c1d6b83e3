import { describe, expect, test } from 'vitest';
import { TICTACTOE_CONTRACT, connect4Contract } from '../models/codeCell/contracts.ts';
import { compileEvaluation } from './compile.ts';
import { functionFrom } from './runner.ts';

const decl = TICTACTOE_CONTRACT.declarations;
const messages = (source: string) => compileEvaluation(source, decl).diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);

describe('compileEvaluation: TypeScript’s checker, in memory', () => {
  test('both templates and both blanks compile to a script that defines evaluate, types and comments gone', () => {
    for (const c of [TICTACTOE_CONTRACT, connect4Contract()]) {
      for (const source of [c.template, c.blank]) {
        const r = compileEvaluation(source, c.declarations);
        expect(r.diagnostics).toEqual([]);
        expect(r.ok).toBe(true);
        expect(r.js).toMatch(/function evaluate\((position|p)\) \{/);
        expect(r.js).not.toMatch(/: number|\/\*\*/);
        expect(typeof functionFrom(r.js, 'your evaluation')).toBe('function');
      }
    }
  });

  test('type errors at their line and column, in TypeScript’s words', () => {
    expect(messages('function evaluate(position: Position): number {\n  const c = position.cells[0];\n  return c;\n}\n')).toEqual([
      "3:3 Type 'string' is not assignable to type 'number'.",
    ]);
    expect(messages('function evaluate(position: Position): number {\n  return position.board.length;\n}\n')).toEqual([
      "2:19 Property 'board' does not exist on type 'Position'.",
    ]);
    // Only the ES2022 library: no DOM in a worker.
    expect(messages('function evaluate(position: Position): number {\n  return document.title.length;\n}\n')).toEqual([
      "2:10 Cannot find name 'document'. (your function runs in a worker: there is no page, no DOM)",
    ]);
  });

  test('the contract: a function called evaluate, of the right type, and no import or export', () => {
    expect(messages('function score(position: Position): number {\n  return 0;\n}\n')).toEqual([
      '1:1 define a function named evaluate: function evaluate(position: Position): number { … }',
    ]);
    const wrong = messages('\nfunction evaluate(position: Position, depth: number): number {\n  return depth;\n}\n');
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toMatch(/^2:10 evaluate must take a Position and return a number: Type '\(position: Position, depth: number\) => number' is not assignable/);
    expect(messages('export function evaluate(position: Position): number {\n  return 0;\n}\n')[0]).toBe(
      '1:1 there is nothing to import or export here: write evaluate as a plain function (no import, no export)',
    );
  });

  test('a second check reuses the parsed library: fast', () => {
    compileEvaluation(TICTACTOE_CONTRACT.template, decl);
    const t0 = performance.now();
    compileEvaluation(`${TICTACTOE_CONTRACT.template}\n// changed\n`, decl);
    expect(performance.now() - t0).toBeLessThan(1500);
  });
});
