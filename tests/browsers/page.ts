/**
 * One small API over every browser engine the suites drive, so a check is
 * written once and runs in each. An engine supplies a {@link PageDriver} (a few
 * primitives: navigate, run a function in the page, click, type, hand over the
 * errors it saw); {@link BrowserPage} builds the rest on top of them, the same
 * for every engine: opening a site path, condition waits, reading text.
 *
 * Page functions (`evaluate`, `waitFor`) are sent to the page as source text:
 * they must be self-contained (no closure over test variables; pass data as
 * the one JSON argument) and return JSON data.
 */

/**
 * A page function's source, ready to send. A transpiler that keeps function
 * names (esbuild's `keepNames`, as tsx runs it) calls a helper `__name` that
 * exists only in the test's process: the page gets a stand-in.
 */
export function pageFunction(fn: (arg: never) => unknown): string {
  return `((arg) => { const __name = (f) => f; return (${fn.toString()})(arg); })`;
}

export type EngineName = 'firefox' | 'webkit';

/** What an engine's driver must do; one instance per tab or window. */
export interface PageDriver {
  /** Navigates and resolves once the page's `load` event has fired. */
  goto(url: string): Promise<void>;
  /**
   * Runs a function in the page, given as its source text, with one JSON
   * argument (awaiting a returned promise), and resolves with its JSON result.
   */
  evaluate(source: string, arg: unknown): Promise<unknown>;
  /**
   * The same in the document of the first iframe matching a CSS selector
   * (whatever its origin: the driver, not the page, crosses into it).
   */
  evaluateInFrame(frameSelector: string, source: string, arg: unknown): Promise<unknown>;
  /** A real click (the driver's input events) on the first element matching a CSS selector, scrolled into view. */
  click(selector: string): Promise<void>;
  /** Clears a text field and types into it, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Console errors and uncaught exceptions seen since the last call, emptied on reading. */
  takeErrors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface WaitOptions<R = unknown> {
  /** Milliseconds before giving up; default 20 s. */
  timeout?: number;
  /** What was awaited, for the failure message. */
  message: string;
  /** When the page function's result is the awaited one; default: when it is truthy. */
  until?: (result: R) => boolean;
}

const POLL_MS = 100;
/** The WebDriver errors a poll may meet while the page navigates; retried, never a test's answer. */
const NAVIGATING = /Could not parse script result/;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class BrowserPage {
  private errorsSeen: string[] = [];

  constructor(
    readonly engine: EngineName,
    /** The site's origin; `open` takes paths under it. */
    readonly origin: string,
    private readonly driver: PageDriver,
  ) {}

  /**
   * Opens a path of the site (query and hash included) in a page of its own:
   * through about:blank first, so no event of the previous page is counted
   * against this one. Starts a fresh list of errors.
   */
  async open(path: string): Promise<void> {
    await this.driver.takeErrors();
    await this.driver.goto('about:blank');
    await this.driver.takeErrors();
    this.errorsSeen = [];
    await this.driver.goto(new URL(path, this.origin).href);
  }

  evaluate<R>(fn: () => R | Promise<R>): Promise<Awaited<R>>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<Awaited<R>>;
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<Awaited<R>> {
    return this.driver.evaluate(pageFunction(fn), arg ?? null) as Promise<Awaited<R>>;
  }

  /** Runs a page function in the document of the first iframe matching `frameSelector` (see `evaluate`). */
  evaluateInFrame<R, A>(frameSelector: string, fn: (arg: A) => R | Promise<R>, arg: A): Promise<Awaited<R>> {
    return this.driver.evaluateInFrame(frameSelector, pageFunction(fn), arg) as Promise<Awaited<R>>;
  }

  /**
   * Waits until the page function's result is the awaited one (truthy, or
   * what `until` accepts), and resolves with it. Polls every 100 ms: a
   * condition wait, never a fixed sleep.
   */
  async waitFor<R>(fn: () => R, options: WaitOptions<Awaited<R>>): Promise<Awaited<R>>;
  async waitFor<R, A>(fn: (arg: A) => R, options: WaitOptions<Awaited<R>>, arg: A): Promise<Awaited<R>>;
  async waitFor<R, A>(fn: (arg: A) => R, options: WaitOptions<Awaited<R>>, arg?: A): Promise<Awaited<R>> {
    const timeout = options.timeout ?? 20_000;
    const until = options.until ?? ((r: Awaited<R>) => Boolean(r));
    const end = Date.now() + timeout;
    const source = pageFunction(fn);
    let last: Awaited<R> | undefined;
    for (;;) {
      const read = await this.driver.evaluate(source, arg ?? null).then(
        (value) => ({ value: value as Awaited<R> }),
        (error: unknown) => {
          // safaridriver answers a poll sent while the document is being replaced (a
          // navigation the test just started) with this error: the next poll reads the new one.
          if (error instanceof Error && NAVIGATING.test(error.message)) return undefined;
          throw error;
        },
      );
      if (read !== undefined) {
        last = read.value;
        if (until(last)) return last;
      }
      if (Date.now() > end) throw new Error(`${this.engine}: timed out after ${timeout} ms waiting for ${options.message} (last: ${JSON.stringify(last)})`);
      await sleep(POLL_MS);
    }
  }

  /** Waits for an element matching the selector. */
  async waitForSelector(selector: string, options?: { timeout?: number }): Promise<void> {
    await this.waitFor((s) => document.querySelector(s) !== null, { message: `an element ${selector}`, ...options }, selector);
  }

  /** The text of the first element matching the selector (trimmed), or null when there is none. */
  text(selector: string): Promise<string | null> {
    return this.evaluate((s) => document.querySelector(s)?.textContent?.trim() ?? null, selector);
  }

  /** An attribute of the first element matching the selector, or null. */
  attribute(selector: string, name: string): Promise<string | null> {
    return this.evaluate(([s, n]) => document.querySelector(s)?.getAttribute(n) ?? null, [selector, name] as const);
  }

  /**
   * Clicks an element for real. With `text`, the element among those matching
   * the selector whose text is exactly `text` (a button by its label).
   */
  async click(selector: string, options: { text?: string } = {}): Promise<void> {
    const target = options.text === undefined ? selector : `[data-smoke-click="${await this.mark(selector, options.text)}"]`;
    await this.scrollTo(target);
    await this.driver.click(target);
  }

  /** Marks the element among those matching the selector whose text is exactly `text`; returns the mark. */
  private mark(selector: string, text: string): Promise<string> {
    return this.waitFor(
      ([s, t]) => {
        const el = [...document.querySelectorAll(s)].find((e) => e.textContent?.trim() === t);
        if (!el) return '';
        const id = String(Math.random()).slice(2);
        el.setAttribute('data-smoke-click', id);
        return id;
      },
      { message: `${selector} with the text “${text}”` },
      [selector, text] as const,
    );
  }

  /**
   * Scrolls an element to the middle of the screen, instantly. The site
   * scrolls smoothly (unless the reader asks for less motion), and WebKitGTK's
   * WebDriver then tests the element before its own scroll has brought it into
   * view ("element not interactable"); WebDriver's scroll is meant to be instant.
   */
  private async scrollTo(selector: string): Promise<void> {
    await this.waitFor(
      (s) => {
        const el = document.querySelector(s);
        el?.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        return el !== null;
      },
      { message: `an element ${selector}` },
      selector,
    );
  }

  /** Types into a text field, replacing what it held. */
  async fill(selector: string, text: string): Promise<void> {
    await this.scrollTo(selector);
    await this.driver.type(selector, text);
  }

  /** Console errors and uncaught exceptions since `open`. */
  async errors(): Promise<string[]> {
    this.errorsSeen.push(...(await this.driver.takeErrors()));
    return [...this.errorsSeen];
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
