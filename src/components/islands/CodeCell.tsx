/**
 * @packageDocumentation
 * CodeCell: the reader writes the evaluation function and plays it against
 * the engine's. One island for every game, with a game part
 * (`codeCell/parts.tsx`) and a contract (`lib/models/codeCell/contracts.ts`):
 *
 *   <CodeCell client:visible game="tictactoe" />
 *   <CodeCell client:visible game="connect4" width={5} height={4} k={3} depth={4} />
 *
 * - The contract (the position's plain form, the range of the result) is
 *   written above the code. The code starts as the engine's own evaluation.
 * - The editor (CodeMirror) loads when the reader opens it; until then the
 *   code is shown as text. TypeScript checks and compiles the code in a worker
 *   (loaded on the first check); errors are listed with their line and drawn
 *   in the editor.
 * - A match runs one worker per game, never on this thread, with a time limit
 *   per move; a problem (an exception, a wrong result, a move past the limit)
 *   ends that game with a message that names it. Results in a table, every
 *   game replayable move by move; "See the search" shows the visualiser's tree
 *   of one move, searched with the reader's evaluation in the worker.
 * - The code is kept in local storage and in the address (`urlParam`,
 *   compressed); Reset goes back to the engine's evaluation; saved versions
 *   can be the opponent.
 *
 * - A page may give the cell a goal (`goal`, `lib/models/codeCell/goals.ts`),
 *   stated above the contract and checked when a match ends, from the games
 *   the sandbox reported: one of the page's exercises, its verdict kept in
 *   this browser (`lib/progress/store.ts`) like the exercise cards'.
 *
 * Test hooks: the root carries `data-code-cell`, `data-game` and
 * `data-state` (idle, checking, running, done), and with a goal
 * `data-exercise` (the goal's id) and `data-checked` (right or wrong, once a
 * match of the goal's settings has ended); the goal's verdict `data-goal`
 * (open, met, not-met); the tally `data-wins`,
 * `data-losses`, `data-draws`, `data-stopped`; each result row `data-winner`.
 *
 * Design: a model (`lib/codeCell/cell`: state, actions, reducer, what the
 * cell shows) tested without a DOM; small views, one per part, with their CSS
 * (`components/codeCell`); a hook (`useCodeCell`) that wires the model to the
 * workers, the editor, storage and the address. This island only composes.
 */

import type { ComponentType } from 'preact';
import { useEffect, useId, useMemo, useState } from 'preact/hooks';
import type { CodeCellAction } from '../../lib/codeCell/cell/actions.ts';
import type { CodeCellState } from '../../lib/codeCell/cell/state.ts';
import { cellState, diagnostics, goalMatch, isLinkedCode, isRunning, isStale, opponentName, originWords, positionsOf, replayFrame, tally } from '../../lib/codeCell/cell/view.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import { messages } from '../../i18n/messages.ts';
import type { Connect4Config } from '../../lib/games/connect4.ts';
import { contractFor, positionOf, type CodeGame, type Contract } from '../../lib/models/codeCell/contracts.ts';
import { GOAL_SOLUTIONS } from '../../lib/models/codeCell/goalSolutions.ts';
import { CODE_GOALS, checkGoal, type CodeGoalName, type MatchGoal } from '../../lib/models/codeCell/goals.ts';
import { exerciseKey } from '../../lib/progress/pageExercises.ts';
import { recordVerdict } from '../../lib/progress/store.ts';
import { useStoredVerdict } from '../exercises/useStoredVerdict.ts';
import { CheckErrors } from '../codeCell/CheckErrors.tsx';
import { CodeEditor } from '../codeCell/CodeEditor.tsx';
import { CodeToolbar } from '../codeCell/CodeToolbar.tsx';
import { ContractPanel } from '../codeCell/ContractPanel.tsx';
import { GoalPanel } from '../codeCell/GoalPanel.tsx';
import { LinkNotice } from '../codeCell/LinkNotice.tsx';
import { MatchResults } from '../codeCell/MatchResults.tsx';
import { MatchSettings } from '../codeCell/MatchSettings.tsx';
import { PARTS } from '../codeCell/parts.tsx';
import { Replay } from '../codeCell/Replay.tsx';
import { RunControls } from '../codeCell/RunControls.tsx';
import { SearchTree } from '../codeCell/SearchTree.tsx';
import { useCodeCell, type CodeCellHandle } from '../codeCell/useCodeCell.ts';
import type { SearchExplorerProps } from './SearchExplorer.tsx';
import type { Locale } from '../../i18n/locales.ts';
import '../ui/cellLayout.css';
import './CodeCell.css';

