import { knownValue, forcedBlock } from '../../engine/games/tictactoe/shortcuts.ts';
import { nextPositions } from '../../engine/games/tictactoe/board19.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import { unwrap } from '../../engine/core/result.ts';
import { alphaBeta } from '../../engine/search/alphaBeta.ts';
import { countPerLevel, gameTree } from '../../engine/search/lazyTree.ts';
import { minimax } from '../../engine/search/minimax.ts';
import { treeStats } from '../../engine/search/perft.ts';
import { defineFacts } from './registry.ts';

const stats = () => treeStats(tictactoe, tictactoe.initial());
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const nodes = (text: string, shortcuts: boolean, prune: boolean) => {
  const p = unwrap(tictactoe.parse(text));
  const opts = shortcuts ? { shortcut: knownValue, order: forcedBlock } : {};
  return (prune ? alphaBeta(tictactoe, p, opts) : minimax(tictactoe, p, opts)).stats.nodes;
};

export const TICTACTOE_FACTS = defineFacts('tictactoe', {
  'tree.positions': { label: 'positions in the full game tree, won positions without children, root included', compute: () => stats().positions },
  'tree.games': { label: 'complete games', compute: () => stats().games },
  'tree.xWins': { label: 'games won by X', compute: () => stats().wins[0] },
  'tree.oWins': { label: 'games won by O', compute: () => stats().wins[1] },
  'tree.draws': { label: 'drawn games', compute: () => stats().draws },
  'tree.distinct': { label: 'distinct reachable positions, empty board included', compute: () => stats().distinct },
  'courseTree.positions': {
    label: "positions in the course's tree, which keeps playing after a win",
    compute: () => sum(countPerLevel(gameTree(tictactoe, 0, nextPositions))),
  },
  'minimax.nodes': { label: 'positions minimax visits from the empty board', compute: () => nodes('.........', false, false) },
  'alphaBeta.nodes': { label: 'positions alpha-beta visits from the empty board', compute: () => nodes('.........', false, true) },
  'shortcuts.minimax.nodes': { label: 'positions minimax visits with the shortcuts', compute: () => nodes('.........', true, false) },
  'shortcuts.alphaBeta.nodes': { label: 'positions alpha-beta visits with the shortcuts', compute: () => nodes('.........', true, true) },
});
