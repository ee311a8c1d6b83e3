/**
 * @packageDocumentation
 * The recursion course's example boards, one tab each, loaded in the search
 * visualiser. For the board shown, the island says which of the course's
 * shortcuts the engine applies at the root (computed by the same hooks the
 * search uses), counts the positions minimax and alpha-beta visit with and
 * without the shortcuts, and embeds the visualiser (SearchExplorer) with plain
 * minimax or alpha-beta, fetched only when the figure is on screen.
 *
 * A last tab holds the reader's own board, edited with clicks or keys.
 *
 * URL: `ex` (which example, or `own`), `ex-board` (the reader's board) and
 * `ex-alg` (`minimax` or `alphabeta`), read by `examplesParams`
 * (lib/url/cellParams.ts); a value it cannot use keeps the default and is
 * named above the cell.
 */

import { useMemo, useRef, useState } from 'preact/hooks';
import { SIDE_MARKS, boardPosition, checkSetup, sideToMove, signedScore } from '../../lib/games/tictactoe.ts';
import { boardProblem } from '../../lib/models/tictactoe/setupProblem.ts';
import { messages } from '../../i18n/messages.ts';
import { formatNumber } from '../../i18n/format.ts';
import { COURSE_TABS } from '../../lib/models/tictactoe/recursionExamples.ts';
import { countsFor, shortcutAtRoot } from '../../lib/models/tictactoe/shortcutReport.ts';
import { useLazyExplorer } from './lazyExplorer.ts';
import type { Locale } from '../../i18n/locales.ts';
import { TicTacToeEditor } from '../parts/tictactoe.tsx';
import { TicTacToeBoard } from '../ui/TicTacToeBoard.tsx';
import { examplesParams } from '../../lib/url/cellParams.ts';
import { useCellLink } from '../hooks/useCellLink.ts';
import { UrlNotice } from '../ui/UrlNotice.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import '../ui/cellLayout.css';
import './CourseExamples.css';
import { Segmented } from '../ui/Segmented.tsx';

type Algorithm = 'minimax' | 'alphabeta';

/** The tab for the reader's own board. */
const OWN = 'own';
const OWN_START = 'x...o....';

const TABS = [...COURSE_TABS.map((e) => e.tab), OWN];

