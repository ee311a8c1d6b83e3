/**
 * @packageDocumentation
 * Which checked exercises each page holds, by id, as plain data: the lesson's
 * header and the home page count them at build time ("n of m exercises
 * done") without loading a single exercise, and the exercise cells record
 * their verdicts under the same ids. A test checks this list against the
 * exercise sets themselves (`models/exercises/sets.test.ts`).
 *
 * An exercise's global id is `<set>/<id>` ("othello/O2"): its set's name, then
 * its number in the set.
 */

export const EXERCISE_SET_IDS = {
  bits19: ['E1', 'E2', 'E3', 'D1', 'D2'],
  bitboards: ['A1', 'A2', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'C1'],
  recursion: ['R1', 'R2', 'R3', 'R4'],
  othello: ['O1', 'O2', 'O3', 'O4', 'O5'],
  tetromino: ['M1', 'M2', 'M3', 'M4', 'M5'],
  connect4: ['C1', 'C2', 'C3'],
  alphabeta: ['A1', 'A2', 'A3', 'A4'],
} as const;

export type ExerciseSetName = keyof typeof EXERCISE_SET_IDS;

/**
 * Trees to prune by hand in the visualiser's exercise mode (a SearchFigure
 * with `progress={{ set, id }}`), each one exercise of its page, counted with
 * the set it is placed in. (The Othello lesson's and the alpha-beta page's
 * trees to prune are cards, O4, O5, A2, A3: one more explorer at load would take
 * the lesson over a phone's element budget, and the page's tests expect one
 * explorer. The alpha-beta cards, O5, A2 and A3, mount the explorer on demand,
 * in its exercise mode on the card's tree, and count its Check as theirs.)
 */
const EXPLORER_EXERCISE_IDS: Readonly<Partial<Record<ExerciseSetName, readonly string[]>>> = {
  recursion: ['P1'],
};

/**
 * Code cells with a goal (`models/codeCell/goals.ts`, a test checks the two
 * agree), each one exercise of its page, counted with the set it is placed in.
 */
export const CODE_GOAL_IDS: Readonly<Partial<Record<ExerciseSetName, readonly string[]>>> = {
  bitboards: ['G1'],
  connect4: ['G1'],
};

/** The sets on each page, by the page's id (a lesson's id, or "alpha-beta"). */
export const PAGE_EXERCISE_SETS: Readonly<Record<string, readonly ExerciseSetName[]>> = {
  'tictactoe-19-bits': ['bits19'],
  'bitboards-minimax': ['bitboards'],
  recursion: ['recursion'],
  'othello-endgame': ['othello'],
  tetromino: ['tetromino'],
  'connect-four': ['connect4'],
  'alpha-beta': ['alphabeta'],
};

export const exerciseKey = (set: ExerciseSetName, id: string): string => `${set}/${id}`;

/** Every exercise's global id on a page (empty for a page without exercises). */
export const pageExerciseKeys = (page: string): string[] =>
  (PAGE_EXERCISE_SETS[page] ?? []).flatMap((set) => [...EXERCISE_SET_IDS[set], ...(EXPLORER_EXERCISE_IDS[set] ?? []), ...(CODE_GOAL_IDS[set] ?? [])].map((id) => exerciseKey(set, id)));
