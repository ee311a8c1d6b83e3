/**
 * @packageDocumentation
 * The Haskell course's static evaluation, live on any board the reader edits:
 * the board's 19-bit integer, its two 9-bit fields, the eight winning masks
 * with a tick where a field covers a mask (`mask & field === mask`), and the
 * result of the engine's `courseStatic`: +1 when O (the course's computer) has
 * a line, -1 when X (the player) has one, 0 otherwise.
 *
 * Like the course's function, it evaluates any board, even one that no game
 * reaches (it only reads bits); a note says when the board is impossible.
 *
 * URL: `eval` (the board, nine characters, when not empty), read by
 * `evaluatorParams` (lib/url/cellParams.ts); a board it cannot read keeps the
 * default and is named above the cell.
 */

import { useMemo, useState } from 'preact/hooks';
import { EMPTY_BOARD, normaliseBoard, signedScore, stonesOf } from '../../lib/games/tictactoe.ts';
import { boardProblem } from '../../lib/models/tictactoe/setupProblem.ts';
import { messages, type Messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { WIN_LINES, WIN_MASKS, courseStatic, pack, popcount32 } from '../../lib/games/tictactoeBits.ts';
import { TicTacToeEditor } from '../parts/tictactoe.tsx';
import { evaluatorParams } from '../../lib/url/cellParams.ts';
import { useCellLink } from '../hooks/useCellLink.ts';
import { UrlNotice } from '../ui/UrlNotice.tsx';
import { ExampleButtons } from '../ui/ExampleButtons.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import '../ui/cellLayout.css';
import './StaticEvaluator.css';

export interface StaticEvaluatorProps {
  /** Starting board; default empty. */
  board?: string;
  /** Query parameter for the board; `null` leaves the URL alone. Default "eval". */
  urlParam?: string | null;
  /** The page's language (English when absent). */
  lang?: Locale;
}

const bin9 = (v: number) => v.toString(2).padStart(9, '0');
const hex = (v: number) => `0x${v.toString(16).toUpperCase()}`;

const EXAMPLES = [
  { key: 'empty', board: EMPTY_BOARD },
  { key: 'oColumn', board: 'xo.xo..ox' },
  { key: 'xDiagonal', board: 'xo..xo..x' },
  { key: 'both', board: 'xxxooo...' },
] as const;

/** One winning mask (the course's `line` index) and whether each field covers it. */
interface MaskRow {
  readonly mask: number;
  readonly line: number;
  readonly xs: boolean;
  readonly os: boolean;
}

function maskColumns(t: Messages['staticEvaluator']): Column<MaskRow>[] {
  const covers = (yes: boolean, side: string) => (yes ? <strong class={side}>{t.yes}</strong> : <span class="lx-muted">{t.no}</span>);
  return [
    {
      head: t.line,
      rowHeader: true,
      cell: (r) => (
        <>
          {t.lines[r.line]} <span class="lx-small">{WIN_LINES[r.line].join(' ')}</span>
        </>
      ),
    },
    {
      head: t.mask,
      attrs: () => ({ class: 'lx-mono' }),
      cell: (r) => (
        <>
          {bin9(r.mask)} <span class="lx-small">{hex(r.mask)}</span>
        </>
      ),
    },
    { head: t.xCovers, cell: (r) => covers(r.xs, 'lx-x') },
    { head: t.oCovers, cell: (r) => covers(r.os, 'lx-o') },
  ];
}

export default function StaticEvaluator({ board: initial, urlParam = 'eval', lang }: StaticEvaluatorProps) {
  const t = messages(lang).staticEvaluator;
  const [board, setBoard] = useState(normaliseBoard(initial) ?? EMPTY_BOARD);

  const link = useCellLink(
    urlParam,
    evaluatorParams,
    (v) => {
      if (v.board !== undefined) setBoard(v.board);
    },
    (prefix) => ({ [prefix]: board === EMPTY_BOARD ? null : board }),
    [board],
  );

  const change = (next: string) => {
    link.touch();
    setBoard(next);
  };

  const { x, o } = stonesOf(board);
  const problem = useMemo(() => boardProblem(board, t.setup), [board, t]);
  // The turn bit does not matter to the evaluation; take the one the counts suggest.
  const turn = popcount32(x) > popcount32(o) ? 1 : 0;
  const p = pack({ x, o, turn });
  const value = courseStatic(p);
  const xLines = WIN_MASKS.filter((m) => (x & m) === m).length;
  const oLines = WIN_MASKS.filter((m) => (o & m) === m).length;
  const why =
    xLines > 0 && oLines > 0
      ? t.why.both
      : xLines > 0
        ? t.why.x
        : oLines > 0
          ? t.why.o
          : t.why.none;

  return (
    <div class="lx se" data-value={value}>
      <UrlNotice lang={lang} ignored={link.ignored} cell="evaluator" />
      <div class="lx-cols">
        <div class="lx-boardcol">
          <TicTacToeEditor lang={lang} board={board} label={t.board} onChange={change} />
          <ExampleButtons
            lang={lang}
            class="lx-row se-examples"
            button="btn btn--small"
            examples={EXAMPLES.map((ex) => ({ label: t.examples[ex.key], board: ex.board }))}
            onPick={(ex) => change(ex.board)}
          />
        </div>

        <div class="lx-stack">
          {/* `static` is the course's Haskell function: code, the same in every language. */}
          <p class="se-result" role="status" aria-live="polite">
            <span class="lx-muted" data-notation>static =</span>{' '}
            <span class={`lx-big se-value se-value--${value > 0 ? 'o' : value < 0 ? 'x' : 'none'}`} data-testid="static-value">
              {signedScore(value, '-')}
            </span>{' '}
            <span data-testid="static-why">{why}.</span>
          </p>
          <dl class="lx-dl">
            <div>
              <dt>{t.boardP}</dt>
              <dd class="lx-mono">
                {p} = {hex(p)}
              </dd>
            </div>
            <div>
              <dt>{t.xField}</dt>
              <dd class="lx-mono lx-x">{bin9(x)}</dd>
            </div>
            <div>
              <dt>{t.oField}</dt>
              <dd class="lx-mono lx-o">{bin9(o)}</dd>
            </div>
          </dl>

          <DataTable
            scroll
            class="lx-table lx-table--left se-table"
            caption={t.caption}
            captionClass="visually-hidden"
            columns={maskColumns(t)}
            rows={WIN_MASKS.map((mask, line) => ({ mask, line, xs: (x & mask) === mask, os: (o & mask) === mask }))}
            rowAttrs={(r) => ({ key: r.mask, class: r.xs || r.os ? 'is-hit' : undefined, 'data-mask': r.mask })}
          />
          {problem !== null && (
            <p class="message message--warn" data-testid="static-problem">
              {t.noGame}
              {problem}
              {t.onlyBits}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
