/** The code's buttons: open the editor, check, reset, blank, save a version, copy a link. */

import type { EditorStatus } from '../../lib/codeCell/cell/state.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';

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
  readonly t: CodeCellWords;
}

export function CodeToolbar(p: CodeToolbarProps) {
  const { t } = p;
  return (
    <div class="cc-toolbar">
      {p.editor !== 'open' && (
        <button type="button" class="btn cc-primary" onClick={p.onEdit} disabled={p.editor === 'loading'}>
          {p.editor === 'loading' ? t.loadingEditor : t.editCode}
        </button>
      )}
      <button type="button" class="btn" onClick={p.onCheck} disabled={p.checking}>
        {t.check}
      </button>
      <button type="button" class="btn" onClick={p.onReset} disabled={p.isTemplate}>
        {t.reset}
      </button>
      <button type="button" class="btn" onClick={p.onBlank} disabled={p.isBlank}>
        {t.blank}
      </button>
      <button type="button" class="btn" onClick={p.onSave} disabled={!p.canSave}>
        {t.saveVersion}
      </button>
      {p.canLink && (
        <button type="button" class="btn" onClick={p.onCopyLink}>
          {t.copyLink}
        </button>
      )}
    </div>
  );
}
