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
  | 'saving.alphaBeta';

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

export const RECURSION_FACTS = defineFacts('recursion', defs);
