/**
 * @packageDocumentation
 * The five French courses the site is built from, with what we owe each one:
 * the exact title and author as the course text gives them (or a plain "not
 * named" when it gives none), the language and programming language, and where
 * the course appeared when the text says so.
 *
 * The home page lists the courses in this order. `lesson` is the id of the
 * lesson page once it exists (the content file's name without `NN-` and
 * `.mdx`); until then the course is listed as coming next, with `planned`
 * saying what its page will let the reader do. The home page checks that
 * `lesson` names a published lesson, so a typo fails loudly instead of making a
 * dead link.
 *
 * The courses' licences are unknown: the site summarises and rewrites them, and
 * copies neither prose nor code.
 */

/** The credit line of a course (a lesson's front matter names its course by `id`; the credit is only here). */
export interface CourseCredit {
  /** Title as the course gives it (kept in its original language). */
  readonly title: string;
  /** Author(s) as the course names them, or a phrase saying they are not named. */
  readonly author: string;
  /** Natural language and programming language, e.g. "French, with Haskell code". */
  readonly language: string;
  /** Where it appeared, when the course text says so. */
  readonly source?: string;
  /** A public address, only when known for certain. */
  readonly url?: string;
}

/** The courses' ids, in the home page's order; a lesson's front matter names its course by one (src/content.config.ts). */
export const COURSE_IDS = ['tictactoe-19-bits', 'bitboards-minimax', 'recursion', 'tetromino', 'connect-four'] as const;
export type CourseId = (typeof COURSE_IDS)[number];

export interface Course {
  readonly id: CourseId;
  readonly credit: CourseCredit;
  /** What the lesson is called on this site (its page title once it exists). */
  readonly topic: string;
  /** One line: what the course teaches. */
  readonly summary: string;
  /** Main subjects, a few words each. */
  readonly subjects: readonly string[];
  /** What the course builds on or acknowledges, when it says so. */
  readonly note?: string;
  /** Lesson id once the page exists. */
  readonly lesson?: string;
  /** Further lessons on the same course (its later parts), in order, once they exist. */
  readonly continuedIn?: readonly string[];
  /** What the lesson page will let the reader do (shown while it is still to come). */
  readonly planned: readonly string[];
  /** A page to try before the lesson exists: path from the site's base, and link text. */
  readonly preview?: { readonly href: string; readonly label: string };
}

export const COURSES: readonly Course[] = [
  {
    id: 'tictactoe-19-bits',
    topic: 'Tic-tac-toe in 19 bits',
    credit: {
      title: '19 bits',
      author: 'an author the page does not name',
      language: 'French, with Haskell code',
      source: "a post of 7 April 2015 on the blog “Func' programming – un blog homéopathique”",
    },
    summary:
      'A whole tic-tac-toe position in one 19-bit integer, read and written with shifts and masks; the game tree grown lazily and cut to a depth; a first static evaluation.',
    subjects: ['bit packing', 'shifts and masks', 'lazy game trees', 'static evaluation'],
    note: 'The post says it is largely inspired by John Hughes’ article “Why Functional Programming Matters”.',
    lesson: 'tictactoe-19-bits',
    planned: [],
  },
  {
    id: 'bitboards-minimax',
    topic: 'Bitboards and minimax',
    credit: {
      title: 'Révisions – TP n° 4.5, Option informatique (modélisation d’un jeu de morpion)',
      author: 'Olivier Reynet',
      language: 'French, with OCaml code',
    },
    summary:
      'Tic-tac-toe as a pair of 9-bit bitboards: win masks in hexadecimal, a constant-time win test, the open-lines heuristic and minimax with a depth limit.',
    subjects: ['bitboards', 'win masks', 'heuristics', 'minimax'],
    lesson: 'bitboards-minimax',
    planned: [
      'Edit a board and see its heuristic value, its minimax value at a chosen depth and its best moves',
      'Watch the search tree of that position in the visualiser',
      'Play against the engine at a chosen depth, either side first',
    ],
  },
  {
    id: 'recursion',
    topic: 'Recursion: thinking ahead in tic-tac-toe and Othello',
    credit: {
      title: 'Cours sur la récursivité – IX. Les jeux de réflexion',
      author: 'Axel Chambily and Pétrut Constantine',
      language: 'French, with Pascal code',
      source: 'developpez.com, 2005',
    },
    summary:
      'How a program thinks ahead: simulate moves to a depth, evaluate, back the scores up; shortcuts for tic-tac-toe, then min-max and pruning on an Othello endgame.',
    subjects: ['recursion', 'min-max', 'forced moves', 'pruning', 'Othello endgames'],
    lesson: 'recursion',
    continuedIn: ['othello-endgame'],
    planned: [
      'Compare the course’s shortcuts (win now, block, double threat) with minimax and alpha-beta, in positions counted',
      'Load the course’s example boards in the visualiser',
      'Step through the course’s worked min-max tree and its pruning walk-through',
    ],
  },
  {
    id: 'tetromino',
    topic: 'The tetromino game, solved',
    credit: {
      title: 'L’approche qualité avec OCaml – Partie IV, Application à la théorie des jeux: le jeu des tétrominos',
      author: 'Damien Guichard',
      language: 'French, with OCaml code',
      source: '2013',
    },
    summary:
      'Two players take turns placing their five tetrominoes on a 5 × 8 grid; the course computes who wins with perfect play.',
    subjects: ['bitboards for pieces', 'move generation', 'exact game value'],
    lesson: 'tetromino',
    planned: [
      'Place tetrominoes against the engine on the 5 × 8 grid',
      'Follow the exact solver as it settles who wins with perfect play',
    ],
  },
  {
    id: 'connect-four',
    topic: 'Connect Four with a generic min-max',
    credit: {
      title: 'Jeu à deux joueurs à somme nulle et à information complète – Application au puissance 4',
      author: 'an author the text does not name',
      language: 'French, with Ada code',
      source: 'a programming assignment (TP) due on 8 December 2017',
    },
    summary:
      'A generic min-max engine and game loop written once, then applied to Connect Four with any width, height and number in a row.',
    subjects: ['zero-sum games', 'generic min-max', 'Connect Four', 'W × H boards, K in a row', 'perfect play'],
    lesson: 'connect-four',
    planned: [
      'Play Connect Four on a board of your chosen size against an engine of your chosen depth',
      'See the generic search run unchanged on a new game',
    ],
    preview: { href: 'connect-four-solver/', label: 'Try the solver now' },
  },
];

/** The credit line of the course with this id (English; src/data/coursesFr.ts has the French words). */
export function courseCredit(id: CourseId): CourseCredit {
  const course = COURSES.find((c) => c.id === id);
  if (!course) throw new Error(`no course has the id ${id}`);
  return course.credit;
}
