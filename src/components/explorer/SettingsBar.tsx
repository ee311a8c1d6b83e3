/**
 * Above the tree: the settings (folded into a one-line summary, as on a
 * phone) and, for abstract trees, the Watch / Exercise switch. Render only.
 */

import type { ExplorerAction } from '../../lib/viz/explorer/actions.ts';
import type { RunError } from '../../lib/viz/searchRun.ts';
import type { ExplorerSpec } from '../../lib/viz/spec.ts';
import { SourceControls, type SourceControlsProps } from './SourceControls.tsx';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import './SettingsBar.css';

export interface SettingsBarProps {
  spec: ExplorerSpec;
  idPrefix: string;
  open: boolean;
  /** What is shown, in one line (lib/viz/explorer/words.ts). */
  summary: string;
  treeText?: string;
  error?: RunError;
  exercise: boolean;
  gameWords: SourceControlsProps['gameWords'];
  dispatch: (action: ExplorerAction) => void;
  /** The page's language; English when absent. */
  lang?: Locale;
}

export function SettingsBar({ spec, idPrefix, open, summary, treeText, error, exercise, gameWords, dispatch, lang }: SettingsBarProps) {
  const t = messages(lang).explorer;
  return (
    <div class="sx-top">
      <details class="sx-settings" open={open} onToggle={(e) => dispatch({ type: 'settingsOpen', open: (e.currentTarget as HTMLDetailsElement).open })}>
        <summary>
          <span class="sx-settings__label">{t.settings}</span> <span class="sx-settings__now">{summary}</span>
        </summary>
        <SourceControls
          spec={spec}
          idPrefix={idPrefix}
          treeText={treeText}
          error={error}
          onChange={(patch) => dispatch({ type: 'spec', patch })}
          exercise={exercise}
          gameWords={gameWords}
          lang={lang}
        />
      </details>
      {spec.game === 'toy' && (
        <div class="sx-modes" role="group" aria-label={t.modes.label}>
          <button type="button" class="sx-btn sx-btn--tab" aria-pressed={!exercise} onClick={() => dispatch({ type: 'mode', mode: 'watch' })}>
            {t.modes.watch}
          </button>
          <button type="button" class="sx-btn sx-btn--tab" aria-pressed={exercise} onClick={() => dispatch({ type: 'mode', mode: 'exercise' })}>
            {t.modes.exercise}
          </button>
        </div>
      )}
    </div>
  );
}
