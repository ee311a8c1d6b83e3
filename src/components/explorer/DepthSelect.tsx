/**
 * A menu of depths: 1 to `max`, then one choice for all of it (Infinity). The
 * explorer's search depth and its zoom bar's levels are both this menu.
 */

export interface DepthSelectProps {
  /** The depth chosen; Infinity for all of it. */
  value: number;
  max: number;
  /** The words of depth d in the menu. */
  label: (depth: number) => string;
  /** The value and the words of the last choice, all of it. */
  all: { readonly value: string; readonly label: string };
  onChange: (depth: number) => void;
}

export function DepthSelect({ value, max, label, all, onChange }: DepthSelectProps) {
  return (
    <select
      value={value === Infinity ? all.value : String(value)}
      onChange={(e) => {
        const v = (e.target as HTMLSelectElement).value;
        onChange(v === all.value ? Infinity : Number(v));
      }}
    >
      {Array.from({ length: max }, (_, k) => k + 1).map((d) => (
        <option key={d} value={String(d)}>
          {label(d)}
        </option>
      ))}
      <option value={all.value}>{all.label}</option>
    </select>
  );
}
