/**
 * @packageDocumentation
 * The recursion course's example boards (lesson 3), defined once: the
 * lesson's table, its facts and the course-examples cell all read them.
 *
 * `key` names a board in facts (`recursion.<key>.value`); `tab` is the cell's
 * URL id (`?ex=two-ways`), for the boards the cell shows.
 */

export interface RecursionExample {
  readonly key: 'empty' | 'walkthrough' | 'winNow' | 'block' | 'twoWays' | 'doubleThreat';
  /** The course-examples cell's tab (and URL) id, for the boards it shows. */
  readonly tab?: string;
  readonly title: string;
  /** Nine characters, reading order, X moves first. */
  readonly board: string;
  /** The side to move. */
  readonly mover: 'X' | 'O';
  /** What the course says about it, in a sentence (for the boards the cell shows). */
  readonly note?: string;
}

export const RECURSION_EXAMPLES: readonly RecursionExample[] = [
  { key: 'empty', title: 'The empty board', board: '.........', mover: 'X' },
  {
    key: 'walkthrough',
    tab: 'walkthrough',
    title: 'Worked example',
    board: 'x...o...x',
    mover: 'O',
    note: 'O, the computer, to move. The course follows one line: O takes C1, X answers A3 and has two threats. So C1 was a bad move, and O must try another.',
  },
  {
    key: 'winNow',
    tab: 'win',
    title: 'Win at once',
    board: 'xo.xo....',
    mover: 'X',
    note: 'X to move, with five moves open. No need to look at them all: A3 completes a column and wins.',
  },
  {
    key: 'block',
    tab: 'block',
    title: 'Forced block',
    board: 'xox.o....',
    mover: 'X',
    note: 'X to move, with five moves open. O threatens B3; every other move loses at once, so B3 is the only move worth searching.',
  },
  {
    key: 'twoWays',
    tab: 'two-ways',
    title: 'Two ways to win',
    board: 'x.xoo.o.x',
    mover: 'X',
    note: 'X to move, with two ways to complete a line. With the move, one is enough: the first shortcut, a win at once, settles it (the course credits the two threats).',
  },
  { key: 'doubleThreat', title: 'Facing a double threat', board: 'x.x.o.o.x', mover: 'O' },
];

export type RecursionKey = RecursionExample['key'];

/** The examples the course-examples cell shows, with their tab ids. */
export const COURSE_TABS = RECURSION_EXAMPLES.filter((e): e is RecursionExample & { tab: string; note: string } => e.tab !== undefined);
