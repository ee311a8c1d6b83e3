/** The counters: this search so far and by its end, against plain minimax on the same tree (lib/viz/explorer/panels.ts). Render only. */

import type { CountersSummary } from '../../lib/viz/explorer/panels.ts';
import './Counters.css';

export function Counters({ counters }: { counters: CountersSummary }) {
  return (
    <div class="sx-counters">
      <table>
        <caption class="visually-hidden">Counters: this search so far, at the end, and plain minimax on the same tree</caption>
        <thead>
          <tr>
            <th scope="col">
              <span class="visually-hidden">Counter</span>
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
                <strong>{r.now.toLocaleString('en-US')}</strong>
                <span class="sx-of"> / {r.end.toLocaleString('en-US')}</span>
              </td>
              <td>{typeof r.minimax === 'number' ? r.minimax.toLocaleString('en-US') : r.minimax}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {counters.saving && <p class="sx-saving">{counters.saving}</p>}
    </div>
  );
}
