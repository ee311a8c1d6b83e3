// @ts-check
/**
 * @packageDocumentation
 * The code cells' sandbox document, `/sandbox/code-run.html`, made at build
 * time (and on each request in `astro dev`) by a Vite plugin: the page
 * `src/pages/sandbox/code-run.html.ts` serves the virtual module
 * `virtual:code-run-sandbox`, whose default export is the whole document.
 *
 * The document holds, in this order:
 * - its Content-Security-Policy (`SANDBOX_POLICY`): nothing is allowed but
 *   the boot script (by its hash), `eval` (SES evaluates the reader's code
 *   with it) and workers from blobs. Workers started from a blob inherit it,
 *   so the runner's worker can reach no network and load no script;
 * - the runner (`src/workers/codeRun.sandbox.ts`: SES, the engine, the
 *   runner), bundled by esbuild, as a JSON data block that never executes;
 * - the boot script (`src/workers/sandbox/boot.ts`), bundled and inlined.
 * The page frames it with `sandbox="allow-scripts"` (`lib/codeCell/sandbox.ts`).
 */

import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRIES = {
  runner: fileURLToPath(new URL('../workers/codeRun.sandbox.ts', import.meta.url)),
  boot: fileURLToPath(new URL('../workers/sandbox/boot.ts', import.meta.url)),
};

const VIRTUAL_ID = 'virtual:code-run-sandbox';

/** The frame's policy, given its boot script's hash. */
const sandboxPolicy = (/** @type {string} */ bootHash) =>
  [
    "default-src 'none'",
    // The boot script, and eval for SES's compartments; no URL: no script can be loaded, by import() or importScripts.
    `script-src '${bootHash}' 'unsafe-eval'`,
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

/**
 * The runner and the boot script, bundled; `inputs` are the source files they
 * were made from (absolute paths), for `astro dev` to watch.
 * @returns {Promise<{ runner: string; boot: string; inputs: string[] }>}
 */
export async function bundleSandbox() {
  /** @type {Record<string, string>} */
  const out = {};
  const inputs = new Set();
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const r = await build({
      entryPoints: [entry],
      absWorkingDir: ROOT,
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      metafile: true,
      logLevel: 'silent',
    });
    out[name] = r.outputFiles[0].text;
    for (const f of Object.keys(r.metafile.inputs)) inputs.add(resolve(ROOT, f));
  }
  return { runner: out.runner, boot: out.boot, inputs: [...inputs] };
}

/** The sandbox's document from the two bundles. */
function sandboxDocument(/** @type {{ runner: string; boot: string }} */ { runner, boot }) {
  if (/<\/script/i.test(boot)) throw new Error('the sandbox boot script contains </script');
  const hash = `sha256-${createHash('sha256').update(boot, 'utf8').digest('base64')}`;
  // JSON with every '<' escaped: the data block cannot end early or open a comment.
  const data = JSON.stringify(runner).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${sandboxPolicy(hash)}">
<title>Sandbox for the code cells</title>
<script type="application/json" id="runner">${data}</script>
<script>${boot}</script>
</head>
<body></body>
</html>
`;
}

/** The Vite plugin that serves `virtual:code-run-sandbox`. @returns {import('vite').Plugin} */
export function codeRunSandbox() {
  const resolved = `\0${VIRTUAL_ID}`;
  return {
    name: 'code-run-sandbox',
    resolveId(id) {
      return id === VIRTUAL_ID ? resolved : undefined;
    },
    async load(id) {
      if (id !== resolved) return undefined;
      const bundles = await bundleSandbox();
      for (const f of bundles.inputs) this.addWatchFile(f);
      return `export default ${JSON.stringify(sandboxDocument(bundles))};`;
    },
  };
}
