/** The caption of the step: what the search just did, with a glyph for the kind of step. Render only. */

import type { Caption } from '../../lib/viz/captions.ts';
import './CaptionBox.css';

const TONE_GLYPH: Record<Caption['tone'], string> = {
  start: '•',
  enter: '↓',
  leaf: '■',
  raise: '↑',
  cutoff: '✂',
  exit: '↩',
  tt: '⌘',
  end: '★',
};

export function CaptionBox({ caption }: { caption: Caption }) {
  return (
    <p class={`sx-caption sx-caption--${caption.tone}`} data-tone={caption.tone}>
      <span class="sx-caption__glyph" aria-hidden="true">
        {TONE_GLYPH[caption.tone]}
      </span>
      <span>{caption.text}</span>
    </p>
  );
}
