/**
 * @packageDocumentation
 * A row of buttons that each load an example board into a cell (render
 * only): a group named "Example boards", one button per example, its label
 * the button's text.
 */

export interface ExampleButtonsProps<E extends { readonly label: string }> {
  /** The row's class (its layout), and the buttons' (`btn`, `btn btn--small`). */
  class: string;
  button: string;
  examples: readonly E[];
  onPick(example: E): void;
}

export function ExampleButtons<E extends { readonly label: string }>({ class: cls, button, examples, onPick }: ExampleButtonsProps<E>) {
  return (
    <div class={cls} role="group" aria-label="Example boards">
      {examples.map((ex) => (
        <button type="button" class={button} key={ex.label} onClick={() => onPick(ex)}>
          {ex.label}
        </button>
      ))}
    </div>
  );
}
