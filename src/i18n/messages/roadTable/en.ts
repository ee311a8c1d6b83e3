/** The road table's English words (RoadTable island, lesson 6). French: ./fr.ts. */
import { formatNumber } from '../../format.ts';

const fmt = (n: number): string => formatNumber('en', n);

export const roadTableEn = {
  /** The sets of fixed positions, by id. */
  sets: { end: 'End of game', middle: 'Middle game', begin: 'Beginning', empty: 'Empty board' } as Readonly<Record<'end' | 'middle' | 'begin' | 'empty', string>>,
  /** Each step's title, by the engine's id (engine/games/connect4/road/steps.ts). */
  steps: {
    negamax: 'Plain negamax',
    alphaBeta: 'Alpha-beta',
    centreFirst: 'Centre columns first',
    bitboards: 'Bitboards',
    table: 'Transposition table',
    nullWindow: 'Null windows',
    nonLosing: 'Avoiding losing moves',
    threatOrder: 'Threats first',
    book: 'Opening book',
  } as Readonly<Record<string, string>>,
  siteSolver: 'The site’s solver',
  tabs: 'Positions',
  tab: (set: string, positions: number): string => `${set} (${positions})`,
  runAll: (positions: number): string => `Run all steps on these ${positions === 1 ? 'positions' : `${positions} positions`}`,
  clear: 'Clear these results',
  /** What the progress line says is running: step 3, or the site's solver. */
  stepRunning: (number: number | undefined, site: boolean): string => `Step ${site ? '8 (the site’s solver)' : number}`,
  /** `set`: the set's title in lower case. */
  caption: (set: string): string => `Each step of the road on the ${set} positions: positions searched when the site was built and in your browser`,
  step: 'Step',
  built: 'Positions searched (site build)',
  againstAbove: 'Against the step above',
  browser: 'In your browser',
  exact: 'Exact',
  time: 'Time',
  perPosition: 'Per position',
  timeAgainstAbove: 'Time against the step above',
  noSearch: 'no search',
  /** The ratio's words: "17× fewer" positions, "1.6× less" time, "same". */
  ratio: { fewer: 'fewer', more: 'more', less: 'less', same: 'same' },
  wrong: (n: number): string => `✗ ${n} wrong`,
  meanIn: (mean: number, time: string): string => `${fmt(mean)} in ${time}`,
  running: 'running…',
  run: 'Run',
  runStep: (number: number | undefined, site: boolean): string => `Run step ${site ? '8, the site’s solver,' : number} on these positions`,
};

export type RoadTableWords = typeof roadTableEn;
