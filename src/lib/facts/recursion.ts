/**
 * @packageDocumentation
 * Facts of lesson 3 ("Recursion: thinking ahead"), tic-tac-toe part: the
 * recursion course's example boards, their values, and how many positions
 * minimax and alpha-beta visit on each, with and without the course's three
 * shortcuts (a win at once, a double threat, a forced block).
 */

import { unwrap } from '../../engine/core/result.ts';
import { forcedBlock, knownValue } from '../../engine/games/tictactoe/shortcuts.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import { alphaBeta } from '../../engine/search/alphaBeta.ts';
import { analyzeMoves } from '../../engine/search/choose.ts';
import { minimax } from '../../engine/search/minimax.ts';
import { courseJeuGames, courseJeuMistakes, positionsWithOToMove, type CourseJeuGames, type CourseJeuMistake } from '../../engine/games/tictactoe/courseJeuAudit.ts';
import { courseJeuCase, COURSE_JEU_BOARDS } from '../models/tictactoe/courseJeuCases.ts';
import { RECURSION_EXAMPLES, type RecursionKey } from '../models/tictactoe/recursionExamples.ts';
import { defineFacts, type FactDef } from './registry.ts';

const RECURSION_BOARDS = Object.fromEntries(RECURSION_EXAMPLES.map((e) => [e.key, e.board])) as Record<RecursionKey, string>;
type RecursionBoard = RecursionKey;

const SHORTCUTS = { shortcut: knownValue, order: forcedBlock };
const pos = (id: RecursionBoard) => unwrap(tictactoe.parse(RECURSION_BOARDS[id]));

type Column = 'value' | 'minimax' | 'minimaxShort' | 'alphaBeta' | 'alphaBetaShort';
type RecursionFactName =
  | `${RecursionKey}.${Column}`
  | 'window.empty'
  | 'walkthrough.corner'
  | 'walkthrough.edges'
  | 'saving.minimax'
  | 'saving.alphaBeta'
  | 'courseJeu.positions'
  | 'courseJeu.thrownWins'
  | 'courseJeu.thrownWinsFixed'
  | 'courseJeu.thrownMet'
  | 'courseJeu.games'
  | 'courseJeu.oWins'
  | 'courseJeu.draws'
  | 'courseJeu.bug.played'
  | 'courseJeu.bug.best'
  | 'courseJeu.walkthrough.order'
  | 'courseJeu.walkthrough.played';

const defs = {} as Record<RecursionFactName, FactDef>;
for (const id of Object.keys(RECURSION_BOARDS) as RecursionBoard[]) {
  const board = RECURSION_BOARDS[id];
  defs[`${id}.value`] = { label: `value of ${board} for the side to move`, compute: () => alphaBeta(tictactoe, pos(id)).score };
  defs[`${id}.minimax`] = { label: `positions minimax visits from ${board}`, compute: () => minimax(tictactoe, pos(id)).stats.nodes };
  defs[`${id}.minimaxShort`] = { label: `positions minimax visits from ${board} with the shortcuts`, compute: () => minimax(tictactoe, pos(id), SHORTCUTS).stats.nodes };
  defs[`${id}.alphaBeta`] = { label: `positions alpha-beta visits from ${board}`, compute: () => alphaBeta(tictactoe, pos(id)).stats.nodes };
  defs[`${id}.alphaBetaShort`] = { label: `positions alpha-beta visits from ${board} with the shortcuts`, compute: () => alphaBeta(tictactoe, pos(id), SHORTCUTS).stats.nodes };
}
defs['window.empty'] = {
  label: 'positions alpha-beta visits from the empty board with the window (−10, +10)',
  compute: () => alphaBeta(tictactoe, pos('empty'), { alpha: -10, beta: 10 }).stats.nodes,
};
defs['walkthrough.corner'] = {
  label: 'value for O of a corner in the worked example',
  compute: () => analyzeMoves(tictactoe, pos('walkthrough')).moves.find((m) => m.move === 2)!.score,
};
/** The recursion course's coordinates: columns A to C, rows 1 to 3 from the top. */
const coords = (c: number) => `${'ABC'[c % 3]}${Math.floor(c / 3) + 1}`;
defs['walkthrough.edges'] = {
  label: 'O’s best moves in the worked example, in the course’s coordinates',
  compute: () => analyzeMoves(tictactoe, pos('walkthrough')).best.map(coords).join(', '),
};
defs['saving.minimax'] = {
  label: 'times fewer positions minimax visits from the empty board with the shortcuts (rounded)',
  compute: () => Math.round(minimax(tictactoe, pos('empty')).stats.nodes / minimax(tictactoe, pos('empty'), SHORTCUTS).stats.nodes),
};
defs['saving.alphaBeta'] = {
  label: 'times fewer positions alpha-beta visits from the empty board with the shortcuts (rounded)',
  compute: () => Math.round(alphaBeta(tictactoe, pos('empty')).stats.nodes / alphaBeta(tictactoe, pos('empty'), SHORTCUTS).stats.nodes),
};

