/**
 * @packageDocumentation
 * A row of buttons that each load an example board into a cell (render
 * only): a group named "Example boards", one button per example, its label
 * the button's text.
 */

import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';

export interface ExampleButtonsProps<E extends { readonly label: string }> {
  /** The row's class (its layout), and the buttons' (`btn`, `btn btn--small`). */
  class: string;
  button: string;
  examples: readonly E[];
  onPick(example: E): void;
  /** The page's language, for the group's name; English when absent. */
  lang?: Locale;
}

export function ExampleButtons<E extends { readonly label: string }>({ class: cls, button, examples, onPick, lang }: ExampleButtonsProps<E>) {
  const t = messages(lang).widgets;
  return (
    <div class={cls} role="group" aria-label={t.exampleBoards}>
      {examples.map((ex) => (
        <button type="button" class={button} key={ex.label} onClick={() => onPick(ex)}>
          {ex.label}
        </button>
      ))}
    </div>
  );
}
