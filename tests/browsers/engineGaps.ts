/**
 * What each engine's workers lack of what the sandbox attacks use (their
 * `needs`, tests/sandbox/attacks.ts): the globals a worker of the sandbox's
 * frame does not have in Debian's Firefox ESR and WebKitGTK. An attack whose
 * global is missing cannot do anything there, so in that engine it does not
 * apply: the suite says so in the attack's name and outcome, and checks this
 * table against a worker of the sandbox itself (sandboxChecks.ts), so that it
 * stays true when an engine gains one.
 *
 * `SharedArrayBuffer` exists only in a cross-origin isolated page, which the
 * site is not (nor Chromium's); `navigator.sendBeacon` is a window's, in
 * every engine.
 */

import type { EngineName } from './page.ts';

export const ENGINE_GAPS: Record<EngineName, Readonly<Record<string, string>>> = {
  firefox: {
    'navigator.sendBeacon': 'sendBeacon is a window’s, not a worker’s',
    SharedArrayBuffer: 'SharedArrayBuffer needs a cross-origin isolated page',
    WebSocketStream: 'Firefox ESR has no WebSocketStream',
  },
  webkit: {
    'navigator.sendBeacon': 'sendBeacon is a window’s, not a worker’s',
    SharedArrayBuffer: 'SharedArrayBuffer needs a cross-origin isolated page',
    WebSocketStream: 'WebKitGTK has no WebSocketStream',
    WebTransport: 'WebKitGTK has no WebTransport',
  },
};

/** Why the attack does not apply in `engine`, or undefined when it does. */
export function gap(engine: EngineName, needs: string | undefined): string | undefined {
  return needs === undefined ? undefined : ENGINE_GAPS[engine][needs];
}
