import { describe, expect, test } from 'vitest';
import type { Frame, ReadyFrame } from './frame.ts';
import { figureKeyAction, nodeKeyAction } from './keys.ts';
import { createExplorer } from './store.ts';

const ready = (f: Frame): ReadyFrame => {
  if (!f.ready) throw new Error(`no search: ${f.error?.message}`);
  return f;
};
const childrenOf = (f: ReadyFrame, key: string) => f.layout.nodes.filter((n) => n.parent === key).map((n) => n.key);

describe('opening and folding branches', () => {
  test('a click on a pruned stub selects it and opens it, greyed, with its values; a second click folds it', () => {
    const ex = createExplorer({ position: '[[3 12 8] [2 [4 40] 6] [14 5 2]]', step: 'end' });
    expect(childrenOf(ready(ex.snapshot.frame), 'p5.1')).toEqual([]);
    ex.dispatch({ type: 'nodeClick', key: 'p5.1' });
    const f = ready(ex.snapshot.frame);
    expect(ex.snapshot.state.selected).toBe('p5.1');
    expect([...ex.snapshot.state.expanded]).toEqual(['p5.1']);
    const ghosts = f.picture.nodes.filter((n) => n.key.startsWith('p5.1.'));
    expect(ghosts.map((g) => [g.state, g.value])).toEqual([
      ['pruned', '4'],
      ['pruned', '40'],
    ]);
    ex.dispatch({ type: 'nodeClick', key: 'p5.1' });
    expect(childrenOf(ready(ex.snapshot.frame), 'p5.1')).toEqual([]);
    expect(ex.snapshot.state.expanded.size).toBe(0);
  });

  test('a click on a searched node with nothing hidden only selects it; the panel’s toggle folds and unfolds it', () => {
    const ex = createExplorer({ position: 'example:textbook', step: 'end' });
    ex.dispatch({ type: 'nodeClick', key: '1' });
    expect([ex.snapshot.state.selected, ex.snapshot.state.collapsed.size, ex.snapshot.state.expanded.size]).toEqual(['1', 0, 0]);
    expect(ready(ex.snapshot.frame).facts?.toggle).toEqual({ expanded: true, text: 'Hide the branch below' });
    ex.dispatch({ type: 'toggle', key: '1' });
    let f = ready(ex.snapshot.frame);
    expect([...ex.snapshot.state.collapsed]).toEqual(['1']);
    expect(childrenOf(f, '1')).toEqual([]);
    expect(f.facts?.toggle).toEqual({ expanded: false, text: 'Show the branch below' });
    ex.dispatch({ type: 'nodeClick', key: '1' }); // now it hides children: a click opens them
    f = ready(ex.snapshot.frame);
    expect(childrenOf(f, '1')).toEqual(['2', '3', '4']);
    expect(ex.snapshot.state.collapsed.size).toBe(0);
  });

  test('levels: big trees start folded at 3 levels; a choice forgets what was opened or folded', () => {
    const ex = createExplorer({ game: 'tictactoe', position: '.x.......', depth: 5, order: 'worst-first', step: 300 });
    let f = ready(ex.snapshot.frame);
    expect([f.shownLevels, f.treeDepth, f.layout.nodes.length]).toEqual([3, 5, 323]);
    expect(Math.max(...f.layout.nodes.map((n) => n.ply))).toBe(3);
    ex.dispatch({ type: 'toggle', key: f.layout.nodes.find((n) => n.ply === 3 && n.hiddenChildren > 0)!.key });
    expect(ex.snapshot.state.expanded.size).toBe(1);
    ex.dispatch({ type: 'levels', levels: 2 });
    f = ready(ex.snapshot.frame);
    expect([ex.snapshot.state.expanded.size, ex.snapshot.state.collapsed.size, f.shownLevels]).toEqual([0, 0, 2]);
    expect(Math.max(...f.layout.nodes.map((n) => n.ply))).toBe(2);
    ex.dispatch({ type: 'levels', levels: Infinity });
    expect(ready(ex.snapshot.frame).layout.nodes.length).toBe(5761);
  });
});

describe('drawing what is on screen', () => {
  test('a big tree draws the part in view (the node in the Tab order kept); a new layout forgets the old view', () => {
    const ex = createExplorer({ game: 'tictactoe', position: '.x.......', depth: 5, order: 'worst-first', step: 300 });
    ex.dispatch({ type: 'levels', levels: Infinity });
    let f = ready(ex.snapshot.frame);
    expect([f.picture.nodes.length, f.drawn.nodes.length]).toEqual([5761, 59]); // the view box, 1,400 units wide
    ex.dispatch({ type: 'viewport', rect: { x: -200, y: 0, width: 400, height: 300 } });
    f = ready(ex.snapshot.frame);
    expect([f.drawn.nodes.length, f.drawn.links.length]).toEqual([18, 29]);
    expect(f.drawn.nodes.some((n) => n.key === f.tabKey)).toBe(true);
    ex.dispatch({ type: 'levels', levels: 4 });
    expect(ex.snapshot.state.visibleRect).toBeUndefined();
  });
});

