/** The match's settings: the opponent, the depth, the number of games, the seed; and how a match is played, in a sentence. */

import type { CodeCellAction } from '../../lib/codeCell/cell/actions.ts';
import { isSeedText } from '../../lib/codeCell/cell/reduce.ts';
import type { CodeCellState } from '../../lib/codeCell/cell/state.ts';
import { gameCounts } from '../../lib/codeCell/cell/view.ts';
import type { CodeCellWords } from '../../lib/codeCell/cell/words.ts';
import type { Locale } from '../../i18n/locales.ts';
import { LOCALE_TAGS } from '../../i18n/locales.ts';
import { SelectField } from '../ui/Fields.tsx';
import './MatchSettings.css';

export interface MatchSettingsProps {
  readonly state: CodeCellState;
  readonly depths: readonly number[];
  readonly opponentName: string;
  readonly running: boolean;
  readonly dispatch: (a: CodeCellAction) => void;
  readonly t: CodeCellWords;
  readonly lang: Locale;
}

/** A version's time of saving, as the page's language writes a time (British English for English, as before). */
const savedAt = (ms: number, lang: Locale): string => new Date(ms).toLocaleTimeString(lang === 'en' ? 'en-GB' : LOCALE_TAGS[lang], { hour: '2-digit', minute: '2-digit' });

export function MatchSettings({ state: s, depths, opponentName, running, dispatch, t, lang }: MatchSettingsProps) {
  return (
    <>
      <div class="cc-settings">
        <SelectField
          class="field"
          select="input"
          label={t.opponent}
          value={s.opponent}
          options={[['built-in', t.builtInOption], ...s.versions.map((v) => [v.number, t.savedOption(v.number, savedAt(v.savedAt, lang))] as const)]}
          onChange={(v) => dispatch({ type: 'opponent', opponent: v === 'built-in' ? 'built-in' : Number(v) })}
          disabled={running}
        />
        <SelectField class="field" select="input" label={t.depthLabel} value={s.depth} options={depths.map((d) => [d, String(d)])} onChange={(v) => dispatch({ type: 'depth', depth: Number(v) })} disabled={running} />
        <SelectField class="field" select="input" label={t.gamesLabel} value={s.games} options={gameCounts(s.games).map((n) => [n, String(n)])} onChange={(v) => dispatch({ type: 'games', games: Number(v) })} disabled={running} />
        <label class="field">
          <span>{t.seedLabel}</span>
          <input
            class="input cc-seed"
            inputMode="numeric"
            value={s.seedText}
            disabled={running}
            aria-invalid={!isSeedText(s.seedText)}
            onInput={(e) => dispatch({ type: 'seedText', text: e.currentTarget.value })}
          />
        </label>
      </div>
      <p class="cc-muted lx-small">
        {t.sidesNote(opponentName)}
        <em>i</em>
        {t.seedNote}
        <em>i</em>
        {t.seedNoteEnd}
      </p>
    </>
  );
}
