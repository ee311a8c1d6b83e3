/**
 * The node looked at (the focused, selected or current node): its board, who
 * moves, its state, value and window, what a pruned branch skipped, and
 * buttons to its parent and children (lib/viz/explorer/panels.ts says what).
 * Render only.
 */

import type { NodeFacts } from '../../lib/viz/explorer/panels.ts';
import type { VizGame } from '../../lib/viz/spec.ts';
import { BoardPictureSvg, boardPicture } from '../ui/boardPictures.tsx';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
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
  /** The page's language; English when absent. */
  lang?: Locale;
}

export function NodePanel({ game, facts, following, onSelect, onFollow, onToggle, lang }: NodePanelProps) {
  const t = messages(lang).explorer;
  if (!facts)
    return (
      <div class="sx-nodepanel">
        <p class="sx-muted">{t.notStarted}</p>
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
            {t.follow}
          </button>
        )}
      </div>
      <div class="sx-nodepanel__body">
        {facts.position && picture && <BoardPictureSvg picture={picture} position={facts.position} size={84} last={facts.last} lang={lang} />}
        <NodeFactList facts={facts} lang={lang} />
      </div>
      <div class="sx-nodenav" role="group" aria-label={t.moveAround}>
        {facts.parent !== null && (
          <button type="button" class="sx-btn sx-btn--small" onClick={() => onSelect(facts.parent!)}>
            {t.parent}
          </button>
        )}
        {facts.children.map((c) => (
          <button key={c.key} type="button" class={`sx-btn sx-btn--small sx-chip sx-chip--${c.state}`} onClick={() => onSelect(c.key)} data-state={c.state}>
            {c.text}
            {c.value && <span class="sx-chip__value"> {c.value}</span>}
            {c.state === 'pruned' && <span aria-hidden="true"> ✂</span>}
            <span class="visually-hidden">, {t.states[c.state]}</span>
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

function NodeFactList({ facts, lang }: { facts: NodeFacts; lang?: Locale }) {
  const t = messages(lang).explorer;
  return (
    <dl class="sx-facts">
      <dt>{t.whoMoves}</dt>
      <dd>{facts.role}</dd>
      <dt>{t.stateLabel}</dt>
      <dd>{facts.state}</dd>
      {facts.value && (
        <>
          <dt>{t.value}</dt>
          <dd>{facts.value}</dd>
        </>
      )}
      {facts.window && (
        <>
          <dt>{t.window}</dt>
          <dd>{facts.window}</dd>
        </>
      )}
      {facts.skipped && (
        <>
          <dt>{t.skipped}</dt>
          <dd>{facts.skipped}</dd>
        </>
      )}
      {facts.trueValue !== undefined && (
        <>
          <dt>{t.trueValue}</dt>
          <dd>
            {facts.trueValue} <span class="sx-muted">{t.neverComputed}</span>
          </dd>
        </>
      )}
    </dl>
  );
}
