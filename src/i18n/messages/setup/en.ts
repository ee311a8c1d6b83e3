/**
 * A tic-tac-toe board that play cannot reach, in words (lib/models/tictactoe/
 * editing.ts says the engine's setup problems with these). Two vocabularies:
 * "X and O" (most lessons) and "crosses and noughts" (the OCaml course).
 */
/** A side of tic-tac-toe (lib/models/tictactoe/editing.ts uses these; the catalogue owns them so it imports nothing back). */
export type Side = 'x' | 'o';
/** How the islands name the sides: "X and O" (most lessons) or "crosses and noughts" (the OCaml course). */
export type Vocabulary = 'xo' | 'cross-nought';

export type SetupWords = {
  /** Wrong counts: the counts, then the rule that `first` moving first implies. */
  pieceCount: (counts: readonly [number, number], first: Side, vocabulary: Vocabulary) => string;
  bothWon: (vocabulary: Vocabulary) => string;
  /** `winner` has a line, yet the other side played after it. */
  alreadyOver: (winner: Side, vocabulary: Vocabulary) => string;
  overlap: string;
  /** A turn bit that says `said` is to move, when the counts say the other side. */
  turn: (said: Side, toMove: Side) => string;
};

const other = (s: Side): Side => (s === 'x' ? 'o' : 'x');
const name = (s: Side, v: Vocabulary) => (v === 'xo' ? s.toUpperCase() : s === 'x' ? 'crosses' : 'noughts');
const count = (s: Side, n: number, v: Vocabulary) =>
  v === 'xo' ? `${s.toUpperCase()} has ${n} ${n === 1 ? 'stone' : 'stones'}` : `${n} ${s === 'x' ? (n === 1 ? 'cross' : 'crosses') : n === 1 ? 'nought' : 'noughts'}`;
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

export const setupEn: SetupWords = {
  pieceCount: (counts, first, v) => {
    const [f, s] = [name(first, v), name(other(first), v)];
    const rule = v === 'xo' ? `since ${f} moves first, ${f} always has as many stones as ${s} or one more` : `since ${f} move first, there are always as many ${f} as ${s}, or one more`;
    return `${cap(`${count('x', counts[0], v)} and ${count('o', counts[1], v)}`)}: ${rule}.`;
  },
  bothWon: (v) => `${v === 'xo' ? 'X and O both have' : 'Crosses and noughts both have'} three in a row: the first line ends the game, so no game ever shows two winners.`,
  alreadyOver: (winner, v) =>
    `${cap(name(winner, v))} ${v === 'xo' ? 'has' : 'have'} three in a row, yet ${name(other(winner), v)} played after that line was made: the game was already over.`,
  overlap: 'A cell holds both an x and an o.',
  turn: (said, toMove) => `The turn bit says ${said} is to move, but the counts say ${toMove}.`,
};
