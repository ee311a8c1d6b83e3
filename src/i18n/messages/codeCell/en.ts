/**
 * The code cell's words (src/components/islands/CodeCell.tsx, its views in
 * src/components/codeCell and the sentences of its model, src/lib/codeCell/cell
 * and src/lib/models/codeCell). The sandbox never writes these: what crosses the
 * frame is data (a problem's kind and detail), put in words here on the page.
 */

import type { ValueType } from '../../../lib/models/codeCell/guard.ts';

/** "2 s", "0.5 s". */
const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(2))} s`;
const capital = (s: string): string => `${s}`.charAt(0).toUpperCase() + `${s}`.slice(1);
const signed = (v: number): string => (v < 0 ? `\u2212${Math.abs(v).toLocaleString('en-US')}` : Number(v).toLocaleString('en-US'));
const plural = (n: number, word: string): string => `${n} ${n === 1 ? word : `${word}s`}`;
const CELL_NAMES: readonly string[] = ['top left', 'top middle', 'top right', 'middle left', 'centre', 'middle right', 'bottom left', 'bottom middle', 'bottom right'];

export const codeCellEn = {
  // Sides and whose code it is.
  you: 'your evaluation' as string,
  builtIn: 'the built-in evaluation' as string,
  savedVersion: (n: number): string => `saved version ${n}`,
  engineOwn: 'the engine’s own, as it ships' as string,
  edited: 'edited' as string,
  fromLink: 'Code from a link — read it before you run it' as string,
  keepCode: 'Keep this code' as string,

  // Headings.
  codeHeading: 'Your evaluation' as string,
  matchHeading: 'A match' as string,
  contractHeading: 'The contract' as string,

  // The code, its toolbar and the checker.
  editorLabel: (engine: string): string => `Code of the evaluation function (${engine})`,
  listingLabel: 'The code (open the editor to change it)' as string,
  keysHelp: 'Tab indents; Escape then Tab leaves the editor. Ctrl-Z undoes. Ctrl-Shift-M (Cmd-Shift-M) lists the errors.' as string,
  loadingEditor: 'Loading the editor…' as string,
  editCode: 'Edit the code' as string,
  check: 'Check' as string,
  reset: 'Reset to the original' as string,
  blank: 'Blank function' as string,
  saveVersion: 'Save this version' as string,
  copyLink: 'Copy a link' as string,
  loadingChecker: 'Loading the TypeScript checker (once per page), then checking…' as string,
  checking: 'Checking…' as string,
  noErrors: 'No errors: TypeScript accepts the code.' as string,
  staleCheck: 'The code changed since the last check.' as string,
  errorCount: (n: number): string => (n === 1 ? 'One error: nothing runs until it is fixed.' : `${n} errors: nothing runs until they are fixed.`),
  lineColumn: (line: number, column: number): string => `Line ${line}, column ${column}`,
  colon: ':' as string,

  // Notices.
  noticeReset: 'Back to the engine’s own evaluation.' as string,
  noticeBlank: 'A blank function: it says 0 everywhere until you write it.' as string,
  noticeSolution: 'A solution that meets the goal: run the match to see it do so.' as string,
  noticeKept: 'The code is yours now: it is kept in this browser.' as string,
  noticeRunErrors: 'The code has errors (listed under it): fix them, then run the match again.' as string,
  noticeSearchErrors: 'The code has errors (listed under it): fix them to see the search.' as string,
  noticeSaveErrors: 'Only code without errors can be saved as a version.' as string,
  noticeCopied: 'The link to this code is copied: whoever opens it gets this code in this cell.' as string,
  noticeNotCopied: 'The address bar holds the link to this code: copy it from there.' as string,
  editorFailed: (message: string): string => `The editor could not load (${message}). Reload the page to try again.`,
  versionSaved: (n: number): string => `Saved as version ${n}: choose it as the opponent to play against it.`,

  // The contract.
  returns: 'Returns' as string,
  aScoreFor: ' a score for ' as string,
  scoreSign: ': positive when the side to move stands better, negative when it stands worse. It must be a finite number strictly between ' as string,
  and: ' and ' as string,
  winWords: (limit: number, early: boolean): string => (early ? `${limit.toLocaleString('en-US')} plus a bonus for winning early` : `${limit}`),
  finishedGames: (win: string, limitMs: number): string =>
    `. Finished games never reach your function: the search scores them itself (a win is worth ${win} to the winner, a draw 0), and asks your function only about positions where the game goes on, when it stops looking ahead. Each result is checked; it runs in a sandboxed worker, away from this page, with no network and none of this site’s storage, and ${seconds(limitMs)} per move.`,

  // The match's settings.
  opponent: 'Opponent' as string,
  builtInOption: 'The built-in evaluation' as string,
  savedOption: (n: number, time: string): string => `Saved version ${n} (${time})`,
  depthLabel: 'Depth (plies)' as string,
  gamesLabel: 'Games' as string,
  seedLabel: 'Seed' as string,
  sidesNote: (opponent: string): string =>
    `Sides alternate: your evaluation moves first in games 1, 3, 5…, ${opponent} in games 2, 4, 6…. Each side searches every move to the depth with alpha-beta and its own evaluation, and picks one of its best moves at random; game `,
  seedNote: ' draws from a generator seeded with the seed plus ' as string,
  seedNoteEnd: ', so a match replays exactly.' as string,

  // Running it.
  run: 'Run the match' as string,
  cancel: 'Cancel' as string,
  playing: (game: number, games: number, move: number): string => `Game ${game} of ${games}, move ${move}…`,
  cancelledAfter: (played: number, games: number): string => `Cancelled after ${played} of ${games} games.`,
  matchStopped: (error: string): string => `The match stopped: ${error}.`,

  // The results.
  tallyWins: (n: number): string => (n === 1 ? 'win' : 'wins'),
  tallyDraws: (n: number): string => (n === 1 ? 'draw' : 'draws'),
  tallyStopped: (n: number): string => (n >= 0 ? 'stopped' : ''),
  semicolon: ';' as string,
  tallyEnd: (depth: number, seed: number, played: number, games: number): string => `(depth ${depth}, seed ${seed}, ${played} of ${games} games).`,
  gamesCaption: 'Games of the match' as string,
  gameColumn: 'Game' as string,
  firstColumn: 'X (first)' as string,
  resultColumn: 'Result' as string,
  movesColumn: 'Moves' as string,
  replay: 'Replay' as string,
  replayGame: (n: number): string => `Replay game ${n}`,
  resultStopped: (problem: string): string => `Stopped: ${problem}.`,
  resultDraw: 'Draw' as string,
  resultWon: (name: string): string => `${capital(name)} won`,

  // A game replayed.
  gameHeading: (n: number): string => `Game ${n}, move by move`,
  pictureLabel: (n: number, at: number): string => `Game ${n} after ${at} ${at === 1 ? 'move' : 'moves'}`,
  start: 'Start' as string,
  back: 'Back' as string,
  forward: 'Forward' as string,
  end: 'End' as string,
  moveOf: (at: number, total: number): string => `Move ${at} of ${total}`,
  whoPlays: (x: string, o: string): string => `X: ${x}; O: ${o}.`,
  searchNext: 'See the search for the next move' as string,
  searchFromStart: 'See the search from the start' as string,
  fromTheStart: 'from the start' as string,
  afterMove: (at: number, game: number): string => `after move ${at} of game ${game}`,
  emptyBoard: 'The empty board.' as string,
  moveCaption: (at: number, total: number, move: string, who: string): string => `Move ${at} of ${total}: ${move} (${who}).`,
  playsCell: (mover: string, cell: number): string => `${mover} plays the ${CELL_NAMES[cell]} (cell ${cell})`,
  playsColumn: (mover: string, column: number): string => `${mover} plays column ${column}`,
  stoppedHere: (problem: string): string => `The game stopped here: ${problem}.`,
  aDraw: 'A draw.' as string,
  wonEnding: (name: string): string => `${capital(name)} won.`,
  legend: 'Legend' as string,
  xFirst: 'X, first player' as string,
  oSecond: 'O, second player' as string,
  lastMove: 'last move' as string,

  // The search shown.
  searching: 'Searching with your evaluation in the worker…' as string,
  treeHeading: (where: string, depth: number): string => `The search, ${where}, with your evaluation (alpha-beta, depth ${depth})`,
  explorerTitle: (where: string): string => `Alpha-beta with your evaluation, ${where}`,
  searchTimeout: (limitMs: number): string => `Your evaluation ran for more than ${seconds(limitMs)} in this search and was stopped (an endless loop, or far too slow).`,
  searchStopped: (error: string): string => `The search stopped: ${error}.`,
  onTheBoard: (board: string): string => `, on the board\n${board}`,
  searchGotGame: 'The worker answered with a game, not a search.' as string,
  searchCannotShow: (error: string): string => `The search cannot be shown: ${error}.`,

  // What stopped a game (the sandbox sends the kind and its detail; `who` is a side's name).
  /** The search itself failed (a bug, not the reader's code): what it threw. */
  searchFailed: (thrown: string): string => `the search failed: ${thrown}`,
  problemThrew: (who: string, thrown: string, loading: boolean): string => `${who} threw an exception${loading ? ' while loading' : ''}, ${thrown}`,
  problemNotNumber: (who: string, shown: string): string => `${who} returned ${shown}, not a number`,
  problemNotFinite: (who: string, value: string): string => `${who} returned ${value}, not a finite number`,
  problemRange: (who: string, value: number, limit: number): string =>
    `${who} returned ${signed(value)}, outside the range: a score must lie strictly between ${signed(-limit)} and ${signed(limit)}, where only a finished game goes`,
  problemNoFunction: (who: string): string => `${who} defines no function called evaluate`,
  problemTime: (who: string, limitMs: number, move: number): string => `${who} ran for more than ${seconds(limitMs)} on move ${move} and was stopped (an endless loop, or far too slow)`,
  problemTimeLoading: (who: string, limitMs: number): string =>
    `${who} ran for more than ${seconds(limitMs)} while its code loaded, before the first move, and was stopped (an endless loop at the top level of the code, outside the function?)`,
  /** A wrong result's type, for `problemNotNumber`. */
  valueTypes: {
    undefined: 'undefined: is a return statement missing?',
    null: 'null',
    array: 'an array',
    object: 'an object',
    string: 'a string',
    boolean: 'a boolean',
    bigint: 'a bigint',
    symbol: 'a symbol',
    function: 'a function',
  } as Readonly<Record<ValueType, string>>,

  // The checker's own messages (beside TypeScript's, which TypeScript words in the page's language).
  checkNoImport: 'there is nothing to import or export here: write evaluate as a plain function (no import, no export)' as string,
  checkNoEvaluate: 'define a function named evaluate: function evaluate(position: Position): number { … }' as string,
  checkEvaluateType: (text: string): string => `evaluate must take a Position and return a number: ${text}`,
  checkSetup: (text: string): string => `the checker is not set up right: ${text}`,
  checkNoDom: ' (your function runs in a worker: there is no page, no DOM)' as string,

  // The goal.
  goalHeading: 'Your goal' as string,
  goalDone: ' · done' as string,
  goalSettingsSet: 'The match is set for the goal' as string,
  goalUseSettings: 'Set the match for the goal' as string,
  hint: 'Hint' as string,
  hideHint: 'Hide the hint' as string,
  hintLabel: 'Hint:' as string,
  loadSolution: 'Load a solution' as string,
  goalMet: 'Goal met. ' as string,
  goalNotMet: 'Goal not met. ' as string,
  goalStatement: (games: number, depth: number, seed: number): string =>
    `Beat the built-in evaluation: in a match of ${games} games at depth ${depth} with seed ${seed}, win more games than it does, with no game stopped.`,
  goalHints: {
    tictactoe:
      'At depth 1 the search sees only the wins of the next move. Let your function see threats: a line holding two stones of one side and an empty cell. The side to move wins with its own; two of the opponent’s cannot both be blocked.',
    connect4:
      'The open windows count lines a side could complete some day. A window that lacks one stone, whose empty cell can be played now, is a threat: the side to move wins with its own, and two of the opponent’s cannot both be blocked.',
  } as Readonly<Record<'tictactoe' | 'connect4', string>>,
  goalNoMatch: 'Run the match with the goal’s settings to check it.' as string,
  goalRunning: 'The match is running: the goal is checked when it ends.' as string,
  goalOtherDepth: (depth: number, goal: number): string => `depth ${depth}, not ${goal}`,
  goalOtherGames: (games: number, goal: number): string => `${plural(games, 'game')}, not ${goal}`,
  goalOtherSeed: (seed: number, goal: number): string => `seed ${seed}, not ${goal}`,
  goalOtherOpponent: 'a saved version as the opponent, not the built-in evaluation' as string,
  goalNotCounted: (differs: readonly string[]): string => `This match does not count for the goal: it had ${differs.join('; ')}.`,
  goalUnfinished: (played: number, games: number): string => `The match did not finish (${played} of ${games} games): run it again to check the goal.`,
  goalScore: (a: number, b: number, draws: number): string => `You won ${a}, the built-in evaluation ${b}, with ${plural(draws, 'draw')}`,
  goalStopped: (stopped: number): string => `${plural(stopped, 'game')} stopped on a problem in your code (see the table): every game must be played to its end.`,
  goalScoreShort: (score: string): string => `${score}: you need more wins than it.`,
};

export type CodeCellWords = typeof codeCellEn;
