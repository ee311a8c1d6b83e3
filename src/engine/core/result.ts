/**
 * @packageDocumentation
 * A tiny `Result` type for the engine's boundaries (notation, editors, URLs).
 *
 * Why not exceptions: a position typed by a reader is *expected* to be wrong
 * sometimes, so the error is a value the caller must look at. Programmer errors
 * (breaking a documented precondition) still throw.
 */

export type Result<T, E = EngineError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error });

/**
 * Error codes shared by every game's parser and setup checker. The engine never
 * formats UI text beyond the `message`; islands may map `code` to their own words.
 */
export const ERROR_CODES = [
  'ERR_NOTATION', // the text does not follow the notation (length, characters, separators)
  'ERR_PIECE_COUNT', // piece or stone counts that no game can reach
  'ERR_OVERLAP', // two pieces on one cell
  'ERR_BOTH_WON', // both sides have a winning line
  'ERR_ALREADY_OVER', // a move was made after the game ended
  'ERR_TURN', // the stated side to move is not the one the position implies
  'ERR_ILLEGAL_MOVE', // a move that the rules forbid (full column, occupied cell, ...)
  'ERR_FLOATING', // a disc with an empty cell below it (Connect Four)
  'ERR_SIZE', // impossible board size or alignment length
  'ERR_RANGE', // a number out of its allowed range
  'ERR_UNAVAILABLE', // something the job needs could not be had (a data file, the worker itself)
  'ERR_INPUT', // structured input of the wrong shape (a task's JSON: not an object, a field of the wrong type)
  'ERR_OUT_OF_REACH', // a job that would not finish in reasonable time, refused (or stopped) when no budget was given
  'ERR_BUDGET', // a job stopped because the budget its caller gave ran out
  'ERR_INTERNAL', // the engine failed: a bug, reported in words instead of a crash
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface EngineError {
  readonly code: ErrorCode;
  /** One sentence that names the problem, e.g. "cell 4 is occupied twice". */
  readonly message: string;
  /** Where in the input the problem was found (character or move index), if it applies. */
  readonly index?: number;
}

export const engineError = (code: ErrorCode, message: string, index?: number): EngineError =>
  index === undefined ? { code, message } : { code, message, index };

/** Unwraps a result or throws: for tests and trusted literals only. */
export function unwrap<T>(r: Result<T, EngineError>): T {
  if (r.ok) return r.value;
  throw new Error(`${r.error.code}: ${r.error.message}`);
}
