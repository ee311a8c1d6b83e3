/**
 * @packageDocumentation
 * What follows from a new state rather than from the action that made it,
 * once the frame shows what that state means:
 *
 * - a new search (another tree, algorithm, order... or a recording from
 *   elsewhere) starts with a fresh view: nothing selected, opened or
 *   answered;
 * - a step asked for by a link is checked against the search's length (a
 *   link cannot know it): past the end, the view keeps the page's step and
 *   says why;
 * - playing stops at the end of the search;
 * - a new layout forgets the part of the old one that was on screen;
 * - the live region says each step taken by hand, but only cuts and the end
 *   while playing (a screen reader cannot keep up with every step).
 */

import { reasonText } from '../../url/reasons.ts';
import { announcement } from '../captions.ts';
import type { Frame } from './frame.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { FRESH_VIEW, type ExplorerState } from './state.ts';

const recordingOf = (f: Frame) => (f.ready ? f.recording : null);
const layoutOf = (f: Frame) => (f.ready ? f.layout : null);

/** The state made consistent with its frame (`before`: the frame the action was taken on; none at the start). */
export function settle(state: ExplorerState, before: Frame | undefined, after: Frame): ExplorerState {
  let s = state;
  if (before && recordingOf(before) !== recordingOf(after)) s = { ...s, ...FRESH_VIEW };
  if (s.linkStep !== undefined) {
    const asked = s.linkStep;
    const { total } = after;
    s = { ...s, linkStep: undefined };
    if (asked > total) {
      const why = { kind: 'pastEnd', steps: total, start: Math.min(s.defaults.step, total) } as const;
      s = { ...s, spec: { ...s.spec, step: s.defaults.step }, ignored: [...s.ignored, { name: 'step', value: String(asked), reason: reasonText('en', why), why }] };
    }
  }
  if (s.playing && after.step >= after.total) s = { ...s, playing: false };
  if (s.visibleRect && before && layoutOf(before) !== layoutOf(after)) s = { ...s, visibleRect: undefined };
  return s;
}

/** The live region's words for this frame, in the page's language (the state itself when they do not change). */
export function speak(s: ExplorerState, f: Frame, locale: Locale = 'en'): ExplorerState {
  if (!f.ready || f.exercise) return s;
  if (s.playing && f.caption.tone !== 'cutoff' && f.caption.tone !== 'end') return s;
  const spoken = announcement(f.view, f.caption, locale);
  return spoken === s.spoken ? s : { ...s, spoken };
}
