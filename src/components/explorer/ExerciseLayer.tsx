/**
 * Exercise mode, drawn over the tree: a value field on every inner node and a
 * scissors toggle on every edge, real <input> and <button> elements (in
 * foreignObject) so that the keyboard, screen readers and phones treat them as
 * the form fields they are. After a check each one carries its mark, in words
 * and in a glyph as well as in colour. A value that is no number ("abc") is
 * marked `aria-invalid` at once and described by the island's message.
 */

import type { TreeLayout } from '../../lib/viz/layout.ts';
import type { ExerciseReport, Mark } from '../../lib/viz/exercise.ts';
import './ExerciseLayer.css';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface ExerciseLayerProps {
  layout: TreeLayout;
  values: Readonly<Record<string, string>>;
  cuts: ReadonlySet<string>;
  report?: ExerciseReport;
  nameOf: (key: string) => string;
  onValue: (key: string, text: string) => void;
  onCut: (key: string) => void;
  /** Keys of the fields whose text is no number (marked `aria-invalid`). */
  invalid?: ReadonlySet<string>;
  /** The id of the message that explains a field's problem, for `aria-describedby`. */
  messageId?: (key: string) => string;
  /** The page's language; English when absent. */
  lang?: Locale;
}

const GLYPH: Record<Mark, string> = { right: '✓', wrong: '✗', missing: '?', 'not-needed': '–' };

export function ExerciseLayer({ layout, values, cuts, report, nameOf, onValue, onCut, invalid, messageId, lang }: ExerciseLayerProps) {
  const t = messages(lang).explorer;
  const said = (mark: Mark | undefined) => (mark ? `${t.colon}${t.marks[mark]}` : '');
  return (
    <g class="sx-exercise">
      {layout.links.map(({ source: s, target: child }) => {
        // Nearer the child than the parent: sibling edges are wider apart there.
        const x = s.x + (child.x - s.x) * 0.62;
        const y = s.y + (child.y - s.y) * 0.62;
        const on = cuts.has(child.key);
        const mark = report?.cuts.get(child.key);
        return (
          <foreignObject key={`cut-${child.key}`} x={x - 13} y={y - 13} width={26} height={26} class="sx-fo">
            <button
              type="button"
              class={`sx-cut-toggle${on ? ' is-on' : ''}${mark ? ` sx-mark--${mark}` : ''}`}
              aria-pressed={on}
              aria-label={`${t.cutBranch(nameOf(child.key))}${said(mark)}`}
              title={on ? t.markPruned.on : t.markPruned.off}
              onClick={() => onCut(child.key)}
            >
              {mark && mark !== 'not-needed' ? GLYPH[mark] : '✂'}
            </button>
          </foreignObject>
        );
      })}
      {layout.nodes
        .filter((n) => !n.isLeaf)
        .map((n) => {
          const mark = report?.values.get(n.key);
          const bad = invalid?.has(n.key) ?? false;
          return (
            // Over the shape's widest part, transparent, so the up or down triangle stays visible around it.
            <foreignObject key={`v-${n.key}`} x={n.x - 19} y={n.y + (n.player === 0 ? -6 : -16)} width={38} height={20} class="sx-fo">
              <input
                class={`sx-answer${mark ? ` sx-mark--${mark}` : ''}`}
                type="text"
                inputMode="text"
                autoComplete="off"
                spellcheck={false}
                value={values[n.key] ?? ''}
                aria-label={`${t.valueOf(nameOf(n.key))}${said(mark)}`}
                aria-invalid={bad}
                aria-describedby={bad && messageId ? messageId(n.key) : undefined}
                onInput={(e) => onValue(n.key, (e.target as HTMLInputElement).value)}
              />
            </foreignObject>
          );
        })}
      {report &&
        layout.nodes
          .filter((n) => report.values.has(n.key))
          .map((n) => {
            const mark = report.values.get(n.key)!;
            return (
              <text key={`m-${n.key}`} class={`sx-mark-glyph sx-mark--${mark}`} x={n.x + 27} y={n.y + 4} aria-hidden="true">
                {GLYPH[mark]}
              </text>
            );
          })}
    </g>
  );
}
