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
 * Test hooks: the root carries `data-code-cell`, `data-game` and
 * `data-state` (idle, checking, running, done); the tally `data-wins`,
 * `data-losses`, `data-draws`, `data-stopped`; each result row `data-winner`.
 *
 * Lifecycle: the code is the source of truth. A check compiles the code as it
 * is and remembers which text it compiled; a run compiles first when the code
 * changed since. Jobs belong to the cell's clients, disposed on unmount.
 */

import type { ComponentType } from 'preact';
import { useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';
import type { Connect4Config } from '../../engine/games/connect4/layout.ts';
import { CodeRunClient, CompileClient, runMatch, seconds } from '../../lib/codeCell/clients.ts';
import type { CompileDiagnostic, CompileResult } from '../../lib/codeCell/compile.ts';
import { decodeCode, encodeCode, keepStored, loadStored, loadVersions, saveVersion, storedCode, type CodeOrigin, type SavedVersion } from '../../lib/codeCell/storage.ts';
import { contractFor, positionOf, type CodeGame } from '../../lib/models/codeCell/contracts.ts';
import { tallyMatch, type MatchGameRecord, type SideId } from '../../lib/models/codeCell/match.ts';
import { readParam, writeParams } from '../../lib/url/query.ts';
import { DEFAULT_SPEC, type ExplorerSpec } from '../../lib/viz/spec.ts';
import { recordingFromEvents, type Recording } from '../../lib/viz/searchRun.ts';
import type { CodeEditor } from './codeCell/editor.ts';
import { PARTS } from './codeCell/parts.tsx';
import type { SearchExplorerProps } from './SearchExplorer.tsx';
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
}

const GAME_COUNTS = [2, 4, 10, 20, 50];
const YOU = 'your evaluation';
const BUILT_IN = 'the built-in evaluation';

type CheckState =
  | { readonly status: 'unchecked' }
  | { readonly status: 'checking'; readonly first: boolean }
  | { readonly status: 'done'; readonly source: string; readonly result: CompileResult }
  | { readonly status: 'failed'; readonly message: string };

interface MatchState {
  readonly status: 'running' | 'done' | 'cancelled' | 'error';
  readonly records: readonly MatchGameRecord[];
  readonly games: number;
  readonly depth: number;
  readonly seed: number;
  readonly names: { readonly a: string; readonly b: string };
  readonly playing?: { readonly index: number; readonly moves: number };
  readonly error?: string;
}

type SearchState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly where: string }
  | { readonly status: 'done'; readonly key: number; readonly where: string; readonly recording: Recording; readonly props: SearchExplorerProps }
  | { readonly status: 'error'; readonly message: string };

