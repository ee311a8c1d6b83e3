/**
 * @packageDocumentation
 * The game-tree explorer of lesson 1: a depth slider grows the tree of a
 * position level by level and counts the positions on each level, for two
 * trees side by side:
 *
 * - the course's tree, grown by `nextPositions`, which keeps playing after a
 *   win (a board with a line still gets children);
 * - the tree where a won position has no children (the engine's rules).
 *
 * The counts come from `countLevels` (equal boards merged, so the answer is
 * instant at any depth). The reader can also make the page walk the lazy tree
 * (`gameTree` + `prune`) node by node, in slices that leave the browser free
 * to draw, and see the same numbers arrive; and see the first few positions of
 * the deepest level, grown lazily, with the count of nodes that took.
 *
 * URL: `tree` (the root, nine characters, when not empty), `tree-depth`,
 * `tree-kind` (`course` or `wins`, the tree the samples and the walk use), read
 * by `treeParams` (lib/url/cellParams.ts); a value it cannot use keeps the
 * default and is named above the cell.
 */

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  EMPTY_BOARD,
  checkSetup,
  levelCounts,
  lineCells,
  maxTreeDepth,
  normaliseBoard,
  sampleLevel,
  stonesOf,
  walkLevels,
  type TreeKind,
} from '../../lib/games/tictactoe.ts';
import { TicTacToeEditor } from '../parts/tictactoe.tsx';
import { MiniBoard } from '../ui/TicTacToeBoard.tsx';
import { treeParams } from '../../lib/url/cellParams.ts';
import { useCellLink } from '../hooks/useCellLink.ts';
import { UrlNotice } from '../ui/UrlNotice.tsx';
import { boardProblem } from '../../lib/models/tictactoe/setupProblem.ts';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatNumber } from '../../i18n/format.ts';
import '../ui/cellLayout.css';
import './TreeExplorer.css';
import { Segmented } from '../ui/Segmented.tsx';

export type { TreeKind };