/** `lang`: the page's language, passed to the visualiser (its captions); English when absent. */
export default function CourseExamples({ urlPrefix = 'ex', start = 'walkthrough', lang }: { urlPrefix?: string | null; start?: string; lang?: Locale }) {
  const t = messages(lang).courseExamples;
  const fmt = (n: number) => formatNumber(lang ?? 'en', n);
  const words = (tab: string) => (tab === OWN ? t.own : t.examples[tab]);
  const [id, setId] = useState(TABS.includes(start) ? start : TABS[0]);
  const [draft, setDraft] = useState(OWN_START);
  const [own, setOwn] = useState(OWN_START);
  const [alg, setAlg] = useState<Algorithm>('alphabeta');
  const { Explorer, loadError } = useLazyExplorer(true, lang);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const link = useCellLink(
    urlPrefix,
    examplesParams,
    (v) => {
      if (v.tab !== undefined) setId(v.tab);
      if (v.board !== undefined) {
        setDraft(v.board);
        setOwn(v.board);
      }
      if (v.algorithm !== undefined) setAlg(v.algorithm);
    },
    (prefix) => ({ [prefix]: id, [`${prefix}-alg`]: alg, [`${prefix}-board`]: id === OWN ? own : null }),
    [id, alg, own],
  );

  const isOwn = id === OWN;
  const shown = COURSE_TABS.find((e) => e.tab === id) ?? COURSE_TABS[0];
  const example = isOwn
    ? { id: OWN, board: own, ...t.own }
    : { id: shown.tab, board: shown.board, ...t.examples[shown.tab] };
  const draftCheck = checkSetup(draft);
  const edit = (next: string) => {
    link.touch();
    setDraft(next);
    if (checkSetup(next).ok) setOwn(next);
  };
  const counts = useMemo(() => countsFor(example.board), [example.board]);
  const p = boardPosition(example.board);
  const mover = SIDE_MARKS[sideToMove(p)];
  const choose = (next: string) => {
    link.touch();
    setId(next);
  };
  const onTabKey = (i: number, e: KeyboardEvent) => {
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : e.key === 'Home' ? -i : e.key === 'End' ? TABS.length - 1 - i : 0;
    if (d === 0) return;
    e.preventDefault();
    const j = (i + d + TABS.length) % TABS.length;
    choose(TABS[j]);
    tabs.current[j]?.focus();
  };
  const prefix = urlPrefix ?? 'ex';
  const value = counts.value > 0 ? t.winFor(mover) : counts.value < 0 ? t.lossFor(mover) : t.draw;

  return (
    <div class="lx ce" data-example={example.id}>
      <UrlNotice ignored={link.ignored} cell="examples" lang={lang} />
      <div class="ce-tabs" role="tablist" aria-label={t.tabs}>
        {TABS.map((tab, i) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`${prefix}-tab-${tab}`}
            aria-selected={tab === id}
            aria-controls={`${prefix}-panel`}
            tabIndex={tab === id ? 0 : -1}
            class="lx-tab ce-tab"
            ref={(el) => {
              tabs.current[i] = el;
            }}
            onClick={() => choose(tab)}
            onKeyDown={(ev) => onTabKey(i, ev as unknown as KeyboardEvent)}
          >
            {words(tab).title}
          </button>
        ))}
      </div>

      <div class="ce-panel" role="tabpanel" id={`${prefix}-panel`} aria-labelledby={`${prefix}-tab-${example.id}`}>
        <div class="lx-cols">
          <div class="lx-boardcol">
            {isOwn ? (
              <TicTacToeEditor lang={lang} board={draft} label={t.ownBoard} numbering="coords" size="small" line={0} onChange={edit} />
            ) : (
              <TicTacToeBoard lang={lang} cells={example.board} label={example.title} mode="view" numbering="coords" size="small" />
            )}
            <p class="lx-small ce-mover">{t.toMove(mover)}</p>
          </div>
          <div class="lx-stack">
            <p>{example.note}</p>
            {isOwn && !draftCheck.ok && (
              <p class="message message--warn" role="status" data-testid="ce-problem">
                {boardProblem(draft, t.setup)}
                {t.lastPossible}
              </p>
            )}
            <p class="ce-shortcut" data-testid="ce-shortcut">
              {shortcutAtRoot(p, t.shortcuts)}
            </p>
            <DataTable
              scroll
              class="lx-table ce-counts"
              caption={
                <>
                  {t.valueFor(mover)}
                  <strong data-testid="ce-value">{signedScore(counts.value, '-')}</strong>
                  {t.visited(value)}
                </>
              }
              captionClass="ce-caption"
              columns={[
                { head: t.search, rowHeader: true, cell: (r) => r.name },
                { head: t.plain, attrs: (r) => ({ 'data-testid': `ce-${r.id}` }), cell: (r) => fmt(r.plain) },
                { head: t.withShortcuts, attrs: (r) => ({ 'data-testid': `ce-${r.id}-short` }), cell: (r) => fmt(r.short) },
              ]}
              rows={[
                { id: 'minimax', name: 'Minimax', plain: counts.minimax, short: counts.minimaxShort },
                { id: 'alphabeta', name: t.alphaBeta, plain: counts.alphaBeta, short: counts.alphaBetaShort },
              ]}
            />
          </div>
        </div>

        <div class="lx-section ce-viz">
          <div class="lx-row lx-row--spread">
            <p class="lx-label ce-viz-title">{t.inVisualiser}</p>
            <Segmented label={t.algorithm} segments={[['minimax', 'Minimax'], ['alphabeta', t.alphaBeta]]} value={alg} onChoose={(a) => (link.touch(), setAlg(a))} />
          </div>
          {loadError ? (
            <p class="message message--error">{loadError}</p>
          ) : Explorer ? (
            <Explorer
              key={`${example.id}-${alg}`}
              game="tictactoe"
              position={example.board}
              algorithm={alg}
              controls="player"
              lang={lang}
              title={t.treeTitle(example.title, alg === 'alphabeta')}
            />
          ) : (
            <p class="lx-muted">{t.loading}</p>
          )}
        </div>
      </div>
    </div>
  );
}
