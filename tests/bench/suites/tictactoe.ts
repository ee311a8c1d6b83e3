import { tictactoe } from '../../../src/engine/games/tictactoe/tictactoe.ts';
import { alphaBeta } from '../../../src/engine/search/alphaBeta.ts';
import { minimax } from '../../../src/engine/search/minimax.ts';
import { perft } from '../../../src/engine/search/perft.ts';
import { TranspositionTable } from '../../../src/engine/search/tt.ts';
import { perSecond, time, type BenchSuite } from '../measure.ts';

const suite: BenchSuite = {
  name: 'tictactoe',
  description: 'full-tree minimax, alpha-beta with and without a table, and perft 9 from the empty board',
  run() {
    const root = tictactoe.initial();
    const rows = {
      minimax: time(() => minimax(tictactoe, root), 11),
      alphaBeta: time(() => alphaBeta(tictactoe, root), 41),
      alphaBetaTT: time(() => alphaBeta(tictactoe, root, { tt: new TranspositionTable() }), 41),
    };
    const out: Record<string, unknown> = {};
    for (const [name, t] of Object.entries(rows)) {
      const { score, stats } = t.result;
      out[name] = { score, nodes: stats.nodes, medianMs: t.medianMs, nodesPerSecond: perSecond(stats.nodes, t.medianMs) };
    }
    const p = time(() => perft(tictactoe, root, 9), 11);
    out.perft9 = { nodes: p.result, medianMs: p.medianMs, nodesPerSecond: perSecond(p.result, p.medianMs) };
    return out;
  },
};
export default suite;
