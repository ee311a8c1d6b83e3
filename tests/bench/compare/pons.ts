/**
 * @packageDocumentation
 * The Connect Four reference protocol: Pascal Pons' solver (`c4solver`), one
 * process that reads a position per line on stdin (the moves from the empty
 * board, columns 1-7) and answers a line per position,
 *
 *     <moves> <score> [<nodes> <microseconds>]
 *
 * the last two printed once his `main.cpp` is edited to empty the table
 * before each position and time the solve alone (`ponsTimedMain.ts`: the
 * solving thread's CPU time).
 */

export interface PonsAnswer {
  score: number;
  nodes: number | undefined;
  /** The solve's own time as the program measured it (its thread's CPU time), microseconds. */
  selfUs: number | undefined;
}

/** Reads the answer to `moves`; throws when it answers another question or holds no score. */
export function parsePonsReply(moves: string, reply: string): PonsAnswer {
  const words = reply.trim().split(/\s+/);
  const echoed = moves === '' ? '' : words.shift();
  if (echoed !== moves || words.length === 0 || !/^-?\d+$/.test(words[0])) {
    throw new Error(`the reference answered '${reply}' to '${moves}'`);
  }
  const num = (w: string | undefined, pattern: RegExp) => (w !== undefined && pattern.test(w) ? Number(w) : undefined);
  return { score: Number(words[0]), nodes: num(words[1], /^\d+$/), selfUs: num(words[2], /^\d+(\.\d+)?$/) };
}

/**
 * A position the reference answers at once (the side to move connects four
 * with its next stone): its CPU time is the per-line overhead, the table's
 * emptying above all, which is taken off every position's time.
 */
export const PONS_BASELINE = '112233';
