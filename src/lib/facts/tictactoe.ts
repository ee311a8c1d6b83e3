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
  'tree.positions': { label: { en: 'positions in the full game tree, won positions without children, root included', fr: 'positions de l’arbre de jeu complet, positions gagnées sans enfants, racine comprise' }, compute: () => stats().positions },
  'tree.games': { label: { en: 'complete games', fr: 'parties complètes' }, compute: () => stats().games },
  'tree.xWins': { label: { en: 'games won by X', fr: 'parties gagnées par X' }, compute: () => stats().wins[0] },
  'tree.oWins': { label: { en: 'games won by O', fr: 'parties gagnées par O' }, compute: () => stats().wins[1] },
  'tree.draws': { label: { en: 'drawn games', fr: 'parties nulles' }, compute: () => stats().draws },
  'tree.distinct': { label: { en: 'distinct reachable positions, empty board included', fr: 'positions atteignables distinctes, plateau vide compris' }, compute: () => stats().distinct },
  'courseTree.positions': {
    label: { en: "positions in the course's tree, which keeps playing after a win", fr: 'positions de l’arbre du cours, qui continue à jouer après une victoire' },
    compute: () => sum(countPerLevel(gameTree(tictactoe, 0, nextPositions))),
  },
  'minimax.nodes': { label: { en: 'positions minimax visits from the empty board', fr: 'positions visitées par minimax depuis le plateau vide' }, compute: () => nodes('.........', false, false) },
  'alphaBeta.nodes': { label: { en: 'positions alpha-beta visits from the empty board', fr: 'positions visitées par l’alpha-bêta depuis le plateau vide' }, compute: () => nodes('.........', false, true) },
  'shortcuts.minimax.nodes': { label: { en: 'positions minimax visits with the shortcuts', fr: 'positions visitées par minimax avec les raccourcis' }, compute: () => nodes('.........', true, false) },
  'shortcuts.alphaBeta.nodes': { label: { en: 'positions alpha-beta visits with the shortcuts', fr: 'positions visitées par l’alpha-bêta avec les raccourcis' }, compute: () => nodes('.........', true, true) },
});
