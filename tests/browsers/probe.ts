/**
 * The in-page error probe, for an engine whose driver cannot report the
 * page's console errors and uncaught exceptions itself (WebKitGTK's WebDriver
 * speaks only classic WebDriver, which has no log of either). The test server
 * serves it at {@link PROBE_PATH} and puts a `<script>` for it first in every
 * page's `<head>`, so it runs before any of the site's scripts (and before the
 * page's own Content-Security-Policy meta tag, which governs only what follows it).
 *
 * It records, in `window.__smokeErrors`, what Chromium's console would show as
 * an error: `console.error` calls, uncaught exceptions (a worker's uncaught
 * error reaches the page's `error` event too), unhandled promise rejections,
 * resources that failed to load, and Content-Security-Policy violations.
 */

export const PROBE_PATH = '/__smoke__/probe.js';

/** The key of the list on `window`; the drivers read it with {@link takeProbeErrors}. */
const KEY = '__smokeErrors';

function installProbe(key: string): void {
  const w = window as unknown as Record<string, string[]>;
  if (w[key]) return;
  const errors: string[] = (w[key] = []);
  const text = (v: unknown): string => {
    if (v instanceof Error) return `${v.name}: ${v.message}`;
    if (typeof v === 'string') return v;
    try {
      return JSON.stringify(v) ?? String(v);
    } catch {
      return String(v);
    }
  };
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console: ${args.map(text).join(' ')}`);
    consoleError(...args);
  };
  window.addEventListener(
    'error',
    (e) => {
      const target = e.target as Element | null;
      if (e instanceof ErrorEvent) errors.push(`page error: ${e.error !== undefined && e.error !== null ? text(e.error) : e.message}`);
      else if (target && target !== (window as unknown)) {
        // A <script>, <link> or <img> that failed to load (these do not bubble: caught in capture).
        errors.push(`failed to load: <${target.localName}> ${target.getAttribute('src') ?? target.getAttribute('href') ?? ''}`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (e) => errors.push(`page error: unhandled rejection: ${text(e.reason)}`));
  document.addEventListener('securitypolicyviolation', (e) =>
    errors.push(`console: Content-Security-Policy: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline code'}`),
  );
}

/** The probe's script, as served. */
export const PROBE_SOURCE = `(${installProbe.toString()})(${JSON.stringify(KEY)});\n`;

/** A page function: the errors recorded since the last call (the list is emptied). */
export function takeProbeErrors(): string[] {
  const w = window as unknown as Record<string, string[] | undefined>;
  const list = w.__smokeErrors;
  return list ? list.splice(0, list.length) : ['the error probe is missing from this page (was it served by the test server?)'];
}
