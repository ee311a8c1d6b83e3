/**
 * The code: the editor's host (CodeMirror, `editor.ts`, loaded when the
 * reader opens it) and, until it is open, the code as a listing; the keys'
 * help the editor is described by.
 */

import type { MutableRef } from 'preact/hooks';
import type { EditorStatus } from '../../lib/codeCell/cell/state.ts';
import './editor.css';

export interface CodeEditorProps {
  readonly code: string;
  readonly status: EditorStatus;
  readonly host: MutableRef<HTMLDivElement | null>;
  readonly keysId: string;
}

export function CodeEditor({ code, status, host, keysId }: CodeEditorProps) {
  return (
    <>
      <div class="cc-editor" ref={host} hidden={status !== 'open' && status !== 'loading'} />
      {status !== 'open' && (
        <pre class="cc-listing" aria-label="The code (open the editor to change it)">
          <code>{code}</code>
        </pre>
      )}
      <p class="cc-keys lx-small" id={keysId}>
        Tab indents; Escape then Tab leaves the editor. Ctrl-Z undoes. Ctrl-Shift-M (Cmd-Shift-M) lists the errors.
      </p>
    </>
  );
}
