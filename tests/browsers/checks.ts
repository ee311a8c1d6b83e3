/**
 * A browser suite is a list of checks, each written once against
 * {@link BrowserPage} and run in every engine. {@link runChecks} registers
 * lists of them as Vitest tests for one engine: it starts the site and the
 * browser once, runs the checks a few at a time (each in a page of its own
 * from a small pool) and, unless a check says otherwise, fails a check whose
 * page logged a console error or threw an uncaught exception.
 *
 * Another list of in-page checks (for instance attacks on the code cell's
 * sandbox: code to run, and how to see that it was blocked) needs only a map
 * from its items to {@link InPageCheck}s and one line in suites.ts.
 */

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { engineMissing } from './available.mjs';
import { PAGES_AT_ONCE } from './concurrency.ts';
import { startSession, type Session } from './engines.ts';
import type { BrowserPage, EngineName } from './page.ts';
import type { Site } from './site.ts';

export interface InPageCheck {
  readonly name: string;
  /** Opens what it needs with `page.open` and throws (or fails an `expect`) when the check fails. */
  run(page: BrowserPage, site: Site): Promise<void>;
  /** Milliseconds for the whole check, a backstop over its own bounded waits; default 180 s. */
  readonly timeout?: number;
  /** 'expected' when the check provokes errors on purpose (the page's errors are then not a failure). */
  readonly errors?: 'none' | 'expected';
}

export interface CheckList {
  readonly name: string;
  readonly checks: readonly InPageCheck[];
  /** Stops what the list's checks started for all of them (a listener), once they have all run. */
  readonly close?: () => Promise<void>;
}


const LABEL: Record<EngineName, string> = { firefox: 'Firefox', webkit: 'WebKit' };

async function responsive(page: BrowserPage): Promise<boolean> {
  const answer = page.evaluate(() => true).catch(() => false);
  const late = new Promise<boolean>((r) => setTimeout(() => r(false), 10_000));
  return Promise.race([answer, late]);
}

/** Registers the lists' checks for one engine (the lists are made only where the engine can run). */
export function runChecks(engine: EngineName, makeLists: readonly ((engine: EngineName) => CheckList)[]): void {
  const missing = engineMissing(engine);
  if (missing) {
    console.log(`${LABEL[engine]} checks skipped: ${missing}`);
    test.skip(`${LABEL[engine]}: every check (${missing})`, () => {});
    return;
  }
  const lists = makeLists.map((make) => make(engine));

  describe.concurrent(LABEL[engine], () => {
    let session: Session;
    beforeAll(async () => {
      session = await startSession(engine, PAGES_AT_ONCE);
    }, 180_000);
    afterAll(async () => {
      await Promise.allSettled(lists.map((list) => list.close?.()));
      await session?.close();
    }, 60_000);

    for (const list of lists) {
      for (const check of list.checks) {
        test(`${list.name}: ${check.name}`, { timeout: check.timeout ?? 180_000 }, async () => {
          const page = await session.acquire();
          let ok = false;
          try {
            try {
              await check.run(page, session.site);
            } catch (e) {
              // What the page said before the check failed often names the cause.
              const said = await Promise.race([page.errors(), new Promise<string[]>((r) => setTimeout(() => r([]), 5_000))]).catch(() => []);
              if (said.length && e instanceof Error) e.message += `\n${LABEL[engine]} page errors:\n  ${said.join('\n  ')}`;
              throw e;
            }
            if (check.errors !== 'expected') expect(await page.errors(), 'console errors and uncaught exceptions').toEqual([]);
            ok = true;
          } finally {
            if (ok || (await responsive(page))) session.release(page);
            else await session.replace(page);
          }
        });
      }
    }
  });
}
