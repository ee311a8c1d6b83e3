/**
 * @packageDocumentation
 * Lesson 3's checked exercises (the recursion course's tic-tac-toe): who wins
 * a board with perfect play, the move a threat forces, and the course's
 * worked tree, valued and then pruned by hand. Tic-tac-toe answers are the
 * engine's full search (`search/minimax.ts`, `search/choose.ts`); cells use
 * the course's coordinates (columns A to C, rows 1 to 3 from the top).
 */

import { seededRandom } from '../../../engine/core/random.ts';
import { engineError, err, ok } from '../../../engine/core/result.ts';
import { hasLine, oStones, occupied, turnOf, xStones, type Packed } from '../../../engine/games/tictactoe/board19.ts';
import { writeBoard } from '../../../engine/games/tictactoe/notation.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { DEEP_CUTOFF_TREE } from '../../../engine/games/toy/pruningTrees.ts';
import { analyzeMoves } from '../../../engine/search/choose.ts';
import { minimax } from '../../../engine/search/minimax.ts';
import { exampleById } from '../../viz/examples.ts';
import { cellLabel } from '../tictactoe/cells.ts';
import { playedPosition } from './positions.ts';
import { readWord } from './readers.ts';
import { fixedTrees, pruneExercise, treeValueExercise } from './trees.ts';
import type { ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { messages } from '../../../i18n/messages.ts';
import type { AnyExercise, Exercise } from './types.ts';

const coord = (c: number) => cellLabel(c, 'coords');
const picture = (p: Packed) => ({ kind: 'tictactoe', cells: writeBoard(p), numbering: 'coords' }) as const;
const mover = (p: Packed) => (turnOf(p) === 0 ? 'X' : 'O');

/** Cells that would complete a line of `stones` (two of its cells held, the third empty). */
const threats = (stones: number, taken: number): number[] =>
  [...Array(9).keys()].filter((c) => !(taken & (1 << c)) && hasLine(stones | (1 << c)));

const OUTCOMES = ['X', 'O', 'draw'] as const;
type Outcome = (typeof OUTCOMES)[number];

/** Lesson 3's exercises in the words' language. */
export function recursionExercises(t: ExercisesWords): readonly AnyExercise[] {
  const w = t.recursion;
  const R1 = w.R1;
  // The outcomes as the reader's language types them (the French word for a draw too).
  const shown: Record<Outcome, string> = { X: R1.outcomes[0], O: R1.outcomes[1], draw: R1.outcomes[2] };
  const aliases = { nobody: 'draw', tie: 'draw', x: 'X', o: 'O', [shown.draw.toLowerCase()]: 'draw', ...(R1.aliases as Readonly<Record<string, Outcome>>) } as Readonly<Record<string, Outcome>>;

  const whoWins: Exercise<Outcome> = {
    id: 'R1',
    title: R1.title,
    input: 'line',
    format: R1.format,
    hint: R1.hint,
    instance(seed) {
      const rnd = seededRandom(seed);
      const p = playedPosition(tictactoe, rnd, [2, 5], (q) => tictactoe.legalMoves(q).length > 0);
      const v = minimax(tictactoe, p).score; // for X
      const answer: Outcome = v > 0 ? 'X' : v < 0 ? 'O' : 'draw';
      return {
        prompt: R1.prompt(mover(p)),
        picture: picture(p),
        answer,
        answerText: answer === 'draw' ? R1.aDraw : R1.wins(answer),
        explanation: R1.explanation(v, answer === 'draw' ? R1.noLine : R1.forces(answer)),
      };
    },
    read: (text) => readWord(text, OUTCOMES, aliases, t.readers, R1.outcomes),
    check: (given, inst) =>
      given === inst.answer
        ? { right: true, message: R1.right(inst.answerText) }
        : { right: false, message: R1.wrong(given === 'draw' ? R1.aDraw : given, inst.answer === 'draw' ? R1.defence : R1.plan(inst.answer)) },
  };

  /** Reads a cell in the course's coordinates ("B2"). */
  const readCoord = (text: string) => {
    const c = [...Array(9).keys()].find((k) => coord(k) === text.trim().toUpperCase());
    return c === undefined ? err(engineError('ERR_NOTATION', w.notCell(text.trim()))) : ok(c);
  };

  const forced: Exercise<number> = {
    id: 'R2',
    title: w.R2.title,
    courseNote: w.R2.courseNote,
    input: 'line',
    format: w.R2.format,
    hint: w.R2.hint,
    instance(seed) {
      const rnd = seededRandom(seed + 500);
      const p = playedPosition(tictactoe, rnd, [3, 5], (q) => {
        if (tictactoe.legalMoves(q).length === 0) return false;
        const own = turnOf(q) === 0 ? xStones(q) : oStones(q);
        const theirs = turnOf(q) === 0 ? oStones(q) : xStones(q);
        return threats(own, occupied(q)).length === 0 && threats(theirs, occupied(q)).length === 1;
      });
      const a = analyzeMoves(tictactoe, p);
      const theirs = turnOf(p) === 0 ? oStones(p) : xStones(p);
      const block = threats(theirs, occupied(p))[0];
      return {
        prompt: w.R2.prompt(mover(p)),
        picture: picture(p),
        answer: block,
        answerText: coord(block),
        explanation: `${w.R2.explanation(coord(block))} ${a.best.length === 1 && a.best[0] === block ? w.R2.agrees : ''}`.trim(),
      };
    },
    read: readCoord,
    check(given, inst) {
      if (given === inst.answer) return { right: true, message: w.R2.right(coord(given)) };
      return { right: false, message: w.R2.wrong(coord(given), coord(inst.answer)) };
    },
  };

  const COURSE_TREE = { text: exampleById('course')!.tree, name: w.courseTree };

  return [
    whoWins,
    forced,
    treeValueExercise({ id: 'R3', title: w.R3.title, source: fixedTrees([COURSE_TREE]) }, t),
    pruneExercise(
      {
        id: 'R4',
        title: w.R4.title,
        courseNote: w.R4.courseNote,
        rule: 'alphabeta',
        source: fixedTrees([COURSE_TREE, { text: DEEP_CUTOFF_TREE, name: w.deepTree }]),
      },
      t,
    ),
  ];
}

export const RECURSION_EXERCISES: readonly AnyExercise[] = recursionExercises(messages().exercises);
