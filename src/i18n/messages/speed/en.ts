/**
 * The speed page's words: its benchmark cell (components/islands/SpeedBench.tsx),
 * the rows its suites write in the worker (lib/bench/suites.ts, given `suites`),
 * and the "every core" cell (components/islands/CoreSpeedup.tsx, with the jobs'
 * labels of lib/bench/coreSpeedup.ts, given `jobs`). Times arrive written
 * (lib/jobs/words.ts).
 */
import { formatNumber } from '../../format.ts';

const n = (x: number): string => formatNumber('en', x);

export const speedEn = {
  titles: {
    tictactoe: 'Tic-tac-toe: the generic searches',
    connect4: 'Connect Four: the public test sets',
    othello: 'Othello: exact endgames',
    tetromino: 'The tetromino game: exact solves',
  },
  runAll: 'Run every suite',
  cancel: 'Cancel',
  quick: 'Quick tastes (a second or two each).',
  full: 'Full runs (about a minute in all).',
  run: 'Run',
  notRun: 'Not run yet.',
  done: (allExact: boolean): string => `Done: ${allExact ? 'every answer exact.' : 'some answers are WRONG.'}`,
  searchedHead: 'Positions searched',
  timeHead: 'Time',
  perPositionHead: 'Per position',
  speedHead: 'Speed',
  referenceHead: 'Native reference, same positions',
  nodes: (nodes: number, wrong: number): string => `${n(nodes)} positions${wrong ? `, ${wrong} wrong` : ''}`,
  machine: (cores: number | string, agent: string): string => `${cores} logical cores; ${agent}`,
  thisBrowser: (machine: string): string => `This browser: ${machine}`,
  /** What each suite searched, and the native programs' figures (written in the worker). */
  suites: {
    searches: (label: string, runs: number): string => `${label} (${runs} searches)`,
    alphaBetaEmpty: 'alpha-beta from the empty board',
    minimaxEmpty: 'minimax from the empty board',
    firstLines: (set: string, lines: number): string => `${set}, first ${lines} lines`,
    ponsEndEasy: 'C++ solver: 11–15 µs and 51 positions per position',
    ponsMiddleEasy: 'C++ solver: 72–81 µs and 449 positions per position',
    ponsBeginEasy: 'C++ solver: 0.45–0.55 ms and 3,300 positions per position',
    courseEndgame: 'the recursion course’s endgame (11 empties)',
    ffo: (id: number, empties: number): string => `FFO #${id} (${empties} empties)`,
    edax40: 'Edax 4.6: 0.47 s and 21.0 million positions',
    fourIn: 'four placements in',
    wholeGame: 'the whole game, from the start',
  },
  /** The "every core" cell. */
  counting: 'Counting this browser’s cores…',
  offers: (cores: number): string => `This browser offers ${cores} worker${cores === 1 ? '' : 's'} (its cores, at most 4).`,
  oneCore: ' With one core there is nothing to split: both runs use one worker.',
  /** Whether the page can share memory between workers (cross-origin isolated), which decides how Connect Four's columns share what they learn. */
  tables: (shared: boolean): string =>
    shared
      ? ' This page is cross-origin isolated, so the workers scoring Connect Four’s columns share one table.'
      : ' This page is not cross-origin isolated, so each worker scoring Connect Four’s columns keeps its own table.',
  measure: 'Measure',
  notMeasured: 'Not measured yet.',
  phases: { warming: 'Starting the workers…', one: 'Timing one worker…', many: 'Timing every core…' },
  /** The times and the speedup (two decimals) arrive written. */
  speedup: (one: string, workers: number, many: string, speedup: string, answer: string): string =>
    `One worker: ${one}. ${workers} worker${workers === 1 ? '' : 's'}: ${many}, ${speedup}× as fast. Same answer (${answer}).`,
  /** The two runs gave different answers (a bug): each answer, and how many workers the second run had. */
  answersDiffer: (one: string, many: string, workers: number): string => `the two answers differ: ${one} with one worker, ${many} with ${workers}`,
  jobs: {
    connect4Columns: (position: string): string => `The value of every column of the Connect Four position ${position}, without the opening book`,
    ffo: (id: number, empties: number): string => `FFO #${id} solved exactly (${empties} empty squares), split by root move`,
  },
};

export type SpeedWords = typeof speedEn;
export type SuiteWords = SpeedWords['suites'];
export type SpeedupJobWords = SpeedWords['jobs'];
