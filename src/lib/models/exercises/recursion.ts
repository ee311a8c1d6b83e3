/**
 * @packageDocumentation
 * Lesson 3's checked exercises (the recursion course's tic-tac-toe): who wins
 * a board with perfect play, the move a threat forces, and the course's
 * worked tree, valued and then pruned by hand. Tic-tac-toe answers are the
 * engine's full search (`search/minimax.ts`, `search/choose.ts`); cells use
 * the course's coordinates (columns A to C, rows 1 to 3 from the top).
 */

import { randomInt, seededRandom } from '../../../engine/core/random.ts';
import { engineError, err, ok } from '../../../engine/core/result.ts';
import { hasLine, oStones, occupied, turnOf, xStones, type Packed } from '../../../engine/games/tictactoe/board19.ts';
import { writeBoard } from '../../../engine/games/tictactoe/notation.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { DEEP_CUTOFF_TREE } from '../../../engine/games/toy/pruningTrees.ts';
import { analyzeMoves } from '../../../engine/search/choose.ts';
import { minimax } from '../../../engine/search/minimax.ts';
import { exampleById } from '../../viz/examples.ts';
import { cellLabel } from '../tictactoe/cells.ts';
import { randomPlay } from '../../../engine/core/playout.ts';
import { drawPosition } from './positions.ts';
import { readWord } from './readers.ts';
import { fixedTrees, pruneExercise, treeValueExercise } from './trees.ts';
import type { AnyExercise, Exercise } from './types.ts';

const coord = (c: number) => cellLabel(c, 'coords');
const picture = (p: Packed) => ({ kind: 'tictactoe', cells: writeBoard(p), numbering: 'coords' }) as const;
const mover = (p: Packed) => (turnOf(p) === 0 ? 'X' : 'O');

/** Cells that would complete a line of `stones` (two of its cells held, the third empty). */
const threats = (stones: number, taken: number): number[] =>
  [...Array(9).keys()].filter((c) => !(taken & (1 << c)) && hasLine(stones | (1 << c)));

const OUTCOMES = ['X', 'O', 'draw'] as const;
type Outcome = (typeof OUTCOMES)[number];

const whoWins: Exercise<Outcome> = {
  id: 'R1',
  title: 'Who wins with perfect play?',
  input: 'line',
  format: 'X, O or draw',
  hint: 'Look for a move that wins at once or a threat that must be blocked, then follow each reply to the end: the course’s procedure does exactly this, recursively.',
  instance(seed) {
    const rnd = seededRandom(seed);
    const p = drawPosition(
      () => randomPlay(tictactoe, rnd, randomInt(rnd, 2, 5)),
      (q) => tictactoe.legalMoves(q).length > 0,
    );
    const v = minimax(tictactoe, p).score; // for X
    const answer: Outcome = v > 0 ? 'X' : v < 0 ? 'O' : 'draw';
    return {
      prompt: `${mover(p)} is to move on the board shown. If both sides play perfectly, who wins?`,
      picture: picture(p),
      answer,
      answerText: answer === 'draw' ? 'a draw' : `${answer} wins`,
      explanation: `A full minimax search from this board gives ${v} for X (positive: X wins, negative: O wins, 0: a draw): ${answer === 'draw' ? 'neither side can force a line' : `${answer} can force a line whatever the other does`}.`,
    };
  },
  read: (t) => readWord(t, OUTCOMES, { nobody: 'draw', tie: 'draw', x: 'X', o: 'O' }),
  check: (given, inst) =>
    given === inst.answer
      ? { right: true, message: `Right: ${inst.answerText}.` }
      : { right: false, message: `Not ${given === 'draw' ? 'a draw' : given}: ${inst.answer === 'draw' ? 'each side has a defence against every plan' : `${inst.answer} has a plan that works against every reply`}.` },
};

/** Reads a cell in the course's coordinates ("B2"). */
const readCoord = (text: string) => {
  const t = text.trim().toUpperCase();
  const c = [...Array(9).keys()].find((k) => coord(k) === t);
  return c === undefined ? err(engineError('ERR_NOTATION', `“${text.trim()}” is not a cell: write a column A–C and a row 1–3, like B2`)) : ok(c);
};

const forced: Exercise<number> = {
  id: 'R2',
  title: 'The forced move',
  courseNote: 'The course’s procedure plays a forced move first: if the opponent threatens a line, the only moves worth searching are those that block it.',
  input: 'line',
  format: 'a cell, like B2',
  hint: 'Can the side to move win at once? If not, which empty cell would complete a line for the opponent?',
  instance(seed) {
    const rnd = seededRandom(seed + 500);
    const p = drawPosition(
      () => randomPlay(tictactoe, rnd, randomInt(rnd, 3, 5)),
      (q) => {
        if (tictactoe.legalMoves(q).length === 0) return false;
        const own = turnOf(q) === 0 ? xStones(q) : oStones(q);
        const theirs = turnOf(q) === 0 ? oStones(q) : xStones(q);
        return threats(own, occupied(q)).length === 0 && threats(theirs, occupied(q)).length === 1;
      },
    );
    const a = analyzeMoves(tictactoe, p);
    const theirs = turnOf(p) === 0 ? oStones(p) : xStones(p);
    const block = threats(theirs, occupied(p))[0];
    return {
      prompt: `${mover(p)} is to move on the board shown. Where must ${mover(p)} play?`,
      picture: picture(p),
      answer: block,
      answerText: coord(block),
      explanation: `The opponent threatens to complete a line at ${coord(block)}; every other move loses at once. ${a.best.length === 1 && a.best[0] === block ? 'The full search agrees: it is the only move that keeps the best value.' : ''}`.trim(),
    };
  },
  read: readCoord,
  check(given, inst) {
    if (given === inst.answer) return { right: true, message: `Right: ${coord(given)} blocks the threat.` };
    return { right: false, message: `Not ${coord(given)}: after it the opponent plays ${coord(inst.answer)} and completes a line.` };
  },
};

const COURSE_TREE = { text: exampleById('course')!.tree, name: 'the course’s worked tree' };

export const RECURSION_EXERCISES: readonly AnyExercise[] = [
  whoWins,
  forced,
  treeValueExercise({ id: 'R3', title: 'The course’s worked tree, valued by hand', source: fixedTrees([COURSE_TREE]) }),
  pruneExercise({
    id: 'R4',
    title: 'Prune it yourself: what alpha-beta never reads',
    courseNote: 'A preview of the next lesson: the course prunes its tree with a rule of its own; full alpha-beta skips these leaves.',
    rule: 'alphabeta',
    source: fixedTrees([COURSE_TREE, { text: DEEP_CUTOFF_TREE, name: 'the deep-cutoff tree' }]),
  }),
];
