/**
 * @packageDocumentation
 * `npm run -s engine -- …`: runs the command line of `engineCli.ts` and exits
 * with its status (0 done, 2 bad input, 1 the engine failed).
 */

import { runCli } from './engineCli.ts';

const out = runCli(process.argv.slice(2));
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
