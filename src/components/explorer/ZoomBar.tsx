/** Zoom in, zoom out, fit, and how many levels of the tree are drawn. Render only. */

import './ZoomBar.css';

export interface ZoomBarProps {
  onZoom: (factor: number) => void;
  onFit: () => void;
  /** The levels menu, for trees deeper than two plies (none in exercise mode). */
  levels?: { readonly shown: number; readonly depth: number; readonly onChange: (levels: number) => void };
}

export function ZoomBar({ onZoom, onFit, levels }: ZoomBarProps) {
  return (
    <div class="sx-zoombar">
      <button type="button" class="sx-btn sx-btn--icon" onClick={() => onZoom(1.3)} aria-label="Zoom in" title="Zoom in (or Ctrl + wheel, or pinch)">
        +
      </button>
      <button type="button" class="sx-btn sx-btn--icon" onClick={() => onZoom(1 / 1.3)} aria-label="Zoom out" title="Zoom out">
        −
      </button>
      <button type="button" class="sx-btn sx-btn--small" onClick={onFit} title="The whole tree">
        Fit
      </button>
      {levels && (
        <label class="sx-levels">
          <span>Levels</span>
          <select
            value={levels.shown === Infinity ? 'all' : String(levels.shown)}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              levels.onChange(v === 'all' ? Infinity : Number(v));
            }}
          >
            {Array.from({ length: Math.min(8, levels.depth) }, (_, k) => k + 1).map((k) => (
              <option key={k} value={String(k)}>
                {k}
              </option>
            ))}
            <option value="all">all</option>
          </select>
        </label>
      )}
    </div>
  );
}
