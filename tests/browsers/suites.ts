/**
 * The check lists every engine runs (Firefox and WebKit; Chromium runs the
 * Playwright specs). A new list of in-page checks is one line here.
 */

import type { CheckList } from './checks.ts';
import type { EngineName } from './page.ts';
import { pageChecks } from './pageChecks.ts';
import { sandboxChecks } from './sandboxChecks.ts';
import { solverChecks } from './solverChecks.ts';

export const SMOKE: readonly ((engine: EngineName) => CheckList)[] = [pageChecks, solverChecks, sandboxChecks];
