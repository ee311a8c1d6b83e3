/**
 * Lesson 4's table of black's moves in the course's endgame: each square
 * with its course cell and its exact value under both objectives (facts
 * `othello.move.<square>.*`, computed by the engine's searches), best first
 * marked.
 */
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { Fact } from '../ui/Fact.tsx';
import { factByName } from '../../lib/facts/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { figureWords } from '../../i18n/figures.ts';

export function OthelloMoveTable({ locale }: { locale: Locale }) {
  const fig = figureWords(locale);
  const moves = String(factByName('othello.start.moves')).split(', ');
  const best = String(factByName('othello.best'));
  const valued = (head: string, field: 'cell' | 'discs' | 'difference'): Column<string> => ({
    head,
    cell: (sq) => <Fact k={`othello.move.${sq}.${field}`} locale={locale} />,
  });
  const columns: Column<string>[] = [
    {
      head: fig.movesBlackPlays,
      rowHeader: true,
      cell: (sq) => (
        <>
          {sq}
          {sq === best && <span class="l4-best">{fig.movesBest}</span>}
        </>
      ),
    },
    valued(fig.movesCourseCell, 'cell'),
    valued(fig.movesBlackDiscs, 'discs'),
    valued(fig.movesDifference, 'difference'),
  ];
  return <DataTable class="lx-table l4-moves" columns={columns} rows={moves} rowAttrs={(sq) => ({ 'data-move': sq, class: sq === best ? 'is-best' : undefined })} />;
}
