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
  KIND_WORDS,
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
import '../ui/cellLayout.css';
import './TreeExplorer.css';

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
}

const fmt = (n: number): string => n.toLocaleString('en-US');
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
      <UrlNotice ignored={link.ignored} cell="the tree explorer" />
      <div class="lx-cols">
        <div class="lx-boardcol">
          <TicTacToeEditor
            board={draft}
            label="Root of the tree: press a cell to change it (empty, X, O)"
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
            Empty board
          </button>
          <p class="lx-small te-rootnote">The root: edit it to grow the tree from another board.</p>
        </div>

        <div class="lx-stack">
          {!check.ok && (
            <p class="message message--warn" role="status" data-testid="tree-problem">
              {check.message} The tree still grows from the last possible board.
            </p>
          )}

          <div class="lx-range">
            <button type="button" class="btn" aria-label="One level less" onClick={() => changeDepth(shownDepth - 1)} disabled={shownDepth <= 0}>
              −
            </button>
            <input
              id={sliderId}
              type="range"
              min={0}
              max={maxDepth}
              step={1}
              value={shownDepth}
              aria-label="Depth of the tree"
              aria-valuetext={`depth ${shownDepth}`}
              onInput={(e) => changeDepth(Number(e.currentTarget.value))}
            />
            <button type="button" class="btn" aria-label="One level more" onClick={() => changeDepth(shownDepth + 1)} disabled={shownDepth >= maxDepth}>
              +
            </button>
          </div>
          <p>
            <label for={sliderId} class="lx-label">
              Depth
            </label>{' '}
            <output class="lx-out" for={sliderId} data-testid="tree-depth">
              {shownDepth}
            </output>{' '}
            <span class="lx-muted">
              of {maxDepth}: the tree is grown {shownDepth === 1 ? 'one level' : `${shownDepth} levels`} below the root.
            </span>
          </p>

          <div class="lx-table-wrap">
            <table class="lx-table te-table" aria-describedby={`${sliderId}-note`}>
              <thead>
                <tr>
                  <th scope="col">Level</th>
                  <th scope="col">
                    <span class="te-key te-key--course" aria-hidden="true" /> Course’s tree
                    <span class="te-sub">keeps playing after a win</span>
                  </th>
                  <th scope="col">
                    <span class="te-key te-key--wins" aria-hidden="true" /> Wins end the game
                    <span class="te-sub">won positions have no children</span>
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
                  <th scope="row">All</th>
                  <td data-testid="total-course">{fmt(totals.course)}</td>
                  <td data-testid="total-wins">{fmt(totals.wins)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p class="lx-small" id={`${sliderId}-note`}>
            Bars on a log scale: every tenfold growth adds the same length. The two trees differ from the first level where a game can be won.
          </p>
          {isEmptyRoot && shownDepth === maxDepth && (
            <p class="message message--ok te-answer" data-testid="tree-answer">
              The whole tree where wins end the game: {fmt(totals.wins)} positions, root included. The course’s tree, which plays on after a win, has{' '}
              {fmt(totals.course)}.
            </p>
          )}
        </div>
      </div>

      <section class="lx-section te-sample" aria-labelledby={`${sliderId}-sample`}>
        <div class="lx-row lx-row--spread">
          <h3 class="te-h" id={`${sliderId}-sample`}>
            Level {shownDepth}, from the left
          </h3>
          <div class="lx-seg" role="group" aria-label="Tree to sample and walk">
            <button type="button" class="btn btn--small" aria-pressed={kind === 'course'} onClick={() => changeKind('course')}>
              Course’s tree
            </button>
            <button type="button" class="btn btn--small" aria-pressed={kind === 'wins'} onClick={() => changeKind('wins')}>
              Wins end the game
            </button>
          </div>
        </div>
        <ul class="te-boards" aria-label={`The first positions on level ${shownDepth} of ${KIND_WORDS[kind]}`}>
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
            ? 'This level is empty.'
            : samples.expanded === 0
              ? 'The root alone: nothing had to be grown.'
              : `To draw ${samples.boards.length === 1 ? 'this position' : `these ${samples.boards.length}`} of the ${fmt(at(kind, shownDepth))} on level ${shownDepth}, the lazy tree listed the moves of only ${fmt(samples.expanded)} ${samples.expanded === 1 ? 'position' : 'positions'}. Nothing further right was ever grown.`}
        </p>

        <div class="lx-row">
          <button type="button" class="btn" onClick={startWalk} disabled={walk !== null && !walk.done}>
            Walk {KIND_WORDS[kind]} node by node
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
              Stop
            </button>
          )}
        </div>
        <p class="lx-small" role="status" aria-live="polite" data-testid="tree-walk">
          {walk === null
            ? `The table merges equal boards to count fast. The walk visits every one of the ${fmt(sum(expected))} nodes instead, one generator step at a time.`
            : walk.done
              ? `Walked ${fmt(walk.walked)} nodes: ${walk.counts.map(fmt).join(', ')} per level. ${walkAgrees ? 'The same as the table.' : 'This differs from the table!'}`
              : `Walking… ${fmt(walk.walked)} of ${fmt(sum(expected))} nodes so far.`}
        </p>
        {walk && (
          <progress class="te-progress" max={sum(expected)} value={walk.walked} aria-label="Nodes walked">
            {walk.walked}
          </progress>
        )}
      </section>
    </div>
  );
}
