import { describe, expect, test } from 'vitest';
import { othello } from '../../engine/games/othello/othello.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import { draughtsParams, editorParams, evaluatorParams, examplesParams, playCellLink, playCellParams, treeParams } from './cellParams.ts';
import { ignoredReason, ignoredText } from './query.ts';

const texts = (r: { ignored: readonly Parameters<typeof ignoredText>[0][] }) => r.ignored.map(ignoredText);

describe("each cell's parameters: good values are used, bad ones keep the default and are named", () => {
  test('position editor', () => {
    expect(editorParams('?edit=X...O...X&edit-first=o&edit-depth=3&edit-tree=1&edit-alg=alphabeta', 'edit')).toEqual({
      values: { board: 'x...o...x', first: 'o', depth: 3, tree: true, algorithm: 'alphabeta' },
      ignored: [],
    });
    const bad = editorParams('?edit=xx&edit-first=z&edit-depth=12&edit-tree=yes&edit-alg=negamax', 'edit');
    expect(bad.values).toEqual({});
    expect(texts(bad)).toEqual([
      'edit=xx: not a board: nine of x, o and . (an empty cell), top row first, like x...o...x',
      'edit-first=z: neither x nor o',
      'edit-depth=12: not a depth from 1 to 9',
      'edit-tree=yes: neither 1 (open) nor 0 (closed)',
      'edit-alg=negamax: not an algorithm (minimax, alphabeta)',
    ]);
  });

  test('the game against the engine: a move list must be playable as a whole', () => {
    expect(texts(playCellParams('?play=4,4&play-seed=-1&play-first=me', 'play', tictactoe))).toEqual([
      'play-first=me: neither human nor engine',
      'play-seed=-1: not a seed from 0 to 2147483647',
      'play=4,4: move 2 cannot be played (cell 4 is already taken), so the game was left out',
    ]);
    expect(texts(playCellParams('?play=0,3,1,4,2,5', 'play', tictactoe))).toEqual(['play=0,3,1,4,2,5: move 6 cannot be played (the game is over), so the game was left out']);
    expect(texts(playCellParams('?play=4,,0', 'play', tictactoe))).toEqual(["play=4,,0: move 2 cannot be played ('' is not a cell number 0..8), so the game was left out"]);
  });

  test('the play cell: moves read by the game, who plays each side', () => {
    expect(playCellParams('?play=4,0,8&play-depth=2&play-first=engine&play-seed=9', 'play', tictactoe).values).toEqual({ moves: [4, 0, 8], depth: 2, by: ['computer', 'human'], seed: 9 });
    expect(playCellParams('?play-side=none&play-first=human', 'play', tictactoe).values).toEqual({ by: ['computer', 'computer'] });
    expect(texts(playCellParams('?play=9', 'play', tictactoe))).toEqual(["play=9: move 1 cannot be played ('9' is not a cell number 0..8), so the game was left out"]);
    expect(playCellParams('?play=d3,c5&play-side=second', 'play', othello).values).toEqual({ moves: [19, 34], by: ['computer', 'human'] });
    expect(playCellParams('?play=d3,c5,pass', 'play', othello)).toEqual({
      values: {},
      ignored: [
        {
          name: 'play',
          value: 'd3,c5,pass',
          reason: 'move 3 cannot be played (cannot pass while a move is possible), so the game was left out',
          why: { kind: 'move', move: 3, error: { code: 'ERR_ILLEGAL_MOVE', message: 'cannot pass while a move is possible' }, word: 'pass' },
        },
      ],
    });
  });

  test('the play cell’s link: what the writer puts the reader reads back; a parameter without a value is left out', () => {
    const link = playCellLink('play', { moves: '4,0,8', by: ['computer', 'human'], seed: 9, depth: 2 });
    expect(link).toEqual({ play: '4,0,8', 'play-side': 'second', 'play-first': null, 'play-seed': '9', 'play-depth': '2' });
    const search = `?${new URLSearchParams(Object.entries(link).filter((e): e is [string, string] => e[1] !== null))}`;
    expect(playCellParams(search, 'play', tictactoe).values).toEqual({ moves: [4, 0, 8], depth: 2, by: ['computer', 'human'], seed: 9 });
    expect(playCellLink('kplay', { moves: '', by: ['human', 'human'], seed: null, depth: null })).toEqual({ kplay: '', 'kplay-side': 'both', 'kplay-first': null, 'kplay-seed': null, 'kplay-depth': null });
  });

  test('tree explorer: a root no game reaches is named with the engine’s reason', () => {
    expect(treeParams('?tree=x...o....&tree-depth=0&tree-kind=wins', 'tree').values).toEqual({ root: 'x...o....', depth: 0, kind: 'wins' });
    expect(texts(treeParams('?tree=ooo......&tree-depth=10&tree-kind=all', 'tree'))).toEqual([
      'tree=ooo......: a board no game reaches (X has 0 stones and O has 3 stones: since X moves first, X always has as many stones as O or one more)',
      'tree-depth=10: not a depth from 0 to 9',
      'tree-kind=all: neither course nor wins',
    ]);
  });

  test('static evaluator: any nine cells, even impossible ones (the course’s function evaluates them)', () => {
    expect(evaluatorParams('?eval=ooo......', 'eval')).toEqual({ values: { board: 'ooo......' }, ignored: [] });
    expect(texts(evaluatorParams('?eval=<script>', 'eval'))).toEqual(['eval=<script>: not a board: nine of x, o and . (an empty cell), top row first, like x...o...x']);
  });

  test('course examples', () => {
    expect(examplesParams('?ex=own&ex-board=xx..o....&ex-alg=minimax', 'ex').values).toEqual({ tab: 'own', board: 'xx..o....', algorithm: 'minimax' });
    expect(texts(examplesParams('?ex=nine&ex-board=xxx......&ex-alg=', 'ex')).map((t) => t.split(':')[0])).toEqual(['ex=nine', 'ex-board=xxx......', 'ex-alg=']);
  });

  test('draughts', () => {
    expect(draughtsParams('?draughts=8&draughts-layout=four', 'draughts').values).toEqual({ size: 8, layout: 'four' });
    expect(texts(draughtsParams('?draughts=12&draughts-layout=kings', 'draughts'))).toEqual(['draughts=12: not a board size (8, 10)']);
  });

  test('only the cell’s own prefix is read', () => {
    expect(editorParams('?play=zzz&edit-depth=4', 'edit')).toEqual({ values: { depth: 4 }, ignored: [] });
  });
});

describe('the same reasons in French', () => {
  const french = (r: { ignored: readonly Parameters<typeof ignoredText>[0][] }) => r.ignored.map((p) => ignoredReason(p, 'fr'));
  test('a board that is not one, a board no game reaches, a switch', () => {
    expect(french(editorParams('?edit=xx&edit-tree=2', 'edit'))).toEqual([
      'ce n’est pas un plateau\u00a0: neuf caractères parmi x, o et . (une case vide), rangée du haut d’abord, comme x...o...x',
      'ni 1 (ouvert) ni 0 (fermé)',
    ]);
    expect(french(treeParams('?tree=ooo......', 'tree'))).toEqual([
      'aucune partie n’atteint ce plateau (X a 0 pion et O a 3 pions\u00a0: comme X joue en premier, X a toujours autant de pions que O, ou un de plus)',
    ]);
  });
  test('a move the engine refuses: its error code in French, with the word it read', () => {
    expect(french(playCellParams('?play=d3,c5,pass', 'play', othello))).toEqual([
      'le coup 3 ne peut pas être joué (les règles interdisent ce coup)\u00a0: la partie a été laissée de côté',
    ]);
  });
});
