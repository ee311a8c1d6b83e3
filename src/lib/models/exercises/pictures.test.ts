import { describe, expect, test } from 'vitest';
import { connect4 } from '../../../engine/games/connect4/connect4.ts';
import { parseMoves } from '../../../engine/games/connect4/notation.ts';
import { tetromino } from '../../../engine/games/tetromino/tetromino.ts';
import { openWindows } from './connect4.ts';
import { tetrominoPicture } from './tetromino.ts';

describe('what the exercises count and draw', () => {
  test('open windows: X on d1 under O on d2 keeps four across, one on each diagonal; the column is closed', () => {
    const p = parseMoves('44');
    if (!p.ok) throw new Error(p.error.message);
    expect(openWindows(p.value)).toBe(6);
    const empty = connect4().initial();
    expect(openWindows(empty)).toBe(0);
  });

  test('the tetromino board as text: columns a–e, rows 1–8 from the top, the hands under it', () => {
    const p = tetromino.parse('xx...xx................................. ILOST/ILST');
    if (!p.ok) throw new Error(p.error.message);
    expect(tetrominoPicture(p.value)).toEqual({
      kind: 'text',
      label: 'The tetromino board, Red to move',
      text: ['   a b c d e', '1  x x . . .', '2  x x . . .', ...[3, 4, 5, 6, 7, 8].map((r) => `${r}  . . . . .`), '', 'Red (to move) holds ILOST', 'Blue holds ILST'].join('\n'),
    });
  });
});

test('the Othello board as text: files a–h, ranks 1–8 from the top, X black', async () => {
  const { othello } = await import('../../../engine/games/othello/othello.ts');
  const { othelloPicture } = await import('./othello.ts');
  expect(othelloPicture(othello.initial())).toEqual({
    kind: 'text',
    label: 'The Othello board, Black (X) to move',
    text: ['  a b c d e f g h', ...[1, 2, 3].map((r) => `${r} . . . . . . . .`), '4 . . . O X . . .', '5 . . . X O . . .', ...[6, 7, 8].map((r) => `${r} . . . . . . . .`), '', 'X black, O white'].join('\n'),
  });
});
