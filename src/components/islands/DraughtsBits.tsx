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
import '../ui/cellLayout.css';

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
  const pick = <T,>(set: (v: T) => void, v: T) => () => {
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
          <div class="lx-seg" role="group" aria-labelledby="dr-variant">
            <button type="button" class="btn btn--small" aria-pressed={size === 10} onClick={pick(setSize, 10 as Variant)}>
              {t.international}
            </button>
            <button type="button" class="btn btn--small" aria-pressed={size === 8} onClick={pick(setSize, 8 as Variant)}>
              {t.english}
            </button>
          </div>
        </div>
        <div class="lx-row">
          <span class="lx-label" id="dr-layout">
            {t.layout}
          </span>
          <div class="lx-seg" role="group" aria-labelledby="dr-layout">
            <button type="button" class="btn btn--small" aria-pressed={layout === 'kings'} onClick={pick(setLayout, 'kings' as Layout)}>
              {t.kingsLayout}
            </button>
            <button type="button" class="btn btn--small" aria-pressed={layout === 'four'} onClick={pick(setLayout, 'four' as Layout)}>
              {t.fourLayout}
            </button>
          </div>
        </div>
        <p>
          {t.darkBefore}
          <strong data-testid="dr-cells">{r.cells}</strong>
          {t.darkAfter}
        </p>
        <div class="lx-table-wrap">
          <table class="lx-table lx-table--left">
            <thead>
              <tr>
                <th scope="col">{t.bitsHead}</th>
                <th scope="col">{t.fieldHead}</th>
                <th scope="col">{t.meaningHead}</th>
              </tr>
            </thead>
            <tbody>
              {ranges.map((f) => (
                <tr key={f.name}>
                  <td class="lx-mono" style={{ whiteSpace: 'nowrap' }}>
                    {f.from === f.to ? f.from : `${f.from} … ${f.to}`}
                  </td>
                  <th scope="row" style={{ fontWeight: 600 }}>
                    {f.name}
                  </th>
                  <td>{f.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl class="lx-dl">
          <div>
            <dt>{t.total}</dt>
            <dd class="lx-mono" data-testid="dr-total">
              {r.total}
            </dd>
          </div>
          <div>
            <dt>{t.fewest}</dt>
            <dd>
              <span class="lx-mono" data-testid="dr-min">
                {r.minimum}
              </span>{' '}
              <span class="lx-muted">
                {t.fewestWhy(r.cells)}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t.words}</dt>
            <dd>
              <span class="lx-mono" data-testid="dr-words">
                {r.words}
              </span>{' '}
              <span class="lx-muted">
                {r.cells <= 32 ? t.oneWord(r.cells) : t.twoWords(r.cells)}
              </span>
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
