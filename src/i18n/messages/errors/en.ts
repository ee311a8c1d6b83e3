/**
 * The engine's error codes (src/engine/core/result.ts) in words, for pages
 * that name a parse or setup problem in their own language. The engine keeps
 * its English `message` (it never translates); English pages show that message,
 * which is more precise, and the other languages say the code's phrase with
 * where the problem is (lib/engineErrors.ts). A worker's own failure and a
 * resource a job went on without are said from these words in every language.
 */
import type { ErrorCode } from '../../../engine/core/result.ts';
import { capitalise } from '../../grammar.ts';
import type { WorkerName } from '../../../lib/workerJobs.ts';
import { MAX_MESSAGE_CHARS, type SandboxTrouble } from '../../../lib/codeCell/frameProtocol.ts';

export type ErrorsWords = {
  /** One phrase per code, lower case and without a full stop: it follows "cannot be used: ". */
  codes: Readonly<Record<ErrorCode, string>>;
  /** Where in the text the problem is: the character's number from 1, and the character when it is known. */
  at: (position: number, found?: string) => string;
  /** The workers, as a sentence names them ("the solver"). */
  workers: Readonly<Record<WorkerName, string>>;
  /** How a worker failed (`detail`: the browser's own words, when it gave some); lower case, no full stop. */
  couldNotStart: (worker: string, detail: string) => string;
  stopped: (worker: string, detail?: string) => string;
  unreadable: (worker: string) => string;
  /** Why a worker of the code cells' sandbox stopped (`detail`: the browser's words, if any); follows "stopped: ". */
  sandbox: Readonly<Record<SandboxTrouble, (detail?: string) => string>>;
  /** The resources a job may go on without (`JobNotice`), by name. */
  resources: Readonly<Record<string, string>>;
  /** A notice: `resource` could not be had, and why (`reason`, an error's words). */
  unavailable: (resource: string, reason: string) => string;
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
  workers: { solver: 'the solver', benchmark: 'the benchmark', checker: 'the TypeScript checker', runner: 'the worker that runs your code' },
  couldNotStart: (worker, detail) => `${worker} could not start: ${detail}`,
  stopped: (worker, detail) => `${worker} stopped${detail ? `: ${detail}` : ' (its script did not load)'}`,
  unreadable: (worker) => `${worker} sent a message the page cannot read`,
  sandbox: {
    start: (detail) => `the worker could not start: ${detail}`,
    notText: () => 'the worker sent something other than text',
    tooLong: () => `the worker sent a message longer than ${MAX_MESSAGE_CHARS} characters`,
    unreadable: () => 'the worker sent a message that cannot be read',
    stopped: (detail) => detail || 'the worker stopped',
    silent: () => 'the sandbox did not answer',
    notStarted: () => 'the sandbox for your code did not start',
    closed: () => 'the page closed the sandbox',
  },
  resources: { book: 'the opening book' },
  unavailable: (resource, reason) =>
    `${capitalise(resource)} is unavailable: ${reason}. Everything is searched instead; what that puts out of reach (near the start of a game) is refused.`,
};