export interface CodeCellProps {
  /** **game**: 'tictactoe' (default) or 'connect4'. */
  game?: CodeGame;
  /** **width**, **height**, **k**: Connect Four's board; default 7, 6, 4. */
  width?: number;
  height?: number;
  k?: number;
  /** **depth**: the match's search depth at first; default the game's (1 for tic-tac-toe, 4 for Connect Four). */
  depth?: number;
  /** **games**: games in a match at first; default 10. */
  games?: number;
  /** **seed**: the tie-break seed at first; default 1. */
  seed?: number;
  /** **timeLimitMs**: time allowed for one move; default 2,000 ms. */
  timeLimitMs?: number;
  /** **urlParam**: the query parameter that holds the code; default `code-<game>`; null leaves the URL alone. */
  urlParam?: string | null;
  /** **store**: keep the code in local storage; default true. */
  store?: boolean;
  /**
   * **goal**: a goal of `lib/models/codeCell/goals.ts`, one of the page's exercises; the match
   * starts with its settings (unless depth, games or seed say otherwise). Its game and board must be the cell's.
   */
  goal?: CodeGoalName;
  /** **lang**: the page's language: the cell's words, and the visualiser's captions; English when absent. */
  lang?: Locale;
}

/** The goal of the props, checked against the cell's game and board (a page that pairs them wrongly fails the build). */
function goalOf(name: CodeGoalName | undefined, game: CodeGame, config: Partial<Connect4Config> | undefined): MatchGoal | undefined {
  if (name === undefined) return undefined;
  const goal: MatchGoal = CODE_GOALS[name];
  const board = (c?: Partial<Connect4Config>) => (c ? `${c.width}x${c.height}k${c.k}` : '');
  if (goal.game !== game || board(goal.config) !== board(config)) throw new Error(`the goal ${name} is for ${goal.game} ${board(goal.config)}, not this cell’s ${game} ${board(config)}`);
  return goal;
}

type Explorer = ComponentType<SearchExplorerProps>;

export default function CodeCell(props: CodeCellProps) {
  const lang = props.lang ?? 'en';
  const t = messages(lang).codeCell;
  const game: CodeGame = props.game ?? 'tictactoe';
  const [config] = useState<Partial<Connect4Config> | undefined>(() => (game === 'connect4' ? { width: props.width ?? 7, height: props.height ?? 6, k: props.k ?? 4 } : undefined));
  const [contract] = useState(() => contractFor(game, config));
  const [goal] = useState(() => goalOf(props.goal, game, config));
  const start = { depth: props.depth ?? goal?.depth, games: props.games ?? goal?.games, seed: props.seed ?? goal?.seed };
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const id = (s: string) => `cc${uid}-${s}`;
  const urlParam = props.urlParam === undefined ? `code-${game}` : props.urlParam;
  const store = props.store ?? true;
  const limitMs = props.timeLimitMs ?? 2000;
  const [Explorer, setExplorer] = useState<Explorer | null>(null);
  const loadExplorer = async () => {
    if (Explorer) return;
    const mod = await import('./SearchExplorer.tsx');
    setExplorer(() => mod.SearchExplorer);
  };
  const cell = useCodeCell({ game, ...(config ? { config } : {}), contract, start, urlParam, store, limitMs, keysId: id('keys'), loadExplorer, lang, t });
  const { state: s } = cell;
  const search = s.search;
  const goalKey = goal ? exerciseKey(goal.set, goal.id) : undefined;
  const { stored, ready } = useStoredVerdict(goalKey);
  const goalCheck = goal ? checkGoal(goal, goalMatch(s), t) : null;
  // A match that ends with the goal's settings is a verdict, kept like an exercise card's.
  useEffect(() => {
    if (goalKey && goalCheck && goalCheck.status !== 'open') recordVerdict(goalKey, goalCheck.status === 'met' ? 'right' : 'wrong');
  }, [s.match]); // eslint-disable-line react-hooks/exhaustive-deps -- once per match: the check follows from it

  return (
    <div class="cc lx" data-code-cell="" data-game={game} data-state={cellState(s)} data-exercise={goal?.id} data-checked={goal ? stored : undefined}>
      {goal && goalCheck && (
        <GoalPanel
          goal={goal}
          check={goalCheck}
          stored={stored}
          settingsMatch={s.depth === goal.depth && s.games === goal.games && s.seed === goal.seed && s.opponent === 'built-in'}
          enabled={ready && !isRunning(s)}
          headingId={id('goal')}
          onUseSettings={() => {
            cell.dispatch({ type: 'depth', depth: goal.depth });
            cell.dispatch({ type: 'games', games: goal.games });
            cell.dispatch({ type: 'seedText', text: String(goal.seed) });
            cell.dispatch({ type: 'opponent', opponent: 'built-in' });
          }}
          onLoadSolution={() => props.goal && cell.replace(GOAL_SOLUTIONS[props.goal], t.noticeSolution)}
          t={t}
        />
      )}
      <ContractPanel contract={contract} limitMs={limitMs} headingId={id('contract')} t={t} />
      <CodeSection cell={cell} contract={contract} store={store} canLink={!!urlParam} headingId={id('code')} keysId={id('keys')} t={t} />
      <section class="cc-match" aria-labelledby={id('match')}>
        <h3 class="cc-h" id={id('match')}>
          {t.matchHeading}
        </h3>
        <MatchSettings state={s} depths={contract.depths} opponentName={opponentName(s, t)} running={isRunning(s)} dispatch={cell.dispatch} t={t} lang={lang} />
        <RunControls match={s.match} running={isRunning(s)} checking={s.check.status === 'checking'} onRun={cell.startMatch} onCancel={cell.cancelMatch} t={t} />
        <MatchPanel state={s} game={game} contract={contract} dispatch={cell.dispatch} onSearch={cell.seeSearch} t={t} lang={lang} />
      </section>
      <SearchTree search={search} headingId={id('tree')} t={t}>
        {search.status === 'done' && Explorer && (
          <Explorer
            key={search.key}
            game={game}
            position={search.notation}
            algorithm="alphabeta"
            depth={search.depth}
            step="end"
            controls="player"
            recording={search.recording}
            lang={props.lang}
            title={t.explorerTitle(search.where)}
          />
        )}
      </SearchTree>
    </div>
  );
}

