import { describe, expect, test } from 'vitest';
import { FACTS, factByName, factText } from './index.ts';
import type { FactDef } from './registry.ts';
import { pinFacts } from './testing.ts';

describe('Connect Four facts', () => {
  // The empty board: Allis (1988) and Allen (1988) showed the first player
  // wins, only by starting in the centre column; the adjacent columns draw
  // and the others lose. The exact scores are the opening book's (checked
  // against the solver in tests/content/connect4Book.test.ts); "22 − n" is
  // the test sets' convention (src/data/positions/connect4/README.md).
  pinFacts([
    ['connect4.empty.columns', '−2 −1 0 1 0 −1 −2'],
    ['connect4.empty.score', 1],
    ['connect4.empty.best', '4'],
    ['connect4.empty.winningStone', 21],
    ['connect4.score.base', 22],
    // Figure 1 of the course, rebuilt (games/line/figure.ts): a 16-node tree.
    ['connect4.line.figure1', 'o...x'],
    ['connect4.line.positions', 16],
    ['connect4.line.games', 6],
    ['connect4.line.crossWins', 2],
    ['connect4.line.draws', 4],
    ['connect4.line.canWin', '3, 4'],
    ['connect4.line.value2', 0],
    ['connect4.line.value3', 0],
    ['connect4.line.value4', 0],
    ['connect4.tieBreak.picks2', 1015],
    ['connect4.tieBreak.picks3', 999],
    ['connect4.tieBreak.picks4', 986],
    // The 7x6 perft table (src/engine/games/connect4/perftTable.ts, OEIS A212693's
    // early terms); the shipped book (README); the course's example game solved
    // on its 3x3 board, three in a row (lib/models/connect4Lesson.ts).
    ['connect4.perft.depth', 8],
    ['connect4.perft.nodes', 5_673_234],
    ['connect4.book.positions', 23_560],
    ['connect4.book.bytes', 188_496],
    ['connect4.courseGame.moves', '1332213'],
    ['connect4.courseGame.plies', 7],
    ['connect4.courseGame.mistake.ply', 4],
    ['connect4.courseGame.mistake.column', 2],
    ['connect4.courseGame.mistake.better', '1 or 3'],
    ['connect4.courseGame.winnerStone', 4],
    ['connect4.bound.v', 100],
    ['connect4.bound.example1.inside', '3'],
    ['connect4.bound.example1.reachesV', '2, 3, 5'],
    ['connect4.bound.example1.unbounded', '2'],
    ['connect4.bound.example1.guess', 112],
    ['connect4.bound.example2.inside', '3'],
    ['connect4.bound.example2.reachesV', '3, 6'],
    ['connect4.bound.example2.unbounded', '6'],
    ['connect4.bound.example2.guess', 109],
    // The exact solver on the tied columns: in example 1, column 2 loses (-13), 3 and 5 win (+13, +12);
    // in example 2 both tied columns win (+12, +11).
    ['connect4.bound.example1.reachesV.count', 3],
    ['connect4.bound.example1.reachesV.winning', '3, 5'],
    ['connect4.bound.example1.reachesV.notWinning', '2'],
    ['connect4.bound.example1.reachesV.lost', 1],
    ['connect4.bound.example2.reachesV.count', 2],
    ['connect4.bound.example2.reachesV.winning', '3, 6'],
    ['connect4.bound.example2.reachesV.lost', 0],
    // Same figures as road/road.test.ts and duel.test.ts.
    ['connect4.road.negamax.end.nodes', 127971],
    ['connect4.road.alphaBeta.end.nodes', 7466],
    ['connect4.road.centreFirst.end.nodes', 4616],
    ['connect4.road.bitboards.end.nodes', 4616],
    ['connect4.road.table.end.nodes', 3535],
    ['connect4.road.table.middle.nodes', 188894],
    ['connect4.road.nullWindow.end.nodes', 5478],
    ['connect4.road.nullWindow.middle.nodes', 194935],
    ['connect4.road.nullWindow.begin.nodes', 1556976],
    ['connect4.road.nonLosing.end.nodes', 2792],
    ['connect4.road.nonLosing.middle.nodes', 97810],
    ['connect4.road.nonLosing.begin.nodes', 701291],
    ['connect4.road.threatOrder.end.nodes', 2450],
    ['connect4.road.threatOrder.middle.nodes', 74116],
    ['connect4.road.threatOrder.begin.nodes', 27035],
    ['connect4.road.book.begin.nodes', 0],
    ['connect4.road.book.empty.nodes', 0],
    ['connect4.road.negamax.end.mean', 5817],
    ['connect4.road.end.positions', 22],
    ['connect4.duel.windowsVsNone.a', 8],
    ['connect4.duel.windowsVsNone.draws', 2],
    ['connect4.duel.depth4vs2.a', 0],
    // The seeded random choice varies the games, but some come back: 17 and 19 different of 20.
    ['connect4.duel.depth6vs2.distinct', 17],
    ['connect4.duel.depth4vs2.distinct', 19],
    ['connect4.duel.depth4vs2.b', 10],
    // The same match with no evaluation: the deeper search wins more (7, 2, 11 draws).
    ['connect4.duel.depth4vs2none.a', 7],
    ['connect4.duel.depth4vs2none.b', 2],
    ['connect4.duel.depth4vs2none.draws', 11],
  ]);

  test('the columns that kept the draw, joined in each page’s language', () => {
    expect(factText('connect4.courseGame.mistake.better', 'en')).toBe('1 or 3');
    expect(factText('connect4.courseGame.mistake.better', 'fr')).toBe('1 ou 3');
  });

  test('the tie-break runs add up', () => {
    expect([2, 3, 4].reduce((s, c) => s + (factByName(`connect4.tieBreak.picks${c}`) as number), 0)).toBe(factByName('connect4.tieBreak.runs'));
  });

  test('every Connect Four fact computes and has a label', () => {
    const keys = Object.keys(FACTS).filter((k) => k.startsWith('connect4.'));
    expect(keys.length).toBeGreaterThan(80);
    for (const k of keys) {
      expect((FACTS as Record<string, FactDef>)[k].label.en.length, k).toBeGreaterThan(10);
      expect(['number', 'string']).toContain(typeof factByName(k));
    }
  });
});
