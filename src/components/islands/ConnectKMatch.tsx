/**
 * @packageDocumentation
 * A match between two computers, the course's experiment ("does a deeper
 * search win more often?", "at equal depth, the evaluation makes the
 * difference"): N games on the reader's board, side A first in the odd
 * games and B in the even ones, every tie between equal moves broken at
 * random from the seed, so the games differ. The results table counts wins
 * and draws, split by who moved first; the games themselves are listed.
 *
 * The match is played in the solve worker (task `connect4Duel`), with a
 * progress bar and Cancel. Test hooks on the root: `data-state`, and after
 * the match `data-total` ("A-B-draws").
 */

import { useMemo, useState } from 'preact/hooks';
import type { EvaluationId } from '../../engine/games/connect4/duel.ts';
import { connect4Play, duel, sizeName, type DuelOutput } from '../../lib/games/connect4.ts';
import type { PlayChoice, PlaySettings } from '../../lib/games/kit.ts';
import { jobWords } from '../../lib/jobs/words.ts';
import { messages } from '../../i18n/messages.ts';
import { errorText } from '../../lib/engineErrors.ts';
import type { ConnectKMatchWords } from '../../i18n/messages/connectKMatch/en.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useEngineJob, useJobProgress } from '../hooks/useEngineJob.ts';
import { JobProgress } from '../ui/JobProgress.tsx';
import { ChoiceFields, SeedField, SelectField } from '../ui/Fields.tsx';
import { DataTable, type Column } from '../ui/DataTable.tsx';
import '../ui/cellLayout.css';
import './connect4/connect4Lesson.css';

export interface ConnectKMatchProps {
  width?: number;
  height?: number;
  k?: number;
  /** Side A and side B; default depth 6 against depth 2, both with open windows. */
  a?: ComputerSettings;
  b?: ComputerSettings;
  /** Games; default 20. */
  games?: number;
  /** The page's language (English when absent). */
  lang?: Locale;
}

/** A computer's settings: its depth and its evaluation. */
type ComputerSettings = { readonly depth: number; readonly evaluation: EvaluationId };

const GAMES = [2, 10, 20, 50, 100, 200].map((g) => [g, String(g)] as const);
const computer = (c: PlaySettings): ComputerSettings => ({ depth: Number(c.depth), evaluation: c.evaluation as EvaluationId });

/** The kit's choices in the page's language: their labels, the depths and the evaluations (other options are numbers). */
const choicesIn = (t: ConnectKMatchWords, choices: readonly PlayChoice[]): PlayChoice[] =>
  choices.map((c) => ({
    key: c.key,
    label: t.choices[c.key] ?? c.label,
    options: (v) =>
      c.options(v).map(([value, text]) => [value, c.key === 'depth' ? t.plies(Number(value)) : c.key === 'evaluation' ? (t.evaluations[String(value)] ?? text) : text] as const),
  }));

/** A line of the results: whose games (A first, B first, all) and their tally. */
interface TallyRow {
  readonly name: string;
  readonly tally: DuelOutput['total'];
  /** The line of all games, whose cells carry the test hooks. */
  readonly total?: boolean;
}

function tallyColumns(t: ConnectKMatchWords): Column<TallyRow>[] {
  const count = (head: string, side: 'a' | 'b' | 'draws'): Column<TallyRow> => ({
    head,
    cell: (r) => r.tally[side],
    attrs: (r) => (r.total ? { [`data-${side}`]: true } : {}),
  });
  return [{ head: t.games, rowHeader: true, cell: (r) => r.name }, count(t.aWins, 'a'), count(t.bWins, 'b'), count(t.draws, 'draws')];
}

