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
import { TicTacToeEditor } from '../parts/tictactoe.tsx';
import { BitboardView } from '../ui/BitboardView.tsx';
import { editorParams } from '../../lib/url/cellParams.ts';
import { useCellLink } from '../hooks/useCellLink.ts';
import { UrlNotice } from '../ui/UrlNotice.tsx';
import '../ui/cellLayout.css';
import './PositionEditor.css';

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
  /** **lang**: the page's language, passed to the visualiser (its captions); English when absent. */
  lang?: Locale;
}

const EXAMPLES: readonly { label: string; board: string; first: Side }[] = [
  { label: 'Empty board', board: EMPTY_BOARD, first: 'x' },
  { label: 'The course’s example 1', board: 'o...x...o', first: 'x' },
  { label: 'Noughts must block', board: 'xx..o....', first: 'x' },
  { label: 'Crosses can fork', board: 'x...o...x', first: 'x' },
  { label: 'Two winners', board: 'xxxooo...', first: 'x' },
];

const SIDE = { x: 'crosses', o: 'noughts' } as const;
const fmt = (n: number) => n.toLocaleString('en-US');

export default function PositionEditor(props: PositionEditorProps) {
  const { urlPrefix = 'edit' } = props;
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
  const { Explorer, loadError } = useLazyExplorer(treeOpen);

  const touch = <T,>(set: (v: T) => void) => (v: T) => {
    link.touch();
    set(v);
  };
  const change = touch(setBoard);

  const { x, o } = stonesOf(board);
  const bb: Bitboards = { cross: reverse9(x), nought: reverse9(o) };
  const check = useMemo(() => checkSetup(board, first, 'cross-nought'), [board, first]);
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
    ? analysis.moves.map((v, c) => (v === null ? null : `${analysis.best & (1 << c) ? 'best move, ' : ''}worth ${signedScore(v)} for crosses`))
    : undefined;
  const bestCells = analysis ? [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((c) => analysis.best & (1 << c)).map((c) => cellLabel(c, 'course')) : [];

  let status: { level: 'ok' | 'warn'; text: string };
  if (!check.ok) {
    status = {
      level: 'warn',
      text:
        check.message +
        (check.code === 'ERR_BOTH_WON' ? ' The course’s winner function fails here with “Can not have two winners !”.' : '') +
        (otherWorks ? ` With ${SIDE[otherFirst]} moving first this board is possible: choose “${otherFirst === 'o' ? 'Noughts' : 'Crosses'} first”.` : ''),
    };
  } else if (check.winner) {
    status = { level: 'ok', text: `${check.winner === 'x' ? 'Crosses have' : 'Noughts have'} three in a row: the game is over, worth ${signedScore(check.winner === 'x' ? 10 : -10)}.` };
  } else if (check.full) {
    status = { level: 'ok', text: 'The board is full with no line: a draw, worth 0.' };
  } else {
    status = { level: 'ok', text: `A possible position: ${SIDE[check.toMove]} to move.` };
  }

  return (
    <div class="lx pe" data-valid={check.ok ? 'true' : 'false'}>
      <UrlNotice ignored={link.ignored} cell="the position editor" />
      <div class="lx-cols">
        <div class="lx-boardcol">
          <TicTacToeEditor
            board={board}
            onChange={change}
            label="Board: press a cell to change it (empty, cross, nought)"
            numbering="course"
            notes={notes}
            noteLabels={noteLabels}
            best={over ? 0 : (analysis?.best ?? 0)}
          />
          <div class="lx-seg" role="group" aria-label="Who moves first">
            <button type="button" class="btn btn--small" aria-pressed={first === 'x'} onClick={() => touch(setFirst)('x')}>
              Crosses first
            </button>
            <button type="button" class="btn btn--small" aria-pressed={first === 'o'} onClick={() => touch(setFirst)('o')}>
              Noughts first
            </button>
          </div>
        </div>

        <div class="lx-stack">
          <p class={`message message--${status.level}`} role="status" aria-live="polite" data-testid="pe-status">
            {status.text}
          </p>

          <div class="lx-bbgrid" aria-label="Bitboards, course numbering">
            <BitboardView value={bb.cross} name="cross" kind="x" testId="pe-cross" />
            <BitboardView value={bb.nought} name="nought" kind="o" testId="pe-nought" />
            <BitboardView value={free} name="bb_free_moves" kind="free" testId="pe-free" />
          </div>
          <dl class="lx-dl">
            <div>
              <dt>free_moves</dt>
              <dd class="lx-mono" data-testid="pe-free-list">
                {ocamlList(freeCells(bb))}
              </dd>
            </div>
            <div>
              <dt>winner</dt>
              <dd class="lx-mono" data-testid="pe-winner">
                {win.ok ? (win.value === undefined ? 'None' : win.value === 'cross' ? 'Some PCross' : 'Some PNought') : 'fails: two winners'}
              </dd>
            </div>
            <div>
              <dt>pos_eval</dt>
              <dd>
                <span class="lx-mono" data-testid="pe-heuristic">
                  {signedScore(openLinesEval(bb))}
                </span>{' '}
                <span class="lx-muted">
                  = {openLines(bb.nought)} lines open to crosses − {openLines(bb.cross)} open to noughts
                </span>
              </dd>
            </div>
          </dl>

          <div class="lx-section pe-search">
            <div class="lx-range">
              <button type="button" class="btn" aria-label="Search one ply less" disabled={depth <= 1} onClick={() => touch(setDepth)(depth - 1)}>
                −
              </button>
              <input
                type="range"
                min={1}
                max={9}
                step={1}
                value={depth}
                aria-label="Search depth in plies"
                aria-valuetext={`depth ${depth}`}
                onInput={(e) => touch(setDepth)(Number(e.currentTarget.value))}
              />
              <button type="button" class="btn" aria-label="Search one ply more" disabled={depth >= 9} onClick={() => touch(setDepth)(depth + 1)}>
                +
              </button>
            </div>
            {analysis ? (
              <p class="pe-value" data-testid="pe-minimax">
                <span class="lx-muted">minimax, depth</span> <span class="lx-out" data-testid="pe-depth">{depth}</span>
                {toEnd && <span class="lx-muted"> (to the end)</span>}
                <span class="lx-muted">:</span>{' '}
                <span class="lx-big" data-testid="pe-value">
                  {signedScore(analysis.value)}
                </span>{' '}
                <span class="lx-muted">
                  for crosses, after visiting <span data-testid="pe-nodes">{fmt(analysis.nodes)}</span> {analysis.nodes === 1 ? 'position' : 'positions'}.
                </span>
                {!over && (
                  <>
                    {' '}
                    Best for {SIDE[check.ok ? check.toMove : 'x']}: {bestCells.length === 1 ? 'cell' : 'cells'}{' '}
                    <span class="lx-mono" data-testid="pe-best">
                      {bestCells.join(', ')}
                    </span>{' '}
                    (ringed; each free cell shows the value of playing there).
                  </>
                )}
              </p>
            ) : (
              <p class="lx-muted">Make the board possible to see its minimax value.</p>
            )}
          </div>
        </div>
      </div>

      <div class="lx-row pe-examples" role="group" aria-label="Example boards">
        {EXAMPLES.map((ex) => (
          <button
            type="button"
            class="btn btn--small"
            key={ex.label}
            onClick={() => {
              link.touch();
              setBoard(ex.board);
              setFirst(ex.first);
            }}
          >
            {ex.label}
          </button>
        ))}
      </div>

      <div class="lx-section pe-tree">
        <div class="lx-row">
          <button type="button" class="btn" aria-expanded={treeOpen} onClick={() => touch(setTreeOpen)(!treeOpen)}>
            {treeOpen ? 'Hide the search tree' : 'Show this search in the visualiser'}
          </button>
          {treeOpen && (
            <div class="lx-seg" role="group" aria-label="Algorithm in the visualiser">
              <button type="button" class="btn btn--small" aria-pressed={alg === 'minimax'} onClick={() => touch(setAlg)('minimax')}>
                Minimax
              </button>
              <button type="button" class="btn btn--small" aria-pressed={alg === 'alphabeta'} onClick={() => touch(setAlg)('alphabeta')}>
                Alpha-beta
              </button>
            </div>
          )}
        </div>
        {treeOpen &&
          (!check.ok ? (
            <p class="lx-muted">The visualiser needs a possible board.</p>
          ) : first === 'o' ? (
            <p class="lx-muted">The visualiser reads boards where crosses moved first; switch back to “Crosses first” to see the tree.</p>
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
              title={`Search tree of the edited board, ${alg === 'minimax' ? 'minimax' : 'alpha-beta'}, depth ${depth}`}
            />
          ) : (
            <p class="lx-muted">Loading the visualiser…</p>
          ))}
      </div>
    </div>
  );
}
