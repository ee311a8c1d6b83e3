/** A game of the match, move by move: its board, the transport, the move's caption, and the search for the next move. */

import type { Locale } from '../../i18n/locales.ts';
import type { MatchNames } from '../../lib/codeCell/cell/state.ts';
import { other, type ReplayFrame } from '../../lib/codeCell/cell/view.ts';
import type { Contract } from '../../lib/models/codeCell/contracts.ts';
import type { MatchGameRecord } from '../../lib/models/codeCell/match.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import type { CodeCellPart } from './parts.tsx';
import '../ui/cellLayout.css';
import './Replay.css';

export interface ReplayProps {
  readonly part: CodeCellPart;
  readonly contract: Contract;
  readonly record: MatchGameRecord;
  readonly frame: ReplayFrame;
  readonly names: MatchNames;
  readonly onStep: (step: number) => void;
  readonly onSearch: (position: unknown, where: string) => void;
  readonly searching: boolean;
  readonly t: CodeCellWords;
  /** The page's language, for the board's own words. */
  readonly lang?: Locale;
}

export function Replay({ part, contract, record, frame: f, names, onStep, onSearch, searching, t, lang }: ReplayProps) {
  const { at, total } = f;
  return (
    <div class="lx-section cc-replay" data-step={at}>
      <h4 class="cc-h4">{t.gameHeading(record.index + 1)}</h4>
      <div class="cc-replay__body">
        <part.Picture contract={contract} position={f.position} last={f.last} label={t.pictureLabel(record.index + 1, at)} t={t} lang={lang} />
        <div class="cc-replay__side">
          <div class="cc-toolbar" role="group" aria-label={t.replay}>
            <button type="button" class="btn cc-small" onClick={() => onStep(0)} disabled={at === 0}>
              {t.start}
            </button>
            <button type="button" class="btn cc-small" onClick={() => onStep(at - 1)} disabled={at === 0}>
              {t.back}
            </button>
            <button type="button" class="btn cc-small" onClick={() => onStep(at + 1)} disabled={at === total}>
              {t.forward}
            </button>
            <button type="button" class="btn cc-small" onClick={() => onStep(total)} disabled={at === total}>
              {t.end}
            </button>
          </div>
          <label class="field cc-slider">
            <span>{t.moveOf(at, total)}</span>
            <input type="range" min={0} max={total} value={at} onInput={(e) => onStep(Number(e.currentTarget.value))} />
          </label>
          <p class="cc-caption" aria-live="polite">
            {f.caption} {f.ending}
          </p>
          <p class="cc-muted lx-small">
            {t.whoPlays(names[record.first], names[other(record.first)])}
          </p>
          {!f.over && (
            <button type="button" class="btn" onClick={() => onSearch(f.position, f.where)} disabled={searching}>
              {t.searchNext}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
