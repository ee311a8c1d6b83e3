/**
 * @packageDocumentation
 * The flags of a suite's compare mode, taken out of the suite's arguments:
 *
 *   --compare            run the reference program beside our solver, position by position
 *   --ref "<command>"    the reference program, as a shell command (see the suite for its protocol)
 *   --rounds N           interleaved rounds (default 3, at least 1); medians are over the rounds
 *
 * Everything else is left for the suite (its positions, limits, ...).
 */

export interface CompareOptions {
  /** The reference command, or undefined when the suite runs alone. */
  ref: string | undefined;
  rounds: number;
  /** The suite's own arguments. */
  rest: string[];
}

export const DEFAULT_ROUNDS = 3;

/** Splits the compare flags off a suite's arguments; throws on a flag without its value. */
export function parseCompareOptions(args: readonly string[]): CompareOptions {
  let compare = false;
  let ref: string | undefined;
  let rounds = DEFAULT_ROUNDS;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--compare') compare = true;
    else if (a === '--ref' || a === '--rounds') {
      const value = args[i + 1];
      if (value === undefined) throw new Error(`bench: ${a} needs a value`);
      i++;
      if (a === '--ref') ref = value;
      else {
        rounds = Number(value);
        if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`bench: --rounds ${value} is not a whole number of at least 1`);
      }
    } else rest.push(a);
  }
  if (compare && ref === undefined) throw new Error('bench: --compare needs --ref "<command of the reference program>"');
  if (!compare && ref !== undefined) throw new Error('bench: --ref is only read with --compare');
  return { ref: compare ? ref : undefined, rounds, rest };
}
