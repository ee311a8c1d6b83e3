/**
 * @packageDocumentation
 * A cell's link, the same for every cell that keeps its state in the query
 * string: read once after hydration (the values go to `apply`, what the cell
 * cannot use comes back as `ignored` for its `UrlNotice`), and written after
 * each change the reader makes, never before one (`touch` marks it), so a
 * page opened without a link keeps a clean address. `prefix` null: the link
 * is left alone.
 */

import { useEffect, useRef, useState } from 'preact/hooks';
import type { CellParams } from '../../lib/url/cellParams.ts';
import { currentSearch, writeParams, type IgnoredParam } from '../../lib/url/query.ts';

export function useCellLink<T>(
  prefix: string | null | undefined,
  read: (search: string, prefix: string) => CellParams<T>,
  apply: (values: Partial<T>) => void,
  /** The parameters to write (null removes one); `holds` lists what they are made of. */
  write: (prefix: string) => Record<string, string | null>,
  holds: readonly unknown[],
): { readonly ignored: readonly IgnoredParam[]; touch(): void } {
  const [ignored, setIgnored] = useState<readonly IgnoredParam[]>([]);
  const touched = useRef(false);
  useEffect(() => {
    if (!prefix) return;
    const r = read(currentSearch(), prefix);
    apply(r.values);
    setIgnored(r.ignored);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link is read once, after hydration; read and apply are the cell's fixed functions
  }, [prefix]);
  useEffect(() => {
    if (prefix && touched.current) writeParams(write(prefix));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- written when what the link holds changes (`holds`, from the cell)
  }, [prefix, ...holds]);
  return {
    ignored,
    touch: () => {
      touched.current = true;
    },
  };
}
