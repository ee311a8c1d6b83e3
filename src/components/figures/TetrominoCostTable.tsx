/**
 * The tetromino lesson's table of search costs: the positions each search
 * visits to prove the start lost for the first player, from the course's own
 * evaluation to the engine's solver, one change per row (`costTable.ts`).
 * Every count is a fact (`tetromino.cost.<row>`): the solver's computed at
 * build time, the slow rows from the benchmark that recomputes and checks them.
 */
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { Fact } from '../ui/Fact.tsx';
import { COST_ROWS, START_NODES } from '../../lib/games/tetrominoCourse.ts';
import { fact } from '../../lib/facts/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatNumber } from '../../i18n/format.ts';
import { figureWords } from '../../i18n/figures.ts';

type CostRow = (typeof COST_ROWS)[number];

const capitalised = (s: string) => s[0].toUpperCase() + s.slice(1);

export function TetrominoCostTable({ locale }: { locale: Locale }) {
  const fig = figureWords(locale);
  const ratio = (id: string) => {
    const r = START_NODES.course / Number(fact(`tetromino.cost.${id}`));
    const times = (x: number) => (x >= 10 ? formatNumber(locale, Math.round(x)) : formatNumber(locale, x, 1));
    return r >= 1 ? fig.costFewer(times(r)) : fig.costMore(times(1 / r));
  };
  const columns: Column<CostRow>[] = [
    { head: fig.costSearch, rowHeader: true, cell: (row) => capitalised(fig.costRows[row.id]) },
    { head: fig.costPositions, cell: (row) => <Fact k={`tetromino.cost.${row.id}`} locale={locale} /> },
    { head: fig.costAgainst, cell: (row) => (row.id === 'course' ? '—' : ratio(row.id)) },
  ];
  return <DataTable class="lx-table t4-costs" caption={fig.costCaption} columns={columns} rows={COST_ROWS} rowAttrs={(row) => ({ 'data-row': row.id })} />;
}
