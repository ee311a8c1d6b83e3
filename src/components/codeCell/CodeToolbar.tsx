/** The code's buttons: open the editor, check, reset, blank, save a version, copy a link. */

import type { EditorStatus } from '../../lib/codeCell/cell/state.ts';

export interface CodeToolbarProps {
  readonly editor: EditorStatus;
  readonly checking: boolean;
  readonly isTemplate: boolean;
  readonly isBlank: boolean;
  readonly canSave: boolean;
  readonly canLink: boolean;
  readonly onEdit: () => void;
  readonly onCheck: () => void;
  readonly onReset: () => void;
  readonly onBlank: () => void;
  readonly onSave: () => void;
  readonly onCopyLink: () => void;
}

export function CodeToolbar(p: CodeToolbarProps) {
  return (
    <div class="cc-toolbar">
      {p.editor !== 'open' && (
        <button type="button" class="btn cc-primary" onClick={p.onEdit} disabled={p.editor === 'loading'}>
          {p.editor === 'loading' ? 'Loading the editor…' : 'Edit the code'}
        </button>
      )}
      <button type="button" class="btn" onClick={p.onCheck} disabled={p.checking}>
        Check
      </button>
      <button type="button" class="btn" onClick={p.onReset} disabled={p.isTemplate}>
        Reset to the original
      </button>
      <button type="button" class="btn" onClick={p.onBlank} disabled={p.isBlank}>
        Blank function
      </button>
      <button type="button" class="btn" onClick={p.onSave} disabled={!p.canSave}>
        Save this version
      </button>
      {p.canLink && (
        <button type="button" class="btn" onClick={p.onCopyLink}>
          Copy a link
        </button>
      )}
    </div>
  );
}
