/**
 * @packageDocumentation
 * "One engine, any game": the course's generic engine (`Moteur_Jeu`), here
 * the engine's `analyzeMoves` and a seeded pick, run unchanged on three games
 * of the registry. Choose a game, edit its position in its own notation, set
 * the depth: the worker (task `choose`) scores every legal move and picks one
 * of the best. Nothing in the task knows which game it is playing.
 *
 * Test hooks on the root: `data-game`, `data-state`; after an answer
 * `data-best` (moves in the notation, comma-separated) and `data-chosen`.
 */

import { useEffect, useMemo, useState } from 'preact/hooks';
import * as connect4 from '../../lib/games/connect4.ts';
import * as line from '../../lib/games/line.ts';
import { signedScore } from '../../lib/games/score.ts';
import * as tictactoe from '../../lib/games/tictactoe.ts';
import { useEngineJob, useJobProgress } from '../hooks/useEngineJob.ts';
import { Connect4Board } from '../ui/Connect4Board.tsx';
import { SeedField, SelectField } from '../ui/Fields.tsx';
import { JobProgress } from '../ui/JobProgress.tsx';
import { TabList } from '../ui/TabList.tsx';
import { RowBoard } from '../ui/RowBoard.tsx';
import { TicTacToeBoard } from '../ui/TicTacToeBoard.tsx';
import { messages } from '../../i18n/messages.ts';
import { errorText, type ErrorLike } from '../../lib/engineErrors.ts';
import type { Locale } from '../../i18n/locales.ts';
import '../ui/cellLayout.css';
import './connect4/connect4Lesson.css';

type GameTab = 'tictactoe' | 'line' | 'connect4';

interface TabSpec {
  readonly start: string;
  readonly depths: readonly (number | 'end')[];
  readonly depth: number | 'end';
  readonly parse: (text: string) => { ok: true } | { ok: false; error: ErrorLike };
  /** The request: the values of every move at a depth, and the seeded pick. */
  readonly choose: (position: string, input: { depth?: number; seed?: number }) => ReturnType<typeof tictactoe.choose>;
}

const TABS: Record<GameTab, TabSpec> = {
  tictactoe: {
    start: 'xx..o....',
    depths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 'end'],
    depth: 'end',
    parse: tictactoe.parseBoard,
    choose: tictactoe.choose,
  },
  line: {
    start: 'o...x',
    depths: [1, 2, 3, 4, 5, 6, 'end'],
    depth: 'end',
    parse: line.parseRow,
    choose: line.choose,
  },
  connect4: {
    start: '5x4k4:3344',
    depths: [1, 2, 3, 4, 5, 6, 7, 8],
    depth: 4,
    parse: connect4.parseMoves,
    choose: connect4.choose,
  },
};

const ORDER: readonly GameTab[] = ['tictactoe', 'line', 'connect4'];

export interface AnyGameEngineProps {
  /** The game shown first; default tic-tac-toe. */
  game?: GameTab;
  /** The page's language (English when absent). */
  lang?: Locale;
}

