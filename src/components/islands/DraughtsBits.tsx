/**
 * @packageDocumentation
 * An answer to the Haskell course's first exercise ("represent a draughts
 * board"), worked out live: pick a variant and a layout, and the island lays
 * the fields out bit by bit as the 19-bit board does for tic-tac-toe, counts
 * the bits, compares them with the fewest bits any encoding could use, and
 * says how many 32-bit words JavaScript's bitwise operators would need.
 *
 * Only the dark squares are playable, so a board of n × n squares has n²/2
 * cells. Each cell is empty, a man or a king of either side: five states.
 *
 * URL: `draughts` (`8` or `10`) and `draughts-layout` (`kings` or `four`),
 * read by `draughtsParams` (lib/url/cellParams.ts); a value it cannot use
 * keeps the default and is named above the cell.
 */

import { useState } from 'preact/hooks';
import { draughtsLayout, type Layout, type Variant } from '../../lib/models/draughts.ts';
import { draughtsParams } from '../../lib/url/cellParams.ts';
import { useCellLink } from '../hooks/useCellLink.ts';
import { UrlNotice } from '../ui/UrlNotice.tsx';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { DataTable } from '../ui/DataTable.tsx';
import '../ui/cellLayout.css';
import { Segmented } from '../ui/Segmented.tsx';

/** `lang`: the page's language (English when absent). */
export default function DraughtsBits({ urlPrefix = 'draughts', lang = 'en' }: { urlPrefix?: string | null; lang?: Locale }) {
  const t = messages(lang).draughts;
  const [size, setSize] = useState<Variant>(10);
  const [layout, setLayout] = useState<Layout>('kings');
  const link = useCellLink(
    urlPrefix,
    draughtsParams,
    (v) => {
      if (v.size !== undefined) setSize(v.size);
      if (v.layout !== undefined) setLayout(v.layout);
    },
    (prefix) => ({ [prefix]: String(size), [`${prefix}-layout`]: layout }),
    [size, layout],
  );

  const r = draughtsLayout(size, layout, t.fields);
  let next = 0;
  const ranges = r.fields.map((f) => {
    const from = next;
    next += f.bits;
    return { ...f, from, to: next - 1 };
  });
  const pick = <T,>(set: (v: T) => void) => (v: T) => {
    link.touch();
    set(v);
  };

  return (
    <div class="lx dr" data-bits={r.total}>
      <UrlNotice lang={lang} ignored={link.ignored} cell="draughts" />
      <div class="lx-stack">
        <div class="lx-row">
          <span class="lx-label" id="dr-variant">
            {t.variant}
          </span>
          <Segmented labelledBy="dr-variant" segments={[[10, t.international], [8, t.english]]} value={size} onChoose={pick(setSize)} />
        </div>
        <div class="lx-row">
          <span class="lx-label" id="dr-layout">
            {t.layout}
          </span>
          <Segmented labelledBy="dr-layout" segments={[['kings', t.kingsLayout], ['four', t.fourLayout]]} value={layout} onChoose={pick(setLayout)} />
        </div>
        <p>
          {t.darkBefore}
          <strong data-testid="dr-cells">{r.cells}</strong>
          {t.darkAfter}
        </p>
        <DataTable
          scroll
          class="lx-table lx-table--left"
          columns={[
            {
              head: t.bitsHead,
              attrs: () => ({ class: 'lx-mono', style: { whiteSpace: 'nowrap' } }),
              cell: (f) => (f.from === f.to ? f.from : `${f.from} … ${f.to}`),
            },
            { head: t.fieldHead, rowHeader: true, attrs: () => ({ style: { fontWeight: 600 } }), cell: (f) => f.name },
            { head: t.meaningHead, cell: (f) => f.meaning },
          ]}
          rows={ranges}
          rowAttrs={(f) => ({ key: f.name })}
        />
        <dl class="lx-dl">
          <div>
            <dt>{t.total}</dt>
            <dd class="lx-mono" data-testid="dr-total">
              {r.total}
            </dd>
          </div>
          <Count term={t.fewest} testId="dr-min" value={r.minimum} why={t.fewestWhy(r.cells)} />
          <Count term={t.words} testId="dr-words" value={r.words} why={r.cells <= 32 ? t.oneWord(r.cells) : t.twoWords(r.cells)} />
        </dl>
      </div>
    </div>
  );
}

/** A count of the sums, and why it is that many, in muted words. */
function Count({ term, testId, value, why }: { term: string; testId: string; value: number; why: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>
        <span class="lx-mono" data-testid={testId}>
          {value}
        </span>{' '}
        <span class="lx-muted">{why}</span>
      </dd>
    </div>
  );
}
