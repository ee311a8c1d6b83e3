/**
 * The timeline controls: start, back, play/pause, forward, end, a speed menu
 * and a scrubber with "step 37 / 212". The step counter carries `data-step`
 * (a test hook). Render only: the island owns the state.
 */

import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
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
  /** The page's language; English when absent. */
  lang?: Locale;
}

export function Transport({ step, total, playing, speed, idPrefix, onStep, onPlay, onSpeed, disabled, lang }: TransportProps) {
  const t = messages(lang).explorer;
  const atStart = step <= 0;
  const atEnd = step >= total;
  return (
    <div class="sx-transport" role="group" aria-label={t.timeline}>
      <div class="sx-transport__buttons">
        <button type="button" class="sx-btn" onClick={() => onStep(0)} disabled={disabled || atStart} aria-label={t.toStart.label} title={t.toStart.title}>
          <Icon name="start" />
        </button>
        <button type="button" class="sx-btn" onClick={() => onStep(step - 1)} disabled={disabled || atStart} aria-label={t.back} title={t.back}>
          <Icon name="back" />
        </button>
        <button
          type="button"
          class="sx-btn sx-btn--play"
          onClick={() => onPlay(!playing)}
          disabled={disabled || (atEnd && !playing)}
          aria-pressed={playing}
          aria-label={playing ? t.pause.label : t.play.label}
          title={playing ? t.pause.label : t.play.label}
          data-action="play"
        >
          <Icon name={playing ? 'pause' : 'play'} />
          <span class="sx-btn__text">{playing ? t.pause.text : t.play.text}</span>
        </button>
        <button
          type="button"
          class="sx-btn"
          onClick={() => onStep(step + 1)}
          disabled={disabled || atEnd}
          aria-label={t.forward.label}
          title={t.forward.label}
          data-action="forward"
        >
          <Icon name="forward" />
          <span class="sx-btn__text">{t.forward.text}</span>
        </button>
        <button type="button" class="sx-btn" onClick={() => onStep(total)} disabled={disabled || atEnd} aria-label={t.toEnd.label} title={t.toEnd.title}>
          <Icon name="end" />
        </button>
        <label class="sx-speed">
          <span class="visually-hidden">{t.speed}</span>
          <select
            value={String(speed)}
            onChange={(e) => onSpeed(Number((e.target as HTMLSelectElement).value))}
            disabled={disabled}
            aria-label={t.speedLabel}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>
                {t.stepsPerSecond(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div class="sx-transport__scrub">
        <label class="visually-hidden" for={`${idPrefix}-scrub`}>
          {t.scrub}
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
          aria-valuetext={t.stepOf(step, total)}
        />
        <output class="sx-step" data-step={step} data-total={total} for={`${idPrefix}-scrub`} aria-live="off">
          {t.stepWord} <strong>{step}</strong> / {total}
        </output>
      </div>
    </div>
  );
}
