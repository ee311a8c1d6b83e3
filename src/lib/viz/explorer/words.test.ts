import { describe, expect, test } from 'vitest';
import { DEFAULT_SPEC, type ExplorerSpec } from '../spec.ts';
import { runSearch, type Recording } from '../searchRun.ts';
import { gameSourceWords, legendSides, settingsSummary, truncationNotice } from './words.ts';

const recordingOf = (spec: ExplorerSpec, maxEvents?: number): Recording => {
  const r = runSearch(spec, { maxEvents });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('the explorer’s words', () => {
  test.each([
    [{ position: 'example:course' }, 'the course’s worked tree · alpha-beta · moves as given'],
    [{ position: 'example:walkthrough', algorithm: 'shallow' }, 'the course’s walk-through · shallow pruning · moves as given'],
    [{ position: 'example:textbook', order: 'worst-first' }, 'the textbook tree · alpha-beta · worst move first'],
    [{ position: 'random', random: { ...DEFAULT_SPEC.random, seed: 42 }, algorithm: 'minimax' }, 'random tree, seed 42 · minimax · moves as given'],
    // Best first, C and D are cut after their first leaf: the root, B and its 3 leaves, C, D and one leaf each.
    [{ position: '[[3 12 8] [2 4 6] [14 5 2]]', order: 'best-first' }, 'your tree (9 positions searched) · alpha-beta · best move first'],
    [{ game: 'tictactoe', position: 'x.o.o.x..', depth: 3, algorithm: 'negamax' }, 'tic-tac-toe x.o.o.x.., 3 plies · negamax · moves as given'],
  ] as const)('the folded settings say what is shown: %o', (patch, words) => {
    const spec = { ...DEFAULT_SPEC, ...patch } as ExplorerSpec;
    expect(settingsSummary(spec, recordingOf(spec))).toBe(words);
  });

  test('a long position is "position"; the legend names the sides; another game’s notation', () => {
    const small = '-XXXXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOOXXX-OOOOOXXXOOOOOO--OOOOOO-- X';
    const spec: ExplorerSpec = { ...DEFAULT_SPEC, game: 'othello', position: small };
    expect(settingsSummary(spec, recordingOf(spec))).toBe('othello position · alpha-beta · moves as given');
    expect(legendSides('toy')).toEqual({ max: 'MAX', min: 'MIN' });
    expect(legendSides('tictactoe')).toEqual({ max: 'X to move', min: 'O to move' });
    expect(gameSourceWords('othello').option).toBe('A position of Othello');
    expect(gameSourceWords('othello').notation).toMatch(/^Position: /);
  });

  test('the truncation notice counts what was recorded', () => {
    const spec: ExplorerSpec = { ...DEFAULT_SPEC, game: 'tictactoe', position: '.........' };
    const rec = recordingOf(spec, 2000);
    expect(rec.truncated).toBe(true);
    expect(truncationNotice(rec)).toBe(
      `This search is too big to show whole: the recording stops after 2,000 events (${rec.model.searched.toLocaleString('en-US')} positions), while the search goes on. Lower the search depth, or start from a fuller board, to see it to the end.`,
    );
  });

  test('in French: the summary, the legend, another game, the truncation notice', () => {
    const ttt = { ...DEFAULT_SPEC, game: 'tictactoe', position: 'x.o.o.x..', depth: 3, algorithm: 'shallow' } as ExplorerSpec;
    expect(settingsSummary(ttt, recordingOf(ttt), 'fr')).toBe('tic-tac-toe\u00a0: x.o.o.x.., 3 demi-coups · élagage superficiel · coups dans l’ordre donné');
    const random = { ...DEFAULT_SPEC, position: 'random', random: { ...DEFAULT_SPEC.random, seed: 4242 }, order: 'best-first' } as ExplorerSpec;
    expect(settingsSummary(random, recordingOf(random), 'fr')).toBe('arbre aléatoire, graine 4\u202f242 · alpha-bêta · meilleur coup d’abord');
    expect(legendSides('tictactoe', 'fr')).toEqual({ max: 'X au trait', min: 'O au trait' });
    expect(gameSourceWords('othello', 'fr').option).toBe('Une position d’Othello');
    const spec: ExplorerSpec = { ...DEFAULT_SPEC, game: 'tictactoe', position: '.........' };
    const rec = recordingOf(spec, 2000);
    expect(truncationNotice(rec, 'fr')).toMatch(/^Cette recherche est trop grande pour être montrée en entier\u00a0: l’enregistrement s’arrête après 2\u202f000 événements \(\d+(\u202f\d{3})* positions\)/);
  });
});
