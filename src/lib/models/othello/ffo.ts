/**
 * @packageDocumentation
 * Five harder endgames for the Othello solver cell: FFO #40 to #44, the
 * first five of the classic set #40–#59 of the FFORUM endgame problems
 * (French Othello federation), the public benchmark of endgame solvers
 * since the 1990s.
 *
 * Source: `problem/fforum-40-59.obf` in the Edax repository
 * (https://github.com/abulmo/edax-reversi), the same data as the engine's
 * fixture `src/data/positions/othello/ffo.txt`, whose test checks these lines
 * against it. The best moves and scores are the set's published answers
 * (standard score: the final disc difference for the side to move, empty
 * squares to the winner); the page never shows them before the reader's
 * own solve, it checks the solve against them.
 */

export interface FfoPosition {
  /** The number in the test set. */
  readonly id: number;
  /** The position in the engine's notation. */
  readonly text: string;
  readonly empties: number;
  /** The published best move(s). */
  readonly best: readonly string[];
  /** The published exact score. */
  readonly score: number;
}

export const FFO_POSITIONS: readonly FfoPosition[] = [
  { id: 40, text: 'O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X', empties: 20, best: ['a2'], score: 38 },
  { id: 41, text: '-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X', empties: 22, best: ['h4'], score: 0 },
  { id: 42, text: '--OOO-------XX-OOOOOOXOO-OOOOXOOX-OOOXXO---OOXOO---OOOXO--OOOO-- X', empties: 22, best: ['g2'], score: 6 },
  { id: 43, text: '--XXXXX---XXXX---OOOXX---OOXXXX--OOXXXO-OOOOXOO----XOX----XXXXX- O', empties: 23, best: ['g3', 'c7'], score: -12 },
  { id: 44, text: '--O-X-O---O-XO-O-OOXXXOOOOOOXXXOOOOOXX--XXOOXO----XXXX-----XXX-- O', empties: 23, best: ['d2', 'b8'], score: -14 },
];
