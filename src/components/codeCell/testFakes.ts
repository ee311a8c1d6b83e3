/**
 * @packageDocumentation
 * The code cell's tests' stand-ins (CodeCell.test.tsx, CodeCell.fr.test.tsx), handed to
 * `vi.mock` from inside its factory (a factory may not use what the test file imports):
 *
 *   vi.mock('../../lib/codeCell/clients.ts', async (original) => (await import('../codeCell/testFakes.ts')).inProcessClients(original));
 *   vi.mock('../codeCell/editor.ts', async () => (await import('../codeCell/testFakes.ts')).textAreaEditor());
 *
 * The two workers are replaced by their real job handlers run in this process (TypeScript's
 * checker in the request's language, the run worker's handler with the reader's code);
 * `fakes.hang` makes the run worker report the start of a move and then never answer, as an
 * endless loop does. CodeMirror needs a real layout engine; the cell only needs its
 * interface: a text area stands in, and what the cell marks in it lands in `fakes.diagnostics`.
 */

type Clients = typeof import('../../lib/codeCell/clients.ts');
import type { CodeEditor, EditorOptions } from './editor.ts';

/** What the tests read and steer; `resetFakes()` before each test. */
export const fakes = { hang: false, runWorkers: [] as { terminated: boolean }[], diagnostics: [] as unknown[] };

export function resetFakes(): void {
  fakes.hang = false;
  fakes.runWorkers = [];
  fakes.diagnostics = [];
}

/** A worker whose messages a handler in this process answers, one task later. */
class InProcess {
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onerror: unknown = null;
  onmessageerror: unknown = null;
  terminated = false;
  constructor(private readonly handle: (req: never, post: (m: unknown) => void) => void) {}
  postMessage(req: unknown) {
    setTimeout(() => this.handle(req as never, (m) => !this.terminated && this.onmessage?.({ data: m })), 0);
  }
  terminate() {
    this.terminated = true;
  }
}

/** clients.ts with its two clients on in-process workers. */
export async function inProcessClients(importOriginal: <T>() => Promise<T>): Promise<Clients> {
  const mod = await importOriginal<Clients>();
  const { compileEvaluation } = await import('../../lib/codeCell/compile.ts');
  const { speakCheckerLanguage } = await import('../../lib/codeCell/checkerLanguage.ts');
  const { handleCodeRun } = await import('../../lib/codeCell/runner.ts');
  const compileWorker = () =>
    new InProcess((req: { id: number; source: string; declarations: string; locale?: 'fr' }, post) =>
      void speakCheckerLanguage(req.locale).then(() => post({ id: req.id, type: 'done', result: compileEvaluation(req.source, req.declarations), ms: 1, notices: [] })),
    );
  const runWorker = () => {
    const w = new InProcess((req: { id: number }, post) => {
      if (fakes.hang) post({ id: req.id, type: 'progress', progress: { nodes: 0, detail: '', ms: 0 } });
      else handleCodeRun(req as never, post as never);
    });
    fakes.runWorkers.push(w);
    return w;
  };
  return {
    ...mod,
    CompileClient: class extends mod.CompileClient {
      constructor() {
        super(compileWorker as unknown as () => Worker);
      }
    },
    CodeRunClient: class extends mod.CodeRunClient {
      constructor() {
        super(runWorker as unknown as () => Worker);
      }
    },
  };
}

/** editor.ts with a text area for CodeMirror. */
export function textAreaEditor() {
  return {
    createEditor(parent: HTMLElement, o: EditorOptions): CodeEditor {
      const ta = document.createElement('textarea');
      ta.setAttribute('aria-label', o.label);
      ta.value = o.code;
      ta.addEventListener('input', () => o.onChange(ta.value));
      parent.appendChild(ta);
      return {
        getCode: () => ta.value,
        setCode(c: string) {
          ta.value = c;
          o.onChange(c);
        },
        setDiagnostics: (d) => void (fakes.diagnostics = [...d]),
        goTo() {},
        focus() {},
        destroy: () => ta.remove(),
      };
    },
  };
}
