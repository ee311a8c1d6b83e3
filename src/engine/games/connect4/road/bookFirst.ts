/**
 * @packageDocumentation
 * The road to perfect play, step 9: an opening book. Near the start of the
 * game even step 8 needs minutes (the empty 7×6 board takes the site's
 * faster solver about 18 minutes), so the answers are computed once, stored,
 * and read back: the site's book (`../book.ts`, shipped as
 * `public/books/connect4-7x6.bin`) holds the positions the engine meets on
 * its own lines up to ply 13 or 14, whatever its opponent plays, with their
 * exact scores. A position in the book costs no node; any other position is
 * searched by step 8. (Pascal Pons' solver ends with an opening book too;
 * the site's book, its format and its builder are its own.)
 *
 * The engine has no file access, so the caller passes the book in (a page's
 * worker fetches the file as a declared resource, a test or the facts read
 * it from disk); without one, every position is a miss and this step is
 * step 8.
 *
 * **Nodes**: 0 for a book hit, step 8's count otherwise.
 */

import type { OpeningBook } from '../book.ts';
import type { Connect4Position } from '../position.ts';
import { solveThreatOrder } from './threatOrder.ts';
import type { RoadRun } from './types.ts';

/** The book's score of `p` if `book` holds `p`, else step 8's search. */
export function solveBookFirst(p: Connect4Position, book: OpeningBook | null = null): RoadRun {
  const hit = book?.lookup(p);
  if (hit) return { score: hit.score, nodes: 0 };
  return solveThreatOrder(p);
}
