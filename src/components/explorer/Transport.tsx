/**
 * The timeline controls: start, back, play/pause, forward, end, a speed menu
 * and a scrubber with "step 37 / 212". The step counter carries `data-step`
 * (a test hook). Render only: the island owns the state.
 */

import './Transport.css';

const SPEEDS = [0.5, 1, 2, 4, 8, 16, 32] as const;

/** Transport icons as SVG paths (a 16×16 box): system fonts lack some media symbols. */
const ICONS = {
  start: 'M3,2h2v12H3zM14,2v12L6,8z',
  back: 'M12,2v12L4,8z',
  play: 'M4,2v12l10,-6z',
  pause: 'M3,2h4v12H3zM9,2h4v12H9z',
  forward: 'M4,2v12l8,-6z',
  end: 'M11,2h2v12h-2zM2,2v12l8,-6z',
} as const;

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg class="sx-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  );
}

export interface TransportProps {
  step: number;
  total: number;
  playing: boolean;
  speed: number;
  idPrefix: string;
  onStep: (step: number) => void;
  onPlay: (playing: boolean) => void;
  onSpeed: (speed: number) => void;
  disabled?: boolean;
}

export function Transport({ step, total, playing, speed, idPrefix, onStep, onPlay, onSpeed, disabled }: TransportProps) {
  const atStart = step <= 0;
  const atEnd = step >= total;
  return (
    <div class="sx-transport" role="group" aria-label="Timeline">
      <div class="sx-transport__buttons">
        <button type="button" class="sx-btn" onClick={() => onStep(0)} disabled={disabled || atStart} aria-label="Go to the start (Home)" title="Start (Home)">
          <Icon name="start" />
        </button>
        <button type="button" class="sx-btn" onClick={() => onStep(step - 1)} disabled={disabled || atStart} aria-label="Step back (←)" title="Step back (←)">
          <Icon name="back" />
        </button>
        <button
          type="button"
          class="sx-btn sx-btn--play"
          onClick={() => onPlay(!playing)}
          disabled={disabled || (atEnd && !playing)}
          aria-pressed={playing}
          aria-label={playing ? 'Pause (space)' : 'Play (space)'}
          title={playing ? 'Pause (space)' : 'Play (space)'}
          data-action="play"
        >
          <Icon name={playing ? 'pause' : 'play'} />
          <span class="sx-btn__text">{playing ? 'Pause' : 'Play'}</span>
        </button>
        <button
          type="button"
          class="sx-btn"
          onClick={() => onStep(step + 1)}
          disabled={disabled || atEnd}
          aria-label="Step forward (→)"
          title="Step forward (→)"
          data-action="forward"
        >
          <Icon name="forward" />
          <span class="sx-btn__text">Step</span>
        </button>
        <button type="button" class="sx-btn" onClick={() => onStep(total)} disabled={disabled || atEnd} aria-label="Go to the end (End)" title="End (End)">
          <Icon name="end" />
        </button>
        <label class="sx-speed">
          <span class="visually-hidden">Speed</span>
          <select
            value={String(speed)}
            onChange={(e) => onSpeed(Number((e.target as HTMLSelectElement).value))}
            disabled={disabled}
            aria-label="Speed, steps per second"
          >
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>
                {s < 1 ? `${s} step/s` : `${s} steps/s`}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="sx-transport__scrub">
        <label class="visually-hidden" for={`${idPrefix}-scrub`}>
          Step
        </label>
        <input
          id={`${idPrefix}-scrub`}
          class="sx-scrub"
          type="range"
          min={0}
          max={total}
          step={1}
          value={step}
          disabled={disabled || total === 0}
          onInput={(e) => onStep(Number((e.target as HTMLInputElement).value))}
          aria-valuetext={`step ${step} of ${total}`}
        />
        <output class="sx-step" data-step={step} data-total={total} for={`${idPrefix}-scrub`} aria-live="off">
          step <strong>{step}</strong> / {total}
        </output>
      </div>
    </div>
  );
}
