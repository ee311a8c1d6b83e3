/**
 * @packageDocumentation
 * The visualiser (SearchExplorer) for a cell that embeds it, loaded on first
 * need so that the cell does not ship it with its own code: `wanted` false
 * (the reader has not opened it yet) loads nothing. A failed load is said
 * in the page's language (`lang`), not thrown.
 */

import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import type { SearchExplorerProps } from './SearchExplorer.tsx';

export function useLazyExplorer(wanted = true, lang?: Locale): { readonly Explorer: ComponentType<SearchExplorerProps> | null; readonly loadError: string | null } {
  const [Explorer, setExplorer] = useState<ComponentType<SearchExplorerProps> | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || Explorer) return;
    let live = true;
    import('./SearchExplorer.tsx')
      .then((m) => live && setExplorer(() => m.SearchExplorer))
      .catch((e: unknown) => {
        const t = messages(lang).explorer;
        if (live) setLoadError(t.couldNotLoad((e as Error).message));
      });
    return () => {
      live = false;
    };
  }, [wanted, Explorer, lang]);
  return { Explorer, loadError };
}
