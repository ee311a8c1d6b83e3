/**
 * @packageDocumentation
 * The `moves` option of an analysis: the value of some legal moves only,
 * named in the game's notation and separated by commas (`3,4,5`, `d3,c4`).
 * It is what lets an analysis be split across workers (`engine/split/`):
 * each worker analyses a few root moves with the same code as the whole job,
 * so each move's value is the one the whole job gives it.
 *
 * A name that is not a legal move of the position, or given twice, is an
 * error that names it; without the option, every legal move is analysed.
 */

import { engineError, err, ok, type Result } from '../core/result.ts';
import type { OptionSpec } from './options.ts';

/** The option, as each game's schema declares it. */
export const MOVES_OPTION = {
  kind: 'text',
  maxLength: 4000,
  doc: 'analyze: only these legal moves, comma-separated in the notation (default: every one)',
} as const satisfies OptionSpec;

/**
 * The legal moves `text` names (a subset of `legal`, in the order of `legal`),
 * or null when `text` is absent: every move.
 */
export function pickMoves<M>(text: string | undefined, legal: readonly M[], name: (m: M) => string, game: string): Result<ReadonlySet<M> | null> {
  if (text === undefined) return ok(null);
  const byName = new Map(legal.map((m) => [name(m), m] as const));
  const picked = new Set<M>();
  for (const raw of text.split(',')) {
    const word = raw.trim();
    const m = byName.get(word);
    if (m === undefined) return err(engineError('ERR_ILLEGAL_MOVE', `--moves: '${word}' is not a legal ${game} move of this position`));
    if (picked.has(m)) return err(engineError('ERR_RANGE', `--moves: '${word}' is given twice`));
    picked.add(m);
  }
  return ok(picked);
}
