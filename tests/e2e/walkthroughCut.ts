import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydration.ts';
import { runSearch } from '../../src/lib/viz/searchRun.ts';
import { DEFAULT_SPEC } from '../../src/lib/viz/spec.ts';

/** The walk-through's position, as the explorer's `?pos=` names it. */
export const WALKTHROUGH = 'example:walkthrough';

/** The step of the walk-through at its first cut (B's), from the engine's own recording of the search. */
export function walkthroughCutStep(): number {
  const r = runSearch({ ...DEFAULT_SPEC, position: WALKTHROUGH });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.events.findIndex((e) => e.type === 'cutoff') + 1;
}

/**
 * Opens "Watch alpha-beta think" (the English page) at the walk-through's
 * first cut, waits for the explorer to hydrate and to show the cut's test,
 * and gives the step.
 */
export async function openWalkthroughCut(page: Page): Promise<number> {
  const cut = walkthroughCutStep();
  await page.goto(`/alpha-beta/?pos=${WALKTHROUGH}&step=${cut}`);
  await hydrated(page.locator('.sx-svg'));
  await expect(page.locator('.sx-caption')).toContainText('α = 39 ≥ β = 30');
  return cut;
}
