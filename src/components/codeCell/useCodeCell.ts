/**
 * The code cell's model (lib/codeCell/cell) wired to Preact and the page:
 * the checker and the run workers (the cell's clients, disposed on unmount),
 * the editor (loaded on first use), local storage and the address. No rule
 * of the cell lives here: each handler runs a job and turns its answer into
 * an action, and reads the model's state after every `await` (the reader
 * may have typed meanwhile).
 */

import { useCallback, useEffect, useRef, useState, type MutableRef } from 'preact/hooks';
import type { CodeCellAction } from '../../lib/codeCell/cell/actions.ts';
import { matchRequest, searchAnswer, searchRequest, type CellGame } from '../../lib/codeCell/cell/requests.ts';
import type { CodeCellStart, CodeCellState } from '../../lib/codeCell/cell/state.ts';
import { createCodeCellStore, type CodeCellStore } from '../../lib/codeCell/cell/store.ts';
import { currentCheck } from '../../lib/codeCell/cell/view.ts';
import { errorText } from '../../lib/engineErrors.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import { CodeRunClient, CompileClient, runMatch } from '../../lib/codeCell/clients.ts';
import type { CompileDiagnostic, CompileResult } from '../../lib/codeCell/compile.ts';
import { decodeCode, encodeCode, keepStored, loadStored, loadVersions, saveVersion, storedCode } from '../../lib/codeCell/storage.ts';
import type { Contract } from '../../lib/models/codeCell/contracts.ts';
import { readParam, writeParams } from '../../lib/url/query.ts';
import type { CodeEditor } from './editor.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface CodeCellSetup extends CellGame {
  readonly contract: Contract;
  readonly start: CodeCellStart;
  /** The query parameter that holds the code, or null. */
  readonly urlParam: string | null;
  /** Keep the code in local storage. */
  readonly store: boolean;
  /** Time allowed for one move. */
  readonly limitMs: number;
  /** The editor's accessible description (the keys' help). */
  readonly keysId: string;
  /** Loads the visualiser, while the worker searches. */
  readonly loadExplorer: () => Promise<void>;
  /** The page's language, and its words for the cell. */
  readonly lang: Locale;
  readonly t: CodeCellWords;
}

export interface CodeCellHandle {
  readonly state: CodeCellState;
  readonly editorHost: MutableRef<HTMLDivElement | null>;
  readonly openEditor: () => Promise<void>;
  readonly check: () => void;
  readonly replace: (code: string, notice: string) => void;
  readonly keep: () => void;
  readonly goToLine: (d: CompileDiagnostic) => void;
  readonly save: () => void;
  readonly copyLink: () => void;
  readonly startMatch: () => void;
  readonly cancelMatch: () => void;
  readonly seeSearch: (position: unknown, where: string) => void;
  readonly dispatch: (a: CodeCellAction) => void;
}

interface Clients {
  compiler(): CompileClient;
  runner(): CodeRunClient;
  searcher(): CodeRunClient;
  readonly editor: MutableRef<CodeEditor | null>;
  readonly started: { runner: CodeRunClient | null };
}

/** The cell's three clients, each started on first use, and the editor: all let go on unmount. */
function useClients(): Clients {
  const [clients] = useState(() => {
    let compiler: CompileClient | null = null;
    let searcher: CodeRunClient | null = null;
    const started = { runner: null as CodeRunClient | null };
    return {
      compiler: () => (compiler ??= new CompileClient()),
      runner: () => (started.runner ??= new CodeRunClient()),
      searcher: () => (searcher ??= new CodeRunClient()),
      started,
      dispose: () => [compiler, started.runner, searcher].forEach((c) => c?.dispose()),
    };
  });
  const editor = useRef<CodeEditor | null>(null);
  useEffect(
    () => () => {
      clients.dispose();
      editor.current?.destroy();
    },
    [clients],
  );
  return { ...clients, editor };
}

