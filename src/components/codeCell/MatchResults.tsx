/** The match's tally (with its test hooks) and its games in a table, each with a Replay button. */

import type { MatchState, ReplayAt } from '../../lib/codeCell/cell/state.ts';
import { sidesOf } from '../../lib/codeCell/cell/view.ts';
import { capital, plural, resultWords, winnerHook } from '../../lib/codeCell/cell/words.ts';
import type { MatchTally } from '../../lib/models/codeCell/match.ts';
import './MatchResults.css';

function Tally({ match, tally: t }: { match: MatchState; tally: MatchTally }) {
  return (
    <p class="cc-tally" data-wins={t.a} data-losses={t.b} data-draws={t.draws} data-stopped={t.stopped}>
      {capital(match.names.a)}: <strong>{t.a}</strong> {plural(t.a, 'win')}; {match.names.b}: <strong>{t.b}</strong> {plural(t.b, 'win')}; <strong>{t.draws}</strong>{' '}
      {plural(t.draws, 'draw')}
      {t.stopped > 0 && (
        <>
          ; <strong>{t.stopped}</strong> stopped
        </>
      )}{' '}
      (depth {match.depth}, seed {match.seed}, {match.records.length} of {match.games} games).
    </p>
  );
}

export interface MatchResultsProps {
  readonly match: MatchState;
  readonly tally: MatchTally;
  readonly replay: ReplayAt | null;
  readonly onReplay: (index: number) => void;
}

export function MatchResults({ match, tally, replay, onReplay }: MatchResultsProps) {
  return (
    <div class="cc-results">
      <Tally match={match} tally={tally} />
      <div class="lx-table-wrap">
        <table class="lx-table cc-table">
          <caption class="visually-hidden">Games of the match</caption>
          <thead>
            <tr>
              <th scope="col">Game</th>
              <th scope="col">X (first)</th>
              <th scope="col">Result</th>
              <th scope="col">Moves</th>
              <th scope="col">
                <span class="visually-hidden">Replay</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {match.records.map((r) => (
              <tr key={r.index} data-winner={winnerHook(r)} class={replay?.index === r.index ? 'is-shown' : undefined}>
                <th scope="row">{r.index + 1}</th>
                <td>{sidesOf(r.first, match.names).x}</td>
                <td class={r.stopped ? 'cc-bad' : undefined}>
                  {r.stopped && <span aria-hidden="true">⚠ </span>}
                  {resultWords(r, match.names)}
                </td>
                <td>{r.moves.length}</td>
                <td>
                  <button type="button" class="btn cc-small" onClick={() => onReplay(r.index)} aria-pressed={replay?.index === r.index}>
                    Replay game {r.index + 1}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
