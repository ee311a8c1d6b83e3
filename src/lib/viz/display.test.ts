import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { runSearch } from './searchRun.ts';
import { picture } from './display.ts';
import { layoutTree } from './layout.ts';
import { Replayer } from './replay.ts';
import { DEFAULT_SPEC } from './spec.ts';

const strip = (p: ReturnType<typeof picture>) => ({ nodes: p.nodes, links: p.links, currentKey: p.currentKey });

describe('pictures drawn step after step', () => {
  test('reusing the previous picture gives exactly the picture drawn from scratch, in any order of steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.array(fc.nat(), { minLength: 2, maxLength: 25 }),
        fc.boolean(),
        fc.constantFrom('max', 'mover'),
        (seed, steps, openPruned, perspective) => {
          const r = runSearch({ ...DEFAULT_SPEC, position: 'random', random: { seed, depth: 4, branching: [1, 3], min: -9, max: 9 } });
          if (!r.ok) throw new Error(r.error.message);
          const { model, source } = r.value;
          const layout = layoutTree(model, source, { expandAllPruned: openPruned, maxPly: openPruned ? Infinity : 3 });
          const rp = new Replayer(model, perspective);
          const ctx = { model, layout, source, perspective };
          let prev: ReturnType<typeof picture> | undefined;
          for (const s of steps) {
            const k = s % (rp.total + 1);
            const next = picture(ctx, rp.at(k), prev);
            expect(strip(next)).toEqual(strip(picture(ctx, rp.at(k))));
            prev = next;
          }
        },
      ),
      { numRuns: 150, seed: 5 },
    );
  });

  test('one step redraws only the nodes it touches', () => {
    const r = runSearch({ ...DEFAULT_SPEC, game: 'tictactoe', position: 'x.o.o.x..' });
    if (!r.ok) throw new Error(r.error.message);
    const { model, source } = r.value;
    const layout = layoutTree(model, source);
    const rp = new Replayer(model, 'max');
    const ctx = { model, layout, source, perspective: 'max' as const };
    const a = picture(ctx, rp.at(40));
    const b = picture(ctx, rp.at(41), a);
    const changed = b.nodes.filter((n, i) => n !== a.nodes[i]).length;
    expect(changed).toBeGreaterThan(0);
    expect(changed).toBeLessThanOrEqual(4);
  });
});
