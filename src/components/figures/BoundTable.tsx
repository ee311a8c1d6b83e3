/**
 * The best columns of one of the Connect Four lesson's bound examples, by
 * how far the depth-limited min-max's guesses may go: strictly inside
 * (-v, v), up to ±v, unbounded (with the guess the last one picks). Facts
 * `connect4.bound.example<i>.*`; `BoundExamples.astro` sets it beside the board.
 */
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { Fact } from '../ui/Fact.tsx';
import type { FactKey } from '../../lib/facts/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { figureWords } from '../../i18n/figures.ts';

type Guesses = 'inside' | 'reachesV' | 'unbounded';

export function BoundTable({ example, locale }: { example: number; locale: Locale }) {
  const fig = figureWords(locale);
  const fact = (field: string) => <Fact k={`connect4.bound.example${example}.${field}` as FactKey} locale={locale} />;
  const names: Record<Guesses, string> = { inside: fig.boundInside, reachesV: fig.boundReaches, unbounded: fig.boundUnbounded };
  const columns: Column<Guesses>[] = [
    { head: fig.boundGuesses, rowHeader: true, cell: (g) => names[g] },
    {
      head: fig.boundBest,
      cell: (g) =>
        g === 'unbounded' ? (
          <>
            {fact(g)} {fig.boundGuessBefore} {fact('guess')})
          </>
        ) : (
          fact(g)
        ),
    },
  ];
  return <DataTable class="lx-table" columns={columns} rows={['inside', 'reachesV', 'unbounded']} />;
}
