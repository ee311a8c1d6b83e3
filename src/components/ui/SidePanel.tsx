/**
 * The panel beside the tree: the caption of the step, the counters (this
 * search against plain minimax on the same tree), the node being looked at
 * (its board, its value, its window, its children to move to), and the code in
 * step. Render only; the island owns the state.
 */

import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Caption } from '../../lib/viz/captions.ts';
import { CODE_POINT_WORDS, codePointOf, type CodeLines } from '../../lib/viz/codeMarkers.ts';
import { formatScore, formatValue, plural } from '../../lib/viz/format.ts';
import type { LaidOutNode } from '../../lib/viz/layout.ts';
import { nodeState, valueKind, type StepView } from '../../lib/viz/replay.ts';
import { toView, windowToView } from '../../lib/viz/perspective.ts';
import type { TraceModel } from '../../lib/viz/traceModel.ts';
import type { Algorithm, Perspective } from '../../lib/viz/types.ts';
import { BoardPictureSvg, boardPicture } from './boardPictures.tsx';
import type { Recording } from '../../lib/viz/searchRun.ts';

const TONE_GLYPH: Record<Caption['tone'], string> = {
  start: '•',
  enter: '↓',
  leaf: '■',
  raise: '↑',
  cutoff: '✂',
  exit: '↩',
  tt: '⌘',
  end: '★',
};

export function CaptionBox({ caption }: { caption: Caption }) {
  return (
    <p class={`sx-caption sx-caption--${caption.tone}`} data-tone={caption.tone}>
      <span class="sx-caption__glyph" aria-hidden="true">
        {TONE_GLYPH[caption.tone]}
      </span>
      <span>{caption.text}</span>
    </p>
  );
}

export interface CountersProps {
  view: StepView;
  recording: Recording;
  /** Totals of the whole recording (what this search does by the end). */
  final: StepView;
}

export function Counters({ view, recording, final }: CountersProps) {
  const c = view.counters;
  const f = final.counters;
  const mm = recording.minimax;
  const alg = recording.spec.algorithm;
  const ab = alg === 'alphabeta' || alg === 'shallow';
  const name = alg === 'alphabeta' ? 'Alpha-beta' : alg === 'shallow' ? 'Shallow' : alg === 'negamax' ? 'Negamax' : 'Minimax';
  const saved = mm.nodes - f.visited;
  const rows: [string, number, number, number | string][] = [
    ['Positions visited', c.visited, f.visited, mm.nodes],
    ['Leaves evaluated', c.leaves, f.leaves, mm.leaves],
  ];
  if (ab) {
    rows.push(['Cutoffs', c.cutoffs, f.cutoffs, '—']);
    rows.push(['Positions skipped', c.skipped, f.skipped, '—']);
  }
  return (
    <div class="sx-counters">
      <table>
        <caption class="sx-visually-hidden">Counters: this search so far, at the end, and plain minimax on the same tree</caption>
        <thead>
          <tr>
            <th scope="col">
              <span class="sx-visually-hidden">Counter</span>
            </th>
            <th scope="col">{name}</th>
            <th scope="col">Minimax</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, now, end, plain]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>
                <strong>{now.toLocaleString('en-US')}</strong>
                <span class="sx-of"> / {end.toLocaleString('en-US')}</span>
              </td>
              <td>{typeof plain === 'number' ? plain.toLocaleString('en-US') : plain}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!recording.truncated && alg !== 'minimax' && alg !== 'negamax' && (
        <p class="sx-saving">
          {saved > 0
            ? `${name} visits ${f.visited.toLocaleString('en-US')} of minimax’s ${mm.nodes.toLocaleString('en-US')} positions: ${Math.round((100 * saved) / mm.nodes)}% fewer.`
            : `${name} visits every position here: no cutoff could happen in this order.`}
        </p>
      )}
    </div>
  );
}

export interface NodePanelProps {
  recording: Recording;
  view: StepView;
  node: LaidOutNode | undefined;
  perspective: Perspective;
  layoutChildren: readonly LaidOutNode[];
  following: boolean;
  onSelect: (key: string) => void;
  onFollow: () => void;
  onToggle: (key: string) => void;
  expanded: boolean;
}

