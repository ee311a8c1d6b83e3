/** Zoom in, zoom out, fit, and how many levels of the tree are drawn. Render only. */

import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { DepthSelect } from './DepthSelect.tsx';
import './ZoomBar.css';

export interface ZoomBarProps {
  onZoom: (factor: number) => void;
  onFit: () => void;
  /** The levels menu, for trees deeper than two plies (none in exercise mode). */
  levels?: { readonly shown: number; readonly depth: number; readonly onChange: (levels: number) => void };
  /** The page's language; English when absent. */
  lang?: Locale;
}

export function ZoomBar({ onZoom, onFit, levels, lang }: ZoomBarProps) {
  const t = messages(lang).explorer;
  return (
    <div class="sx-zoombar">
      <button type="button" class="sx-btn sx-btn--icon" onClick={() => onZoom(1.3)} aria-label={t.zoomIn.label} title={t.zoomIn.title}>
        +
      </button>
      <button type="button" class="sx-btn sx-btn--icon" onClick={() => onZoom(1 / 1.3)} aria-label={t.zoomOut} title={t.zoomOut}>
        −
      </button>
      <button type="button" class="sx-btn sx-btn--small" onClick={onFit} title={t.fit.title}>
        {t.fit.text}
      </button>
      {levels && (
        <label class="sx-levels">
          <span>{t.levels}</span>
          <DepthSelect
            value={levels.shown}
            max={Math.min(8, levels.depth)}
            label={String}
            all={{ value: 'all', label: t.allLevels }}
            onChange={levels.onChange}
          />
        </label>
      )}
    </div>
  );
}
