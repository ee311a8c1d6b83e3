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
import { seededRandom } from '../../../engine/core/random.ts';
import { connect4 } from '../../../engine/games/connect4/connect4.ts';
import { windows } from '../../../engine/games/connect4/evaluate.ts';
import { isWinningMove, type Connect4Position } from '../../../engine/games/connect4/position.ts';
import { playedPosition, moveList, moveVerdict, readMove } from './positions.ts';
import { readInteger } from './readers.ts';
import { seededTrees, treeValueExercise } from './trees.ts';
import type { ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { messages } from '../../../i18n/messages.ts';
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

/** Lesson 6's exercises in the words' language. */
export function connect4Exercises(t: ExercisesWords): readonly AnyExercise[] {
  const w = t.connect4;
  const readInt = (text: string) => readInteger(text, t.readers);

  const windowsExercise: Exercise<number> = {
    id: 'C2',
    title: w.C2.title,
    courseNote: w.C2.courseNote,
    input: 'line',
    format: w.C2.format,
    hint: w.C2.hint,
    instance(seed) {
      const rnd = seededRandom(seed);
      const p = playedPosition(game, rnd, [3, 5], (q) => !q.isOver && q.moves >= 3);
      const n = openWindows(p);
      return {
        prompt: w.C2.prompt(mover(p), p.path),
        picture: picture(p),
        answer: n,
        answerText: String(n),
        explanation: w.C2.explanation(windows(p.layout).length / p.layout.words, n, mover(p)),
      };
    },
    read: readInt,
    check: (given, inst) => (given === inst.answer ? { right: true, message: w.C2.right(inst.answer) } : { right: false, message: w.C2.wrong(given, given < inst.answer) }),
  };

  const winNow: Exercise<number> = {
    id: 'C3',
    title: w.C3.title,
    input: 'line',
    format: w.C3.format,
    hint: w.C3.hint,
    instance(seed) {
      const rnd = seededRandom(seed + 900);
      const p = playedPosition(game, rnd, [8, 16], (q) => !q.isOver && game.legalMoves(q).some((c) => isWinningMove(q, c)), 5000);
      const best = game.legalMoves(p).filter((c) => isWinningMove(p, c));
      return {
        prompt: w.C3.prompt(mover(p), p.path),
        picture: picture(p),
        answer: best[0],
        answerText: moveList(game, p, best),
        explanation: w.C3.explanation(moveList(game, p, best), best.length),
        read: (text) => readMove(game, p, text, w.C3.moveError),
        check: (given) => moveVerdict(game, p, given, best, () => w.C3.noLine, t.positions),
      };
    },
    read: readInt,
    check: (given, inst) => ({ right: given === inst.answer, message: '' }),
  };

  return [treeValueExercise({ id: 'C1', title: w.C1.title, courseNote: w.C1.courseNote, source: seededTrees(2) }, t), windowsExercise, winNow];
}

export const CONNECT4_EXERCISES: readonly AnyExercise[] = connect4Exercises(messages().exercises);