// The course's player (courseJeu.ts), as printed and fixed, against the exact value.
const jeuCase = (id: 'bug' | 'walkthrough') => {
  const b = COURSE_JEU_BOARDS.find((x) => x.id === id)!;
  return courseJeuCase(b.id, b.title, b.board);
};
// Each audit plays thousands of positions: run it once for all its facts.
let printedGames: CourseJeuGames | undefined;
let printedMistakes: CourseJeuMistake[] | undefined;
const gamesPrinted = () => (printedGames ??= courseJeuGames('printed'));
const mistakesPrinted = () => (printedMistakes ??= courseJeuMistakes('printed'));
defs['courseJeu.positions'] = {
  label: 'positions play can reach with O to move and the game not over',
  compute: () => positionsWithOToMove().length,
};
defs['courseJeu.thrownWins'] = {
  label: 'positions where O has a forced win and the course’s printed player does not keep it',
  compute: () => mistakesPrinted().filter((m) => m.before > 0).length,
};
defs['courseJeu.thrownWinsFixed'] = {
  label: 'positions where the course’s player, with its −1 branch fixed, makes O’s result worse',
  compute: () => courseJeuMistakes('fixed').length,
};
defs['courseJeu.thrownMet'] = {
  label: 'of the positions where the printed player throws a win away, those met in games from the empty board where it plays O',
  compute: () => {
    const { met } = gamesPrinted();
    return mistakesPrinted().filter((m) => met.has(m.position)).length;
  },
};
defs['courseJeu.games'] = {
  label: 'games from the empty board, X trying every move, O playing the course’s printed player',
  compute: () => gamesPrinted().games,
};
defs['courseJeu.oWins'] = { label: 'of those games, the ones O wins', compute: () => gamesPrinted().oWins };
defs['courseJeu.draws'] = { label: 'of those games, the draws', compute: () => gamesPrinted().draws };
defs['courseJeu.bug.played'] = {
  label: 'the printed player’s move with X on A2 and C2, O on B3',
  compute: () => jeuCase('bug').runs.printed.played,
};
defs['courseJeu.bug.best'] = {
  label: 'O’s best moves with X on A2 and C2, O on B3 (exact solver)',
  compute: () => jeuCase('bug').exact.best.join(', '),
};
defs['courseJeu.walkthrough.order'] = {
  label: 'the moves the course’s player tries in the worked example, in its order',
  compute: () => jeuCase('walkthrough').runs.printed.notes.map((n) => coords(n.cell)).join(', '),
};
defs['courseJeu.walkthrough.played'] = {
  label: 'the course’s player’s move in the worked example',
  compute: () => jeuCase('walkthrough').runs.printed.played,
};

export const RECURSION_FACTS = defineFacts('recursion', defs);
