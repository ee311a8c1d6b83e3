/**
 * The node looked at (the focused, selected or current node): its board, who
 * moves, its state, value and window, what a pruned branch skipped, and
 * buttons to its parent and children (lib/viz/explorer/panels.ts says what).
 * Render only.
 */

import type { NodeFacts } from '../../lib/viz/explorer/panels.ts';
import type { VizGame } from '../../lib/viz/spec.ts';
import { BoardPictureSvg, boardPicture } from '../ui/boardPictures.tsx';
import './NodePanel.css';

export interface NodePanelProps {
  game: VizGame;
  /** Undefined before the search starts (no node to show). */
  facts: NodeFacts | undefined;
  /** True when the panel follows the search (nothing selected). */
  following: boolean;
  onSelect: (key: string) => void;
  onFollow: () => void;
  onToggle: () => void;
}

export function NodePanel({ game, facts, following, onSelect, onFollow, onToggle }: NodePanelProps) {
  if (!facts)
    return (
      <div class="sx-nodepanel">
        <p class="sx-muted">The search has not started: the root will be the first position.</p>
      </div>
    );
  const { label, name, role } = facts;
  const picture = boardPicture(game);
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
        {facts.position && picture && <BoardPictureSvg picture={picture} position={facts.position} size={84} last={facts.last} />}
        <NodeFactList facts={facts} />
      </div>
      <div class="sx-nodenav" role="group" aria-label="Move around the tree">
        {facts.parent !== null && (
          <button type="button" class="sx-btn sx-btn--small" onClick={() => onSelect(facts.parent!)}>
            ↑ Parent
          </button>
        )}
        {facts.children.map((c) => (
          <button key={c.key} type="button" class={`sx-btn sx-btn--small sx-chip sx-chip--${c.state}`} onClick={() => onSelect(c.key)} data-state={c.state}>
            {c.text}
            {c.value && <span class="sx-chip__value"> {c.value}</span>}
            {c.state === 'pruned' && <span aria-hidden="true"> ✂</span>}
            <span class="visually-hidden">, {c.state}</span>
          </button>
        ))}
        {facts.toggle && (
          <button type="button" class="sx-btn sx-btn--small" onClick={onToggle} aria-expanded={facts.toggle.expanded}>
            {facts.toggle.text}
          </button>
        )}
      </div>
    </div>
  );
}

function NodeFactList({ facts }: { facts: NodeFacts }) {
  return (
    <dl class="sx-facts">
      <dt>Who moves</dt>
      <dd>{facts.role}</dd>
      <dt>State</dt>
      <dd>{facts.state}</dd>
      {facts.value && (
        <>
          <dt>Value</dt>
          <dd>{facts.value}</dd>
        </>
      )}
      {facts.window && (
        <>
          <dt>Window</dt>
          <dd>{facts.window}</dd>
        </>
      )}
      {facts.skipped && (
        <>
          <dt>Skipped</dt>
          <dd>{facts.skipped}</dd>
        </>
      )}
      {facts.trueValue !== undefined && (
        <>
          <dt>True value</dt>
          <dd>
            {facts.trueValue} <span class="sx-muted">(never computed by the search)</span>
          </dd>
        </>
      )}
    </dl>
  );
}
