// Vitest setup: how long a component test's `waitFor` / `findBy…` may wait.
// Testing Library's default is 1 s, which a loaded 2-core machine can exceed
// while a worker fake answers or a small search runs: the test then fails for
// time, not for a wrong result. A longer wait hides no wrong result: a wrong
// value keeps the expectation failing, and the wait ends in that failure.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/preact');
  configure({ asyncUtilTimeout: 15_000 });
}

// A module, for the top-level `await` above (DOM-less engine tests import no Preact).
export {};
