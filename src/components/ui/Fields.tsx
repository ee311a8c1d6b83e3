/**
 * @packageDocumentation
 * A cell's labelled settings (render only): a choice among options, and the
 * seed of a computer's random choice. The play cell, the Connect-K match and
 * the any-game engine write their settings with them; each cell styles the
 * label with its own class.
 */

export type Options = readonly (readonly [string | number, string])[];

interface FieldProps {
  /** The label's class (the cell's field style). */
  readonly class: string;
  readonly label: string;
  readonly id?: string;
  readonly disabled?: boolean;
}

/** A select with its label; `onChange` gets the chosen option's value as text. */
export function SelectField({
  class: cls,
  label,
  id,
  disabled,
  value,
  options,
  onChange,
}: FieldProps & {
  value: string | number;
  options: Options;
  onChange: (v: string) => void;
}) {
  return (
    <label class={cls}>
      <span>{label}</span>
      <select id={id} value={String(value)} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map(([v, text]) => (
          <option value={String(v)}>{text}</option>
        ))}
      </select>
    </label>
  );
}

/** A seed: a whole number below 2³¹ (what the engine's generator takes); other text is ignored. */
export function SeedField({
  class: cls,
  label = 'Seed',
  id,
  disabled,
  input,
  title,
  value,
  onSeed,
}: Omit<FieldProps, 'label'> & {
  label?: string;
  input: string;
  title?: string;
  value: number;
  onSeed: (seed: number) => void;
}) {
  return (
    <label class={cls} title={title}>
      <span>{label}</span>
      <input
        id={id}
        class={input}
        type="number"
        min={0}
        step={1}
        value={value}
        disabled={disabled}
        onChange={(e) => /^\d+$/.test(e.currentTarget.value) && Number(e.currentTarget.value) < 2 ** 31 && onSeed(Number(e.currentTarget.value))}
      />
    </label>
  );
}
