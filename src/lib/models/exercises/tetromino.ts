/**
 * @packageDocumentation
 * Lesson 5's checked exercises (the tetromino game): how many placements a
 * position offers, who wins it, and a winning placement to name. The course's
 * exercises are about its program (the lesson keeps them as prose); these
 * practise its moves and its search, on positions reached by random play.
 * Answers come from the engine's rules (`games/tetromino/`) and its exact
 * solver (`solve/tetromino.ts`).
 */

import { randomInt, seededRandom } from '../../../engine/core/random.ts';
import { boardLines, writeSetup } from '../../../engine/games/tetromino/notation.ts';
import { tetromino } from '../../../engine/games/tetromino/tetromino.ts';
import type { TetrominoPosition } from '../../../engine/games/tetromino/board40.ts';
import { tetrominoSolver } from '../../../engine/solve/tetromino.ts';
import { randomPlay } from '../../../engine/core/playout.ts';
import { drawPosition, moveList, moveVerdict, readMove } from './positions.ts';
import { readInteger, readWord } from './readers.ts';
import type { AnyExercise, Exercise, ExercisePicture } from './types.ts';

const mover = (p: TetrominoPosition) => tetromino.players[tetromino.toMove(p)];
const other = (p: TetrominoPosition) => tetromino.players[1 - tetromino.toMove(p)];
const hands = (p: TetrominoPosition) => writeSetup(p).split(' ')[1].split('/');

/** The board as text: columns a–e, rows 1–8 from the top, x for a taken cell; the hands under it. */
export function tetrominoPicture(p: TetrominoPosition): ExercisePicture {
  const rows = boardLines(p).split('\n');
  const [mine, theirs] = hands(p);
  const text = ['   a b c d e', ...rows.map((r, i) => `${i + 1}  ${[...r].join(' ')}`), '', `${mover(p)} (to move) holds ${mine}`, `${other(p)} holds ${theirs}`].join('\n');
  return { kind: 'text', label: `The tetromino board, ${mover(p)} to move`, text };
}

/** A position after a few random placements, still in play. */
const inPlay = (seed: number, lo: number, hi: number, keep: (p: TetrominoPosition) => boolean = () => true) => {
  const rnd = seededRandom(seed);
  return drawPosition(
    () => randomPlay(tetromino, rnd, randomInt(rnd, lo, hi)),
    (p) => tetromino.legalMoves(p).length > 0 && keep(p),
  );
};

const solve = (p: TetrominoPosition, best: 'one' | 'all' = 'one') => {
  const s = tetrominoSolver.solve(writeSetup(p), { best });
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
};

const placements: Exercise<number> = {
  id: 'M1',
  title: 'How many placements?',
  input: 'line',
  format: 'a whole number',
  hint: 'For each piece in the mover’s hand, each of its orientations, slide it over every position where all four cells are empty.',
  instance(seed) {
    const p = inPlay(seed, 4, 6);
    const n = tetromino.legalMoves(p).length;
    return {
      prompt: `${mover(p)} is to move. How many placements (a piece of its hand, one orientation, one place on the board) can it make?`,
      picture: tetrominoPicture(p),
      answer: n,
      answerText: String(n),
      explanation: `The engine lists ${n}: ${moveList(tetromino, p, tetromino.legalMoves(p))}.`,
    };
  },
  read: readInteger,
  check: (given, inst) =>
    given === inst.answer
      ? { right: true, message: `Right: ${inst.answer} placements.` }
      : { right: false, message: `Not ${given}: ${given < inst.answer ? 'some are missing; did you turn every piece (an L has eight orientations, counting J)?' : 'too many; a placement needs four empty cells inside the board.'}` },
};

const RESULTS = ['win', 'tie', 'loss'] as const;
type ResultWord = (typeof RESULTS)[number];
const wordOf = (v: number): ResultWord => (v > 0 ? 'win' : v < 0 ? 'loss' : 'tie');

const whoWins: Exercise<ResultWord> = {
  id: 'M2',
  title: 'Win, tie or loss?',
  input: 'line',
  format: 'win, tie or loss (for the side to move)',
  hint: 'The player who cannot place a piece loses. Try each placement: is there one after which every reply leaves the opponent stuck in the end?',
  instance(seed) {
    const p = inPlay(seed + 400, 6, 7);
    const s = solve(p);
    const w = wordOf(s.value);
    return {
      prompt: `${mover(p)} is to move. With perfect play on both sides, is this a win, a tie or a loss for ${mover(p)}?`,
      picture: tetrominoPicture(p),
      answer: w,
      answerText: `a ${w} for ${mover(p)}`,
      explanation: `The exact solver searched ${s.nodes} positions: ${w === 'win' ? `${s.bestMoves[0]} wins` : w === 'tie' ? 'neither side can force the other to be stuck' : 'every placement loses'}.`,
    };
  },
  read: (t) => readWord(t, RESULTS, { won: 'win', lose: 'loss', lost: 'loss', draw: 'tie' }),
  check: (given, inst) =>
    given === inst.answer ? { right: true, message: `Right: ${inst.answerText}.` } : { right: false, message: `Not a ${given}: the answer is ${inst.answerText}; show it to see the move that decides.` },
};

const winningMove: Exercise<number> = {
  id: 'M3',
  title: 'Name a winning placement',
  input: 'line',
  format: 'a placement like T0@b3: shape, orientation, top-left corner of its box',
  hint: 'Look for a placement that leaves the opponent no room for its pieces, or that leaves exactly enough room for yours.',
  instance(seed) {
    const p = inPlay(seed + 800, 6, 7, (q) => solve(q).value > 0);
    const names = solve(p, 'all').bestMoves;
    const best = tetromino.legalMoves(p).filter((m) => names.includes(tetromino.formatMove(m, p)));
    return {
      prompt: `${mover(p)} is to move and can win. Name one placement that keeps the win.`,
      picture: tetrominoPicture(p),
      answer: best[0],
      answerText: names.join(', '),
      explanation: `The solver proves ${names.length === 1 ? 'this is the only winning placement' : `these ${names.length} placements win`}; every other loses or ties.`,
      read: (text) => readMove(tetromino, p, text),
      check: (given) =>
        moveVerdict(tetromino, p, given, best, () => {
          const after = solve(tetromino.play(p, given));
          return `after it ${other(p)} ${after.value > 0 ? `wins with ${after.bestMoves[0]}` : 'can hold a tie'}.`;
        }),
    };
  },
  read: readInteger,
  check: (given, inst) => ({ right: given === inst.answer, message: '' }),
};

export const TETROMINO_EXERCISES: readonly AnyExercise[] = [placements, whoWins, winningMove];
