/**
 * @packageDocumentation
 * A game replayed move by move, written once for every game: the step
 * (0 = the start, k = after the k-th move), the buttons and keys that move
 * it (Start, Back, Forward, End; ← → Home End on the figure), and the list
 * of moves, each a button that jumps to just after it. The game's island
 * brings the steps' words and draws the board of step k (`view`).
 *
 * Test hooks: `data-replay`, `data-ply` on the root, and the island's own.
 */

import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import '../../ui/cellLayout.css';
import './Replay.css';
import { messages } from '../../../i18n/messages.ts';
import type { Locale } from '../../../i18n/locales.ts';

interface ReplayMove {
  /** The move as the list shows it ("Pierre (X) plays column 2", "g7"). */
  readonly text: ComponentChildren;
  /** The mover, for the list's colour ("first", "black"). */
  readonly side: string;
}

export interface ReplayProps {
  /** The moves, first first. */
  moves: readonly ReplayMove[];
  /** The step shown first; default the start. */
  initial?: number;
  /** The figure's name (its keys are added to it). */
  label: string;
  class?: string;
  /** More hooks on the root for step k. */
  data?: (k: number) => Record<string, string | number>;
  /** The board of step k, and what step k says. */
  view(k: number): { readonly board: ComponentChildren; readonly said: ComponentChildren; readonly after?: ComponentChildren };
  /** The page's language (English when absent). */
  lang?: Locale;
}

const KEYS: Readonly<Record<string, (k: number, last: number) => number>> = {
  ArrowRight: (k) => k + 1,
  ArrowLeft: (k) => k - 1,
  Home: () => 0,
  End: (_k, last) => last,
};

export function Replay({ moves, initial = 0, label, class: cls = '', data, view, lang = 'en' }: ReplayProps) {
  const t = messages(lang).play;
  const last = moves.length;
  const [k, setK] = useState(initial);
  const go = (to: number) => setK(Math.max(0, Math.min(last, to)));
  const shown = view(k);
  const buttons: readonly [string, number, boolean][] = [
    [t.replay.start, 0, k === 0],
    [t.replay.back, k - 1, k === 0],
    [t.replay.forward, k + 1, k === last],
    [t.replay.end, last, k === last],
  ];
  return (
    <div
      class={`lx replay ${cls}`}
      data-replay
      data-ply={k}
      {...data?.(k)}
      tabindex={0}
      role="group"
      aria-label={t.replayKeys(label)}
      onKeyDown={(e) => {
        const to = KEYS[e.key];
        if (!to || e.target !== e.currentTarget) return;
        e.preventDefault();
        go(to(k, last));
      }}
    >
      <div class="lx-cols">
        <div class="lx-boardcol">
          {shown.board}
          <div class="lx-row" role="group" aria-label={t.replayGroup}>
            {buttons.map(([name, to, off]) => (
              <button type="button" class="btn btn--small" onClick={() => go(to)} disabled={off}>
                {name}
              </button>
            ))}
            <span class="lx-small" aria-live="polite">
              {t.moveOf(k, last)}
            </span>
          </div>
        </div>
        <div class="lx-stack">
          <p class="replay__said" data-verdict>
            {shown.said}
          </p>
          <ol class="replay__moves" aria-label={t.theMoves}>
            {moves.map((m, i) => (
              <li class={i + 1 > k ? 'is-future' : undefined}>
                <button type="button" class={`chip replay__move replay__move--${m.side}`} aria-current={k === i + 1 ? 'step' : undefined} onClick={() => go(i + 1)}>
                  {m.text}
                </button>
              </li>
            ))}
          </ol>
          {shown.after}
        </div>
      </div>
    </div>
  );
}
