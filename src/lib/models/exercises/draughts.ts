/**
 * @packageDocumentation
 * Lesson 1's checked exercises on the course's first two closing exercises
 * (draughts). The course asks for a representation and for an evaluation:
 * design questions with many right answers, which no checker can grade. These
 * check what follows from the lesson's answer to them instead: the size of
 * the two layouts it proposes (`models/draughts.ts`, as the lesson's live cell
 * computes it), and the material term of the evaluation, read off the
 * bitboards of a position with popcounts.
 *
 * Squares: the dark squares of the 8 × 8 board, numbered 0 to 31 in reading
 * order, four to a row (row 0, squares 0–3, at the top, Black's side; White's
 * men move up and are crowned on row 0, Black's move down and are crowned on
 * row 7, squares 28–31).
 */

import { popcount32 } from '../../../engine/core/bits.ts';
import { pick, randomInt, seededRandom, type Random } from '../../../engine/core/random.ts';
import { draughtsLayout, type Layout, type Variant } from '../draughts.ts';
import { readInteger } from './readers.ts';
import type { AnyExercise, Exercise } from './types.ts';

const LAYOUT_WORDS: Record<Layout, string> = {
  kings: 'three fields (White’s pieces, Black’s pieces, and a kings mask) and a turn bit',
  four: 'four fields (White’s men, White’s kings, Black’s men, Black’s kings) and a turn bit',
};

type SizeQuestion = 'total' | 'minimum';

const layoutSize: Exercise<number> = {
  id: 'D1',
  title: 'A draughts board in bits',
  courseNote: 'The course’s first exercise, “represent a draughts board”, is a design with many right answers; this checks the sizes of the two layouts the lesson proposes, and the floor under any layout.',
  input: 'line',
  format: 'a whole number of bits',
  instance(seed) {
    const rnd = seededRandom(seed + 3000);
    const size = pick<Variant>(rnd, [8, 10]);
    const layout = pick<Layout>(rnd, ['kings', 'four']);
    const ask = pick<SizeQuestion>(rnd, ['total', 'total', 'minimum']);
    const d = draughtsLayout(size, layout);
    if (ask === 'minimum') {
      return {
        prompt: `A draughts position on ${size} × ${size} is the contents of every dark square (empty, or a man or a king of either side) and whose turn it is. However it is encoded, how many bits must it take at the least?`,
        hint: 'Count the dark squares: half the board. Each has five possible states, so all of them together have 5 to the power of that many states; add one bit for the turn, and round the logarithm up.',
        answer: d.minimum,
        answerText: String(d.minimum),
        explanation: `${d.cells} dark squares with five states each: ⌈${d.cells} × log₂ 5⌉ = ${d.minimum - 1} bits, plus 1 for the turn: ${d.minimum}. The lesson’s layouts take more (${draughtsLayout(size, 'kings').total} and ${draughtsLayout(size, 'four').total}) but each piece test is one AND.`,
      };
    }
    return {
      prompt: `A draughts position on ${size} × ${size} is stored as ${LAYOUT_WORDS[layout]}, one bit per dark square in each field. How many bits in all?`,
      hint: 'Only the dark squares are played on: half the board. Each field has one bit per dark square; the turn is one bit.',
      answer: d.total,
      answerText: String(d.total),
      explanation: `${d.cells} dark squares: ${d.fields.map((f) => `${f.name} ${f.bits}`).join(' + ')} = ${d.total} bits.`,
    };
  },
  read: readInteger,
  check: (given, inst) =>
    given === inst.answer
      ? { right: true, message: `Right: ${inst.answer} bits.` }
      : { right: false, message: `Not ${given}: ${given > inst.answer ? 'too many; did you count the light squares too?' : 'too few; count every field, and the turn.'}` },
};

const SQUARES = 32;
const hex = (mask: number) => `0x${(mask >>> 0).toString(16).padStart(8, '0')}`;

/** `n` distinct squares among `allowed` not yet in `taken`, as a mask. */
function drawSquares(rnd: Random, n: number, allowed: (sq: number) => boolean, taken: number): number {
  const free = [...Array(SQUARES).keys()].filter((sq) => allowed(sq) && !(taken & (1 << sq)));
  let mask = 0;
  for (let i = 0; i < n && free.length > 0; i++) mask |= 1 << free.splice(randomInt(rnd, 0, free.length - 1), 1)[0];
  return mask;
}

interface Material {
  readonly men: number;
  readonly kings: number;
}

const material = (side: number, kings: number): Material => ({ men: popcount32(side & ~kings), kings: popcount32(side & kings) });

const materialEval: Exercise<number> = {
  id: 'D2',
  title: 'The material term, from the bitboards',
  courseNote: 'The course’s second exercise, “which static evaluation for draughts?”, is open: no checker can grade an evaluation in words. Its first term, material, can be computed from the fields, and that is what this asks.',
  input: 'line',
  format: 'a whole number, negative when the side to move is behind',
  hint: 'A side’s men are its field AND NOT the kings mask, its kings its field AND the mask; count the 1s of each (a popcount). Then own minus opponent’s, for the side to move.',
  instance(seed) {
    const rnd = seededRandom(seed + 4000);
    // Men are never on the row where they would be crowned; kings may stand anywhere.
    const whiteMen = drawSquares(rnd, randomInt(rnd, 2, 9), (sq) => sq >= 4, 0);
    const blackMen = drawSquares(rnd, randomInt(rnd, 2, 9), (sq) => sq < 28, whiteMen);
    const whiteKings = drawSquares(rnd, randomInt(rnd, 0, 2), () => true, whiteMen | blackMen);
    const blackKings = drawSquares(rnd, randomInt(rnd, 0, 2), () => true, whiteMen | blackMen | whiteKings);
    const white = whiteMen | whiteKings;
    const black = blackMen | blackKings;
    const kings = whiteKings | blackKings;
    const weight = pick(rnd, [2, 3]);
    const whiteToMove = rnd() < 0.5;
    const w = material(white, kings);
    const b = material(black, kings);
    const [own, opp] = whiteToMove ? [w, b] : [b, w];
    const answer = own.men - opp.men + weight * (own.kings - opp.kings);
    const mover = whiteToMove ? 'White' : 'Black';
    return {
      prompt: `An 8 × 8 position in the kings layout (bit i stands for dark square i): white = ${hex(white)}, black = ${hex(black)}, kings = ${hex(kings)}, ${mover} to move. A man is worth 1 and a king ${weight}. What is the material evaluation for ${mover}?`,
      answer,
      answerText: String(answer),
      explanation: `White has ${w.men} men and ${w.kings} kings, Black ${b.men} men and ${b.kings} kings. For ${mover}: (${own.men} − ${opp.men}) + ${weight} × (${own.kings} − ${opp.kings}) = ${answer}.`,
    };
  },
  read: readInteger,
  check: (given, inst) =>
    given === inst.answer
      ? { right: true, message: `Right: ${inst.answer}.` }
      : given === -inst.answer
        ? { right: false, message: `Not ${given}: that is the opponent’s view; the evaluation is for the side to move.` }
        : { right: false, message: `Not ${given}: count each side’s men and kings again (field AND NOT kings, field AND kings).` },
};

export const DRAUGHTS_EXERCISES: readonly AnyExercise[] = [layoutSize, materialEval];
