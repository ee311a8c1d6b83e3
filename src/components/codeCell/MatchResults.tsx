/** The match's tally (with its test hooks) and its games in a table, each with a Replay button. */

import type { MatchState, ReplayAt } from '../../lib/codeCell/cell/state.ts';
import { sidesOf } from '../../lib/codeCell/cell/view.ts';
import { capital, resultWords, winnerHook, type CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import type { MatchTally } from '../../lib/models/codeCell/match.ts';
import './MatchResults.css';

function Tally({ match, tally: n, t }: { match: MatchState; tally: MatchTally; t: CodeCellWords }) {
  return (
    <p class="cc-tally" data-wins={n.a} data-losses={n.b} data-draws={n.draws} data-stopped={n.stopped}>
      {capital(match.names.a)}
      {t.colon} <strong>{n.a}</strong> {t.tallyWins(n.a)}
      {t.semicolon} {match.names.b}
      {t.colon} <strong>{n.b}</strong> {t.tallyWins(n.b)}
      {t.semicolon} <strong>{n.draws}</strong> {t.tallyDraws(n.draws)}
      {n.stopped > 0 && (
        <>
          {t.semicolon} <strong>{n.stopped}</strong> {t.tallyStopped(n.stopped)}
        </>
      )}{' '}
      {t.tallyEnd(match.depth, match.seed, match.records.length, match.games)}
    </p>
  );
}

export interface MatchResultsProps {
  readonly match: MatchState;
  readonly tally: MatchTally;
  readonly replay: ReplayAt | null;
  readonly onReplay: (index: number) => void;
  readonly t: CodeCellWords;
}

export function MatchResults({ match, tally, replay, onReplay, t }: MatchResultsProps) {
  return (
    <div class="cc-results">
      <Tally match={match} tally={tally} t={t} />
      <div class="lx-table-wrap">
        <table class="lx-table cc-table">
          <caption class="visually-hidden">{t.gamesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.gameColumn}</th>
              <th scope="col">{t.firstColumn}</th>
              <th scope="col">{t.resultColumn}</th>
              <th scope="col">{t.movesColumn}</th>
              <th scope="col">
                <span class="visually-hidden">{t.replay}</span>
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
                  {resultWords(r, match.names, t)}
                </td>
                <td>{r.moves.length}</td>
                <td>
                  <button type="button" class="btn cc-small" onClick={() => onReplay(r.index)} aria-pressed={replay?.index === r.index}>
                    {t.replayGame(r.index + 1)}
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
