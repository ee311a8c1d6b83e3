/**
 * The cell's goal, above the contract (`lib/models/codeCell/goals.ts`): what to
 * reach, a button that sets the match up for it, a hint, a solution to load,
 * and whether the last match met it and why. The verdict is the model's,
 * from the games the sandbox reported; this view only draws it.
 */

import { useState } from 'preact/hooks';
import { goalHint, goalStatement, type GoalCheck, type MatchGoal } from '../../lib/models/codeCell/goals.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import type { Verdict } from '../../lib/progress/store.ts';
import './GoalPanel.css';

export interface GoalPanelProps {
  readonly goal: MatchGoal;
  readonly check: GoalCheck;
  /** The verdict this browser keeps for the goal (undefined until hydrated, or never checked). */
  readonly stored: Verdict | undefined;
  /** The menus already hold the goal's settings. */
  readonly settingsMatch: boolean;
  /** Hydrated, and no match running: the buttons work. */
  readonly enabled: boolean;
  readonly headingId: string;
  readonly onUseSettings: () => void;
  readonly onLoadSolution: () => void;
  readonly t: CodeCellWords;
}

export function GoalPanel({ goal, check, stored, settingsMatch, enabled, headingId, onUseSettings, onLoadSolution, t }: GoalPanelProps) {
  const verdict: Record<GoalCheck['status'], string> = { met: t.goalMet, 'not-met': t.goalNotMet, open: '' };
  const [hint, setHint] = useState(false);
  const hintId = `${headingId}-hint`;
  return (
    <section class="cc-goal" aria-labelledby={headingId}>
      <h3 class="cc-h" id={headingId}>
        <span class="cc-goal__id">{goal.id}</span> {t.goalHeading}
        {stored === 'right' && <span class="cc-goal__done">{t.goalDone}</span>}
      </h3>
      <p class="cc-goal__statement">{goalStatement(goal, t)}</p>
      <div class="cc-toolbar">
        <button type="button" class="btn cc-small" onClick={onUseSettings} disabled={!enabled || settingsMatch}>
          {settingsMatch ? t.goalSettingsSet : t.goalUseSettings}
        </button>
        <button type="button" class="btn cc-small" onClick={() => setHint((v) => !v)} aria-expanded={hint} aria-controls={hintId} disabled={!enabled}>
          {hint ? t.hideHint : t.hint}
        </button>
        <button type="button" class="btn cc-small" onClick={onLoadSolution} disabled={!enabled}>
          {t.loadSolution}
        </button>
      </div>
      <p id={hintId} class="cc-goal__hint" hidden={!hint}>
        <strong>{t.hintLabel}</strong> {goalHint(goal, t)}
      </p>
      <p class={`cc-goal__verdict is-${check.status}`} role="status" data-goal={check.status}>
        {verdict[check.status]}
        {check.reason}
      </p>
    </section>
  );
}
