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
import { othelloSolver, meaning } from '../../../engine/solve/othello.ts';
import { exampleById } from '../../viz/examples.ts';
import { randomPlay } from '../../../engine/core/playout.ts';
import { drawPosition } from './positions.ts';
import { readInteger } from './readers.ts';
import { fixedTrees, pruneExercise, seededTrees } from './trees.ts';
import type { AnyExercise, Exercise, ExercisePicture } from './types.ts';

const side = (p: Position) => (p.turn === 0 ? 'Black (X)' : 'White (O)');
/**
 * The board as text, a1 top left, X black and O white: one element where a
 * drawn board has dozens (the lesson has an element budget on a phone).
 */
export function othelloPicture(p: Position): ExercisePicture {
  const squares = writeBoard(p).slice(0, 64);
  const rows = Array.from({ length: 8 }, (_, r) => `${r + 1} ${[...squares.slice(8 * r, 8 * r + 8)].map((c) => (c === '-' ? '.' : c)).join(' ')}`);
  return { kind: 'text', label: `The Othello board, ${side(p)} to move`, text: ['  a b c d e f g h', ...rows, '', 'X black, O white'].join('\n') };
}
const picture = othelloPicture;
const moverCount = (p: Position, turn: number) => (turn === 0 ? blackCount(p) : whiteCount(p));
/** A position in play where the side to move has a real move (no pass). */
const canPlay = (p: Position) => {
  const moves = othello.legalMoves(p);
  return moves.length > 0 && !moves.includes(PASS);
};

const numberCheck = (what: string, hint: string) => (given: number, inst: { answer: number }) =>
  given === inst.answer ? { right: true, message: `Right: ${inst.answer} ${what}.` } : { right: false, message: `Not ${given}: ${hint}` };

const mobility: Exercise<number> = {
  id: 'O1',
  title: 'How many moves?',
  input: 'line',
  format: 'a whole number',
  hint: 'A move must touch an opponent’s disc and close a line of them (in any of eight directions) with a disc of the mover’s colour.',
  instance(seed) {
    const rnd = seededRandom(seed);
    const p = drawPosition(() => randomPlay(othello, rnd, randomInt(rnd, 4, 12)), canPlay);
    const moves = othello.legalMoves(p);
    return {
      prompt: `${side(p)} is to move on the board shown. How many legal moves does it have?`,
      picture: picture(p),
      answer: moves.length,
      answerText: String(moves.length),
      explanation: `The legal moves are ${moves.map((m) => squareName(m)).join(', ')}.`,
    };
  },
  read: readInteger,
  check: numberCheck('legal moves', 'check every empty square next to an opponent’s disc, in all eight directions.'),
};

const flips: Exercise<number> = {
  id: 'O2',
  title: 'How many discs turn?',
  input: 'line',
  format: 'a whole number',
  hint: 'From the square played, walk each of the eight directions: the opponent’s discs between it and the first disc of the mover’s colour turn over.',
  instance(seed) {
    const rnd = seededRandom(seed + 300);
    const p = drawPosition(() => randomPlay(othello, rnd, randomInt(rnd, 6, 16)), canPlay);
    const moves = othello.legalMoves(p);
    const m = moves[randomInt(rnd, 0, moves.length - 1)];
    const q = othello.play(p, m);
    const turned = moverCount(q, p.turn) - moverCount(p, p.turn) - 1;
    return {
      prompt: `${side(p)} is to move on the board shown and plays ${squareName(m)}. How many discs turn over?`,
      picture: picture(p),
      answer: turned,
      answerText: String(turned),
      explanation: `After ${squareName(m)}, ${side(p)} has ${moverCount(q, p.turn)} discs instead of ${moverCount(p, p.turn)}: the new disc and ${turned} turned over.`,
    };
  },
  read: readInteger,
  check: numberCheck('discs turn over', 'look in all eight directions, diagonals too, and stop each at the first disc of the mover’s colour.'),
};

const endgame: Exercise<number> = {
  id: 'O3',
  title: 'The value of a short endgame',
  input: 'line',
  format: 'a whole number, negative if the side to move loses',
  hint: 'Few squares are left: try each move, then each reply, to the end. Count the discs at the end; empty squares go to the winner.',
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
    return {
      prompt: `${side(p)} is to move with ${emptyCount(p)} empty squares left. With perfect play on both sides, what is the ${meaning('standard')}?`,
      picture: picture(p),
      answer: s.value.value,
      answerText: String(s.value.value),
      explanation: `The exact solver searches every line to the end: ${s.value.value > 0 ? 'a win' : s.value.value < 0 ? 'a loss' : 'a draw'} by ${Math.abs(s.value.value)}, with ${best} (${s.value.nodes} positions searched).`,
    };
  },
  read: readInteger,
  check: numberCheck('', 'the sign is for the side to move; try its best move against the reply that hurts it most.'),
};

const DEEP = { text: DEEP_CUTOFF_TREE, name: 'the deep-cutoff tree' };
const COURSE_TREE = { text: exampleById('course')!.tree, name: 'the course’s worked tree' };

export const OTHELLO_EXERCISES: readonly AnyExercise[] = [
  mobility,
  flips,
  endgame,
  pruneExercise({
    id: 'O4',
    title: 'Prune it yourself with the course’s rule',
    courseNote: 'The course’s rule compares a node with its parent’s bound only, so it misses the deep cutoffs alpha-beta makes.',
    rule: 'shallow',
    source: fixedTrees([DEEP, COURSE_TREE]),
  }),
  // The deep-cutoff tree, the course's worked tree (the card's first question), or a tree from the seed.
  pruneExercise({
    id: 'O5',
    title: 'Prune it yourself with alpha-beta',
    rule: 'alphabeta',
    source: { tree: (seed) => (seed % 3 === 1 ? fixedTrees([DEEP]).tree(0) : seed % 3 === 2 ? fixedTrees([COURSE_TREE]).tree(0) : seededTrees().tree(seed)) },
  }),
];
