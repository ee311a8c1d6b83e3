/**
 * Where each smoke engine's programs are, and why an engine cannot run here.
 * Plain JavaScript so that `tests/run-all.mjs` (plain Node) and the suites
 * (TypeScript, in Vitest) ask the same question and print the same reason.
 *
 * Firefox: Debian's Firefox ESR, driven through WebDriver BiDi.
 * WebKit: WebKitGTK's WebDriver server, which starts WebKitGTK's MiniBrowser;
 * it needs an X display (Xvfb is started when DISPLAY is not set).
 */

import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** @typedef {'firefox' | 'webkit'} EngineName */

/** @param {string} name */
function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not in this directory
    }
  }
  return undefined;
}

/** MiniBrowser sits in WebKitGTK's library folder, whose name carries the architecture and API version. */
function findMiniBrowser() {
  if (process.env.WEBKIT_BROWSER_PATH) return process.env.WEBKIT_BROWSER_PATH;
  for (const root of ['/usr/lib', '/usr/libexec', '/usr/lib64']) {
    if (!existsSync(root)) continue;
    const dirs = readdirSync(root);
    const arch = dirs.filter((d) => d.endsWith('-linux-gnu')).map((d) => join(root, d));
    for (const base of [root, ...arch]) {
      const webkit = existsSync(base) ? readdirSync(base).filter((d) => /^webkit2?gtk-[\d.]+$/.test(d)).sort().reverse() : [];
      for (const d of webkit) {
        const file = join(base, d, 'MiniBrowser');
        if (existsSync(file)) return file;
      }
    }
  }
  return undefined;
}

/** The programs an engine runs, or undefined where one is missing. */
export function enginePrograms(/** @type {EngineName} */ engine) {
  if (engine === 'firefox') {
    const firefox = process.env.FIREFOX_PATH ?? onPath('firefox-esr') ?? onPath('firefox');
    return firefox ? { firefox } : undefined;
  }
  const driver = process.env.WEBKIT_DRIVER_PATH ?? onPath('WebKitWebDriver');
  const browser = findMiniBrowser();
  const xvfb = process.env.DISPLAY ? undefined : onPath('Xvfb');
  if (!driver || !browser || (!process.env.DISPLAY && !xvfb)) return undefined;
  return { driver, browser, xvfb };
}

/**
 * Why `engine` cannot run here (a sentence that says how to fix it), or
 * undefined when it can. `SKIP_FIREFOX=1` / `SKIP_WEBKIT=1` skip an engine on purpose.
 */
export function engineMissing(/** @type {EngineName} */ engine) {
  const skip = engine === 'firefox' ? 'SKIP_FIREFOX' : 'SKIP_WEBKIT';
  if (process.env[skip]) return `${skip} is set`;
  if (engine === 'firefox') {
    return enginePrograms('firefox') ? undefined : 'no Firefox: firefox-esr is not on PATH (apt-get install firefox-esr, or set FIREFOX_PATH)';
  }
  if (!(process.env.WEBKIT_DRIVER_PATH ?? onPath('WebKitWebDriver'))) {
    return 'no WebKit: WebKitWebDriver is not on PATH (apt-get install webkit2gtk-driver)';
  }
  if (!findMiniBrowser()) return 'no WebKit: WebKitGTK’s MiniBrowser was not found (apt-get install webkit2gtk-driver, or set WEBKIT_BROWSER_PATH)';
  if (!process.env.DISPLAY && !onPath('Xvfb')) return 'no display for WebKit: DISPLAY is not set and Xvfb is not on PATH (apt-get install xvfb)';
  return undefined;
}