export function NodePanel({ recording, view, node, perspective, layoutChildren, following, onSelect, onFollow, onToggle, expanded }: NodePanelProps) {
  if (!node)
    return (
      <div class="sx-nodepanel">
        <p class="sx-muted">The search has not started: the root will be the first position.</p>
      </div>
    );
  const { source, model } = recording;
  const name = source.nodeName(node.path);
  const label = source.label(node.path);
  const who = source.players[node.player];
  const isToy = recording.spec.game === 'toy';
  const role = node.isLeaf ? (isToy ? 'a leaf' : 'game over or depth limit') : isToy ? `a ${who} node` : `${who} to move`;
  const state =
    node.model >= 0 && node.kind === 'searched'
      ? nodeState(view, node.model)
      : node.kind === 'pruned' || node.kind === 'ghost'
        ? view.phase[node.stub] === 3
          ? 'pruned'
          : 'not reached yet'
        : 'unvisited';
  let value = '';
  if (node.model >= 0 && node.kind === 'searched' && view.kind[node.model] !== 0) {
    value = formatValue(view.value[node.model], valueKind(view, node.model), node.player, perspective);
  }
  const position = source.position(node.path);
  const picture = boardPicture(recording.spec.game);
  const exactValue = node.kind !== 'searched' ? formatScore(toView(source.value(node.path, node.depthLeft), node.player, perspective)) : '';
  const window =
    node.model >= 0 && !Number.isNaN(view.alpha[node.model]) && nodeState(view, node.model) !== 'unvisited'
      ? `α ${formatScore(view.alpha[node.model])}, β ${formatScore(view.beta[node.model])}`
      : '';
  const parentKey = node.parent;
  const canToggle = node.hiddenChildren > 0 || layoutChildren.length > 0;
  return (
    <div class="sx-nodepanel">
      <div class="sx-nodepanel__head">
        <h3 class="sx-nodepanel__title">
          {label ? <>{label} </> : null}
          <span class="sx-muted">{label ? `(${name === label ? role : name})` : name}</span>
        </h3>
        {!following && (
          <button type="button" class="sx-btn sx-btn--small" onClick={onFollow}>
            Follow the search
          </button>
        )}
      </div>
      <div class="sx-nodepanel__body">
        {position && picture && <BoardPictureSvg picture={picture} position={position} size={84} last={node.move ?? undefined} />}
        <dl class="sx-facts">
          <dt>Who moves</dt>
          <dd>{role}</dd>
          <dt>State</dt>
          <dd>{state}</dd>
          {value && (
            <>
              <dt>Value</dt>
              <dd>{value}</dd>
            </>
          )}
          {window && (
            <>
              <dt>Window</dt>
              <dd>{window}</dd>
            </>
          )}
          {node.kind === 'pruned' && node.model >= 0 && (
            <>
              <dt>Skipped</dt>
              <dd>{plural(model.nodes[node.model].size, 'position')}</dd>
            </>
          )}
          {node.kind !== 'searched' && (
            <>
              <dt>True value</dt>
              <dd>
                {exactValue} <span class="sx-muted">(never computed by the search)</span>
              </dd>
            </>
          )}
        </dl>
      </div>
      <div class="sx-nodenav" role="group" aria-label="Move around the tree">
        {parentKey !== null && (
          <button type="button" class="sx-btn sx-btn--small" onClick={() => onSelect(parentKey)}>
            ↑ Parent
          </button>
        )}
        {layoutChildren.map((c) => {
          const s = c.model >= 0 && c.kind === 'searched' ? nodeState(view, c.model) : view.phase[c.stub] === 3 ? 'pruned' : 'unvisited';
          const v =
            c.model >= 0 && c.kind === 'searched' && view.kind[c.model] !== 0
              ? formatValue(view.value[c.model], valueKind(view, c.model), c.player, perspective)
              : '';
          const cl = source.label(c.path);
          return (
            <button key={c.key} type="button" class={`sx-btn sx-btn--small sx-chip sx-chip--${s}`} onClick={() => onSelect(c.key)} data-state={s}>
              {cl ?? (c.move !== null ? source.formatMove(node.path, c.move) : '?')}
              {v && <span class="sx-chip__value"> {v}</span>}
              {s === 'pruned' && <span aria-hidden="true"> ✂</span>}
              <span class="sx-visually-hidden">, {s}</span>
            </button>
          );
        })}
        {canToggle && (
          <button type="button" class="sx-btn sx-btn--small" onClick={() => onToggle(node.key)} aria-expanded={expanded}>
            {expanded ? 'Hide the branch below' : node.kind === 'searched' ? 'Show the branch below' : 'Open this pruned branch'}
          </button>
        )}
      </div>
    </div>
  );
}

