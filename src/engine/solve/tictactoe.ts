import { sign } from '../core/score.ts';
import { ok } from '../core/result.ts';
import { tictactoe } from '../games/tictactoe/index.ts';
import { analyzeMoves } from '../search/choose.ts';
import { perft } from '../search/perft.ts';
import { TranspositionTable } from '../search/tt.ts';
import type { SolverAdapter } from './types.ts';

export const tictactoeSolver: SolverAdapter = {
  id: 'tictactoe',
  notation: '9 characters, top row first: x, o or . (x moves first), e.g. x...o....',
  solve(position) {
    const pos = tictactoe.parse(position);
    if (!pos.ok) return pos;
    const game = tictactoe;
    const outcome = game.outcome(pos.value);
    if (outcome) {
      return ok({ value: sign(game.evaluate(pos.value)), bestMoves: [], nodes: 1, extra: { finished: true } });
    }
    const a = analyzeMoves(game, pos.value, { tt: new TranspositionTable() });
    return ok({
      value: sign(a.score),
      bestMoves: [...a.best], // cell numbers 0..8
      nodes: a.stats.nodes,
      extra: { moves: Object.fromEntries(a.moves.map((mv) => [game.formatMove(mv.move, pos.value), sign(mv.score)])) },
    });
  },
  perft(position, depth) {
    const pos = tictactoe.parse(position);
    return pos.ok ? ok(perft(tictactoe, pos.value, depth)) : pos;
  },
  analyze(position) {
    const pos = tictactoe.parse(position);
    if (!pos.ok) return pos;
    const a = analyzeMoves(tictactoe, pos.value, { tt: new TranspositionTable() });
    const moves: (number | null)[] = Array(9).fill(null);
    for (const mv of a.moves) moves[mv.move] = sign(mv.score);
    return ok({ moves, nodes: a.stats.nodes });
  },
};
