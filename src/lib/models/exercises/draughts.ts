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
import type { ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { messages } from '../../../i18n/messages.ts';
import type { AnyExercise, Exercise } from './types.ts';

type SizeQuestion = 'total' | 'minimum';

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

/** The course's two draughts exercises, in the words' language. */
export function draughtsExercises(t: ExercisesWords): readonly AnyExercise[] {
  const w = t.draughts;
  const readInt = (text: string) => readInteger(text, t.readers);

  const layoutSize: Exercise<number> = {
    id: 'D1',
    title: w.D1.title,
    courseNote: w.D1.courseNote,
    input: 'line',
    format: w.D1.format,
    instance(seed) {
      const rnd = seededRandom(seed + 3000);
      const size = pick<Variant>(rnd, [8, 10]);
      const layout = pick<Layout>(rnd, ['kings', 'four']);
      const ask = pick<SizeQuestion>(rnd, ['total', 'total', 'minimum']);
      const d = draughtsLayout(size, layout);
      if (ask === 'minimum') {
        return {
          prompt: w.D1.minimumPrompt(size),
          hint: w.D1.minimumHint,
          answer: d.minimum,
          answerText: String(d.minimum),
          explanation: w.D1.minimumExplanation(d.cells, d.minimum - 1, d.minimum, draughtsLayout(size, 'kings').total, draughtsLayout(size, 'four').total),
        };
      }
      return {
        prompt: w.D1.totalPrompt(size, w.layouts[layout]),
        hint: w.D1.totalHint,
        answer: d.total,
        answerText: String(d.total),
        explanation: w.D1.totalExplanation(d.cells, d.fields.map((f) => `${w.fields[f.name] ?? f.name} ${f.bits}`).join(' + '), d.total),
      };
    },
    read: readInt,
    check: (given, inst) => (given === inst.answer ? { right: true, message: w.D1.right(inst.answer) } : { right: false, message: w.D1.wrong(given, given > inst.answer) }),
  };

  const materialEval: Exercise<number> = {
    id: 'D2',
    title: w.D2.title,
    courseNote: w.D2.courseNote,
    input: 'line',
    format: w.D2.format,
    hint: w.D2.hint,
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
      const wm = material(white, kings);
      const bm = material(black, kings);
      const [own, opp] = whiteToMove ? [wm, bm] : [bm, wm];
      const answer = own.men - opp.men + weight * (own.kings - opp.kings);
      const mover = whiteToMove ? w.D2.white : w.D2.black;
      return {
        prompt: w.D2.prompt(hex(white), hex(black), hex(kings), mover, weight),
        answer,
        answerText: String(answer),
        explanation: w.D2.explanation(wm, bm, mover, `(${own.men} − ${opp.men}) + ${weight} × (${own.kings} − ${opp.kings})`, answer),
      };
    },
    read: readInt,
    check: (given, inst) =>
      given === inst.answer
        ? { right: true, message: w.D2.right(inst.answer) }
        : given === -inst.answer
          ? { right: false, message: w.D2.opponent(given) }
          : { right: false, message: w.D2.wrong(given) },
  };

  return [layoutSize, materialEval];
}

export const DRAUGHTS_EXERCISES: readonly AnyExercise[] = draughtsExercises(messages().exercises);
