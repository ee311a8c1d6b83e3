import { describe, expect, test } from 'vitest';
import { unwrap } from '../../core/result.ts';
import { seededRandom } from '../../core/random.ts';
import { START } from './board40.ts';
import { START_NOTATION, parseSetup, writeSetup } from './notation.ts';
import { PLACEMENTS, placementByName } from './placements.ts';
import { legalPlacements, playPlacement } from './rules.ts';
import { cutIntoPieces, fromSetup, parseCheckedSetup, placeOn, readSetup, setupOfPosition, writeSetupText, type TetrominoSetup } from './setup.ts';

const move = (name: string): number => placementByName(name)!;
const EMPTY = '.'.repeat(40);
/** A board with these cells (reading order) set to `ch`. */
const board = (cells: Record<number, string>): string => [...EMPTY].map((c, i) => cells[i] ?? c).join('');
const cellsOf = (name: string, ch: string): Record<number, string> => Object.fromEntries(PLACEMENTS[move(name)].cells.map((c) => [c, ch]));

describe('reading and writing a setup', () => {
  test('the start: no pieces, both hands full, the engine’s start position', () => {
    const r = unwrap(parseCheckedSetup(START_NOTATION));
    expect(r.position).toEqual(START);
    expect(r.pieces).toEqual([]);
    expect(writeSetupText(r.setup)).toBe(START_NOTATION);
  });

  test('letters name pieces (J and Z are read as L and S, any case); other letters are unnamed cells', () => {
    const s = unwrap(readSetup(`${board({ ...cellsOf('J0@a1', 'j'), ...cellsOf('I1@a8', 'q') })} IOST/LOST`));
    expect(s.board).toBe(board({ ...cellsOf('J0@a1', 'L'), ...cellsOf('I1@a8', 'x') }));
    const checked = unwrap(fromSetup(s));
    expect(checked.pieces).toEqual([
      { placement: move('J0@a1'), named: true },
      { placement: move('I1@a8'), named: false },
    ]);
  });

  test('placing pieces plays moves: the same position as the game’s own play, and the text the command line reads', () => {
    let s: TetrominoSetup = unwrap(readSetup(START_NOTATION));
    let p = START;
    for (const name of ['O0@a1', 'T0@c1', 'I0@e4', 'S1@a3']) {
      s = unwrap(placeOn(s, move(name)));
      p = playPlacement(p, move(name));
      const checked = unwrap(fromSetup(s));
      expect(checked.position).toEqual(p);
      expect(unwrap(parseSetup(writeSetupText(s)))).toEqual(p);
    }
    expect(writeSetupText(s)).toBe('OOTTT' + 'OO.T.' + 'S....' + 'SS..I' + '.S..I' + '....I' + '....I' + '.....' + ' LST/ILO');
  });

  test('any position reached by play, written with x cells, is cut back into its pieces', () => {
    const rnd = seededRandom(11);
    for (let game = 0; game < 200; game++) {
      let p = START;
      const plies = 1 + Math.floor(rnd() * 10);
      for (let i = 0; i < plies; i++) {
        const moves = legalPlacements(p);
        if (moves.length === 0) break;
        p = playPlacement(p, moves[Math.floor(rnd() * moves.length)]);
      }
      const checked = fromSetup(setupOfPosition(p));
      expect(checked.ok, writeSetup(p)).toBe(true);
      if (!checked.ok) continue;
      expect(checked.value.position).toEqual(p);
      const covered = checked.value.pieces.flatMap((x) => PLACEMENTS[x.placement].cells).sort((a, b) => a - b);
      expect(covered).toEqual([...setupOfPosition(p).board].flatMap((ch, i) => (ch === '.' ? [] : [i])));
    }
  });

  test('the cut is exact: a 2 x 4 block is two O or two L, never an I and something else', () => {
    const { top } = unwrap(parseSetup(`${board(Object.fromEntries([0, 1, 2, 3, 5, 6, 7, 8].map((c) => [c, 'x'])))} -/-`));
    expect(cutIntoPieces(top & 0xfffff, 0, [0, 0, 2, 0, 0])).toHaveLength(2);
    expect(cutIntoPieces(top & 0xfffff, 0, [0, 2, 0, 0, 0])).toHaveLength(2);
    expect(cutIntoPieces(top & 0xfffff, 0, [1, 0, 0, 0, 1])).toBeUndefined();
    expect(cutIntoPieces(top & 0xfffff, 0, [2, 0, 0, 0, 0])).toEqual([move('I1@a1'), move('I1@a2')]);
  });
});

