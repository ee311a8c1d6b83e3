/**
 * @packageDocumentation
 * The position editor of lesson 2 ("Bitboards and minimax"), in the OCaml
 * course's terms: crosses and noughts, cells numbered from the bottom right.
 *
 * Click a cell to cycle it (empty → cross → nought → empty). On every edit the
 * island recomputes, with the engine:
 * - the two bitboards and the free cells, each beside its bit-index map, in
 *   binary, hexadecimal and decimal, and the free cells as a list;
 * - whether play can reach the board (counts, two winners, a move after a
 *   win), and if not, what is wrong;
 * - the winner, the open-lines heuristic (`openLinesEval`), and minimax at
 *   the chosen depth: the value for crosses (the course's maximiser), the
 *   positions visited, and the value of every move, best moves ringed;
 * - on demand, the same search in the visualiser (SearchExplorer), loaded
 *   only when asked for.
 *
 * Who moves first is a setting: the course never says, and its first example
 * only works if noughts started.
 *
 * URL: `edit` (board, reading order), `edit-first` (`o` when noughts start),
 * `edit-depth`, `edit-tree` (`1` when the visualiser is open), `edit-alg`,
 * read by `editorParams` (lib/url/cellParams.ts); a value it cannot use keeps
 * the default and is named above the cell.
 */

import { useMemo, useState } from 'preact/hooks';
import { EMPTY_BOARD, analyze, cellLabel, checkSetup, normaliseBoard, ocamlList, signedScore, stonesOf, type Side } from '../../lib/games/tictactoe.ts';
import { freeBoard, freeCells, openLines, openLinesEval, popcount32, reverse9, winner, type Bitboards } from '../../lib/games/tictactoeBits.ts';
import { useLazyExplorer } from './lazyExplorer.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import { formatNumber } from '../../i18n/format.ts';
import { TicTacToeEditor } from '../parts/tictactoe.tsx';
import { BitboardView } from '../ui/BitboardView.tsx';
import { editorParams } from '../../lib/url/cellParams.ts';
import { useCellLink } from '../hooks/useCellLink.ts';
import { UrlNotice } from '../ui/UrlNotice.tsx';
import { translated } from '../ui/noTranslate.ts';
import type { EditorWords } from '../../i18n/messages/editor/en.ts';
import '../ui/cellLayout.css';
import './PositionEditor.css';
import { Segmented } from '../ui/Segmented.tsx';

type Algorithm = 'minimax' | 'alphabeta';

export interface PositionEditorProps {
  /** Starting board, nine characters in reading order; default empty. */
  board?: string;
  /** Who moves first; default crosses. */
  first?: Side;
  /** Search depth in plies, 1 to 9; default 9 (to the end). */
  depth?: number;
  /** Open the visualiser at once; default false. */
  tree?: boolean;
  /** Algorithm shown in the visualiser; default minimax. */
  algorithm?: Algorithm;
  /** Prefix of the query parameters; `null` leaves the URL alone. Default "edit". */
  urlPrefix?: string | null;
  /** **lang**: the page's language (the editor's words, its board's, the visualiser's); English when absent. */
  lang?: Locale;
}

const EXAMPLES: readonly { key: keyof EditorWords['examples']; board: string; first: Side }[] = [
  { key: 'empty', board: EMPTY_BOARD, first: 'x' },
  { key: 'example1', board: 'o...x...o', first: 'x' },
  { key: 'mustBlock', board: 'xx..o....', first: 'x' },
  { key: 'fork', board: 'x...o...x', first: 'x' },
  { key: 'twoWinners', board: 'xxxooo...', first: 'x' },
];

