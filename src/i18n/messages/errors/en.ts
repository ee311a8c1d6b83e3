/**
 * The engine's error codes (src/engine/core/result.ts) in words, for pages
 * that name a parse or setup problem in their own language. The engine keeps
 * its English `message` (it never translates); English pages show that message,
 * which is more precise, and the other languages say the code's phrase with
 * where the problem is (lib/engineErrors.ts).
 */
import type { ErrorCode } from '../../../engine/core/result.ts';

export type ErrorsWords = {
  /** One phrase per code, lower case and without a full stop: it follows "cannot be used: ". */
  codes: Readonly<Record<ErrorCode, string>>;
  /** Where in the text the problem is: the character's number from 1, and the character when it is known. */
  at: (position: number, found?: string) => string;
};

export const errorsEn: ErrorsWords = {
  codes: {
    ERR_NOTATION: 'the text does not follow the notation',
    ERR_PIECE_COUNT: 'no game reaches these counts of pieces',
    ERR_OVERLAP: 'two pieces are on one cell',
    ERR_BOTH_WON: 'both sides have a winning line, which no game allows',
    ERR_ALREADY_OVER: 'a move was made after the game had ended',
    ERR_TURN: 'the side said to move is not the one the position implies',
    ERR_ILLEGAL_MOVE: 'the rules forbid this move',
    ERR_FLOATING: 'a disc has an empty cell below it',
    ERR_SIZE: 'no board has this size or this alignment length',
    ERR_RANGE: 'a number is out of its allowed range',
    ERR_UNAVAILABLE: 'something the job needs could not be had (a data file, or the worker itself)',
    ERR_INPUT: 'the input does not have the expected shape',
    ERR_OUT_OF_REACH: 'this job would not finish in a reasonable time, so it was refused',
    ERR_BUDGET: 'the job stopped: the budget it was given ran out',
    ERR_INTERNAL: 'the engine failed (a bug, reported in words instead of a crash)',
  },
  at: (position, found) => ` (at character ${position}${found === undefined ? '' : `, “${found}”`})`,
};
