/**
 * @packageDocumentation
 * Why a row of the one-dimensional game (lesson 6) is no position, in the
 * words of the page's language: the engine's problem code (`parseRow`,
 * engine/games/line/notation.ts), its details read again from the text and
 * said with `RowWords` (src/i18n/messages/tieBreak). The English words give
 * the engine's own sentences.
 */
import type { EngineError } from '../../engine/core/result.ts';
import { LINE_K, MAX_LENGTH, MIN_LENGTH, hasRun } from '../../engine/games/line/row.ts';
import type { RowWords } from '../../i18n/messages/tieBreak/en.ts';

/** The problem `error` found in `text`, in `w`'s words. */
export function rowProblem(text: string, error: EngineError, w: RowWords): string {
  const s = text.trim();
  const bits = (c: string) => [...s].reduce((set, ch, i) => (ch.toLowerCase() === c ? set | (1 << i) : set), 0);
  const count = (c: string) => [...s].filter((ch) => ch.toLowerCase() === c).length;
  switch (error.code) {
    case 'ERR_SIZE':
      return w.size(s.length, MIN_LENGTH, MAX_LENGTH);
    case 'ERR_NOTATION': {
      const i = [...s].findIndex((ch) => !/[xo.]/i.test(ch));
      return w.notation(i + 1, s[i]);
    }
    case 'ERR_PIECE_COUNT':
      return w.pieceCount(count('x'), count('o'));
    case 'ERR_BOTH_WON':
      return w.bothWon(LINE_K);
    case 'ERR_ALREADY_OVER':
      // Both sides with a line is ERR_BOTH_WON: here only one has one.
      return w.alreadyOver(hasRun(bits('x')) ? 'x' : 'o', LINE_K);
    default:
      return error.message;
  }
}
