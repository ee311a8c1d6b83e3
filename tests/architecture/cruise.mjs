// The import rules of `.dependency-cruiser.cjs`, over every file of the site,
// .astro and .mdx included.
//
// dependency-cruiser reads JavaScript and TypeScript only. So the check runs on
// a copy of `src/` and `content/` in a temporary folder where each .astro file
// becomes `X.astro.ts` (its frontmatter and its bundled `<script>`s: all the
// imports it has) and each .mdx file `X.mdx.ts` (its import/export blocks, as
// MDX reads them: a paragraph that starts with `import` or `export`). An
// import of `./X.astro` still resolves there (to `X.astro.ts`), and the
// reports name the real files.
//
//   node tests/architecture/cruise.mjs     prints the violations; exit 1 if any
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const require = createRequire(import.meta.url);

/**
 * The TypeScript of an .astro file: its frontmatter, then each bundled (not `is:inline`) script.
 * @param {string} text
 * @returns {string}
 */
export function astroImports(text) {
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter((m) => !/\bis:inline\b/.test(m[1] ?? '')).map((m) => m[2]);
  return [front, ...scripts].join('\n;\n');
}

/**
 * The ESM of an .mdx file: its paragraphs that start with `import` or `export`.
 * @param {string} text
 * @returns {string}
 */
export function mdxImports(text) {
  const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---/, '');
  return body
    .split(/\r?\n\s*\r?\n/)
    .filter((block) => /^(import|export)\s/.test(block.trimStart()))
    .join('\n');
}

function copyTree(from, to) {
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    const dst = join(to, name);
    if (statSync(src).isDirectory()) {
      mkdirSync(dst, { recursive: true });
      copyTree(src, dst);
    } else if (name.endsWith('.astro')) writeFileSync(`${dst}.ts`, astroImports(readFileSync(src, 'utf8')));
    else if (name.endsWith('.mdx')) writeFileSync(`${dst}.ts`, mdxImports(readFileSync(src, 'utf8')));
    else cpSync(src, dst); // code, and data imported with `?raw`: an import of it must resolve
  }
}

const realName = (p) => p.replace(/\.(astro|mdx)\.ts$/, '.$1');

/**
 * The violations of the rules in the tree at `root` (its `src/`, `content/` and `tests/`), as `rule: from -> to`.
 * @param {string} root
 * @param {string} [rulesFile]
 * @returns {Promise<string[]>}
 */
export async function violations(root, rulesFile = join(fileURLToPath(new URL('../..', import.meta.url)), '.dependency-cruiser.cjs')) {
  const rules = require(rulesFile);
  const tmp = mkdtempSync(join(tmpdir(), 'mn-imports-'));
  const here = process.cwd();
  try {
    const dirs = ['src', 'content', 'tests'].filter((d) => {
      try {
        return statSync(join(root, d)).isDirectory();
      } catch {
        return false;
      }
    });
    for (const d of dirs) {
      mkdirSync(join(tmp, d));
      copyTree(join(root, d), join(tmp, d));
    }
    for (const f of ['tsconfig.json', 'package.json']) {
      try {
        cpSync(join(root, f), join(tmp, f));
      } catch {
        // the rule fixture has no package.json
      }
    }
    symlinkSync(join(fileURLToPath(new URL('../..', import.meta.url)), 'node_modules'), join(tmp, 'node_modules'), 'dir');
    process.chdir(tmp);
    const scanned = dirs.filter((d) => d !== 'tests');
    const r = await cruise(scanned, { ...rules.options, ruleSet: { forbidden: rules.forbidden }, validate: true });
    return r.output.summary.violations.map((v) => `${v.rule.name}: ${realName(v.from)} -> ${realName(v.to)}`);
  } finally {
    process.chdir(here);
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const found = await violations(fileURLToPath(new URL('../..', import.meta.url)));
  for (const v of found) process.stdout.write(`${v}\n`);
  process.stdout.write(`${found.length} violation${found.length === 1 ? '' : 's'} of the import rules (.astro and .mdx included)\n`);
  process.exit(found.length === 0 ? 0 : 1);
}
