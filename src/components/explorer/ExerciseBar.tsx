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
}

export function ExerciseBar({ spec, revealed, answers, report, solution, invalid, invalidId, nameOf, dispatch }: ExerciseBarProps) {
  const random = spec.position === 'random';
  return (
    <div class="sx-exercise-panel">
      <p>
        {revealed
          ? 'The solution: alpha-beta’s values and cuts. Values at nodes it left early are bounds (≥ or ≤).'
          : 'Type the value of each node (MAX takes the largest child, MIN the smallest) and press ✂ on every branch alpha-beta never looks at, left to right. At a node left early, its bound (“≥ 39”) or its true value both count.'}
      </p>
      <div class="sx-row">
        {!revealed && (
          <button type="button" class="sx-btn" onClick={() => dispatch({ type: 'check' })}>
            Check
          </button>
        )}
        <button type="button" class="sx-btn" onClick={() => dispatch({ type: 'reveal' })}>
          {revealed ? 'Hide the solution' : 'Show the solution'}
        </button>
        {random && (
          <button type="button" class="sx-btn" onClick={() => dispatch({ type: 'anotherTree' })}>
            Another tree
          </button>
        )}
        {!random && (
          <button type="button" class="sx-btn" onClick={() => dispatch({ type: 'spec', patch: { position: 'random' } })}>
            A random tree
          </button>
        )}
      </div>
      {invalid.length > 0 && (
        <ul class="sx-invalid" role="status" data-testid="sx-not-a-number">
          {invalid.map((key) => (
            <li key={key} id={invalidId(key)}>
              {nameOf(key)}: {notANumberText(answers[key])}.
            </li>
          ))}
        </ul>
      )}
      {random && <p class="sx-muted">Seed {spec.random.seed}: give this link or the seed to someone and they get the same tree.</p>}
      {report && !revealed && (
        <p class={`sx-report${report.allRight ? ' is-right' : ''}`} role="status">
          {reportSummary(report)}
        </p>
      )}
      {solution && (
        <details class="sx-solution">
          <summary>Values, node by node</summary>
          <ul>
            {[...solution.values].map(([key, v]) => (
              <li key={key}>
                {nameOf(key)}: {solutionText(v)}
                {v.bound ? ` (its true value is ${v.exact})` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
