/**
 * @packageDocumentation
 * A row of tabs (render only): one button per tab, `id` its element id, the
 * selected one in the tab order, the arrow keys moving to the next or the
 * previous tab (wrapping round) and focusing it. The panel it controls is
 * `panel`; the cell draws it. Each tab is an `.lx-tab` (ui/cellLayout.css).
 */

import './cellLayout.css';

export function TabList<T extends string>({
  class: cls,
  label,
  tabs,
  selected,
  id,
  panel,
  title,
  onSelect,
}: {
  class: string;
  label: string;
  tabs: readonly T[];
  selected: T;
  id: (t: T) => string;
  panel: string;
  title: (t: T) => string;
  onSelect: (t: T) => void;
}) {
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? tabs.length - 1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = tabs[(tabs.indexOf(selected) + step) % tabs.length];
    onSelect(next);
    document.getElementById(id(next))?.focus();
  };
  return (
    <div class={cls} role="tablist" aria-label={label} onKeyDown={(e) => onKey(e as unknown as KeyboardEvent)}>
      {tabs.map((t) => (
        <button type="button" class="lx-tab" role="tab" id={id(t)} aria-selected={t === selected} aria-controls={panel} tabindex={t === selected ? 0 : -1} onClick={() => onSelect(t)}>
          {title(t)}
        </button>
      ))}
    </div>
  );
}
