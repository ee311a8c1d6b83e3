import { describe, expect, test } from 'vitest';
import { toyGame } from '../../engine/games/toy/toy.ts';
import { alphaBeta } from '../../engine/search/alphaBeta.ts';
import { minimax } from '../../engine/search/minimax.ts';
import { recorder } from '../../engine/search/trace.ts';
import { buildTraceModel } from './traceModel.ts';

// The one model of a recorded search (these checks lived beside the engine's
// former `buildTraceTree`, which only the tests used).

const textbook = () => toyGame([[3, 12, 8], [2, 4, 6], [14, 5, 2]]);

describe('buildTraceModel', () => {
  test('rebuilds the tree with scores, bounds and pruned moves', () => {
    const g = textbook();
    const rec = recorder();
    alphaBeta(g, g.initial(), { observer: rec });
    const m = buildTraceModel(rec.events, 'alphabeta');
    const exitScore = (node: number) => m.eventScore[m.nodes[node].exitAt];
    expect(exitScore(0)).toBe(3);
    const children = m.nodes[0].children.map((i) => m.nodes[i]);
    expect(children.map((c) => c.children.filter((k) => m.nodes[k].kind === 'searched').length)).toEqual([3, 1, 3]);
    expect(children[1].children.filter((k) => m.nodes[k].kind === 'pruned').map((k) => m.nodes[k].move)).toEqual([1, 2]);
    const exitB = rec.events[children[1].exitAt];
    expect(exitB.type === 'exit' && exitB.bound).toBe('lower'); // B failed high for MIN: worth at most 2 to MAX
  });

  test('a prefix of the events gives the partial tree', () => {
    const g = textbook();
    const rec = recorder();
    minimax(g, g.initial(), { observer: rec });
    const partial = buildTraceModel(rec.events.slice(0, 4), 'minimax'); // enter root, enter A, enter 3, leaf 3
    expect(partial.nodes[0].children).toHaveLength(1);
    const leaf = partial.nodes[partial.nodes[1].children[0]];
    expect(partial.eventScore[leaf.appearsAt + 1]).toBe(3);
    expect(partial.nodes[0].exitAt).toBe(-1);
  });

  test('minimax events are read as they come: scores for the side to move', () => {
    const g = textbook();
    const rec = recorder();
    minimax(g, g.initial(), { observer: rec });
    const m = buildTraceModel(rec.events, 'minimax');
    // Node A (MIN to move) is worth 3 to MAX, so -3 to the side to move.
    expect(m.eventScore[m.nodes[1].exitAt]).toBe(-3);
    expect(m.eventScore[m.nodes[0].exitAt]).toBe(3);
  });
});
