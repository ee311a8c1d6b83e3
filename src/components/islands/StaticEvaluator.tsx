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
import { EMPTY_BOARD, checkSetup, normaliseBoard, signedScore, stonesOf } from '../../lib/games/tictactoe.ts';
import { WIN_LINES, WIN_MASKS, courseStatic, pack, popcount32 } from '../../lib/games/tictactoeBits.ts';
import { TicTacToeEditor } from '../parts/tictactoe.tsx';
import { evaluatorParams } from '../../lib/url/cellParams.ts';
import { useCellLink } from '../hooks/useCellLink.ts';
import { UrlNotice } from '../ui/UrlNotice.tsx';
import { ExampleButtons } from '../ui/ExampleButtons.tsx';
import '../ui/cellLayout.css';
import './StaticEvaluator.css';

export interface StaticEvaluatorProps {
  /** Starting board; default empty. */
  board?: string;
  /** Query parameter for the board; `null` leaves the URL alone. Default "eval". */
  urlParam?: string | null;
}

const LINE_NAMES = ['top row', 'middle row', 'bottom row', 'left column', 'middle column', 'right column', 'diagonal ↘', 'diagonal ↙'];

const bin9 = (v: number) => v.toString(2).padStart(9, '0');
const hex = (v: number) => `0x${v.toString(16).toUpperCase()}`;

const EXAMPLES: readonly { label: string; board: string }[] = [
  { label: 'Empty board', board: EMPTY_BOARD },
  { label: 'O wins a column', board: 'xo.xo..ox' },
  { label: 'X wins a diagonal', board: 'xo..xo..x' },
  { label: 'Both have a line', board: 'xxxooo...' },
];

export default function StaticEvaluator({ board: initial, urlParam = 'eval' }: StaticEvaluatorProps) {
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
  const check = useMemo(() => checkSetup(board), [board]);
  // The turn bit does not matter to the evaluation; take the one the counts suggest.
  const turn = popcount32(x) > popcount32(o) ? 1 : 0;
  const p = pack({ x, o, turn });
  const value = courseStatic(p);
  const xLines = WIN_MASKS.filter((m) => (x & m) === m).length;
  const oLines = WIN_MASKS.filter((m) => (o & m) === m).length;
  const why =
    xLines > 0 && oLines > 0
      ? 'both sides have a line (a board only the course’s tree reaches, since it plays on after a win); X is tested first, so −1'
      : xLines > 0
        ? 'X, the player, has a line'
        : oLines > 0
          ? 'O, the computer, has a line'
          : 'no line for either side';

  return (
    <div class="lx se" data-value={value}>
      <UrlNotice ignored={link.ignored} cell="the evaluator" />
      <div class="lx-cols">
        <div class="lx-boardcol">
          <TicTacToeEditor board={board} label="Board to evaluate: press a cell to change it (empty, X, O)" onChange={change} />
          <ExampleButtons class="lx-row se-examples" button="btn btn--small" examples={EXAMPLES} onPick={(ex) => change(ex.board)} />
        </div>

        <div class="lx-stack">
          <p class="se-result" role="status" aria-live="polite">
            <span class="lx-muted">static =</span>{' '}
            <span class={`lx-big se-value se-value--${value > 0 ? 'o' : value < 0 ? 'x' : 'none'}`} data-testid="static-value">
              {signedScore(value, '-')}
            </span>{' '}
            <span data-testid="static-why">{why}.</span>
          </p>
          <dl class="lx-dl">
            <div>
              <dt>Board p</dt>
              <dd class="lx-mono">
                {p} = {hex(p)}
              </dd>
            </div>
            <div>
              <dt>X field (bits 8…0)</dt>
              <dd class="lx-mono lx-x">{bin9(x)}</dd>
            </div>
            <div>
              <dt>O field (bits 17…9)</dt>
              <dd class="lx-mono lx-o">{bin9(o)}</dd>
            </div>
          </dl>

          <div class="lx-table-wrap">
            <table class="lx-table lx-table--left se-table">
              <caption class="visually-hidden">The eight winning masks and which side covers each</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Mask</th>
                  <th scope="col">X covers it</th>
                  <th scope="col">O covers it</th>
                </tr>
              </thead>
              <tbody>
                {WIN_MASKS.map((m, i) => {
                  const xs = (x & m) === m;
                  const os = (o & m) === m;
                  return (
                    <tr key={m} class={xs || os ? 'is-hit' : undefined} data-mask={m}>
                      <th scope="row">
                        {LINE_NAMES[i]} <span class="lx-small">{WIN_LINES[i].join(' ')}</span>
                      </th>
                      <td class="lx-mono">
                        {bin9(m)} <span class="lx-small">{hex(m)}</span>
                      </td>
                      <td>{xs ? <strong class="lx-x">yes</strong> : <span class="lx-muted">no</span>}</td>
                      <td>{os ? <strong class="lx-o">yes</strong> : <span class="lx-muted">no</span>}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {!check.ok && (
            <p class="message message--warn" data-testid="static-problem">
              No game reaches this board. {check.message} The evaluation does not mind: it only reads bits.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
