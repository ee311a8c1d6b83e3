/**
 * @packageDocumentation
 * Writes an Edax evaluation file whose weights are all zero, so that Edax can
 * be compared with our endgame solver, which has no evaluation either: with
 * its trained weights Edax orders its shallow searches better, which is not
 * what the comparison measures (README, "Comparing with the reference programs").
 *
 *   npx tsx tests/bench/compare/edaxZeroEval.ts <file>
 *
 * The layout is the one Edax 4.6 reads (`eval_open` in its src/eval.c), little
 * endian:
 *
 *   offset  0   u32  0x45444158 ("EDAX")
 *           4   u32  0x4556414c ("EVAL")
 *           8   u32  version, release, build (written 4, 6, 0)
 *          20   f64  date (0)
 *          28   i16  61 plies x 114,364 packed weights, all 0
 */

import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const EDAX = 0x45444158;
const EVAL = 0x4556414c;
const PLIES = 61;
const PACKED_WEIGHTS = 114_364;
const HEADER_BYTES = 28;

/** The bytes of a zero-weight evaluation file. */
export function zeroEvalBytes(): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + PLIES * PACKED_WEIGHTS * 2);
  const view = new DataView(bytes.buffer);
  [EDAX, EVAL, 4, 6, 0].forEach((word, i) => view.setUint32(4 * i, word, true));
  return bytes;
}

// Run as a script (not imported by a test): write the file named on the command line.
const out = process.argv[2];
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && out) {
  writeFileSync(out, zeroEvalBytes());
  console.log(`wrote ${out}`);
}