const sideName = (names: MatchState['names'], side: SideId) => names[side];
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export default function CodeCell(props: CodeCellProps) {
  const game: CodeGame = props.game ?? 'tictactoe';
  const config: Partial<Connect4Config> | undefined = game === 'connect4' ? { width: props.width ?? 7, height: props.height ?? 6, k: props.k ?? 4 } : undefined;
  const contract = useMemo(() => contractFor(game, config), []); // eslint-disable-line react-hooks/exhaustive-deps -- made once: the props are the initial spec
  const part = PARTS[game];
  const urlParam = props.urlParam === undefined ? `code-${game}` : props.urlParam;
  const store = props.store ?? true;
  const limitMs = props.timeLimitMs ?? 2000;
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const id = (s: string) => `cc${uid}-${s}`;

  const [code, setCode] = useState(contract.template);
  const [origin, setOrigin] = useState<CodeOrigin>('template');
  const [editorState, setEditorState] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const [check, setCheck] = useState<CheckState>({ status: 'unchecked' });
  const [versions, setVersions] = useState<SavedVersion[]>([]);
  const [opponent, setOpponent] = useState<number | 'built-in'>('built-in');
  const [depth, setDepth] = useState(props.depth && contract.depths.includes(props.depth) ? props.depth : contract.defaultDepth);
  const [games, setGames] = useState(props.games ?? 10);
  const [seed, setSeed] = useState(props.seed ?? 1);
  const [seedText, setSeedText] = useState(String(props.seed ?? 1));
  const [match, setMatch] = useState<MatchState | null>(null);
  const [replay, setReplay] = useState<{ index: number; step: number } | null>(null);
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const [Explorer, setExplorer] = useState<ComponentType<SearchExplorerProps> | null>(null);
  const [notice, setNotice] = useState('');

  const editorHost = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | null>(null);
  const codeRef = useRef(code);
  codeRef.current = code;
  const checkedOnce = useRef(false);
  const compiler = useRef<CompileClient | null>(null);
  const runner = useRef<CodeRunClient | null>(null);
  const searcher = useRef<CodeRunClient | null>(null);
  const searchKey = useRef(0);
  const ready = useRef(false);

  const compilerClient = () => (compiler.current ??= new CompileClient());
  const runnerClient = () => (runner.current ??= new CodeRunClient());
  const searcherClient = () => (searcher.current ??= new CodeRunClient());
  useEffect(
    () => () => {
      compiler.current?.dispose();
      runner.current?.dispose();
      searcher.current?.dispose();
      editor.current?.destroy();
    },
    [],
  );

  // --- where the code comes from: the link, else local storage, else the template ---
  useEffect(() => {
    const fromLink = urlParam ? readParam(urlParam) : null;
    const linked = fromLink ? decodeCode(fromLink) : undefined;
    const stored = store ? loadStored(game) : undefined;
    if (linked !== undefined) {
      setCode(linked);
      setOrigin('link');
    } else if (stored !== undefined) {
      setCode(stored);
      setOrigin('own');
    }
    if (store) setVersions(loadVersions(game));
    ready.current = true;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- runs once, after hydration: the server rendered the template

  // --- where the code goes: local storage and the link, a moment after the last keystroke ---
  useEffect(() => {
    if (!ready.current) return;
    const t = setTimeout(() => {
      const original = code === contract.template;
      // A link's code stays out of local storage until the reader edits or keeps it.
      const kept = storedCode(origin, code, contract.template);
      if (store && kept !== undefined) keepStored(game, kept);
      if (urlParam) writeParams({ [urlParam]: original ? null : encodeCode(code) });
    }, 400);
    return () => clearTimeout(t);
  }, [code]); // eslint-disable-line react-hooks/exhaustive-deps -- saves on each change of the code, and only then

  // --- checking ---
  const runCheck = async (source: string): Promise<CompileResult | null> => {
    setCheck({ status: 'checking', first: !checkedOnce.current });
    const r = await compilerClient().compile(source, contract.declarations).promise;
    if (r.status === 'cancelled') return null;
    if (r.status === 'error') {
      setCheck({ status: 'failed', message: r.error.message });
      return null;
    }
    checkedOnce.current = true;
    if (codeRef.current !== source) return r.result; // a newer text is on its way to the checker
    setCheck({ status: 'done', source, result: r.result });
    editor.current?.setDiagnostics(r.result.diagnostics);
    return r.result;
  };

  // Once the checker is loaded, the editor checks as the reader types.
  useEffect(() => {
    if (!checkedOnce.current || editorState !== 'open') return;
    const t = setTimeout(() => void runCheck(code), 700);
    return () => clearTimeout(t);
  }, [code, editorState]); // eslint-disable-line react-hooks/exhaustive-deps -- checks on each change of the code or the editor, and only then

  const compiled = async (): Promise<CompileResult | null> => {
    if (check.status === 'done' && check.source === code) return check.result;
    return runCheck(code);
  };

  // --- the editor ---
  const openEditor = async () => {
    if (editorState === 'open' || editorState === 'loading') return;
    setEditorState('loading');
    try {
      const { createEditor } = await import('./codeCell/editor.ts');
      if (!editorHost.current) return;
      editorHost.current.textContent = '';
      editor.current = createEditor(editorHost.current, {
        code: codeRef.current,
        label: `Code of the evaluation function (${contract.engine.name})`,
        describedBy: id('keys'),
        onChange: (c) => {
          setCode(c);
          setOrigin('own'); // an edit makes the code the reader's own
        },
      });
      if (check.status === 'done' && check.source === codeRef.current) editor.current.setDiagnostics(check.result.diagnostics);
      setEditorState('open');
      editor.current.focus();
    } catch (e) {
      setEditorState('failed');
      setNotice(`The editor could not load (${(e as Error).message}). Reload the page to try again.`);
    }
  };

  const replaceCode = (next: string, what: string) => {
    if (editor.current) editor.current.setCode(next);
    setCode(next);
    setOrigin('own');
    setNotice(what);
  };

  /** The link's code becomes the reader's own: kept in local storage from now on. */
  const keepLinked = () => {
    setOrigin('own');
    if (store) keepStored(game, code);
    setNotice('The code is yours now: it is kept in this browser.');
  };

  const goToLine = (d: CompileDiagnostic) => {
    if (editor.current) editor.current.goTo(d.line, d.column);
    else void openEditor().then(() => editor.current?.goTo(d.line, d.column));
  };

  // --- the match ---
  const opponentVersion = opponent === 'built-in' ? undefined : versions.find((v) => v.number === opponent);
  const bName = opponentVersion ? `saved version ${opponentVersion.number}` : BUILT_IN;

  const startMatch = async () => {
    setNotice('');
    const c = await compiled();
    if (!c) return;
    if (!c.ok) {
      setNotice('The code has errors (listed under it): fix them, then run the match again.');
      return;
    }
    const names = { a: YOU, b: bName };
    const base = { game, ...(config ? { config } : {}), a: c.js, b: opponentVersion?.js ?? null, names };
    const state: MatchState = { status: 'running', records: [], games, depth, seed, names, playing: { index: 0, moves: 0 } };
    setMatch(state);
    setReplay(null);
    const records: MatchGameRecord[] = [];
    const out = await runMatch(
      runnerClient(),
      { base, games, depth, seed, limitMs },
      (r) => {
        records.push(r);
        setMatch((m) => (m ? { ...m, records: [...records] } : m));
      },
      (index, moves) => setMatch((m) => (m && m.status === 'running' ? { ...m, playing: { index, moves: moves.length } } : m)),
    );
    setMatch((m) =>
      m ? { ...m, records: out.records, playing: undefined, status: out.cancelled ? 'cancelled' : out.error ? 'error' : 'done', ...(out.error ? { error: out.error } : {}) } : m,
    );
    if (out.records.length > 0) setReplay({ index: 0, step: out.records[0].moves.length });
  };
  const cancelMatch = () => runner.current?.cancel();

  // --- replay ---
  const replayed = useMemo(() => {
    if (!match || !replay) return null;
    const record = match.records[replay.index];
    if (!record) return null;
    const g = contract.engine;
    const positions: unknown[] = [positionOf(contract, contract.start)];
    for (const m of record.moves) positions.push(g.play(positions[positions.length - 1], m));
    return { record, positions };
  }, [match, replay, contract]);

  // --- see the search ---
  const seeSearch = async (position: unknown, where: string) => {
    const c = await compiled();
    if (!c) return;
    if (!c.ok) {
      setNotice('The code has errors (listed under it): fix them to see the search.');
      return;
    }
    const notation = contract.engine.write(position);
    setSearch({ status: 'running', where });
    const loadExplorer = Explorer ? Promise.resolve(null) : import('./SearchExplorer.tsx');
    const job = searcherClient().run(
      { game, ...(config ? { config } : {}), a: c.js, b: null, names: { a: YOU, b: BUILT_IN }, task: { kind: 'search', position: notation, depth, side: 'a' } },
      limitMs * 5,
    );
    const [r, mod] = await Promise.all([job.promise, loadExplorer]);
    if (mod) setExplorer(() => mod.SearchExplorer);
    if (r.status === 'cancelled') return setSearch({ status: 'idle' });
    if (r.status === 'timeout') return setSearch({ status: 'error', message: `${capital(YOU)} ran for more than ${seconds(r.limitMs)} in this search and was stopped (an endless loop, or far too slow).` });
    if (r.status === 'error') return setSearch({ status: 'error', message: `The search stopped: ${r.error.message}.` });
    if (r.result.kind !== 'search') return setSearch({ status: 'error', message: 'The worker answered with a game, not a search.' });
    const spec: ExplorerSpec = { ...DEFAULT_SPEC, game, position: notation, algorithm: 'alphabeta', perspective: 'max', depth };
    const rec = recordingFromEvents(spec, r.result.recording.events, r.result.recording.truncated, r.result.recording.values);
    if (!rec.ok) return setSearch({ status: 'error', message: `The search cannot be shown: ${rec.error.message}.` });
    searchKey.current++;
    setSearch({
      status: 'done',
      key: searchKey.current,
      where,
      recording: rec.value,
      props: { game, position: notation, algorithm: 'alphabeta', depth, step: 'end', controls: 'player', recording: rec.value, title: `Alpha-beta with ${YOU}, ${where}` },
    });
  };

  // --- saving a version ---
  const saveThis = async () => {
    const c = await compiled();
    if (!c) return;
    if (!c.ok) return setNotice('Only code without errors can be saved as a version.');
    const list = saveVersion(game, code, c.js, Date.now());
    setVersions(list);
    setNotice(`Saved as version ${list[list.length - 1].number}: choose it as the opponent to play against it.`);
  };

  const copyLink = async () => {
    if (urlParam) writeParams({ [urlParam]: code === contract.template ? null : encodeCode(code) });
    try {
      await navigator.clipboard.writeText(window.location.href);
      setNotice('The link to this code is copied: whoever opens it gets this code in this cell.');
    } catch {
      setNotice('The address bar holds the link to this code: copy it from there.');
    }
  };

  // --- what the cell shows ---
  const diagnostics = check.status === 'done' && check.source === code ? check.result.diagnostics : [];
  const stale = check.status === 'done' && check.source !== code;
  const running = match?.status === 'running';
  const cellState = running ? 'running' : check.status === 'checking' ? 'checking' : match?.status === 'done' ? 'done' : 'idle';
  const tally = match ? tallyMatch(match.records) : null;
  const limitWords = `${contract.limit}`;
  /** Someone else's code, from the link, not yet edited or kept by the reader. */
  const linkedCode = origin === 'link' && code !== contract.template;
  const sides = (first: SideId, names: MatchState['names']) => ({
    x: names[first],
    o: names[first === 'a' ? 'b' : 'a'],
  });

  return (
    <div class="cc lx" data-code-cell="" data-game={game} data-state={cellState}>
      <section class="cc-contract" aria-labelledby={id('contract')}>
        <h3 class="cc-h" id={id('contract')}>
          The contract
        </h3>
        <p class="cc-sig">
          <code>evaluate(position: Position): number</code>
        </p>
        <pre class="cc-decl">
          <code>{contract.declarations.trimEnd()}</code>
        </pre>
        <p class="cc-text">
          <strong>Returns</strong> a score for <code>position.toMove</code>: positive when the side to move stands better, negative when it stands worse. It must be a
          finite number strictly between <code>−{limitWords}</code> and <code>{limitWords}</code>. Finished games never reach your function: the search scores them
          itself (a win is worth {contract.winWords} to the winner, a draw 0), and asks your function only about positions where the game goes on, when it stops
          looking ahead. Each result is checked; it runs in a sandboxed worker, away from this page, with no network and none of this site’s storage, and {seconds(limitMs)} per move.
        </p>
      </section>

      <section class="cc-code" aria-labelledby={id('code')}>
        <div class="cc-code__head">
          <h3 class="cc-h" id={id('code')}>
            Your evaluation
          </h3>
          {linkedCode ? (
            <span class="cc-origin cc-origin--link">Code from a link — read it before you run it</span>
          ) : (
            <span class="cc-origin">{code === contract.template ? 'the engine’s own, as it ships' : 'edited'}</span>
          )}
          {linkedCode && (
            <button type="button" class="btn cc-small" onClick={keepLinked} disabled={!store}>
              Keep this code
            </button>
          )}
        </div>
        <div class="cc-editor" ref={editorHost} hidden={editorState !== 'open' && editorState !== 'loading'} />
        {editorState !== 'open' && (
          <pre class="cc-listing" aria-label="The code (open the editor to change it)">
            <code>{code}</code>
          </pre>
        )}
        <p class="cc-keys lx-small" id={id('keys')}>
          Tab indents; Escape then Tab leaves the editor. Ctrl-Z undoes. Ctrl-Shift-M (Cmd-Shift-M) lists the errors.
        </p>
        <div class="cc-toolbar">
          {editorState !== 'open' && (
            <button type="button" class="btn cc-primary" onClick={() => void openEditor()} disabled={editorState === 'loading'}>
              {editorState === 'loading' ? 'Loading the editor…' : 'Edit the code'}
            </button>
          )}
          <button type="button" class="btn" onClick={() => void runCheck(code)} disabled={check.status === 'checking'}>
            Check
          </button>
          <button type="button" class="btn" onClick={() => replaceCode(contract.template, 'Back to the engine’s own evaluation.')} disabled={code === contract.template}>
            Reset to the original
          </button>
          <button type="button" class="btn" onClick={() => replaceCode(contract.blank, 'A blank function: it says 0 everywhere until you write it.')} disabled={code === contract.blank}>
            Blank function
          </button>
          <button type="button" class="btn" onClick={() => void saveThis()} disabled={!store}>
            Save this version
          </button>
          {urlParam && (
            <button type="button" class="btn" onClick={() => void copyLink()}>
              Copy a link
            </button>
          )}
        </div>
        <div class="cc-check" role="status" aria-live="polite">
          {check.status === 'checking' && <p class="cc-muted">{check.first ? 'Loading the TypeScript checker (once per page), then checking…' : 'Checking…'}</p>}
          {check.status === 'failed' && <p class="message message--error">{check.message}</p>}
          {check.status === 'done' && !stale && check.result.ok && <p class="message message--ok">No errors: TypeScript accepts the code.</p>}
          {stale && <p class="cc-muted">The code changed since the last check.</p>}
        </div>
        {diagnostics.length > 0 && (
          <div class="cc-errors" role="alert">
            <p class="message message--error">
              {diagnostics.length === 1 ? 'One error' : `${diagnostics.length} errors`}: nothing runs until {diagnostics.length === 1 ? 'it is' : 'they are'} fixed.
            </p>
            <ul>
              {diagnostics.map((d) => (
                <li key={`${d.from}-${d.message}`} data-line={d.line}>
                  <button type="button" class="cc-linkbtn" onClick={() => goToLine(d)}>
                    Line {d.line}, column {d.column}
                  </button>
                  : {d.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {notice && (
          <p class="cc-notice" role="status">
            {notice}
          </p>
        )}
      </section>

      <section class="cc-match" aria-labelledby={id('match')}>
        <h3 class="cc-h" id={id('match')}>
          A match
        </h3>
        <div class="cc-settings">
          <label class="field">
            <span>Opponent</span>
            <select class="input" value={String(opponent)} onChange={(e) => setOpponent(e.currentTarget.value === 'built-in' ? 'built-in' : Number(e.currentTarget.value))} disabled={running}>
              <option value="built-in">The built-in evaluation</option>
              {versions.map((v) => (
                <option key={v.number} value={String(v.number)}>
                  Saved version {v.number} ({new Date(v.savedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })})
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>Depth (plies)</span>
            <select class="input" value={String(depth)} onChange={(e) => setDepth(Number(e.currentTarget.value))} disabled={running}>
              {contract.depths.map((d) => (
                <option key={d} value={String(d)}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          <label class="field">
            <span>Games</span>
            <select class="input" value={String(games)} onChange={(e) => setGames(Number(e.currentTarget.value))} disabled={running}>
              {[...new Set([...GAME_COUNTS, games])]
                .sort((a, b) => a - b)
                .map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
            </select>
          </label>
          <label class="field">
            <span>Seed</span>
            <input
              class="input cc-seed"
              inputMode="numeric"
              value={seedText}
              disabled={running}
              aria-invalid={!/^\d{1,9}$/.test(seedText.trim())}
              onInput={(e) => {
                const t = e.currentTarget.value;
                setSeedText(t);
                if (/^\d{1,9}$/.test(t.trim())) setSeed(Number(t.trim()));
              }}
            />
          </label>
        </div>
        <p class="cc-muted lx-small">
          Sides alternate: {YOU} moves first in games 1, 3, 5…, {bName} in games 2, 4, 6…. Each side searches every move to the depth with alpha-beta and its own
          evaluation, and picks one of its best moves at random; game <em>i</em> draws from a generator seeded with the seed plus <em>i</em>, so a match replays
          exactly.
        </p>
        <div class="cc-toolbar">
          <button type="button" class="btn cc-primary" onClick={() => void startMatch()} disabled={running || check.status === 'checking'}>
            Run the match
          </button>
          {running && (
            <button type="button" class="btn" onClick={cancelMatch}>
              Cancel
            </button>
          )}
        </div>
        <div class="cc-progress" role="status" aria-live="polite">
          {running && match?.playing && (
            <p>
              Game {match.playing.index + 1} of {match.games}, move {match.playing.moves + 1}…
            </p>
          )}
          {match?.status === 'cancelled' && <p>Cancelled after {match.records.length} of {match.games} games.</p>}
          {match?.status === 'error' && <p class="message message--error">The match stopped: {match.error}.</p>}
        </div>
        {match && tally && match.records.length > 0 && (
          <div class="cc-results">
            <p
              class="cc-tally"
              data-wins={tally.a}
              data-losses={tally.b}
              data-draws={tally.draws}
              data-stopped={tally.stopped}
            >
              {capital(match.names.a)}: <strong>{tally.a}</strong> {tally.a === 1 ? 'win' : 'wins'}; {match.names.b}: <strong>{tally.b}</strong>{' '}
              {tally.b === 1 ? 'win' : 'wins'}; <strong>{tally.draws}</strong> {tally.draws === 1 ? 'draw' : 'draws'}
              {tally.stopped > 0 && (
                <>
                  ; <strong>{tally.stopped}</strong> stopped
                </>
              )}{' '}
              (depth {match.depth}, seed {match.seed}, {match.records.length} of {match.games} games).
            </p>
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
                  {match.records.map((r) => {
                    const s = sides(r.first, match.names);
                    const result = r.stopped
                      ? `Stopped: ${r.stopped.message}.`
                      : r.winner === null
                        ? 'Draw'
                        : r.winner === 'a'
                          ? `${capital(match.names.a)} won`
                          : `${capital(match.names.b)} won`;
                    return (
                      <tr key={r.index} data-winner={r.stopped ? 'stopped' : (r.winner ?? 'draw')} class={replay?.index === r.index ? 'is-shown' : undefined}>
                        <th scope="row">{r.index + 1}</th>
                        <td>{s.x}</td>
                        <td class={r.stopped ? 'cc-bad' : undefined}>
                          {r.stopped && <span aria-hidden="true">⚠ </span>}
                          {result}
                        </td>
                        <td>{r.moves.length}</td>
                        <td>
                          <button type="button" class="btn cc-small" onClick={() => setReplay({ index: r.index, step: r.moves.length })} aria-pressed={replay?.index === r.index}>
                            Replay game {r.index + 1}
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </div>
        )}
        {match && replayed && replay && (
          <Replay
            key={replay.index}
            part={part}
            contract={contract}
            record={replayed.record}
            positions={replayed.positions}
            step={replay.step}
            names={match.names}
            onStep={(step) => setReplay({ index: replay.index, step })}
            onSearch={(pos, where) => void seeSearch(pos, where)}
            searching={search.status === 'running'}
          />
        )}
        {!match && (
          <div class="cc-toolbar">
            <button type="button" class="btn" onClick={() => void seeSearch(positionOf(contract, contract.start), 'from the start')} disabled={search.status === 'running'}>
              See the search from the start
            </button>
          </div>
        )}
      </section>

      <div class="cc-search" role="status" aria-live="polite">
        {search.status === 'running' && <p>Searching with {YOU} in the worker…</p>}
        {search.status === 'error' && <p class="message message--error">{search.message}</p>}
      </div>
      {search.status === 'done' && Explorer && (
        <section class="cc-tree" aria-labelledby={id('tree')}>
          <h3 class="cc-h" id={id('tree')}>
            The search, {search.where}, with {YOU} (alpha-beta, depth {depth})
          </h3>
          <Explorer key={search.key} {...search.props} />
        </section>
      )}
    </div>
  );
}

interface ReplayProps {
  part: (typeof PARTS)[CodeGame];
  contract: ReturnType<typeof contractFor>;
  record: MatchGameRecord;
  positions: readonly unknown[];
  step: number;
  names: MatchState['names'];
  onStep: (step: number) => void;
  onSearch: (position: unknown, where: string) => void;
  searching: boolean;
}

function Replay({ part, contract, record, positions, step, names, onStep, onSearch, searching }: ReplayProps) {
  const total = record.moves.length;
  const at = Math.max(0, Math.min(total, step));
  const position = positions[at];
  const first = record.first;
  const mover = (ply: number): 'x' | 'o' => (ply % 2 === 0 ? 'x' : 'o');
  const sideAt = (ply: number): SideId => (ply % 2 === 0 ? first : first === 'a' ? 'b' : 'a');
  const over = contract.engine.legalMoves(position).length === 0;
  const last = at > 0 ? record.moves[at - 1] : null;
  const caption =
    at === 0
      ? 'The empty board.'
      : `Move ${at} of ${total}: ${part.moveWords(record.moves[at - 1], mover(at - 1))} (${sideName(names, sideAt(at - 1))}).`;
  const ending =
    at === total
      ? record.stopped
        ? `The game stopped here: ${record.stopped.message}.`
        : record.winner === null
          ? 'A draw.'
          : `${capital(names[record.winner])} won.`
      : '';
  return (
    <div class="cc-replay" data-step={at}>
      <h4 class="cc-h4">Game {record.index + 1}, move by move</h4>
      <div class="cc-replay__body">
        <part.Picture contract={contract} position={position} last={last} label={`Game ${record.index + 1} after ${at} ${at === 1 ? 'move' : 'moves'}`} />
        <div class="cc-replay__side">
          <div class="cc-toolbar" role="group" aria-label="Replay">
            <button type="button" class="btn cc-small" onClick={() => onStep(0)} disabled={at === 0}>
              Start
            </button>
            <button type="button" class="btn cc-small" onClick={() => onStep(at - 1)} disabled={at === 0}>
              Back
            </button>
            <button type="button" class="btn cc-small" onClick={() => onStep(at + 1)} disabled={at === total}>
              Forward
            </button>
            <button type="button" class="btn cc-small" onClick={() => onStep(total)} disabled={at === total}>
              End
            </button>
          </div>
          <label class="field cc-slider">
            <span>
              Move {at} of {total}
            </span>
            <input type="range" min={0} max={total} value={at} onInput={(e) => onStep(Number(e.currentTarget.value))} />
          </label>
          <p class="cc-caption" aria-live="polite">
            {caption} {ending}
          </p>
          <p class="cc-muted lx-small">
            X: {names[first]}; O: {names[first === 'a' ? 'b' : 'a']}.
          </p>
          {!over && (
            <button type="button" class="btn" onClick={() => onSearch(position, at === 0 ? 'from the start' : `after move ${at} of game ${record.index + 1}`)} disabled={searching}>
              See the search for the next move
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