export default function AnyGameEngine(props: AnyGameEngineProps) {
  const t = messages(props.lang).anyGame;
  const [tab, setTab] = useState<GameTab>(props.game ?? 'tictactoe');
  const [texts, setTexts] = useState<Record<GameTab, string>>({ tictactoe: TABS.tictactoe.start, line: TABS.line.start, connect4: TABS.connect4.start });
  const [depths, setDepths] = useState<Record<GameTab, number | 'end'>>({
    tictactoe: TABS.tictactoe.depth,
    line: TABS.line.depth,
    connect4: TABS.connect4.depth,
  });
  const [seed, setSeed] = useState(1);
  const job = useEngineJob<line.ChooseOutput>({ keepAlive: true });
  const progress = useJobProgress(job);
  const spec = TABS[tab];
  const text = texts[tab].trim();
  const depth = depths[tab];
  const parsed = useMemo(() => spec.parse(text), [spec, text]);
  const c4 = useMemo(() => (tab === 'connect4' ? connect4.parseMoves(text) : null), [tab, text]);

  useEffect(() => {
    if (!parsed.ok) return job.reset();
    void job.run(spec.choose(text, { seed, ...(depth === 'end' ? {} : { depth }) }));
  }, [tab, text, depth, seed, parsed.ok]); // eslint-disable-line react-hooks/exhaustive-deps -- a new job on each change of the question

  const s = job.state;
  const result = s.status === 'done' ? s.result : null;
  const values = new Map((result?.moves ?? []).map((m) => [m.move, m.value]));
  const best = new Set(result?.best ?? []);
  return (
    <div class="lx c4l c4l-anygame" data-game={tab} data-state={s.status} data-best={result?.best.join(',')} data-chosen={result?.chosen ?? undefined}>
      <TabList class="c4l-tabs" label={t.game} tabs={ORDER} selected={tab} id={(t) => `anygame-tab-${t}`} panel="anygame-panel" title={(g) => t.titles[g]} onSelect={setTab} />
      <div class="c4l" role="tabpanel" id="anygame-panel" aria-labelledby={`anygame-tab-${tab}`}>
        <div class="c4l-controls">
          <label class="lx-setting c4l-field">
            <span>{t.positions[tab]}</span>
            <input
              class="input c4l-mono"
              type="text"
              value={texts[tab]}
              spellcheck={false}
              autocomplete="off"
              aria-invalid={!parsed.ok}
              onInput={(e) => setTexts((all) => ({ ...all, [tab]: (e.target as HTMLInputElement).value }))}
            />
          </label>
          <SelectField
            class="lx-setting c4l-field"
            label={t.depth}
            value={depth}
            options={spec.depths.map((d) => [d, d === 'end' ? t.toTheEnd : t.plies(d)])}
            onChange={(v) => setDepths((all) => ({ ...all, [tab]: v === 'end' ? 'end' : Number(v) }))}
          />
          <SeedField lang={props.lang} class="lx-setting c4l-field" label={t.seed} input="input c4l-num" value={seed} onSeed={setSeed} />
        </div>
        {!parsed.ok && (
          <p class="message message--error" role="alert">
            {errorText(props.lang, parsed.error, text)}
          </p>
        )}
        <div class="c4l-split">
          <div>
            {parsed.ok && tab === 'tictactoe' && (
              <TicTacToeBoard
                lang={props.lang}
                cells={text.toLowerCase()}
                label={t.tictactoeBoard}
                mode="view"
                size="small"
                notes={Array.from({ length: 9 }, (_, c) => (values.has(tictactoe.moveName(c)) ? signedScore(values.get(tictactoe.moveName(c))!) : null))}
                best={[...best].reduce((set, m) => set | (1 << tictactoe.cellOf(m)), 0)}
              />
            )}
            {parsed.ok && tab === 'line' && (
              <RowBoard
                lang={props.lang}
                row={text.toLowerCase()}
                label={t.row}
                best={new Set([...best].map(line.cellOf))}
                notes={new Map([...values].map(([m, v]) => [line.cellOf(m), signedScore(v)]))}
              />
            )}
            {c4?.ok && <Connect4Board lang={props.lang} position={c4.value} editable={false} onColumn={() => {}} best={new Set([...best].map(Number))} values={null} readOnly />}
          </div>
          <div class="c4l">
            {s.status === 'running' && <JobProgress lang={props.lang} progress={progress} what={t.searching} onCancel={() => job.reset()} />}
            {s.status === 'failed' && <p class="message message--error">{errorText(props.lang, s.error)}</p>}
            {result && result.moves.length === 0 && <p class="c4l-status">{t.gameOver}</p>}
            {result && result.moves.length > 0 && (
              <>
                <p class="c4l-status" aria-live="polite">
                  {t.plays(result.toMove)}
                  <strong data-chosen>{result.chosen}</strong>
                  {result.best.length > 1 ? t.pickedBy(seed, result.best.join(', ')) : t.onlyBest}.
                </p>
                <div class="lx-table-wrap">
                  <table class="lx-table c4l-table">
                    <caption class="visually-hidden">{t.caption(result.toMove)}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t.move}</th>
                        <th scope="col">{t.valueFor(result.toMove)}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {result.moves.map((m) => (
                        <tr data-move={m.move}>
                          <th scope="row">
                            {m.move}
                            {best.has(m.move) && <span class="c4l-tag">{t.best}</span>}
                          </th>
                          <td>{signedScore(m.value)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <p class="c4l-note">{t.searched(result.nodes)}</p>
              </>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
