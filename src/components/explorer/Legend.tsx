/** What the tree's shapes and marks mean; the sides are named for the game (lib/viz/explorer/words.ts `legendSides`). Render only. */

import './Legend.css';

export function Legend({ id, sides }: { id: string; sides: { readonly max: string; readonly min: string } }) {
  return (
    <ul class="sx-legend" id={id} aria-label="Legend">
      <li>
        <svg viewBox="-26 -24 52 46" aria-hidden="true" class="sx-legend__icon sx-node--max">
          <path class="sx-shape" d="M0,-21L23,16L-23,16Z" />
        </svg>
        {sides.max} (takes the largest)
      </li>
      <li>
        <svg viewBox="-26 -22 52 46" aria-hidden="true" class="sx-legend__icon sx-node--min">
          <path class="sx-shape" d="M0,21L23,-16L-23,-16Z" />
        </svg>
        {sides.min} (takes the smallest)
      </li>
      <li>
        <svg viewBox="-20 -15 40 30" aria-hidden="true" class="sx-legend__icon sx-node--leaf">
          <path class="sx-shape" d="M-18,-13H18V13H-18Z" />
        </svg>
        leaf
      </li>
      <li>
        <span class="sx-legend__swatch sx-legend__swatch--current" aria-hidden="true" />
        current
      </li>
      <li>
        <span class="sx-legend__swatch sx-legend__swatch--pruned" aria-hidden="true" />
        pruned ✂ (positions skipped)
      </li>
      <li>
        <span class="sx-legend__swatch sx-legend__swatch--pv" aria-hidden="true" />
        principal variation
      </li>
    </ul>
  );
}
