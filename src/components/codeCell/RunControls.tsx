/** Run and Cancel, and the match's progress: the game and move being played, a cancel or an error. */

import type { MatchState } from '../../lib/codeCell/cell/state.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';

export interface RunControlsProps {
  readonly match: MatchState | null;
  readonly running: boolean;
  readonly checking: boolean;
  readonly onRun: () => void;
  readonly onCancel: () => void;
  readonly t: CodeCellWords;
}

export function RunControls({ match, running, checking, onRun, onCancel, t }: RunControlsProps) {
  return (
    <>
      <div class="cc-toolbar">
        <button type="button" class="btn cc-primary" onClick={onRun} disabled={running || checking}>
          {t.run}
        </button>
        {running && (
          <button type="button" class="btn" onClick={onCancel}>
            {t.cancel}
          </button>
        )}
      </div>
      <div class="cc-progress" role="status" aria-live="polite">
        {running && match?.playing && (
          <p>{t.playing(match.playing.index + 1, match.games, match.playing.moves + 1)}</p>
        )}
        {match?.status === 'cancelled' && <p>{t.cancelledAfter(match.records.length, match.games)}</p>}
        {match?.status === 'error' && <p class="message message--error">{t.matchStopped(match.error ?? '')}</p>}
      </div>
    </>
  );
}
