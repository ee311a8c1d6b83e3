/**
 * @packageDocumentation
 * A cell's labelled settings (render only): a choice among options, a kit's
 * list of choices (a board, a computer), and the seed of a computer's random
 * choice. The play cell, the Connect-K match and the any-game engine write
 * their settings with them; each cell styles the label with its own class.
 */

import { fitChoices, type PlayChoice, type PlaySettings } from '../../lib/games/kit.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';

export type Options = readonly (readonly [string | number, string])[];

interface FieldProps {
  /** The label's class (the cell's field style). */
  readonly class: string;
  readonly label: string;
  readonly id?: string;
  readonly disabled?: boolean;
}

/** A select with its label (`select`: the select's own class); `onChange` gets the chosen option's value as text. */
export function SelectField({ class: cls, select, label, id, disabled, value, options, onChange }: FieldProps & { select?: string; value: string | number; options: Options; onChange: (v: string) => void }) {
  return (
    <label class={cls}>
      <span>{label}</span>
      <select id={id} class={select} value={String(value)} disabled={disabled} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map(([v, text]) => (
          <option value={String(v)}>{text}</option>
        ))}
      </select>
    </label>
  );
}

/** A kit's choices, one select each (ids `${id}-${key}`); a change gives every value, each still among its options. */
export function ChoiceFields({ class: cls, id, disabled, choices, values, onChange }: Omit<FieldProps, 'label'> & { id: string; choices: readonly PlayChoice[]; values: PlaySettings; onChange: (v: PlaySettings) => void }) {
  const set = (key: string, v: string) => onChange(fitChoices(choices, { ...values, [key]: typeof values[key] === 'number' ? Number(v) : v }));
  return (
    <>
      {choices.map((c) => (
        <SelectField class={cls} id={`${id}-${c.key}`} label={c.label} value={values[c.key]} options={c.options(values)} disabled={disabled} onChange={(v) => set(c.key, v)} />
      ))}
    </>
  );
}

/** A seed: a whole number below 2³¹ (what the engine's generator takes); other text is ignored. The label defaults to "Seed" in `lang`. */
export function SeedField({ class: cls, label, id, disabled, input, title, value, onSeed, lang }: Omit<FieldProps, 'label'> & { label?: string; input: string; title?: string; value: number; onSeed: (seed: number) => void; lang?: Locale }) {
  const t = messages(lang).widgets;
  return (
    <label class={cls} title={title}>
      <span>{label ?? t.seed}</span>
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
