/**
 * WebKit: Debian's WebKitGTK, through its own WebDriver server
 * (`WebKitWebDriver`, package webkit2gtk-driver), which starts WebKitGTK's
 * MiniBrowser in automation mode; driven by selenium-webdriver. Playwright's
 * WebKit is a patched build it would have to download. MiniBrowser has no
 * headless mode: it draws on an X display, Xvfb when DISPLAY is not set.
 *
 * A WebKitWebDriver process holds one session at a time, so each page is a
 * driver and a browser of its own. Classic WebDriver (this WebKitGTK offers
 * no BiDi) cannot report console errors or uncaught exceptions: the test
 * server puts an error probe into every page (probe.ts) and this driver reads it.
 */

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { pageFunction, type PageDriver } from './page.ts';
import { takeProbeErrors } from './probe.ts';

export const WINDOW = { width: 1280, height: 900 };

export interface WebKitPrograms {
  driver: string;
  browser: string;
  /** Xvfb, when there is no display to use. */
  xvfb?: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Starts Xvfb on a free display number (it writes the number it took to fd 3). */
function startXvfb(xvfb: string): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
    child.stdio[3]?.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve({ child, display: `:${out.trim()}` });
    });
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${err}`)));
  });
}

/** Waits until a WebDriver server answers `/status` as ready. */
async function ready(url: string, child: ChildProcess): Promise<void> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`WebKitWebDriver exited (${child.exitCode})`);
    try {
      const r = await fetch(`${url}/status`);
      if (r.ok && (await r.json()).value?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} in 30 s`);
}

class WebKitPage implements PageDriver {
  constructor(
    private readonly driver: WebDriver,
    private readonly server: ChildProcess,
    private readonly origin: string,
  ) {}

  async goto(url: string): Promise<void> {
    await this.driver.get(url);
  }

  async evaluate(source: string, arg: unknown): Promise<unknown> {
    const out = (await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => ${source}(arguments[0]))
         .then((value) => done({ value: value === undefined ? null : value }), (e) => done({ error: e instanceof Error ? e.name + ': ' + e.message : String(e) }));`,
      arg,
    )) as { value?: unknown; error?: string };
    if (out.error !== undefined) throw new Error(`webkit: the page function threw ${out.error}`);
    return out.value;
  }

  async evaluateInFrame(frameSelector: string, source: string, arg: unknown): Promise<unknown> {
    await this.driver.switchTo().frame(await this.driver.findElement(By.css(frameSelector)));
    try {
      return await this.evaluate(source, arg);
    } finally {
      await this.driver.switchTo().defaultContent();
    }
  }

  async click(selector: string): Promise<void> {
    await this.driver.findElement(By.css(selector)).click();
  }

  async type(selector: string, text: string): Promise<void> {
    const el = await this.driver.findElement(By.css(selector));
    await el.clear();
    await el.sendKeys(text);
  }

  async takeErrors(): Promise<string[]> {
    // The probe lives in the site's pages only (not about:blank).
    const here = (await this.driver.executeScript('return location.origin')) as string;
    return here === this.origin ? ((await this.evaluate(pageFunction(takeProbeErrors), null)) as string[]) : [];
  }

  async close(): Promise<void> {
    try {
      await this.driver.quit();
    } finally {
      await stop(this.server);
    }
  }
}

export interface WebKitBrowser {
  newPage(): Promise<PageDriver>;
  close(): Promise<void>;
}

export async function launchWebKit(programs: WebKitPrograms, origin: string): Promise<WebKitBrowser> {
  const xvfb = programs.xvfb && !process.env.DISPLAY ? await startXvfb(programs.xvfb) : undefined;
  const display = xvfb?.display ?? process.env.DISPLAY!;
  const pages: WebKitPage[] = [];
  return {
    async newPage() {
      const port = await freePort();
      const server = spawn(programs.driver, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
      const url = `http://127.0.0.1:${port}`;
      try {
        await ready(url, server);
        const driver = await new Builder()
          .usingServer(url)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: programs.browser, args: ['--automation'] },
          })
          .build();
        await driver.manage().setTimeouts({ script: 120_000, pageLoad: 60_000 });
        await driver.manage().window().setRect({ x: 0, y: 0, ...WINDOW });
        const page = new WebKitPage(driver, server, origin);
        pages.push(page);
        return page;
      } catch (e) {
        await stop(server);
        throw e;
      }
    },
    async close() {
      await Promise.allSettled(pages.map((p) => p.close()));
      if (xvfb) await stop(xvfb.child);
    },
  };
}