export default function ConnectKMatch(props: ConnectKMatchProps) {
  const lang = props.lang ?? 'en';
  const t = messages(lang).connectKMatch;
  const job$ = jobWords(lang);
  const [boardChoices, computerChoices] = useMemo(() => [choicesIn(t, connect4Play.settings), choicesIn(t, connect4Play.computer)], [t]);
  const computerName = (c: ComputerSettings) => t.computer(c.depth, t.evaluations[c.evaluation] ?? c.evaluation);
  // The board and the computers are chosen as in the play cell, from the Connect-K kit's choices.
  const [size, setSize] = useState<PlaySettings>({ width: props.width ?? 5, height: props.height ?? 4, k: props.k ?? 4 });
  const [a, setA] = useState<PlaySettings>(props.a ?? { depth: 6, evaluation: 'windows' });
  const [b, setB] = useState<PlaySettings>(props.b ?? { depth: 2, evaluation: 'windows' });
  const [games, setGames] = useState(props.games ?? 20);
  const [seed, setSeed] = useState(1);
  const job = useEngineJob<DuelOutput>();
  const progress = useJobProgress(job);
  const running = job.running;

  const board = { width: Number(size.width), height: Number(size.height), k: Number(size.k) };
  const play = () => void job.run(duel({ size: board, a: computer(a), b: computer(b), games, seed }));
  const change =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      job.reset();
      set(v);
    };

  const s = job.state;
  const r = s.status === 'done' ? s.result : null;
  return (
    <div class="lx c4l c4l-match" data-state={s.status} data-total={r ? `${r.total.a}-${r.total.b}-${r.total.draws}` : undefined}>
      <div class="c4l-controls">
        <fieldset class="lx-group">
          <legend>{t.board}</legend>
          <ChoiceFields class="lx-setting c4l-field" id="kmatch-size" choices={boardChoices} values={size} disabled={running} onChange={change(setSize)} />
        </fieldset>
        <fieldset class="lx-group">
          <legend>{t.sideA}</legend>
          <ChoiceFields class="lx-setting c4l-field" id="kmatch-a" choices={computerChoices} values={a} disabled={running} onChange={change(setA)} />
        </fieldset>
        <fieldset class="lx-group">
          <legend>{t.sideB}</legend>
          <ChoiceFields class="lx-setting c4l-field" id="kmatch-b" choices={computerChoices} values={b} disabled={running} onChange={change(setB)} />
        </fieldset>
        <SelectField class="lx-setting c4l-field" label={t.games} value={games} options={GAMES} disabled={running} onChange={(g) => change(setGames)(Number(g))} />
        <SeedField lang={lang} class="lx-setting c4l-field" label={t.seed} input="input c4l-num" value={seed} disabled={running} onSeed={change(setSeed)} />
      </div>
      <div class="c4l-actions">
        <button type="button" class="btn btn--primary" onClick={play} disabled={running}>
          {t.play}
        </button>
        {running && <JobProgress lang={lang} progress={progress} what={t.playing} onCancel={() => job.cancel()} />}
        {s.status === 'cancelled' && <span class="c4l-note">{job$.cancelled}</span>}
      </div>
      {s.status === 'failed' && <p class="message message--error">{errorText(lang, s.error)}</p>}
      {r && (
        <>
          <DataTable
            scroll
            class="lx-table c4l-table"
            attrs={{ 'data-results': true }}
            caption={t.caption(r.games.length, sizeName(board), computerName(r.a), computerName(r.b))}
            columns={tallyColumns(t)}
            rows={[
              { name: t.movedFirst('A'), tally: r.aFirst },
              { name: t.movedFirst('B'), tally: r.bFirst },
            ]}
            foot={[{ name: t.all, tally: r.total, total: true }]}
          />
          <p class="c4l-note">
            {t.note(new Set(r.games.map((g) => g.moves)).size, r.nodes, job$.ms(s.status === 'done' ? s.ms : 0))}
          </p>
          <details>
            <summary>{t.theGames}</summary>
            <ol class="c4l-transcript">
              {r.games.map((g) => (
                <li>
                  {t.game(g.first === 'a' ? 'A' : 'B', g.winner === null ? null : g.winner === 'a' ? 'A' : 'B')}{' '}
                  <span class="c4l-moves">{g.moves}</span>
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
    </div>
  );
}
