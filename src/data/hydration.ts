/**
 * @packageDocumentation
 * When islands below the fold hydrate: `client:visible={NEAR_VIEW}`.
 *
 * Astro's `client:visible` loads and hydrates an island when it enters the
 * view; with a root margin it starts that far ahead, so a cell is usually ready
 * by the time the reader reaches it (on a slow connection its scripts take
 * seconds). Half a screen ahead: enough for a reader scrolling at reading
 * speed, while a page that opens at the top hydrates only what is on or just
 * under its first screen (each hydration is main-thread work at load).
 */
export const NEAR_VIEW = { rootMargin: '50% 0px' } as const;
