// The smoke suite in WebKit (`npm run test:webkit`; the site must be built).
import { runChecks } from './checks.ts';
import { SMOKE } from './suites.ts';

runChecks('webkit', SMOKE);
