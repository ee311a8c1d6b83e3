/** Pages per engine, and so checks at a time: two suit a 2-core machine; SMOKE_PAGES overrides. */
export const PAGES_AT_ONCE = Math.max(1, Number(process.env.SMOKE_PAGES ?? 2) || 2);
