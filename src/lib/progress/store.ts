/**
 * @packageDocumentation
 * The reader's progress through the exercises, kept in this browser only
 * (local storage, one versioned key; nothing is ever sent anywhere).
 *
 * Stored: `{"version":1,"exercises":{"<page>/<id>":"right"|"wrong"}}`, the
 * last verdict of each exercise by its global id (`pageExercises.ts`). An
 * exercise is done once its last verdict is "right". Reading is tolerant: a
 * missing key, text that is not JSON, another version's shape or an entry that
 * is neither verdict is read as no progress for that entry, never an error.
 * Every change is announced on the window (`progress-change`) so the counters
 * of the page follow the cells; another tab's change arrives as a `storage`
 * event.
 */

export const PROGRESS_KEY = 'minimax-notebook:progress';
const PROGRESS_VERSION = 1;
const CHANGE_EVENT = 'minimax-notebook:progress-change';

export type Verdict = 'right' | 'wrong';
export type Progress = Readonly<Record<string, Verdict>>;

const isVerdict = (v: unknown): v is Verdict => v === 'right' || v === 'wrong';

/** Reads stored text; anything it cannot use (bad JSON, an old version, odd entries) is dropped. */
export function parseProgress(text: string | null | undefined): Progress {
  if (!text) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null || (data as { version?: unknown }).version !== PROGRESS_VERSION) return {};
  const entries = (data as { exercises?: unknown }).exercises;
  if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) return {};
  const out: Record<string, Verdict> = {};
  for (const [id, v] of Object.entries(entries)) if (isVerdict(v)) out[id] = v;
  return out;
}

export const writeProgress = (p: Progress): string => JSON.stringify({ version: PROGRESS_VERSION, exercises: p });

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function loadProgress(): Progress {
  try {
    return parseProgress(storage()?.getItem(PROGRESS_KEY));
  } catch {
    return {};
  }
}

function save(p: Progress): void {
  try {
    const s = storage();
    if (Object.keys(p).length === 0) s?.removeItem(PROGRESS_KEY);
    else s?.setItem(PROGRESS_KEY, writeProgress(p));
  } catch {
    // Storage full or refused: the verdict still shows in the page, it is just not kept.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Records the last verdict of one exercise. */
export const recordVerdict = (id: string, verdict: Verdict): void => save({ ...loadProgress(), [id]: verdict });

/** Forgets every exercise's verdict. */
export const clearProgress = (): void => save({});

/** How many of `ids` are done (last verdict right). */
export const doneCount = (p: Progress, ids: readonly string[]): number => ids.filter((id) => p[id] === 'right').length;

/** Calls `listener` on every change, in this tab or another; returns the unsubscribe. */
export function onProgressChange(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === PROGRESS_KEY) listener();
  };
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}
