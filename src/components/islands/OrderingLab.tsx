/**
 * @packageDocumentation
 * The Othello lesson's move-ordering cell: pick a branching factor, a depth
 * and a seed; the engine builds that uniform tree (distinct leaf values in a
 * seeded order) and counts the leaves alpha-beta and shallow pruning read in
 * three move orders, beside every leaf and Knuth and Moore's minimum
 * b^⌈d/2⌉ + b^⌊d/2⌋ − 1. Bars give the counts as a share of every leaf;
 * the numbers are written out.
 *
 * State: b, d, seed. The counts are computed in the page (a few
 * milliseconds; trees are capped at 1,024 leaves, see lib/models/orderingLab.ts).
 */

import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { BRANCHINGS, maxDepth, orderingLab } from '../../lib/models/orderingLab.ts';
import { DataTable } from '../ui/DataTable.tsx';
import '../ui/cellLayout.css';
import { messages } from '../../i18n/messages.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import './OrderingLab.css';

export interface OrderingLabProps {
  branching?: number;
  depth?: number;
  seed?: number;
  /** The page's language (English when absent). */
  lang?: Locale;
}

export default function OrderingLab(props: OrderingLabProps) {
  const t = messages(props.lang).orderingLab;
  const fmt = (n: number) => formatNumber(props.lang ?? 'en', n);
  const [b, setB] = useState(props.branching ?? 3);
  const [d, setD] = useState(props.depth ?? 4);
  const [seed, setSeed] = useState(props.seed ?? 1);
  const r = useMemo(() => orderingLab(b, d, seed), [b, d, seed]);
  const depth = r.depth;
  const power = (e: number) => (
    <>
      {b}
      <sup>{e}</sup>
    </>
  );
  const rows: [keyof typeof t.rows, number, ComponentChildren?][] = [
    ['all', r.alphaBeta.all],
    [
      'minimal',
      r.alphaBeta.minimal,
      <>
        {power(Math.ceil(depth / 2))} + {power(Math.floor(depth / 2))} − 1
      </>,
    ],
    ['ab-natural', r.alphaBeta.natural],
    ['ab-best', r.alphaBeta.bestFirst],
    ['ab-worst', r.alphaBeta.worstFirst],
    ['sp-natural', r.shallow.natural],
    ['sp-best', r.shallow.bestFirst],
    ['sp-worst', r.shallow.worstFirst],
  ];

  return (
    <div class="lx olab">
      <div class="olab__controls">
        <div class="lx-field">
          <span class="lx-label" aria-hidden="true">
            {t.branching}
          </span>
          <div class="lx-seg" role="group" aria-label={t.branching}>
            {BRANCHINGS.map((x) => (
              <button type="button" class="btn btn--small" aria-pressed={x === b} onClick={() => (setB(x), setD(Math.min(d, maxDepth(x))))}>
                {x}
              </button>
            ))}
          </div>
        </div>
        <label class="lx-field">
          <span class="lx-label">{t.depth}</span>
          <select value={String(depth)} onChange={(e) => setD(Number((e.target as HTMLSelectElement).value))}>
            {Array.from({ length: maxDepth(b) }, (_, k) => k + 1).map((k) => (
              <option value={String(k)}>{k}</option>
            ))}
          </select>
        </label>
        <label class="lx-field">
          <span class="lx-label">{t.seed}</span>
          <input type="number" min={0} max={999999} value={seed} onChange={(e) => setSeed(Math.max(0, Math.min(999999, Number((e.target as HTMLInputElement).value) || 0)))} />
        </label>
        <button type="button" class="btn btn--small" onClick={() => setSeed((s) => (s * 48271 + 11) % 999983)}>
          {t.another}
        </button>
      </div>
      <DataTable
        class="lx-table olab__table"
        attrs={{ 'data-testid': 'ordering-lab', 'data-shape': `${b},${depth},${r.seed}` }}
        caption={t.caption(b, depth, r.seed)}
        captionClass="visually-hidden"
        columns={[
          {
            head: t.searchOrder,
            rowHeader: true,
            cell: ([key, , formula]) => (
              <>
                {t.rows[key]}
                {formula && <span class="olab__formula"> ({formula})</span>}
              </>
            ),
          },
          { head: t.leaves, cell: ([, n]) => fmt(n) },
          {
            head: <span class="visually-hidden">{t.share}</span>,
            attrs: () => ({ class: 'olab__barcell', 'aria-hidden': 'true' }),
            cell: ([key, n]) => <span class={`olab__bar olab__bar--${key.split('-')[0]}`} style={{ width: `${(100 * n) / r.alphaBeta.all}%` }} />,
          },
        ]}
        rows={rows}
        rowAttrs={([key]) => ({ 'data-row': key, class: key === 'all' || key === 'minimal' ? 'is-reference' : undefined })}
      />
    </div>
  );
}
