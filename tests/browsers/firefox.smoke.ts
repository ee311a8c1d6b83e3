// The smoke suite in Firefox (`npm run test:firefox`; the site must be built).
import { runChecks } from './checks.ts';
import { SMOKE } from './suites.ts';

runChecks('firefox', SMOKE);
