/**
 * Lesson 4's table of positions visited on the course's endgame by five
 * searches of the engine, all to the end of the game, all with the same
 * value, under both objectives (facts `othello.nodes.*` and
 * `othello.nodesStandard.*`, from games/othello/courseStudy.ts).
 */
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { Fact } from '../ui/Fact.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { figureWords } from '../../i18n/figures.ts';

const ROWS = ['minimax', 'shallow', 'alphaBeta', 'fastestFirst', 'transposition'] as const;
type Search = (typeof ROWS)[number];

export function OthelloSearchTable({ locale }: { locale: Locale }) {
  const fig = figureWords(locale);
  const columns: Column<Search>[] = [
    { head: fig.searchesSearch, rowHeader: true, cell: (k) => fig.searchesRows[k] },
    { head: fig.searchesDiscs, cell: (k) => <Fact k={`othello.nodes.${k}`} locale={locale} /> },
    { head: fig.searchesDifference, cell: (k) => <Fact k={`othello.nodesStandard.${k}`} locale={locale} /> },
  ];
  return <DataTable class="lx-table l4-searches" columns={columns} rows={ROWS} rowAttrs={(k) => ({ 'data-search': k })} />;
}
