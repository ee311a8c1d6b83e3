import { describe, expect, test } from 'vitest';
import { TICTACTOE_CONTRACT } from '../models/codeCell/contracts.ts';
import { compileEvaluation } from './compile.ts';

const decl = TICTACTOE_CONTRACT.declarations;

describe('compileEvaluation', () => {
  test('the template compiles', () => {
    const t0 = Date.now();
    const r = compileEvaluation(TICTACTOE_CONTRACT.template, decl);
    console.log(Date.now() - t0, r.diagnostics);
    expect(r.ok).toBe(true);
    const t1 = Date.now();
    const r2 = compileEvaluation(TICTACTOE_CONTRACT.template + '\nconst z: number = "a";\n', decl);
    console.log(Date.now() - t1, r2.diagnostics);
  });
});
