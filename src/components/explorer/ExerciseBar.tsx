/**
 * Exercise mode ("prune it yourself") under the tree: what to do, Check,
 * Show / Hide the solution, another tree, the fields that hold no number,
 * the check's result and, once shown, the solution node by node. Render
 * only; the fields themselves are over the tree (ExerciseLayer.tsx).
 */

import type { ExplorerAction } from '../../lib/viz/explorer/actions.ts';
import { notANumberText, reportSummary, solutionText, type ExerciseReport, type ExerciseSolution } from '../../lib/viz/exercise.ts';
import type { ExplorerSpec } from '../../lib/viz/spec.ts';
import './ExerciseBar.css';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface ExerciseBarProps {
  spec: ExplorerSpec;
  revealed: boolean;
  answers: Readonly<Record<string, string>>;
  report?: ExerciseReport;
  solution?: ExerciseSolution;
  /** Keys of the fields whose text is no number, and the id of each one's message. */
  invalid: readonly string[];
  invalidId: (key: string) => string;
  nameOf: (key: string) => string;
  dispatch: (action: ExplorerAction) => void;
  /** The page's language; English when absent. */
  lang?: Locale;
}

export function ExerciseBar({ spec, revealed, answers, report, solution, invalid, invalidId, nameOf, dispatch, lang }: ExerciseBarProps) {
  const t = messages(lang).explorer;
  const random = spec.position === 'random';
  return (
    <div class="sx-exercise-panel">
      <p>
        {revealed ? t.solutionHelp : t.exerciseHelp}
      </p>
      <div class="sx-row">
        {!revealed && (
          <button type="button" class="sx-btn" onClick={() => dispatch({ type: 'check' })}>
            {t.check}
          </button>
        )}
        <button type="button" class="sx-btn" onClick={() => dispatch({ type: 'reveal' })}>
          {revealed ? t.solutionToggle.hide : t.solutionToggle.show}
        </button>
        {random && (
          <button type="button" class="sx-btn" onClick={() => dispatch({ type: 'anotherTree' })}>
            {t.anotherTree}
          </button>
        )}
        {!random && (
          <button type="button" class="sx-btn" onClick={() => dispatch({ type: 'spec', patch: { position: 'random' } })}>
            {t.aRandomTree}
          </button>
        )}
      </div>
      {invalid.length > 0 && (
        <ul class="sx-invalid" role="status" data-testid="sx-not-a-number">
          {invalid.map((key) => (
            <li key={key} id={invalidId(key)}>
              {nameOf(key)}
              {t.colon}
              {notANumberText(answers[key], lang)}.
            </li>
          ))}
        </ul>
      )}
      {random && <p class="sx-muted">{t.seedNote(spec.random.seed)}</p>}
      {report && !revealed && (
        <p class={`sx-report${report.allRight ? ' is-right' : ''}`} role="status">
          {reportSummary(report, lang)}
        </p>
      )}
      {solution && (
        <details class="sx-solution">
          <summary>{t.solutionList}</summary>
          <ul>
            {[...solution.values].map(([key, v]) => (
              <li key={key}>
                {nameOf(key)}
                {t.colon}
                {solutionText(v)}
                {v.bound ? t.trueValueIs(v.exact) : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
