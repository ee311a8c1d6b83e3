/**
 * @packageDocumentation
 * Why an edited board (nine characters, X first) is no position of a game,
 * in the words of the page's language: the engine's problem (`fromSetup`)
 * said with `SetupWords` (src/i18n/messages/ticTacToeSetup). The English
 * words give the same sentences as `checkSetup` (./editing.ts) in its default
 * vocabulary, so the islands can use this in every language.
 */
import { fromSetup, setupOfBoard } from '../../../engine/games/tictactoe/setup.ts';
import type { SetupWords } from '../../../i18n/messages/ticTacToeSetup/en.ts';

const NAMES = ['X', 'O'] as const;

/** The problem with `board` in `w`'s words, or null when play reaches it. */
export function boardProblem(board: string, w: SetupWords): string | null {
  const r = fromSetup(setupOfBoard(board, 0));
  if (r.ok) return null;
  const p = r.error;
  switch (p.code) {
    case 'ERR_PIECE_COUNT':
      return w.pieceCount(p.counts[0], p.counts[1]);
    case 'ERR_BOTH_WON':
      return w.bothWon;
    case 'ERR_ALREADY_OVER': {
      const side = p.side ?? 0;
      return w.alreadyOver(NAMES[side], NAMES[1 - side]);
    }
    default:
      return w.other(p.message);
  }
}