/** Where the code comes from (the link, else local storage) after hydration, and where it goes a moment after the last keystroke. */
function useKeeping(setup: CodeCellSetup, store: CodeCellStore, state: CodeCellState, dispatch: (a: CodeCellAction) => void): void {
  const { game, contract, urlParam } = setup;
  const ready = useRef(false);
  useEffect(() => {
    const fromLink = urlParam ? readParam(urlParam) : null;
    const linked = fromLink ? decodeCode(fromLink) : undefined;
    const stored = setup.store ? loadStored(game) : undefined;
    dispatch({ type: 'loaded', ...(linked !== undefined ? { linked } : {}), ...(stored !== undefined ? { stored } : {}), versions: setup.store ? loadVersions(game) : [] });
    ready.current = true;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after hydration: the link is read when the page opens
  useEffect(() => {
    if (!ready.current) return;
    const t = setTimeout(() => {
      const { code, origin } = store.state;
      // A link's code stays out of local storage until the reader edits or keeps it.
      const kept = storedCode(origin, code, contract.template);
      if (setup.store && kept !== undefined) keepStored(game, kept);
      if (urlParam) writeParams({ [urlParam]: code === contract.template ? null : encodeCode(code) });
    }, 400);
    return () => clearTimeout(t);
  }, [state.code]); // eslint-disable-line react-hooks/exhaustive-deps -- the code is what is kept
}

/** Checking: a check of a text, the last answer reused while the code is the one it checked, and checks as the reader types once the checker is loaded. */
function useChecker(setup: CodeCellSetup, store: CodeCellStore, state: CodeCellState, dispatch: (a: CodeCellAction) => void, clients: Clients) {
  const runCheck = useCallback(
    async (source: string): Promise<CompileResult | null> => {
      dispatch({ type: 'checkStart' });
      const r = await clients.compiler().compile(source, setup.contract.declarations, setup.lang).promise;
      if (r.status === 'cancelled') return null;
      if (r.status === 'error') {
        dispatch({ type: 'checkFailed', message: errorText(setup.lang, r.error) });
        return null;
      }
      dispatch({ type: 'checked', source, result: r.result });
      if (store.state.code === source) clients.editor.current?.setDiagnostics(r.result.diagnostics);
      return r.result;
    },
    [setup, store, dispatch, clients],
  );
  const compiled = useCallback(async () => currentCheck(store.state) ?? runCheck(store.state.code), [store, runCheck]);
  const { code, editor, checkedOnce } = state;
  useEffect(() => {
    if (!checkedOnce || editor !== 'open') return;
    const t = setTimeout(() => void runCheck(code), 700);
    return () => clearTimeout(t);
  }, [code, editor]); // eslint-disable-line react-hooks/exhaustive-deps -- a check once the reader pauses
  return { runCheck, compiled };
}

export function useCodeCell(setup: CodeCellSetup): CodeCellHandle {
  const { game, contract, t } = setup;
  const [store] = useState(() => createCodeCellStore(contract, setup.start, t));
  const [state, setState] = useState(store.state);
  const dispatch = useCallback((a: CodeCellAction) => setState(store.dispatch(a)), [store]);
  const clients = useClients();
  const editorHost = useRef<HTMLDivElement>(null);
  useKeeping(setup, store, state, dispatch);
  const { runCheck, compiled } = useChecker(setup, store, state, dispatch, clients);

  const openEditor = async () => {
    if (store.state.editor === 'open' || store.state.editor === 'loading') return;
    dispatch({ type: 'editorLoading' });
    try {
      const { createEditor } = await import('./editor.ts');
      const host = editorHost.current;
      if (!host) return;
      host.textContent = '';
      const ed = createEditor(host, {
        code: store.state.code,
        label: t.editorLabel(contract.engine.name),
        describedBy: setup.keysId,
        onChange: (code) => dispatch({ type: 'edit', code }), // an edit makes the code the reader's own
      });
      clients.editor.current = ed;
      const checked = currentCheck(store.state);
      if (checked) ed.setDiagnostics(checked.diagnostics);
      dispatch({ type: 'editorOpen' });
      ed.focus();
    } catch (e) {
      dispatch({ type: 'editorFailed', message: (e as Error).message });
    }
  };

  /** Compiles the code (or reuses the last check); says `refused` when it has errors. */
  const compiledOrSay = async (refused: string): Promise<CompileResult | null> => {
    const c = await compiled();
    if (c && !c.ok) dispatch({ type: 'notice', text: refused });
    return c?.ok ? c : null;
  };

  const startMatch = async () => {
    dispatch({ type: 'notice', text: '' });
    const c = await compiledOrSay(t.noticeRunErrors);
    if (!c) return;
    const { names, request } = matchRequest(store.state, setup, c.js, setup.limitMs, t);
    dispatch({ type: 'matchStart', names });
    const out = await runMatch(
      clients.runner(),
      request,
      (record) => dispatch({ type: 'matchGame', record }),
      (index, moves) => dispatch({ type: 'matchMove', index, moves: moves.length }),
    );
    dispatch({ type: 'matchEnd', ...out, error: out.error && errorText(setup.lang, out.error) });
  };

  const seeSearch = async (position: unknown, where: string) => {
    const c = await compiledOrSay(t.noticeSearchErrors);
    if (!c) return;
    const notation = contract.engine.write(position);
    const depth = store.state.depth;
    dispatch({ type: 'searchStart', where });
    const job = clients.searcher().run(searchRequest(setup, c.js, notation, depth, t), setup.limitMs * 5);
    const [r] = await Promise.all([job.promise, setup.loadExplorer()]);
    dispatch(searchAnswer(r, setup, where, notation, depth, t, setup.lang));
  };

  const save = async () => {
    const c = await compiledOrSay(t.noticeSaveErrors);
    if (c) dispatch({ type: 'versionSaved', versions: saveVersion(game, store.state.code, c.js, Date.now()) });
  };

  const copyLink = async () => {
    const { code } = store.state;
    if (setup.urlParam) writeParams({ [setup.urlParam]: code === contract.template ? null : encodeCode(code) });
    try {
      await navigator.clipboard.writeText(window.location.href);
      dispatch({ type: 'notice', text: t.noticeCopied });
    } catch {
      dispatch({ type: 'notice', text: t.noticeNotCopied });
    }
  };

  return {
    state,
    editorHost,
    dispatch,
    openEditor,
    check: () => void runCheck(store.state.code),
    replace(code, notice) {
      clients.editor.current?.setCode(code);
      dispatch({ type: 'replace', code, notice });
    },
    keep() {
      dispatch({ type: 'keep' });
      if (setup.store) keepStored(game, store.state.code);
    },
    goToLine(d) {
      const ed = clients.editor.current;
      if (ed) ed.goTo(d.line, d.column);
      else void openEditor().then(() => clients.editor.current?.goTo(d.line, d.column));
    },
    save: () => void save(),
    copyLink: () => void copyLink(),
    startMatch: () => void startMatch(),
    cancelMatch: () => clients.started.runner?.cancel(),
    seeSearch: (position, where) => void seeSearch(position, where),
  };
}
