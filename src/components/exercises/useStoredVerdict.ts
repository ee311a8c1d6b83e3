/**
 * @packageDocumentation
 * The verdict this browser keeps for one exercise (`lib/progress/store.ts`),
 * followed as it changes (a check, the Clear button, another tab), and
 * whether the island has hydrated: undefined on the server, as nothing is
 * known there.
 */

import { useEffect, useState } from 'preact/hooks';
import { loadProgress, onProgressChange, type Verdict } from '../../lib/progress/store.ts';

export function useStoredVerdict(key: string | undefined): { stored: Verdict | undefined; ready: boolean } {
  const [stored, setStored] = useState<Verdict | undefined>(undefined);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    if (key === undefined) return undefined;
    const sync = () => setStored(loadProgress()[key]);
    sync();
    return onProgressChange(sync);
  }, [key]);
  return { stored, ready };
}
