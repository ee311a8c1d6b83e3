/**
 * @packageDocumentation
 * `npm run -s engine -- …`: runs the command line of `engineCli.ts` and exits
 * with its status (0 done, 2 bad input or out of reach, 3 budget exhausted,
 * 1 the engine failed); progress lines of a long run go to stderr as they come.
 * `--threads N` splits what splits across N worker threads (`threads.ts`).
 */

import { runCliThreaded } from './threads.ts';

const out = await runCliThreaded(process.argv.slice(2), { progress: (line) => process.stderr.write(`${line}\n`) });
process.stdout.write(out.stdout);
process.stderr.write(out.stderr);
process.exitCode = out.status;
