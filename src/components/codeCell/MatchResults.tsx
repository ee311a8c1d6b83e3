/** The match's tally (with its test hooks) and its games in a table, each with a Replay button. */

import type { MatchState, ReplayAt } from '../../lib/codeCell/cell/state.ts';
import { sidesOf } from '../../lib/codeCell/cell/view.ts';
import { capital, resultWords, winnerHook, type CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import type { MatchGameRecord, MatchTally } from '../../lib/models/codeCell/match.ts';
import { DataTable, type Column } from '../ui/DataTable.tsx';
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

/** A game's number, who moved first, its result, its length and its Replay button. */
function gameColumns(match: MatchState, replay: ReplayAt | null, onReplay: (index: number) => void, t: CodeCellWords): Column<MatchGameRecord>[] {
  return [
    { head: t.gameColumn, rowHeader: true, cell: (r) => r.index + 1 },
    { head: t.firstColumn, cell: (r) => sidesOf(r.first, match.names).x },
    {
      head: t.resultColumn,
      attrs: (r) => ({ class: r.stopped ? 'cc-bad' : undefined }),
      cell: (r) => (
        <>
          {r.stopped && <span aria-hidden="true">⚠ </span>}
          {resultWords(r, match.names, t)}
        </>
      ),
    },
    { head: t.movesColumn, cell: (r) => r.moves.length },
    {
      head: <span class="visually-hidden">{t.replay}</span>,
      cell: (r) => (
        <button type="button" class="btn cc-small" onClick={() => onReplay(r.index)} aria-pressed={replay?.index === r.index}>
          {t.replayGame(r.index + 1)}
        </button>
      ),
    },
  ];
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
      <DataTable
        scroll
        class="lx-table cc-table"
        caption={t.gamesCaption}
        captionClass="visually-hidden"
        columns={gameColumns(match, replay, onReplay, t)}
        rows={match.records}
        rowAttrs={(r) => ({ key: r.index, 'data-winner': winnerHook(r), class: replay?.index === r.index ? 'is-shown' : undefined })}
      />
    </div>
  );
}