export interface TreeExplorerProps {
  /** Starting root (nine characters); default the empty board. */
  root?: string;
  /** Starting depth; default 2. */
  depth?: number;
  /** Tree used by the samples and the walk; default 'course'. */
  kind?: TreeKind;
  /** How many positions of the deepest level to draw; default 12. */
  sample?: number;
  /** Positions walked per slice of the node-by-node walk; default 20,000. */
  slice?: number;
  /** Prefix of the query parameters; `null` leaves the URL alone. Default "tree". */
  urlPrefix?: string | null;
  /** The page's language (English when absent). */
  lang?: Locale;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

interface Walk {
  kind: TreeKind;
  depth: number;
  root: number;
  counts: number[];
  walked: number;
  done: boolean;
}

export default function TreeExplorer(props: TreeExplorerProps) {
  const { sample = 12, slice = 20000, urlPrefix = 'tree' } = props;
  const t = messages(props.lang).treeExplorer;
  const fmt = (n: number): string => formatNumber(props.lang ?? 'en', n);
  const startRoot = normaliseBoard(props.root) ?? EMPTY_BOARD;
  const [draft, setDraft] = useState(startRoot);
  const [root, setRoot] = useState(startRoot);
  const [depth, setDepth] = useState(props.depth ?? 2);
  const [kind, setKind] = useState<TreeKind>(props.kind ?? 'course');
  const [walk, setWalk] = useState<Walk | null>(null);
  const walkTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const check = useMemo(() => checkSetup(draft), [draft]);
  const rootCheck = useMemo(() => checkSetup(root), [root]);
  const rootPacked = rootCheck.ok ? rootCheck.packed : 0;
  const maxDepth = maxTreeDepth(rootPacked);
  const shownDepth = Math.min(depth, maxDepth);

  // Read the URL once after hydration; write it after each change the reader makes.
  const link = useCellLink(
    urlPrefix,
    treeParams,
    (v) => {
      if (v.root !== undefined) {
        setDraft(v.root);
        setRoot(v.root);
      }
      if (v.depth !== undefined) setDepth(v.depth);
      if (v.kind !== undefined) setKind(v.kind);
    },
    (prefix) => ({
      [prefix]: root === EMPTY_BOARD ? null : root,
      [`${prefix}-depth`]: String(shownDepth),
      [`${prefix}-kind`]: kind,
    }),
    [root, shownDepth, kind],
  );

  const counts = useMemo(() => levelCounts(rootPacked), [rootPacked]);
  const at = (k: TreeKind, level: number) => counts[k][level] ?? 0;
  const totals = {
    course: sum(counts.course.slice(0, shownDepth + 1)),
    wins: sum(counts.wins.slice(0, shownDepth + 1)),
  };
  const biggest = Math.max(...counts.course, ...counts.wins, 1);
  const barWidth = (n: number) => (n <= 0 ? 0 : (Math.log10(n + 1) / Math.log10(biggest + 1)) * 100);

  // The first positions of the deepest level shown, grown lazily, with the cost.
  const samples = useMemo(() => sampleLevel(rootPacked, shownDepth, kind, sample), [rootPacked, shownDepth, kind, sample]);

  const stopWalk = () => {
    if (walkTimer.current !== null) clearTimeout(walkTimer.current);
    walkTimer.current = null;
  };
  useEffect(() => stopWalk, []);
  // A new tree or depth makes an old walk meaningless.
  useEffect(() => {
    stopWalk();
    setWalk(null);
  }, [rootPacked, shownDepth, kind]);

  const startWalk = () => {
    stopWalk();
    const it = walkLevels(rootPacked, shownDepth, kind);
    const state: Walk = { kind, depth: shownDepth, root: rootPacked, counts: [], walked: 0, done: false };
    const run = () => {
      let n = 0;
      while (n < slice) {
        const step = it.next();
        if (step.done) {
          state.done = true;
          break;
        }
        state.counts[step.value] = (state.counts[step.value] ?? 0) + 1;
        n++;
      }
      state.walked += n;
      setWalk({ ...state, counts: [...state.counts] });
      walkTimer.current = state.done ? null : setTimeout(run, 0);
    };
    run();
  };

  const edit = (next: string) => {
    link.touch();
    setDraft(next);
    if (checkSetup(next).ok) setRoot(next);
  };
  const changeDepth = (d: number) => {
    link.touch();
    setDepth(Math.max(0, Math.min(maxDepth, d)));
  };
  const changeKind = (k: TreeKind) => {
    link.touch();
    setKind(k);
  };

  const expected = counts[kind].slice(0, shownDepth + 1);
  const walkAgrees = walk?.done && walk.counts.length === expected.length && walk.counts.every((n, i) => n === expected[i]);
  const isEmptyRoot = rootPacked === 0;
  // The stripes follow the root (the last possible board), not the draft.
  const { x: rx, o: ro } = stonesOf(root);
  const sliderId = `${urlPrefix ?? 'tree'}-slider`;

  return (
    <div class="lx te" data-depth={shownDepth} data-kind={kind}>
      <UrlNotice lang={props.lang} ignored={link.ignored} cell="treeExplorer" />
      <div class="lx-cols">
        <div class="lx-boardcol">
          <TicTacToeEditor
            lang={props.lang}
            board={draft}
            label={t.root}
            size="small"
            line={lineCells(rx) | lineCells(ro)}
            onChange={edit}
          />
          <button
            type="button"
            class="btn btn--small"
            onClick={() => {
              link.touch();
              setDraft(EMPTY_BOARD);
              setRoot(EMPTY_BOARD);
            }}
          >
            {t.emptyBoard}
          </button>
          <p class="lx-small te-rootnote">{t.rootNote}</p>
        </div>

        <div class="lx-stack">
          {!check.ok && (
            <p class="message message--warn" role="status" data-testid="tree-problem">
              {boardProblem(draft, t.setup)}
              {t.stillGrows}
            </p>
          )}

          <div class="lx-range">
            <button type="button" class="btn" aria-label={t.levelLess} onClick={() => changeDepth(shownDepth - 1)} disabled={shownDepth <= 0}>
              −
            </button>
            <input
              id={sliderId}
              type="range"
              min={0}
              max={maxDepth}
              step={1}
              value={shownDepth}
              aria-label={t.depthSlider}
              aria-valuetext={t.depthValue(shownDepth)}
              onInput={(e) => changeDepth(Number(e.currentTarget.value))}
            />
            <button type="button" class="btn" aria-label={t.levelMore} onClick={() => changeDepth(shownDepth + 1)} disabled={shownDepth >= maxDepth}>
              +
            </button>
          </div>
          <p>
            <label for={sliderId} class="lx-label">
              {t.depth}
            </label>{' '}
            <output class="lx-out" for={sliderId} data-testid="tree-depth">
              {shownDepth}
            </output>{' '}
            <span class="lx-muted">
              {t.depthOf(shownDepth, maxDepth)}
            </span>
          </p>

          <div class="lx-table-wrap">
            <table class="lx-table te-table" aria-describedby={`${sliderId}-note`}>
              <thead>
                <tr>
                  <th scope="col">{t.level}</th>
                  <th scope="col">
                    <span class="te-key te-key--course" aria-hidden="true" /> {t.courseTree}
                    <span class="te-sub">{t.courseSub}</span>
                  </th>
                  <th scope="col">
                    <span class="te-key te-key--wins" aria-hidden="true" /> {t.winsTree}
                    <span class="te-sub">{t.winsSub}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: shownDepth + 1 }, (_, level) => (
                  <tr key={level} data-level={level}>
                    <th scope="row">{level}</th>
                    {(['course', 'wins'] as const).map((k) => (
                      <td key={k} class="te-cell" data-count={at(k, level)} data-tree={k}>
                        <span class="te-bar-track" aria-hidden="true">
                          <span class={`te-bar te-bar--${k}`} style={{ width: `${barWidth(at(k, level))}%` }} />
                        </span>
                        <span class="te-num">{fmt(at(k, level))}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t.all}</th>
                  <td data-testid="total-course">{fmt(totals.course)}</td>
                  <td data-testid="total-wins">{fmt(totals.wins)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p class="lx-small" id={`${sliderId}-note`}>
            {t.logNote}
          </p>
          {isEmptyRoot && shownDepth === maxDepth && (
            <p class="message message--ok te-answer" data-testid="tree-answer">
              {t.answer(totals.wins, totals.course)}
            </p>
          )}
        </div>
      </div>

      <section class="lx-section te-sample" aria-labelledby={`${sliderId}-sample`}>
        <div class="lx-row lx-row--spread">
          <h3 class="te-h" id={`${sliderId}-sample`}>
            {t.fromLeft(shownDepth)}
          </h3>
          <Segmented label={t.sampleGroup} segments={[['course', t.courseTree], ['wins', t.winsTree]]} value={kind} onChoose={changeKind} />
        </div>
        <ul class="te-boards" aria-label={t.firstPositions(shownDepth, t.kinds[kind])}>
          {samples.boards.map((text, i) => {
            const s = stonesOf(text);
            return (
              <li key={i}>
                <MiniBoard cells={text} line={lineCells(s.x) | lineCells(s.o)} label={text} />
              </li>
            );
          })}
        </ul>
        <p class="lx-small" data-testid="tree-sample-cost">
          {samples.boards.length === 0
            ? t.emptyLevel
            : samples.expanded === 0
              ? t.rootAlone
              : t.sampleCost(samples.boards.length, at(kind, shownDepth), shownDepth, samples.expanded)}
        </p>

        <div class="lx-row">
          <button type="button" class="btn" onClick={startWalk} disabled={walk !== null && !walk.done}>
            {t.walk(t.kinds[kind])}
          </button>
          {walk && !walk.done && (
            <button
              type="button"
              class="btn"
              onClick={() => {
                stopWalk();
                setWalk(null);
              }}
            >
              {t.stop}
            </button>
          )}
        </div>
        <p class="lx-small" role="status" aria-live="polite" data-testid="tree-walk">
          {walk === null
            ? t.walkIdle(sum(expected))
            : walk.done
              ? t.walked(walk.walked, walk.counts.map(fmt).join(', '), !!walkAgrees)
              : t.walking(walk.walked, sum(expected))}
        </p>
        {walk && (
          <progress class="te-progress" max={sum(expected)} value={walk.walked} aria-label={t.nodesWalked}>
            {walk.walked}
          </progress>
        )}
      </section>
    </div>
  );
}
