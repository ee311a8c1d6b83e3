/** Buttons for the steps the page's prose talks about ("1. A is done"), under the timeline. Render only. */

import './StepMarks.css';

export interface StepMarksProps {
  marks: readonly { readonly label: string; readonly step: number }[];
  step: number;
  onGo: (step: number) => void;
  /** The group's name, in the page's language. */
  label: string;
}

export function StepMarks({ marks, step, onGo, label }: StepMarksProps) {
  return (
    <div class="sx-marks" role="group" aria-label={label}>
      {marks.map((m, k) => (
        <button type="button" class="sx-btn sx-btn--small" aria-pressed={step === m.step} data-mark-step={m.step} onClick={() => onGo(m.step)}>
          {k + 1}. {m.label}
        </button>
      ))}
    </div>
  );
}
