/**
 * The code: the editor's host (CodeMirror, `editor.ts`, loaded when the
 * reader opens it) and, until it is open, the code as a listing; the keys'
 * help the editor is described by.
 */

import type { MutableRef } from 'preact/hooks';
import type { EditorStatus } from '../../lib/codeCell/cell/state.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import './editor.css';

export interface CodeEditorProps {
  readonly code: string;
  readonly status: EditorStatus;
  readonly host: MutableRef<HTMLDivElement | null>;
  readonly keysId: string;
  readonly t: CodeCellWords;
}

export function CodeEditor({ code, status, host, keysId, t }: CodeEditorProps) {
  return (
    <>
      <div class="cc-editor" ref={host} hidden={status !== 'open' && status !== 'loading'} />
      {status !== 'open' && (
        <pre class="cc-listing" aria-label={t.listingLabel}>
          <code>{code}</code>
        </pre>
      )}
      <p class="cc-keys lx-small" id={keysId}>
        {t.keysHelp}
      </p>
    </>
  );
}
