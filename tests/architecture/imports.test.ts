import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseOptions, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import { describe, expect, test } from 'vitest';
import rules from '../../.dependency-cruiser.cjs';

const config = rules as unknown as { forbidden: NonNullable<ICruiseOptions['ruleSet']>['forbidden']; options: ICruiseOptions };

// The site's floors (see `.dependency-cruiser.cjs`): the engine imports
// nothing outside it, lib never imports components, no import cycles.

async function violations(root: string): Promise<string[]> {
  const here = process.cwd();
  process.chdir(root);
  try {
    const r = await cruise(['src'], { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true });
    const out = r.output as ICruiseResult;
    return out.summary.violations.map((v: IViolation) => `${v.rule.name}: ${v.from} -> ${v.to}`);
  } finally {
    process.chdir(here);
  }
}

describe('imports point down', () => {
  test('the site has no violation', async () => {
    expect(await violations(fileURLToPath(new URL('../..', import.meta.url)))).toEqual([]);
  }, 60_000);

  test('a deliberately wrong tree is caught, rule by rule', async () => {
    const found = await violations(fileURLToPath(new URL('./fixture', import.meta.url)));
    expect(found).toEqual(
      expect.arrayContaining([
        'engine-imports-only-engine: src/engine/search.ts -> src/lib/words.ts',
        'lib-below-components: src/lib/words.ts -> src/components/islands/Island.tsx',
        'explorer-imports-engine-types-only: src/components/explorer/View.tsx -> src/engine/search.ts',
        expect.stringMatching(/^no-cycles: /),
      ]),
    );
    expect(found.filter((v) => v.includes('src/engine/types.ts'))).toEqual([]); // a type-only import is allowed
  }, 60_000);
});
