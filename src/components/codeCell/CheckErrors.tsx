/**
 * What the checker says: checking, its own failure, "no errors", the code
 * changed since; TypeScript's errors, each a button to its line; and the
 * cell's notice.
 */

import type { CheckState } from '../../lib/codeCell/cell/state.ts';
import type { CompileDiagnostic } from '../../lib/codeCell/compile.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import './CheckErrors.css';

export interface CheckErrorsProps {
  readonly check: CheckState;
  readonly stale: boolean;
  readonly diagnostics: readonly CompileDiagnostic[];
  readonly notice: string;
  readonly onGoTo: (d: CompileDiagnostic) => void;
  readonly t: CodeCellWords;
}

export function CheckErrors({ check, stale, diagnostics, notice, onGoTo, t }: CheckErrorsProps) {
  return (
    <>
      <div class="cc-check" role="status" aria-live="polite">
        {check.status === 'checking' && <p class="cc-muted">{check.first ? t.loadingChecker : t.checking}</p>}
        {check.status === 'failed' && <p class="message message--error">{check.message}</p>}
        {check.status === 'done' && !stale && check.result.ok && <p class="message message--ok">{t.noErrors}</p>}
        {stale && <p class="cc-muted">{t.staleCheck}</p>}
      </div>
      {diagnostics.length > 0 && (
        <div class="cc-errors" role="alert">
          <p class="message message--error">{t.errorCount(diagnostics.length)}</p>
          <ul>
            {diagnostics.map((d) => (
              <li key={`${d.from}-${d.message}`} data-line={d.line}>
                <button type="button" class="cc-linkbtn" onClick={() => onGoTo(d)}>
                  {t.lineColumn(d.line, d.column)}
                </button>
                {t.colon} {d.message}
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