describe('impossible setups are named', () => {
  const O_A1 = cellsOf('O0@a1', 'O');
  test.each([
    // the notation's own checks come first
    [`${EMPTY} ILLST/ILOST`, 'ERR_PIECE_COUNT', /the hand of the side to move holds L twice/],
    [`${EMPTY} ILO/ILOST`, 'ERR_PIECE_COUNT', /holds 3 pieces and the other side 5/],
    // letters that are not whole pieces
    [`${board({ 0: 'T', 1: 'T', 2: 'T' })} ILOST/ILOS`, 'ERR_NOTATION', /^the cells marked T \(a1, b1 and c1\) are not whole T pieces$/],
    [`${board({ ...cellsOf('S0@a1', 'T') })} ILOST/ILOS`, 'ERR_NOTATION', /^the cells marked T \(b1, c1, a2 and b2\) are not whole T pieces$/],
    // a piece no hand could have placed
    [`${board(cellsOf('T0@a1', 'T'))} ILOST/ILOST`, 'ERR_PIECE_COUNT', /^a T is on the board \(a1, b1, c1 and b2\), yet both hands still hold their T: no one could have placed it$/],
    [`${board({ ...O_A1, ...cellsOf('O0@d7', 'O') })} ILOST/ILST`, 'ERR_PIECE_COUNT', /^two O pieces are on the board, yet only the first player has placed its O$/],
    [`${board({ ...O_A1, ...cellsOf('O0@d7', 'O'), ...cellsOf('O0@a7', 'O') })} ILST/ILST`, 'ERR_PIECE_COUNT', /^the board shows 3 O pieces: there are two, one per player$/],
    // as many cells as the placed pieces cover
    [`${board({ ...O_A1, 39: 'x' })} ILOST/ILST`, 'ERR_PIECE_COUNT', /^5 cells are taken, but the hands say 1 piece \(4 cells\) has been placed$/],
    [`${EMPTY} ILOST/ILST`, 'ERR_PIECE_COUNT', /^0 cells are taken, but the hands say 1 piece \(4 cells\) has been placed$/],
    [`${board(O_A1)} ILST/ILST`, 'ERR_PIECE_COUNT', /^4 cells are taken, but the hands say 2 pieces \(8 cells\) have been placed$/],
    // unnamed cells that the placed pieces cannot cover
    [`${board(cellsOf('O0@a1', 'x'))} ILOST/LOST`, 'ERR_PIECE_COUNT', /^the cells marked x \(a1, b1, a2 and b2\) cannot be cut into the pieces placed and not named on the board \(I\)$/],
  ])('%j', (text, code, message) => {
    expect(parseCheckedSetup(text)).toMatchObject({ ok: false, error: { code, message: expect.stringMatching(message) } });
  });

  test('problems point at the cells and the piece concerned', () => {
    const r = parseCheckedSetup(`${board(cellsOf('T0@a1', 'T'))} ILOST/ILOST`);
    expect(r).toMatchObject({ ok: false, error: { cells: [0, 1, 2, 6], piece: 4 } });
  });
});

describe('placing a piece', () => {
  const start = unwrap(readSetup(START_NOTATION));

  test('over a taken cell: the message names the pieces it would overlap', () => {
    const s = unwrap(placeOn(start, move('O0@a1')));
    expect(placeOn(s, move('T0@a1'))).toMatchObject({ ok: false, error: { code: 'ERR_OVERLAP', message: 'T0@a1 would overlap the O on a1, b1 and b2', cells: [0, 1, 6] } });
    const x = unwrap(readSetup(`${board(cellsOf('O0@a1', 'x'))} ILOST/ILST`));
    expect(placeOn(x, move('I1@b2'))).toMatchObject({ ok: false, error: { code: 'ERR_OVERLAP', message: 'I1@b2 would overlap a piece on b2' } });
    const t = unwrap(placeOn(s, move('T0@c1')));
    expect(placeOn(t, move('I1@a2'))).toMatchObject({ ok: false, error: { message: 'I1@a2 would overlap the O on a2, b2 and the T on d2' } });
  });

  test('a piece already placed by the side to move', () => {
    const s = unwrap(placeOn(unwrap(placeOn(start, move('O0@a1'))), move('I1@a8')));
    expect(placeOn(s, move('O0@d1'))).toMatchObject({ ok: false, error: { code: 'ERR_ILLEGAL_MOVE', message: 'the first player, to move, has already placed its O', piece: 2 } });
  });
});
