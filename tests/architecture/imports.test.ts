import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { astroImports, mdxImports, violations } from './cruise.mjs';

// The site's floors (see `.dependency-cruiser.cjs`): the engine imports
// nothing outside it, lib never imports components, shipped code never
// imports the tests, no import cycles; .astro and .mdx files included.

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
        'ui-below-islands: src/components/ui/Badge.astro -> src/components/islands/Island.tsx',
        'shipped-code-imports-no-tests: src/lib/data.ts -> tests/helper.ts',
        'shipped-code-imports-no-tests: content/lesson.mdx -> tests/helper.ts',
      ]),
    );
    expect(found.filter((v) => v.includes('src/engine/types.ts'))).toEqual([]); // a type-only import is allowed
  }, 60_000);
});

describe('what the check reads of .astro and .mdx files', () => {
  test('an .astro file: its frontmatter and its bundled scripts, not its inline ones', () => {
    const astro = "---\nimport A from './A.astro';\n---\n<A />\n<script>\nimport { b } from './b.ts';\n</script>\n<script is:inline>\nimport('./c.js');\n</script>\n";
    expect(astroImports(astro)).toBe("import A from './A.astro';\n;\n\nimport { b } from './b.ts';\n");
  });

  test('an .mdx file: its import and export paragraphs, not its prose', () => {
    const mdx = "---\ntitle: import x from 'y'\n---\n\nimport A from './A.astro';\nimport {\n  b,\n} from './b.ts';\n\nSome prose: import this.\n\nexport const c = 1;\n";
    expect(mdxImports(mdx)).toBe("import A from './A.astro';\nimport {\n  b,\n} from './b.ts';\nexport const c = 1;\n");
  });
});