export default function PositionEditor(props: PositionEditorProps) {
  const { urlPrefix = 'edit', lang = 'en' } = props;
  const t = messages(lang).editor;
  const [board, setBoard] = useState(normaliseBoard(props.board) ?? EMPTY_BOARD);
  const [first, setFirst] = useState<Side>(props.first ?? 'x');
  const [depth, setDepth] = useState(Math.max(1, Math.min(9, props.depth ?? 9)));
  const [treeOpen, setTreeOpen] = useState(props.tree ?? false);
  const [alg, setAlg] = useState<Algorithm>(props.algorithm ?? 'minimax');

  const link = useCellLink(
    urlPrefix,
    editorParams,
    (v) => {
      if (v.board !== undefined) setBoard(v.board);
      if (v.first !== undefined) setFirst(v.first);
      if (v.depth !== undefined) setDepth(v.depth);
      if (v.tree !== undefined) setTreeOpen(v.tree);
      if (v.algorithm !== undefined) setAlg(v.algorithm);
    },
    (prefix) => ({
      [prefix]: board,
      [`${prefix}-first`]: first === 'o' ? 'o' : null,
      [`${prefix}-depth`]: String(depth),
      [`${prefix}-tree`]: treeOpen ? '1' : null,
      [`${prefix}-alg`]: alg === 'minimax' ? null : alg,
    }),
    [board, first, depth, treeOpen, alg],
  );

  // The visualiser is a big module: fetch it only when the reader opens it.
  const { Explorer, loadError } = useLazyExplorer(treeOpen, lang);

  const touch = <T,>(set: (v: T) => void) => (v: T) => {
    link.touch();
    set(v);
  };
  const change = touch(setBoard);

  const { x, o } = stonesOf(board);
  const bb: Bitboards = { cross: reverse9(x), nought: reverse9(o) };
  const check = useMemo(() => checkSetup(board, first, 'cross-nought', lang), [board, first, lang]);
  const otherFirst: Side = first === 'x' ? 'o' : 'x';
  const otherWorks = useMemo(() => !check.ok && checkSetup(board, otherFirst).ok, [check, board, otherFirst]);
  const win = winner(bb);
  const free = freeBoard(bb);
  const analysis = useMemo(() => (check.ok ? analyze(check.packed, check.toMove, depth) : null), [check, depth]);
  const freeCount = popcount32(free);
  const over = check.ok && (check.winner !== null || check.full);
  const toEnd = depth >= freeCount;

  const notes = analysis ? analysis.moves.map((v) => (v === null ? null : signedScore(v))) : undefined;
  const noteLabels = analysis
    ? analysis.moves.map((v, c) => (v === null ? null : t.noteLabel((analysis.best & (1 << c)) !== 0, signedScore(v))))
    : undefined;
  const bestCells = analysis ? [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((c) => analysis.best & (1 << c)).map((c) => cellLabel(c, 'course')) : [];

  let status: { level: 'ok' | 'warn'; text: string };
  if (!check.ok) {
    status = {
      level: 'warn',
      text:
        check.message +
        (check.code === 'ERR_BOTH_WON' ? t.courseFails : '') +
        (otherWorks ? t.otherFirstWorks(otherFirst) : ''),
    };
  } else if (check.winner) {
    status = { level: 'ok', text: t.won(check.winner, signedScore(check.winner === 'x' ? 10 : -10)) };
  } else if (check.full) {
    status = { level: 'ok', text: t.draw };
  } else {
    status = { level: 'ok', text: t.possible(check.toMove) };
  }

  return (
    <div class="lx pe" data-valid={check.ok ? 'true' : 'false'}>
      <UrlNotice ignored={link.ignored} cell="editor" lang={lang} />
      <div class="lx-cols">
        <div class="lx-boardcol">
          <TicTacToeEditor
            board={board}
            onChange={change}
            label={t.boardLabel}
            lang={lang}
            numbering="course"
            notes={notes}
            noteLabels={noteLabels}
            best={over ? 0 : (analysis?.best ?? 0)}
          />
          <Segmented label={t.whoFirst} segments={[['x', t.first.x], ['o', t.first.o]]} value={first} onChoose={touch(setFirst)} />
        </div>

        <div class="lx-stack">
          <p class={`message message--${status.level}`} role="status" aria-live="polite" data-testid="pe-status">
            {status.text}
          </p>

          <div class="lx-bbgrid" aria-label={t.bitboards}>
            <BitboardView value={bb.cross} name="cross" kind="x" testId="pe-cross" lang={lang} codeName />
            <BitboardView value={bb.nought} name="nought" kind="o" testId="pe-nought" lang={lang} codeName />
            <BitboardView value={free} name="bb_free_moves" kind="free" testId="pe-free" lang={lang} codeName />
          </div>
          <dl class="lx-dl">
            <div>
              <dt {...translated(false)}>free_moves</dt>
              <dd class="lx-mono" data-testid="pe-free-list">
                {ocamlList(freeCells(bb))}
              </dd>
            </div>
            <div>
              <dt {...translated(false)}>winner</dt>
              <dd class="lx-mono" data-testid="pe-winner" {...translated(!win.ok)}>
                {win.ok ? (win.value === undefined ? 'None' : win.value === 'cross' ? 'Some PCross' : 'Some PNought') : t.winnerFails}
              </dd>
            </div>
            <div>
              <dt {...translated(false)}>pos_eval</dt>
              <dd>
                <span class="lx-mono" data-testid="pe-heuristic">
                  {signedScore(openLinesEval(bb))}
                </span>{' '}
                <span class="lx-muted">
                  {t.openLines(openLines(bb.nought), openLines(bb.cross))}
                </span>
              </dd>
            </div>
          </dl>

          <div class="lx-section pe-search">
            <div class="lx-range">
              <button type="button" class="btn" aria-label={t.lessDepth} disabled={depth <= 1} onClick={() => touch(setDepth)(depth - 1)}>
                −
              </button>
              <input
                type="range"
                min={1}
                max={9}
                step={1}
                value={depth}
                aria-label={t.depthSlider}
                aria-valuetext={t.depthValue(depth)}
                onInput={(e) => touch(setDepth)(Number(e.currentTarget.value))}
              />
              <button type="button" class="btn" aria-label={t.moreDepth} disabled={depth >= 9} onClick={() => touch(setDepth)(depth + 1)}>
                +
              </button>
            </div>
            {analysis ? (
              <p class="pe-value" data-testid="pe-minimax">
                <span class="lx-muted">{t.minimaxDepth}</span> <span class="lx-out" data-testid="pe-depth">{depth}</span>
                {toEnd && <span class="lx-muted">{t.toEnd}</span>}
                <span class="lx-muted">{t.colon}</span>{' '}
                <span class="lx-big" data-testid="pe-value">
                  {signedScore(analysis.value)}
                </span>{' '}
                <span class="lx-muted">
                  {t.visited(analysis.nodes)[0]} <span data-testid="pe-nodes">{formatNumber(lang, analysis.nodes)}</span> {t.visited(analysis.nodes)[1]}.
                </span>
                {!over && (
                  <>
                    {' '}
                    {t.bestFor(check.ok ? check.toMove : 'x', bestCells.length)}{' '}
                    <span class="lx-mono" data-testid="pe-best">
                      {bestCells.join(', ')}
                    </span>{' '}
                    {t.ringed(bestCells.length)}
                  </>
                )}
              </p>
            ) : (
              <p class="lx-muted">{t.makePossible}</p>
            )}
          </div>
        </div>
      </div>

      <div class="lx-row pe-examples" role="group" aria-label={t.exampleBoards}>
        {EXAMPLES.map((ex) => (
          <button
            type="button"
            class="btn btn--small"
            key={ex.key}
            onClick={() => {
              link.touch();
              setBoard(ex.board);
              setFirst(ex.first);
            }}
          >
            {t.examples[ex.key]}
          </button>
        ))}
      </div>

      <div class="lx-section pe-tree">
        <div class="lx-row">
          <button type="button" class="btn" aria-expanded={treeOpen} onClick={() => touch(setTreeOpen)(!treeOpen)}>
            {treeOpen ? t.hideTree : t.showTree}
          </button>
          {treeOpen && (
            <Segmented label={t.algorithmGroup} segments={[['minimax', 'Minimax'], ['alphabeta', t.alphabeta]]} value={alg} onChoose={touch(setAlg)} />
          )}
        </div>
        {treeOpen &&
          (!check.ok ? (
            <p class="lx-muted">{t.needsPossible}</p>
          ) : first === 'o' ? (
            <p class="lx-muted">{t.crossesFirstOnly}</p>
          ) : loadError ? (
            <p class="message message--error">{loadError}</p>
          ) : Explorer ? (
            <Explorer
              key={`${board}-${depth}-${alg}`}
              game="tictactoe"
              position={board}
              depth={depth}
              algorithm={alg}
              controls="player"
              lang={props.lang}
              title={t.treeTitle(alg, depth)}
            />
          ) : (
            <p class="lx-muted">{t.loading}</p>
          ))}
      </div>
    </div>
  );
}
