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

/**
 * Attacks whose first step an engine may never finish: under load, Firefox
 * ESR's `new Worker()` inside a worker of the opaque-origin frame sometimes
 * never returns (the body's `started` mark arrives, its `constructed` mark
 * never does; seen in CI and in `tests/browsers` runs beside busy cores).
 * A hung constructor starts nothing, and the check still demands that the
 * listener and the site heard nothing; a hang anywhere else stays a failure.
 */
export const ENGINE_HANGS: Record<EngineName, Readonly<Record<string, string>>> = {
  firefox: {
    'escaped-nested-worker': 'new Worker() never returned',
    'escaped-nested-worker-url': 'new Worker() never returned',
  },
  webkit: {},
};

/** `outcome` of attack `id`, where a hang `engine` is known for reads as blocked (and says why). */
export function knownHang(engine: EngineName, id: string, outcome: string): string {
  const why = ENGINE_HANGS[engine][id];
  return why !== undefined && outcome === 'no answer after started' ? `blocked: hung (${why})` : outcome;
}
