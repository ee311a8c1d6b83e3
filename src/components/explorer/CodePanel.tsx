/**
 * The engine's code beside the tree. The listings arrive as static HTML
 * (Shiki, at build time) in `children`, one per algorithm, each wrapped in
 * `[data-sx-listing="<algorithm> …"]` (every algorithm that runs it: shallow
 * pruning is alpha-beta's own code) with a `data-line` on every line. Showing
 * one and highlighting a line is a generated stylesheet and one class moved
 * from line to line: no DOM surgery on the static HTML.
 */

import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Algorithm } from '../../lib/viz/types.ts';
import './CodePanel.css';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface CodePanelProps {
  id: string;
  algorithm: Algorithm;
  /** The listing's line of this step and what the code does there (lib/viz/explorer/panels.ts `codeStep`). */
  line?: number;
  words?: string;
  /** The current node's variables as the code sees them. */
  locals: string;
  children: ComponentChildren;
  /** The page's language; English when absent. */
  lang?: Locale;
}

export function CodePanel({ id, algorithm, line, words, locals, children, lang }: CodePanelProps) {
  const t = messages(lang).explorer;
  const ref = useRef<HTMLDivElement>(null);
  // One class moved from line to line: cheaper than a stylesheet that changes at every step.
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const box = root.querySelector<HTMLElement>(`[data-sx-listing~="${algorithm}"] pre`);
    const el = line && box ? box.querySelector<HTMLElement>(`.line[data-line="${line}"]`) : null;
    for (const old of root.querySelectorAll('.sx-line--current')) {
      if (old !== el) {
        old.classList.remove('sx-line--current');
        old.removeAttribute('aria-current');
      }
    }
    if (!box || !el) return;
    el.classList.add('sx-line--current');
    el.setAttribute('aria-current', 'step');
    const top = el.offsetTop - box.offsetTop;
    if (top < box.scrollTop + 16 || top > box.scrollTop + box.clientHeight - 32) box.scrollTop = Math.max(0, top - box.clientHeight / 3);
  }, [line, algorithm]);
  // No quotes: the server renders a <style>'s text escaped (&quot;), which the browser reads as
  // it is, so a quoted selector failed until hydration and every listing showed meanwhile.
  // Algorithm names are CSS identifiers.
  const css = `#${id} [data-sx-listing]:not([data-sx-listing~=${algorithm}]){display:none}`;
  return (
    <div class="sx-code" id={id} ref={ref}>
      <style>{css}</style>
      <p class="sx-code__where" aria-live="off">
        {line && words ? t.codeLine(line, words) : t.codeIntro}
      </p>
      {locals && <p class="sx-code__locals">{locals}</p>}
      {children}
    </div>
  );
}
