/**
 * @packageDocumentation
 * Lesson 4's checked exercises (the recursion course's Othello endgame): the
 * moves of a position, the discs a move turns, the exact value of a short
 * endgame, and trees to prune by hand with the course's rule and with
 * alpha-beta. The course gives no exercise here; these are ours. Answers come
 * from the engine's Othello rules (`games/othello/`) and its exact solver
 * (`solve/othello.ts`), on positions reached by random play from the start.
 */

import { pick, randomInt, seededRandom } from '../../../engine/core/random.ts';
import { writeBoard } from '../../../engine/games/othello/notation.ts';
import { othello } from '../../../engine/games/othello/othello.ts';
import { blackCount, emptyCount, whiteCount, type Position } from '../../../engine/games/othello/position.ts';
import { PASS, squareName } from '../../../engine/games/othello/squares.ts';
import { DEEP_CUTOFF_TREE } from '../../../engine/games/toy/pruningTrees.ts';
import { othelloSolver } from '../../../engine/solve/othello.ts';
import { exampleById } from '../../viz/examples.ts';
import { playedPosition, drawPosition } from './positions.ts';
import { readInteger } from './readers.ts';
import { fixedTrees, pruneExercise, seededTrees } from './trees.ts';
import type { ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { messages } from '../../../i18n/messages.ts';
import type { AnyExercise, Exercise, ExercisePicture } from './types.ts';

/** The side to move, in the words' language. */
const side = (p: Position, t: ExercisesWords = messages().exercises) => (p.turn === 0 ? t.othello.black : t.othello.white);
/**
 * The board as text, a1 top left, X black and O white: one element where a
 * drawn board has dozens (the lesson has an element budget on a phone).
 */
export function othelloPicture(p: Position, t: ExercisesWords = messages().exercises): ExercisePicture {
  const squares = writeBoard(p).slice(0, 64);
  const rows = Array.from({ length: 8 }, (_, r) => `${r + 1} ${[...squares.slice(8 * r, 8 * r + 8)].map((c) => (c === '-' ? '.' : c)).join(' ')}`);
  return { kind: 'text', label: t.othello.picture(side(p, t)), text: ['  a b c d e f g h', ...rows, '', t.othello.key].join('\n') };
}
const moverCount = (p: Position, turn: number) => (turn === 0 ? blackCount(p) : whiteCount(p));
/** A position in play where the side to move has a real move (no pass). */
const canPlay = (p: Position) => {
  const moves = othello.legalMoves(p);
  return moves.length > 0 && !moves.includes(PASS);
};

/** Lesson 4's exercises in the words' language. */
export function othelloExercises(t: ExercisesWords): readonly AnyExercise[] {
  const w = t.othello;
  const readInt = (text: string) => readInteger(text, t.readers);
  const sideOf = (p: Position) => side(p, t);
  const picture = (p: Position) => othelloPicture(p, t);
  const numberCheck = (what: (n: number) => string, hint: string) => (given: number, inst: { answer: number }) =>
    given === inst.answer ? { right: true, message: w.right(inst.answer, what(inst.answer)) } : { right: false, message: w.wrong(given, hint) };

  const mobility: Exercise<number> = {
    id: 'O1',
    title: w.O1.title,
    input: 'line',
    format: w.wholeNumber,
    hint: w.O1.hint,
    instance(seed) {
      const rnd = seededRandom(seed);
      const p = playedPosition(othello, rnd, [4, 12], canPlay);
      const moves = othello.legalMoves(p);
      return {
        prompt: w.O1.prompt(sideOf(p)),
        picture: picture(p),
        answer: moves.length,
        answerText: String(moves.length),
        explanation: w.O1.explanation(moves.map((m) => squareName(m)).join(', ')),
      };
    },
    read: readInt,
    check: numberCheck(w.O1.what, w.O1.wrong),
  };

  const flips: Exercise<number> = {
    id: 'O2',
    title: w.O2.title,
    input: 'line',
    format: w.wholeNumber,
    hint: w.O2.hint,
    instance(seed) {
      const rnd = seededRandom(seed + 300);
      const p = playedPosition(othello, rnd, [6, 16], canPlay);
      const moves = othello.legalMoves(p);
      const m = moves[randomInt(rnd, 0, moves.length - 1)];
      const q = othello.play(p, m);
      const turned = moverCount(q, p.turn) - moverCount(p, p.turn) - 1;
      return {
        prompt: w.O2.prompt(sideOf(p), squareName(m)),
        picture: picture(p),
        answer: turned,
        answerText: String(turned),
        explanation: w.O2.explanation(squareName(m), sideOf(p), moverCount(q, p.turn), moverCount(p, p.turn), turned),
      };
    },
    read: readInt,
    check: numberCheck(w.O2.what, w.O2.wrong),
  };

  const endgame: Exercise<number> = {
    id: 'O3',
    title: w.O3.title,
    input: 'line',
    format: w.O3.format,
    hint: w.O3.hint,
    instance(seed) {
      const rnd = seededRandom(seed + 600);
      // A random game stopped at 3 to 5 empty squares, with a real move to make.
      const p = drawPosition(() => {
        const stop = randomInt(rnd, 3, 5);
        let q = othello.initial();
        while (emptyCount(q) > stop && othello.legalMoves(q).length > 0) q = othello.play(q, pick(rnd, othello.legalMoves(q)));
        return q;
      }, (q) => canPlay(q) && emptyCount(q) >= 3);
      const s = othelloSolver.solve(writeBoard(p));
      if (!s.ok) throw new Error(s.error.message);
      const best = s.value.bestMoves.join(', ');
      const v = s.value.value;
      return {
        prompt: w.O3.prompt(sideOf(p), emptyCount(p), w.O3.meaning),
        picture: picture(p),
        answer: v,
        answerText: String(v),
        explanation: w.O3.explanation(v > 0 ? w.O3.win : v < 0 ? w.O3.loss : w.O3.draw, Math.abs(v), best, s.value.nodes),
      };
    },
    read: readInt,
    check: numberCheck(w.O3.what, w.O3.wrong),
  };

  const DEEP = { text: DEEP_CUTOFF_TREE, name: w.deepTree };
  const COURSE_TREE = { text: exampleById('course')!.tree, name: w.courseTree };

  return [
    mobility,
    flips,
    endgame,
    pruneExercise({ id: 'O4', title: w.O4.title, courseNote: w.O4.courseNote, rule: 'shallow', source: fixedTrees([DEEP, COURSE_TREE]) }, t),
    // The deep-cutoff tree, the course's worked tree (the card's first question), or a tree from the seed.
    pruneExercise(
      {
        id: 'O5',
        title: w.O5.title,
        rule: 'alphabeta',
        source: { tree: (seed) => (seed % 3 === 1 ? fixedTrees([DEEP]).tree(0) : seed % 3 === 2 ? fixedTrees([COURSE_TREE]).tree(0) : seededTrees().tree(seed, t)) },
      },
      t,
    ),
  ];
}

export const OTHELLO_EXERCISES: readonly AnyExercise[] = othelloExercises(messages().exercises);
