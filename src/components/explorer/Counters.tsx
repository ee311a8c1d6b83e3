/** The counters: this search so far and by its end, against plain minimax on the same tree (lib/viz/explorer/panels.ts). Render only. */

import type { CountersSummary } from '../../lib/viz/explorer/panels.ts';
import { messages } from '../../i18n/messages.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import './Counters.css';

export function Counters({ counters, lang = 'en' }: { counters: CountersSummary; lang?: Locale }) {
  const t = messages(lang).explorer;
  const n = (x: number) => formatNumber(lang, x);
  return (
    <div class="sx-counters">
      <table>
        <caption class="visually-hidden">{t.countersCaption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span class="visually-hidden">{t.counter}</span>
            </th>
            <th scope="col">{counters.name}</th>
            <th scope="col">Minimax</th>
          </tr>
        </thead>
        <tbody>
          {counters.rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              <td>
                <strong>{n(r.now)}</strong>
                <span class="sx-of"> / {n(r.end)}</span>
              </td>
              <td>{typeof r.minimax === 'number' ? n(r.minimax) : r.minimax}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {counters.saving && <p class="sx-saving">{counters.saving}</p>}
    </div>
  );
}
