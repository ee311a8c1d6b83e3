/**
 * @packageDocumentation
 * The component tests' clean slate, run after each test (`afterEach(cleanSlate)`):
 * the rendered cells unmounted, the one fake solve client's jobs and mode
 * reset, and the address back to `/`, since a cell writes its link there.
 */

import { cleanup } from '@testing-library/preact';
import { resetFakeJobs } from '../lib/jobs/fakeSolveClient.ts';

export function cleanSlate(): void {
  cleanup();
  resetFakeJobs();
  window.history.replaceState(null, '', '/');
}
