import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DEFAULT_SPEC, type ExplorerSpec } from './spec.ts';
import { decodeSpec, encodeSpec, mergeSpecIntoSearch } from './specUrl.ts';
import { ignoredText } from '../url/query.ts';

const specArb: fc.Arbitrary<ExplorerSpec> = fc.record({
  game: fc.constantFrom('toy' as const),
  position: fc.constantFrom('example:course', 'example:walkthrough', 'random', '[[3 12 8] [2 4 6] [14 5 2]]', '[1 [2 -3]]'),
  random: fc.record({
    depth: fc.integer({ min: 1, max: 4 }),
    branching: fc.integer({ min: 1, max: 3 }).map((lo) => [lo, lo + 1] as [number, number]),
    min: fc.integer({ min: -50, max: 0 }),
    max: fc.integer({ min: 1, max: 50 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  }),
  rootPlayer: fc.constantFrom('max' as const, 'min' as const),
  algorithm: fc.constantFrom('minimax' as const, 'negamax' as const, 'alphabeta' as const, 'shallow' as const),
  order: fc.constantFrom('natural' as const, 'best-first' as const, 'worst-first' as const),
  perspective: fc.constantFrom('max' as const, 'mover' as const),
  depth: fc.constantFrom(Infinity, 1, 3, 9),
  failSoft: fc.boolean(),
  tt: fc.boolean(),
  step: fc.nat({ max: 5000 }),
  mode: fc.constantFrom('watch' as const, 'exercise' as const),
});

describe('the view in the URL', () => {
  test('decode(encode(spec)) gives the spec back (property)', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const back = decodeSpec(`?${encodeSpec(spec, DEFAULT_SPEC)}`, DEFAULT_SPEC);
        expect(back.ignored).toEqual([]);
        const want = { ...spec };
        if (spec.position !== 'random') want.random = DEFAULT_SPEC.random;
        if (spec.position.startsWith('example:')) want.rootPlayer = DEFAULT_SPEC.rootPlayer;
        expect(back.spec).toEqual(want);
      }),
      { numRuns: 500, seed: 3 },
    );
  });

  test('the defaults write nothing; a tic-tac-toe link is short and readable', () => {
    expect(encodeSpec(DEFAULT_SPEC, DEFAULT_SPEC)).toBe('');
    const q = encodeSpec({ ...DEFAULT_SPEC, game: 'tictactoe', position: 'x.o.o.x..', order: 'worst-first', step: 12 }, DEFAULT_SPEC);
    expect(q).toBe('game=tictactoe&pos=x.o.o.x..&order=worst-first&step=12');
  });

  test('bad values fall back to the defaults and are named, with the reason', () => {
    const d = decodeSpec('?alg=quick&order=random&depth=99&step=-3&rv=9..1&soft=maybe&game=chess&seed=abc', DEFAULT_SPEC);
    expect(d.spec).toEqual(DEFAULT_SPEC);
    expect(d.ignored.map(ignoredText)).toEqual([
      'game=chess: not a game (toy, line, tictactoe, connect4, othello, tetromino)',
      'seed=abc: not a seed from 0 to 2147483647',
      'rv=9..1: not a value range like 0..50, within -999..999',
      'alg=quick: not an algorithm (minimax, negamax, alphabeta, shallow)',
      'order=random: not a move order (natural, best-first, worst-first)',
      'depth=99: not a depth from 1 to 12',
      'soft=maybe: neither 0 nor 1',
      'step=-3: not a step number (0, 1, 2…)',
    ]);
  });

  test('a step is read whatever its size; the island checks it against the search (the link cannot know its length)', () => {
    const d = decodeSpec('?step=999999', DEFAULT_SPEC);
    expect(d.spec.step).toBe(999999);
    expect(d.step).toBe(999999);
    expect(d.ignored).toEqual([]);
    expect(decodeSpec('?step=1e3', DEFAULT_SPEC).ignored.map((p) => p.name)).toEqual(['step']);
  });

  test('random trees: values out of the limits keep the defaults; a tree too big to draw is drawn smaller, and both are said', () => {
    const d = decodeSpec('?pos=random&rd=40&rb=9&rv=-5000..5000&seed=-1', DEFAULT_SPEC);
    expect(d.spec.random).toEqual(DEFAULT_SPEC.random);
    expect(d.ignored.map((p) => p.name)).toEqual(['seed', 'rd', 'rb', 'rv']);
    const big = decodeSpec('?pos=random&rd=6&rb=5', DEFAULT_SPEC);
    expect(big.spec.random.depth).toBe(4);
    expect(big.spec.random.branching).toEqual([5, 5]);
    expect(big.ignored.map(ignoredText)).toEqual([
      'rd=6: a random tree of depth 6, up to 5 children can have more than 2,000 nodes, so it is drawn with depth 4, up to 5 children',
    ]);
  });
});

describe('sharing the query string with other live cells', () => {
  test("the explorer's parameters are replaced and every other one is kept", () => {
    expect(mergeSpecIntoSearch('?board=x........&step=3&d=4', 'alg=minimax&step=7')).toBe('board=x........&d=4&alg=minimax&step=7');
  });
  test('back to the defaults, only the foreign parameters remain', () => {
    expect(mergeSpecIntoSearch('?alg=minimax&pos=example%3Acourse&ed=3', '')).toBe('ed=3');
  });
});
