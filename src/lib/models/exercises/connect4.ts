/**
 * @packageDocumentation
 * Lesson 6's checked exercises (the Ada course's Connect Four): min-max on a
 * small tree like the course's toy game, the open windows an evaluation
 * counts, and the column that wins at once. The course sets its lab as
 * packages to write, not as questions; these are ours. Answers come from the
 * engine (`search/minimax.ts`, `games/connect4/`), on positions reached by
 * random play on the 7 × 6 board. X moves first.
 */

import { popcount32 } from '../../../engine/core/bits.ts';
import { randomInt, seededRandom } from '../../../engine/core/random.ts';
import { connect4 } from '../../../engine/games/connect4/connect4.ts';
import { windows } from '../../../engine/games/connect4/evaluate.ts';
import { isWinningMove, type Connect4Position } from '../../../engine/games/connect4/position.ts';
import { randomPlay } from '../../../engine/core/playout.ts';
import { drawPosition, moveList, moveVerdict, readMove } from './positions.ts';
import { readInteger } from './readers.ts';
import { seededTrees, treeValueExercise } from './trees.ts';
import type { AnyExercise, Exercise } from './types.ts';

const game = connect4();
const mover = (p: Connect4Position) => game.players[p.toMove];
const picture = (p: Connect4Position) => ({ kind: 'connect4', position: p }) as const;

/** Windows of four with at least one stone of the side to move and none of the opponent's. */
export function openWindows(p: Connect4Position): number {
  const l = p.layout;
  const win = windows(l);
  let n = 0;
  for (let i = 0; i < win.length; i += l.words) {
    let own = 0;
    let theirs = 0;
    for (let w = 0; w < l.words; w++) {
      own += popcount32(p.current[w] & win[i + w]);
      theirs += popcount32((p.mask[w] ^ p.current[w]) & win[i + w]);
    }
    if (own > 0 && theirs === 0) n++;
  }
  return n;
}

const windowsExercise: Exercise<number> = {
  id: 'C2',
  title: 'Open windows',
  courseNote: 'The course names no evaluation; counting open windows is the one this site’s engine uses for Connect-K.',
  input: 'line',
  format: 'a whole number',
  hint: 'A window is four cells in a row, column or diagonal. Look at every window through each of the mover’s stones, and drop those that hold an opponent’s stone.',
  instance(seed) {
    const rnd = seededRandom(seed);
    const p = drawPosition(
      () => randomPlay(game, rnd, randomInt(rnd, 3, 5)),
      (q) => !q.isOver && q.moves >= 3,
    );
    const n = openWindows(p);
    return {
      prompt: `${mover(p)} is to move (moves so far: ${p.path}). How many windows of four cells hold at least one ${mover(p)} stone and no stone of the opponent?`,
      picture: picture(p),
      answer: n,
      answerText: String(n),
      explanation: `Of the board’s ${windows(p.layout).length / p.layout.words} windows, ${n} are still open for ${mover(p)} and hold one of its stones.`,
    };
  },
  read: readInteger,
  check: (given, inst) =>
    given === inst.answer
      ? { right: true, message: `Right: ${inst.answer} open windows.` }
      : { right: false, message: `Not ${given}: ${given < inst.answer ? 'some are missing; count the diagonals and the windows that reach past the stone on either side' : 'too many; a window with a stone of the opponent is closed'}.` },
};

const winNow: Exercise<number> = {
  id: 'C3',
  title: 'Win at once',
  input: 'line',
  format: 'a column, 1 to 7',
  hint: 'A stone lands on top of its column. Which column would give the mover four in a row, across, up or on a diagonal?',
  instance(seed) {
    const rnd = seededRandom(seed + 900);
    const p = drawPosition(
      () => randomPlay(game, rnd, randomInt(rnd, 8, 16)),
      (q) => !q.isOver && game.legalMoves(q).some((c) => isWinningMove(q, c)),
      5000,
    );
    const best = game.legalMoves(p).filter((c) => isWinningMove(p, c));
    return {
      prompt: `${mover(p)} is to move (moves so far: ${p.path}). Which column wins at once?`,
      picture: picture(p),
      answer: best[0],
      answerText: moveList(game, p, best),
      explanation: `The engine tries every column and checks for four in a row: ${moveList(game, p, best)} ${best.length > 1 ? 'win' : 'wins'}.`,
      read: (text) => readMove(game, p, text),
      check: (given) => moveVerdict(game, p, given, best, () => 'that stone makes no line of four.'),
    };
  },
  read: readInteger,
  check: (given, inst) => ({ right: given === inst.answer, message: '' }),
};

export const CONNECT4_EXERCISES: readonly AnyExercise[] = [
  treeValueExercise({
    id: 'C1',
    title: 'Min-max on a small tree',
    courseNote: 'The course’s toy game is a tree like this one: the computer maximises at the root, the opponent minimises below.',
    source: seededTrees(2),
  }),
  windowsExercise,
  winNow,
];
