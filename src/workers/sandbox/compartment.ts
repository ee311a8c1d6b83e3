/**
 * @packageDocumentation
 * How the sandbox's worker loads the reader's script: in a fresh SES
 * `Compartment` per script, with no endowments. Its global object holds the
 * frozen, shared intrinsics and nothing of the worker's (no `fetch`, no
 * `postMessage`, no `self`); `Function('return this')()` and `eval` inside it
 * answer the compartment's own global. The script's top-level names stay in
 * its evaluation, and its completion value is its `evaluate`.
 *
 * SES also refuses, before running it, source text that holds `import(` or
 * an HTML comment (`<!--`, `-->`), even in a string: the message names the
 * rejection, as a load error of the reader's code.
 */

import type { Loader } from '../../lib/codeCell/runner.ts';

export const compartmentLoader: Loader = (js) => new Compartment().evaluate(`${js}\n;typeof evaluate === "function" ? evaluate : undefined;\n`);
