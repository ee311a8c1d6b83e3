/** What the tree's shapes and marks mean; the sides are named for the game (lib/viz/explorer/words.ts `legendSides`). Render only. */

import './Legend.css';

/** The node shapes, as the tree draws them: the view box, the class and the outline. */
const SHAPES = [
  ['-26 -24 52 46', 'max', 'M0,-21L23,16L-23,16Z'],
  ['-26 -22 52 46', 'min', 'M0,21L23,-16L-23,-16Z'],
  ['-20 -15 40 30', 'leaf', 'M-18,-13H18V13H-18Z'],
] as const;

const SWATCHES = [
  ['current', 'current'],
  ['pruned', 'pruned ✂ (positions skipped)'],
  ['pv', 'principal variation'],
] as const;

export function Legend({ id, sides }: { id: string; sides: { readonly max: string; readonly min: string } }) {
  const words = { max: `${sides.max} (takes the largest)`, min: `${sides.min} (takes the smallest)`, leaf: 'leaf' };
  return (
    <ul class="sx-legend" id={id} aria-label="Legend">
      {SHAPES.map(([box, kind, d]) => (
        <li>
          <svg viewBox={box} aria-hidden="true" class={`sx-legend__icon sx-node--${kind}`}>
            <path class="sx-shape" d={d} />
          </svg>
          {words[kind]}
        </li>
      ))}
      {SWATCHES.map(([kind, text]) => (
        <li>
          <span class={`sx-legend__swatch sx-legend__swatch--${kind}`} aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}
