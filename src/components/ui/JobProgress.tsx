/**
 * @packageDocumentation
 * What a running engine job says while it works (render only): positions
 * searched so far, the part it is on ("game 3 of 20"), a bar when it has
 * parts, the time spent, and a Cancel button. The text is a polite live
 * region, so a screen reader hears it without losing its place.
 */

import type { JobProgress as Progress } from '../../workers/protocol.ts';

const fmt = (n: number): string => n.toLocaleString('en-US');

/** "1.2 s", "85 ms". */
export const formatMs = (ms: number): string => (ms < 1000 ? `${Math.max(0, Math.round(ms))} ms` : `${(ms / 1000).toFixed(1)} s`);

/** "Searching: 12,345 positions, game 3 of 20, 1.2 s…" */
export function progressWords(p: Progress | null, what = 'Searching'): string {
  if (!p) return `${what}…`;
  const parts = [`${fmt(p.nodes)} positions`];
  if (p.detail) parts.push(p.detail);
  if (p.ms > 0) parts.push(formatMs(p.ms));
  return `${what}: ${parts.join(', ')}…`;
}

export interface JobProgressProps {
  progress: Progress | null;
  /** The verb, e.g. "Playing the match". */
  what?: string;
  onCancel?: () => void;
}

export function JobProgress({ progress, what, onCancel }: JobProgressProps) {
  const share = progress?.done !== undefined && progress.total ? progress.done / progress.total : null;
  return (
    <div class="c4l-progress" data-running="true">
      <output aria-live="polite">{progressWords(progress, what)}</output>
      {share !== null && (
        <progress max={progress!.total} value={progress!.done} aria-label={`${progress!.done} of ${progress!.total} done`}>
          {Math.round(share * 100)}%
        </progress>
      )}
      {onCancel && (
        <button type="button" class="btn btn--small" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  );
}
