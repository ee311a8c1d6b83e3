/**
 * @packageDocumentation
 * The first module the sandbox's worker runs (`codeRun.sandbox.ts` imports it
 * before anything else): SES's `lockdown()` freezes every intrinsic of the
 * worker's realm (`Object.prototype`, `Array.prototype.filter`, `Math.max`,
 * …) before the engine's modules or the reader's code run, so the reader's
 * code, evaluated later in a `Compartment`, cannot change what the engine's
 * side computes with.
 *
 * Options, each away from SES's default for a reason:
 * - `localeTaming: 'unsafe'`: the messages write numbers with
 *   `toLocaleString('en-US')` ("10,000"); the locale is no capability.
 * - `consoleTaming: 'unsafe'` and `reporting: 'none'`: no wrapped console and
 *   no warnings about removed non-standard intrinsics in the page's console.
 * Everything else stays safe: `Math.random()` throws and `Date.now()` is NaN
 * inside a compartment, so an evaluation is a function of its position.
 */

import 'ses';

lockdown({ localeTaming: 'unsafe', consoleTaming: 'unsafe', reporting: 'none' });
