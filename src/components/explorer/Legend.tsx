/** What the tree's shapes and marks mean; the sides are named for the game (lib/viz/explorer/words.ts `legendSides`). Render only. */

import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import './Legend.css';

/** The node shapes, as the tree draws them: the view box, the class and the outline. */
const SHAPES = [
  ['-26 -24 52 46', 'max', 'M0,-21L23,16L-23,16Z'],
  ['-26 -22 52 46', 'min', 'M0,21L23,-16L-23,-16Z'],
  ['-20 -15 40 30', 'leaf', 'M-18,-13H18V13H-18Z'],
] as const;

const SWATCHES = ['current', 'pruned', 'pv'] as const;

export function Legend({ id, sides, lang }: { id: string; sides: { readonly max: string; readonly min: string }; lang?: Locale }) {
  const t = messages(lang).explorer;
  const words = { max: t.takesLargest(sides.max), min: t.takesSmallest(sides.min), leaf: t.leaf };
  const swatches = { current: t.current, pruned: t.pruned, pv: t.pv };
  return (
    <ul class="sx-legend" id={id} aria-label={t.legend}>
      {SHAPES.map(([box, kind, d]) => (
        <li>
          <svg viewBox={box} aria-hidden="true" class={`sx-legend__icon sx-node--${kind}`}>
            <path class="sx-shape" d={d} />
          </svg>
          {words[kind]}
        </li>
      ))}
      {SWATCHES.map((kind) => (
        <li>
          <span class={`sx-legend__swatch sx-legend__swatch--${kind}`} aria-hidden="true" />
          {swatches[kind]}
        </li>
      ))}
    </ul>
  );
}
