/**
 * Lesson 3's table: for each of the recursion course's boards, its value and
 * the positions minimax and alpha-beta visit, with and without the course's
 * shortcuts (every figure a fact computed by the engine).
 */
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { Fact } from '../ui/Fact.tsx';
import { RECURSION_EXAMPLES, type RecursionExample } from '../../lib/models/tictactoe/recursionExamples.ts';
import type { Locale } from '../../i18n/locales.ts';
import { figureWords } from '../../i18n/figures.ts';

export function ShortcutTable({ locale }: { locale: Locale }) {
  const fig = figureWords(locale);
  const counted = (head: string, c: 'value' | 'minimax' | 'minimaxShort' | 'alphaBeta' | 'alphaBetaShort'): Column<RecursionExample> => ({
    head,
    cell: (e) => <Fact k={`recursion.${e.key}.${c}`} locale={locale} />,
  });
  const columns: Column<RecursionExample>[] = [
    { head: fig.shortcutBoard, rowHeader: true, cell: (e) => fig.recursionBoards[e.key] },
    { head: fig.shortcutToMove, cell: (e) => e.mover },
    counted(fig.shortcutValue, 'value'),
    counted(fig.shortcutMinimax, 'minimax'),
    counted(fig.shortcutWith, 'minimaxShort'),
    counted(fig.shortcutAlphaBeta, 'alphaBeta'),
    counted(fig.shortcutWith, 'alphaBetaShort'),
  ];
  return <DataTable class="lx-table l3-counts" columns={columns} rows={RECURSION_EXAMPLES} rowAttrs={(e) => ({ 'data-board': e.key })} />;
}
