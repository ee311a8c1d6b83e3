import { describe, expect, test } from 'vitest';
import { TICTACTOE_CONTRACT, type Contract } from './contracts.ts';
import { EvaluationProblem, MAX_THROWN_TEXT, checkScore, describeThrown, guarded, showValue } from './guard.ts';

// What the reader's code throws or returns is the reader's: nothing here may run it, or copy it whole.

describe('describeThrown never trusts what was thrown', () => {
  test('a 16 MB message is cut at the source, saying how much was cut', () => {
    const text = describeThrown(new Error('A'.repeat(16_000_000)));
    expect(text).toBe(`Error: ${'A'.repeat(MAX_THROWN_TEXT)}… (15,999,700 more characters)`);
  });

  test('a message or name getter that throws: the exception cannot be read, and nothing else is thrown', () => {
    const e = new Error('x');
    Object.defineProperty(e, 'message', {
      get() {
        throw new Error('gotcha');
      },
    });
    expect(describeThrown(e)).toBe('an exception that cannot be read');
    const named = Object.create(Error.prototype, { name: { get: () => { throw 1; } } });
    expect(describeThrown(named)).toBe('an exception that cannot be read');
  });

  test('a proxy whose every trap throws, a revoked proxy, a message that is not text, a long symbol', () => {
    const hostile = new Proxy({}, { getPrototypeOf: () => { throw new Error('trap'); } });
    expect(describeThrown(hostile)).toBe('an exception that cannot be read');
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    expect(describeThrown(proxy)).toBe('an exception that cannot be read');
    const e = new TypeError('x');
    Object.defineProperty(e, 'message', { value: { toString: () => 'never called' } });
    expect(describeThrown(e)).toBe('TypeError: an object');
    expect(describeThrown(Symbol('s'.repeat(1000))).length).toBeLessThan(100);
  });

  test('plain values keep their short form', () => {
    expect([describeThrown('boom'), describeThrown(42), describeThrown(null), describeThrown(new RangeError('r'))]).toEqual(['"boom"', '42', 'null', 'RangeError: r']);
  });
});

describe('a result is checked without running it', () => {
  test('a revoked proxy, a proxy array, a huge bigint: named, not touched', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(checkScore(proxy, 10)).toEqual({ kind: 'not-a-number', text: 'returned an object, an object, not a number', detail: { type: 'object', shown: 'an object' } });
    expect(showValue(new Proxy([], { get: () => { throw new Error('trap'); } }))).toBe('an array');
    expect(showValue(10n ** 500n).length).toBeLessThan(100);
  });

  test('an evaluation that throws a getter-laden error stops the game with a readable problem', () => {
    const evil = () => {
      throw Object.create(Error.prototype, { message: { get: () => { throw new Error('again'); } } });
    };
    const evaluate = guarded(TICTACTOE_CONTRACT as Contract, evil, 'your evaluation');
    let problem: unknown;
    try {
      evaluate(TICTACTOE_CONTRACT.engine.initial());
    } catch (e) {
      problem = e;
    }
    expect(problem).toBeInstanceOf(EvaluationProblem);
    expect((problem as EvaluationProblem).message).toBe('your evaluation threw an exception, an exception that cannot be read');
  });
});
