/** The course's sign-error cell's English words (CourseJeuBug island, lesson 3). French: ./fr.ts. */

export const courseJeuBugEn = {
  /** The boards' tab titles, by case id (lib/models/tictactoe/courseJeuCases.ts). */
  titles: { bug: 'X on A2 and C2', walkthrough: 'The worked example' } as Readonly<Record<string, string>>,
  /** The notes the course's program brings back: +1, 0, −1. */
  notes: { win: 'O wins', draw: 'draw', loss: 'X wins' },
  /** What a move is worth to O. */
  worth: { win: 'a win for O', draw: 'a draw', loss: 'a loss for O' },
  noteLabel: (note: string, plays: boolean): string => `the program’s note: ${note}${plays ? '; the program plays here' : ''}`,
  tabs: 'Board',
  board: (title: string): string => `${title}, O to move; each cell shows the note the program brought back for it`,
  /** The toggle, around `la_note` and `note := -la_note`. */
  fix: { before: 'Fix O’s branch: report ', middle: ' as it is (the course prints ', after: ')' },
  tries: 'The program tries, in its order: ',
  plays: ', and plays ',
  /** `best`: the best moves joined with ", "; `many`: more than one. */
  verdict: (right: boolean, best: string, many: boolean, worth: string, played: string, playedWorth: string): string =>
    `${right ? 'Right' : 'Wrong'}: the exact solver’s best ${many ? 'moves are' : 'move is'} ${best}, ${worth}${right ? '.' : `; ${played} is ${playedWorth}.`}`,
};

export type CourseJeuBugWords = typeof courseJeuBugEn;
