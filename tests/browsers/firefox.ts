/**
 * Firefox: Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi
 * (Playwright's Firefox is a patched build it would have to download; BiDi
 * drives the stock browser). One headless browser; each page is a window of
 * its own, since a background tab is hidden (`visibilityState`), and a hidden
 * page does not behave as the page a reader looks at.
 *
 * BiDi reports the page's console and uncaught exceptions itself; responses
 * with an error status are counted too, as Chromium's console shows them.
 */

import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import type { PageDriver } from './page.ts';

/** `Name: message`, once (Firefox's messages may already start with the name). */
function errorText(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  return e.message.startsWith(`${e.name}:`) ? e.message : `${e.name}: ${e.message}`;
}

export const VIEWPORT = { width: 1280, height: 900 };

class FirefoxPage implements PageDriver {
  private errors: string[] = [];

  constructor(private readonly page: Page) {
    page.on('console', (m) => {
      if (m.type() === 'error') this.errors.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => this.errors.push(`page error: ${errorText(e)}`));
    page.on('response', (r) => {
      if (r.status() >= 400) this.errors.push(`failed to load: ${r.status()} ${r.url()}`);
    });
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  }

  evaluate(source: string, arg: unknown): Promise<unknown> {
    // A string is evaluated as an expression (its promise awaited).
    return this.page.evaluate(`${source}(${JSON.stringify(arg)})`);
  }

  async evaluateInFrame(frameSelector: string, source: string, arg: unknown): Promise<unknown> {
    const element = await this.page.$(frameSelector);
    const frame = await element?.contentFrame();
    if (!frame) throw new Error(`firefox: no frame ${frameSelector}`);
    return frame.evaluate(`${source}(${JSON.stringify(arg)})`);
  }

  async click(selector: string): Promise<void> {
    await this.page.click(selector);
  }

  async type(selector: string, text: string): Promise<void> {
    await this.page.click(selector, { count: 3 });
    await this.page.keyboard.press('Backspace');
    await this.page.type(selector, text);
  }

  async takeErrors(): Promise<string[]> {
    return this.errors.splice(0, this.errors.length);
  }

  async close(): Promise<void> {
    await this.page.close();
  }
}

export interface FirefoxBrowser {
  newPage(): Promise<PageDriver>;
  close(): Promise<void>;
}

export async function launchFirefox(executablePath: string): Promise<FirefoxBrowser> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    protocolTimeout: 120_000,
    extraPrefsFirefox: {
      // The reader's first visit: no telemetry, no update check, no first-run page.
      'app.update.disabledForTesting': true,
      'datareporting.policy.dataSubmissionEnabled': false,
      'browser.shell.checkDefaultBrowser': false,
    },
  });
  return {
    async newPage() {
      const page = await browser.newPage({ type: 'window' });
      await page.setViewport(VIEWPORT);
      return new FirefoxPage(page);
    },
    async close() {
      await browser.close();
    },
  };
}
