/**
 * What the checker says: checking, its own failure, "no errors", the code
 * changed since; TypeScript's errors, each a button to its line; and the
 * cell's notice.
 */

import type { CheckState } from '../../lib/codeCell/cell/state.ts';
import type { CompileDiagnostic } from '../../lib/codeCell/compile.ts';
import './CheckErrors.css';

export interface CheckErrorsProps {
  readonly check: CheckState;
  readonly stale: boolean;
  readonly diagnostics: readonly CompileDiagnostic[];
  readonly notice: string;
  readonly onGoTo: (d: CompileDiagnostic) => void;
}

export function CheckErrors({ check, stale, diagnostics, notice, onGoTo }: CheckErrorsProps) {
  const one = diagnostics.length === 1;
  return (
    <>
      <div class="cc-check" role="status" aria-live="polite">
        {check.status === 'checking' && <p class="cc-muted">{check.first ? 'Loading the TypeScript checker (once per page), then checking…' : 'Checking…'}</p>}
        {check.status === 'failed' && <p class="message message--error">{check.message}</p>}
        {check.status === 'done' && !stale && check.result.ok && <p class="message message--ok">No errors: TypeScript accepts the code.</p>}
        {stale && <p class="cc-muted">The code changed since the last check.</p>}
      </div>
      {diagnostics.length > 0 && (
        <div class="cc-errors" role="alert">
          <p class="message message--error">
            {one ? 'One error' : `${diagnostics.length} errors`}: nothing runs until {one ? 'it is' : 'they are'} fixed.
          </p>
          <ul>
            {diagnostics.map((d) => (
              <li key={`${d.from}-${d.message}`} data-line={d.line}>
                <button type="button" class="cc-linkbtn" onClick={() => onGoTo(d)}>
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
    </>
  );
}
