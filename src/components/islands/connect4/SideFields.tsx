/**
 * @packageDocumentation
 * The settings of one side of a Connect-K game (render only): a person or
 * the computer, and for the computer its search depth and its evaluation.
 * Used by the play cell (either side a person or the computer) and the match
 * cell (two computers).
 */

import type { EvaluationId } from '../../../engine/games/connect4/duel.ts';

export const EVALUATION_NAMES: Readonly<Record<EvaluationId, string>> = {
  windows: 'open windows',
  cells: 'cell weights',
  none: 'none (search only)',
};

export interface ComputerSettings {
  readonly depth: number;
  readonly evaluation: EvaluationId;
}

export function ComputerFields({
  id,
  value,
  depths,
  disabled,
  onChange,
}: {
  id: string;
  value: ComputerSettings;
  depths: readonly number[];
  disabled?: boolean;
  onChange: (v: ComputerSettings) => void;
}) {
  return (
    <>
      <label class="c4l-field">
        <span>Depth</span>
        <select
          id={`${id}-depth`}
          value={String(value.depth)}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, depth: Number((e.target as HTMLSelectElement).value) })}
        >
          {depths.map((d) => (
            <option value={String(d)}>
              {d} {d === 1 ? 'ply' : 'plies'}
            </option>
          ))}
        </select>
      </label>
      <label class="c4l-field">
        <span>Evaluation</span>
        <select
          id={`${id}-eval`}
          value={value.evaluation}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, evaluation: (e.target as HTMLSelectElement).value as EvaluationId })}
        >
          {(Object.keys(EVALUATION_NAMES) as EvaluationId[]).map((k) => (
            <option value={k}>{EVALUATION_NAMES[k]}</option>
          ))}
        </select>
      </label>
    </>
  );
}

export interface BoardSize {
  readonly width: number;
  readonly height: number;
  readonly k: number;
}

const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);

/** Columns, rows and K; a K that cannot fit is not offered. */
export function SizeFields({ id, value, disabled, onChange }: { id: string; value: BoardSize; disabled?: boolean; onChange: (v: BoardSize) => void }) {
  const fit = (v: BoardSize): BoardSize => ({ ...v, k: Math.min(v.k, Math.max(v.width, v.height)) });
  const field = (label: string, key: keyof BoardSize, options: number[]) => (
    <label class="c4l-field">
      <span>{label}</span>
      <select
        id={`${id}-${key}`}
        value={String(value[key])}
        disabled={disabled}
        onChange={(e) => onChange(fit({ ...value, [key]: Number((e.target as HTMLSelectElement).value) }))}
      >
        {options.map((n) => (
          <option value={String(n)}>{n}</option>
        ))}
      </select>
    </label>
  );
  return (
    <>
      {field('Columns', 'width', range(3, 9))}
      {field('Rows', 'height', range(3, 8))}
      {field('In a row (K)', 'k', range(3, Math.min(6, Math.max(value.width, value.height))))}
    </>
  );
}