export interface CodePanelProps {
  id: string;
  algorithm: Algorithm;
  lines: Partial<Record<Algorithm, CodeLines>>;
  view: StepView;
  model: TraceModel;
  perspective: Perspective;
  children: ComponentChildren;
}

/**
 * The listings arrive as static HTML (Shiki, at build time) in `children`, one
 * per source, each wrapped in `[data-sx-listing="<algorithm> …"]` (the algorithms
 * that run it: shallow pruning is alpha-beta's own code) with a
 * `data-line` on every line. Showing one and highlighting a line is a
 * generated stylesheet: no DOM surgery on the static HTML.
 */
export function CodePanel({ id, algorithm, lines, view, model, perspective, children }: CodePanelProps) {
  const ev = view.event;
  const map = lines[algorithm];
  const point = ev ? codePointOf(ev, model.events[view.step - 2]) : undefined;
  const line = point && map ? map[point] : undefined;
  const ref = useRef<HTMLDivElement>(null);
  // One class moved from line to line: cheaper than a stylesheet that changes at every step.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const box = root.querySelector<HTMLElement>(`[data-sx-listing~="${algorithm}"] pre`);
    const el = line && box ? box.querySelector<HTMLElement>(`.line[data-line="${line}"]`) : null;
    for (const old of root.querySelectorAll('.sx-line--current')) {
      if (old !== el) {
        old.classList.remove('sx-line--current');
        old.removeAttribute('aria-current');
      }
    }
    if (!box || !el) return;
    el.classList.add('sx-line--current');
    el.setAttribute('aria-current', 'step');
    const top = el.offsetTop - box.offsetTop;
    if (top < box.scrollTop + 16 || top > box.scrollTop + box.clientHeight - 32) box.scrollTop = Math.max(0, top - box.clientHeight / 3);
  }, [line, algorithm]);
  const locals = codeLocals(model, view, algorithm, perspective);
  const css = `#${id} [data-sx-listing]:not([data-sx-listing~="${algorithm}"]){display:none}`;
  return (
    <div class="sx-code" id={id} ref={ref}>
      <style>{css}</style>
      <p class="sx-code__where" aria-live="off">
        {point && line ? (
          <>
            Line {line}: {CODE_POINT_WORDS[point]}.
          </>
        ) : (
          'The engine’s own code; the line of each step lights up.'
        )}
      </p>
      {locals && <p class="sx-code__locals">{locals}</p>}
      {children}
    </div>
  );
}

/**
 * The current node's variables as the code sees them: negamax values (for the
 * side to move) except in minimax, which works for MAX. The view holds them in
 * the reader's perspective; at a MIN node the two differ by a sign (and alpha
 * and beta swap).
 */
function codeLocals(model: TraceModel, view: StepView, algorithm: Algorithm, perspective: Perspective): string {
  if (view.current < 0) return '';
  const i = view.stack.length > 0 ? view.stack[view.stack.length - 1] : view.current;
  const node = model.nodes[i];
  if (!node) return '';
  const codePerspective: Perspective = algorithm === 'minimax' ? 'max' : 'mover';
  // View values back to the side to move, then to the code's reading.
  const asCode = (v: number) => toView(toView(v, node.player, perspective), node.player, codePerspective);
  const parts = [`depthLeft = ${node.depthLeft === Infinity ? '∞' : node.depthLeft}`];
  const a = view.alpha[i];
  const b = view.beta[i];
  if ((algorithm === 'alphabeta' || algorithm === 'shallow') && !Number.isNaN(a)) {
    const [mover0, mover1] = windowToView(a, b, node.player, perspective);
    const [ca, cb] = windowToView(mover0, mover1, node.player, codePerspective);
    parts.push(`alpha = ${formatScore(ca)}`, `beta = ${formatScore(cb)}`);
  }
  if (view.kind[i] === 1) parts.push(`best = ${formatScore(asCode(view.value[i]))}`);
  return parts.join(' · ');
}
