/** Run and Cancel, and the match's progress: the game and move being played, a cancel or an error. */

import type { MatchState } from '../../lib/codeCell/cell/state.ts';

export interface RunControlsProps {
  readonly match: MatchState | null;
  readonly running: boolean;
  readonly checking: boolean;
  readonly onRun: () => void;
  readonly onCancel: () => void;
}

export function RunControls({ match, running, checking, onRun, onCancel }: RunControlsProps) {
  return (
    <>
      <div class="cc-toolbar">
        <button type="button" class="btn cc-primary" onClick={onRun} disabled={running || checking}>
          Run the match
        </button>
        {running && (
          <button type="button" class="btn" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      <div class="cc-progress" role="status" aria-live="polite">
        {running && match?.playing && (
          <p>
            Game {match.playing.index + 1} of {match.games}, move {match.playing.moves + 1}…
          </p>
        )}
        {match?.status === 'cancelled' && <p>Cancelled after {match.records.length} of {match.games} games.</p>}
        {match?.status === 'error' && <p class="message message--error">The match stopped: {match.error}.</p>}
      </div>
    </>
  );
}