interface CodeSectionProps {
  readonly cell: CodeCellHandle;
  readonly contract: Contract;
  readonly store: boolean;
  readonly canLink: boolean;
  readonly headingId: string;
  readonly keysId: string;
  readonly t: CodeCellWords;
}

/** The reader's code: whose it is, the editor, its buttons, what the checker says. */
function CodeSection({ cell, contract, store, canLink, headingId, keysId, t }: CodeSectionProps) {
  const { state: s } = cell;
  return (
    <section class="cc-code" aria-labelledby={headingId}>
      <div class="cc-code__head">
        <h3 class="cc-h" id={headingId}>
          {t.codeHeading}
        </h3>
        <LinkNotice linked={isLinkedCode(s, contract)} origin={originWords(s, contract, t)} canKeep={store} onKeep={cell.keep} t={t} />
      </div>
      <CodeEditor code={s.code} status={s.editor} host={cell.editorHost} keysId={keysId} t={t} />
      <CodeToolbar
        editor={s.editor}
        checking={s.check.status === 'checking'}
        isTemplate={s.code === contract.template}
        isBlank={s.code === contract.blank}
        canSave={store}
        canLink={canLink}
        onEdit={() => void cell.openEditor()}
        onCheck={cell.check}
        onReset={() => cell.replace(contract.template, t.noticeReset)}
        onBlank={() => cell.replace(contract.blank, t.noticeBlank)}
        onSave={cell.save}
        onCopyLink={cell.copyLink}
        t={t}
      />
      <CheckErrors check={s.check} stale={isStale(s)} diagnostics={diagnostics(s)} notice={s.notice} onGoTo={cell.goToLine} t={t} />
    </section>
  );
}

interface MatchPanelProps {
  readonly state: CodeCellState;
  readonly game: CodeGame;
  readonly contract: Contract;
  readonly dispatch: (a: CodeCellAction) => void;
  readonly onSearch: (position: unknown, where: string) => void;
  readonly t: CodeCellWords;
  readonly lang: Locale;
}

/** The match's results and the game replayed; before any match, the search from the start. */
function MatchPanel({ state: s, game, contract, dispatch, onSearch, t, lang }: MatchPanelProps) {
  const { match, replay } = s;
  const record = match && replay ? match.records[replay.index] : undefined;
  const positions = useMemo(() => (record ? positionsOf(contract, record) : null), [record, contract]);
  const counts = tally(s);
  const searching = s.search.status === 'running';
  if (!match) {
    return (
      <div class="cc-toolbar">
        <button type="button" class="btn" onClick={() => onSearch(positionOf(contract, contract.start), t.fromTheStart)} disabled={searching}>
          {t.searchFromStart}
        </button>
      </div>
    );
  }
  return (
    <>
      {counts && match.records.length > 0 && <MatchResults match={match} tally={counts} replay={replay} onReplay={(index) => dispatch({ type: 'replay', index })} t={t} />}
      {record && positions && replay && (
        <Replay
          key={replay.index}
          part={PARTS[game]}
          contract={contract}
          record={record}
          frame={replayFrame(contract, record, positions, replay.step, match.names, t)}
          names={match.names}
          onStep={(step) => dispatch({ type: 'replayStep', step })}
          onSearch={onSearch}
          searching={searching}
          t={t}
          lang={lang}
        />
      )}
    </>
  );
}