describe('selecting, hovering, following', () => {
  test('the node panel follows the search until a node is selected; Follow goes back', () => {
    const ex = createExplorer({ game: 'tictactoe', position: 'xo.xo....', step: 3 });
    let f = ready(ex.snapshot.frame);
    expect(f.shownNode?.key).toBe(f.picture.currentKey);
    ex.dispatch({ type: 'select', key: '29' });
    f = ready(ex.snapshot.frame);
    expect([f.shownNode?.key, f.facts?.name]).toEqual(['29', 'the position after X5']);
    expect(f.thumb?.node.key).toBe('29');
    ex.dispatch({ type: 'select', key: null });
    expect(ready(ex.snapshot.frame).shownNode?.key).toBe(f.picture.currentKey);
  });

  test('hovering a node of a game shows its board; hovering it again changes nothing', () => {
    const ex = createExplorer({ game: 'tictactoe', position: 'xo.xo....', step: 3 });
    expect(ready(ex.snapshot.frame).thumb).toBeUndefined();
    const hovered = ex.dispatch({ type: 'hover', key: '1' });
    const f = ready(hovered.frame);
    expect(f.thumb).toEqual({ node: f.layout.byKey.get('1'), position: f.recording.source.position([2]) });
    expect(f.thumb?.position).toBe('xoxxo....');
    expect(ex.dispatch({ type: 'hover', key: '1' })).toBe(hovered);
    expect(ready(ex.dispatch({ type: 'hover', key: null }).frame).thumb).toBeUndefined();
    expect(ready(createExplorer({ position: 'example:textbook' }).dispatch({ type: 'hover', key: '1' }).frame).thumb).toBeUndefined(); // abstract trees have no board
  });
});

describe('the tree by keyboard', () => {
  test('one node in the Tab order; the arrows move it and ask for the focus; the focused node is the one the panels show', () => {
    const ex = createExplorer({ game: 'tictactoe', position: 'xo.xo....' });
    let f = ready(ex.snapshot.frame);
    expect([f.tabKey, f.items?.get('0')]).toEqual(['0', { level: 1, posInSet: 1, setSize: 1, expanded: true }]);
    ex.dispatch({ type: 'nodeFocus', key: '0' });
    ex.dispatch(nodeKeyAction('ArrowDown', '0')!);
    expect([ex.snapshot.state.roving, ex.snapshot.state.pendingFocus]).toEqual(['1', '1']);
    ex.dispatch({ type: 'nodeFocus', key: '1' });
    f = ready(ex.snapshot.frame);
    expect([ex.snapshot.state.focused, ex.snapshot.state.pendingFocus, f.tabKey, f.facts?.name, f.thumb?.node.key]).toEqual(['1', null, '1', 'the position after X2', '1']);
    ex.dispatch(nodeKeyAction('ArrowRight', '1')!);
    ex.dispatch({ type: 'nodeFocus', key: '29' });
    expect(ready(ex.snapshot.frame).facts?.name).toBe('the position after X5');
    ex.dispatch(nodeKeyAction('ArrowLeft', '29')!);
    ex.dispatch({ type: 'nodeFocus', key: '1' });
    const first = ex.snapshot;
    expect(ex.dispatch(nodeKeyAction('ArrowLeft', '1')!)).toBe(first); // no sibling before the first
    ex.dispatch(nodeKeyAction('ArrowUp', '1')!);
    ex.dispatch({ type: 'nodeFocus', key: '0' });
    expect([ex.snapshot.state.roving, ready(ex.snapshot.frame).step]).toEqual(['0', 0]); // the arrows moved the focus, not the search
    ex.dispatch(nodeKeyAction('Enter', '0')!);
    expect(ex.snapshot.state.selected).toBe('0');
  });

  test('leaving the tree: into the node panel the node stays shown (selected); elsewhere it is forgotten', () => {
    const ex = createExplorer({ game: 'tictactoe', position: 'xo.xo....' });
    ex.dispatch({ type: 'nodeFocus', key: '29' });
    ex.dispatch({ type: 'nodeBlur', intoPanel: false });
    expect([ex.snapshot.state.focused, ex.snapshot.state.selected, ex.snapshot.state.roving]).toEqual([null, null, '29']);
    ex.dispatch({ type: 'nodeFocus', key: '29' });
    ex.dispatch({ type: 'nodeBlur', intoPanel: true });
    expect([ex.snapshot.state.focused, ex.snapshot.state.selected]).toEqual([null, '29']);
  });

  test('the figure’s keys: arrows step, Home and End jump, Space plays (not on a button); none in exercise mode', () => {
    const k = (key: string, onButton = false) => figureKeyAction({ key, onButton }, 'watch');
    expect([k('ArrowRight'), k('ArrowLeft'), k('Home'), k('End'), k(' '), k('Spacebar'), k(' ', true), k('a')]).toEqual([
      { type: 'stepBy', by: 1 },
      { type: 'stepBy', by: -1 },
      { type: 'goTo', step: 0 },
      { type: 'goTo', step: Number.MAX_SAFE_INTEGER },
      { type: 'togglePlay' },
      { type: 'togglePlay' },
      undefined,
      undefined,
    ]);
    expect(figureKeyAction({ key: 'ArrowRight', onButton: false }, 'exercise')).toBeUndefined();
    expect([nodeKeyAction('ArrowUp', 'x'), nodeKeyAction('Tab', 'x')]).toEqual([{ type: 'treeMove', from: 'x', move: 'parent' }, undefined]);
    const ex = createExplorer({ position: 'example:textbook' });
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'End']) ex.dispatch(k(key)!);
    expect(ready(ex.snapshot.frame).step).toBe(36);
    ex.dispatch(k('Home')!);
    expect(ready(ex.snapshot.frame).step).toBe(0);
  });
});
