/**
 * Lesson 4's table of leaves read on seeded uniform trees (facts
 * `othello.km.*`, from games/toy/knuthMoore.ts): every leaf, Knuth and
 * Moore's minimum, alpha-beta in the tree's own order, best move first and
 * worst move first, and shallow pruning in the best and the worst order.
 */
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { Fact } from '../ui/Fact.tsx';
import { KM_SHAPES } from '../../lib/facts/othello.ts';
import type { Locale } from '../../i18n/locales.ts';
import { figureWords } from '../../i18n/figures.ts';

type Shape = (typeof KM_SHAPES)[number];

export function KnuthMooreTable({ locale }: { locale: Locale }) {
  const fig = figureWords(locale);
  const leaves = (head: string, c: 'all' | 'minimal' | 'natural' | 'bestFirst' | 'worstFirst' | 'shallowBestFirst' | 'shallowWorstFirst'): Column<Shape> => ({
    head,
    cell: ([b, d]) => <Fact k={`othello.km.b${b}d${d}.${c}`} locale={locale} />,
  });
  const columns: Column<Shape>[] = [
    {
      head: (
        <>
          <i>b</i>, <i>d</i>
        </>
      ),
      rowHeader: true,
      cell: ([b, d]) => `${b}, ${d}`,
    },
    leaves(fig.kmEveryLeaf, 'all'),
    leaves(fig.kmMinimum, 'minimal'),
    leaves(fig.kmAsGiven, 'natural'),
    leaves(fig.kmBestFirst, 'bestFirst'),
    leaves(fig.kmWorstFirst, 'worstFirst'),
    leaves(fig.kmShallowBestFirst, 'shallowBestFirst'),
    leaves(fig.kmWorstFirst, 'shallowWorstFirst'),
  ];
  return <DataTable class="lx-table l4-km" columns={columns} rows={KM_SHAPES} rowAttrs={([b, d]) => ({ 'data-shape': `${b},${d}` })} />;
}
