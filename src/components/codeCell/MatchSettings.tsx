/** The match's settings: the opponent, the depth, the number of games, the seed; and how a match is played, in a sentence. */

import type { CodeCellAction } from '../../lib/codeCell/cell/actions.ts';
import { isSeedText } from '../../lib/codeCell/cell/reduce.ts';
import type { CodeCellState } from '../../lib/codeCell/cell/state.ts';
import { gameCounts } from '../../lib/codeCell/cell/view.ts';
import { YOU } from '../../lib/codeCell/cell/words.ts';
import { SelectField } from '../ui/Fields.tsx';
import './MatchSettings.css';

export interface MatchSettingsProps {
  readonly state: CodeCellState;
  readonly depths: readonly number[];
  readonly opponentName: string;
  readonly running: boolean;
  readonly dispatch: (a: CodeCellAction) => void;
}

const savedAt = (ms: number): string => new Date(ms).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

export function MatchSettings({ state: s, depths, opponentName, running, dispatch }: MatchSettingsProps) {
  return (
    <>
      <div class="cc-settings">
        <SelectField
          class="field"
          select="input"
          label="Opponent"
          value={s.opponent}
          options={[['built-in', 'The built-in evaluation'], ...s.versions.map((v) => [v.number, `Saved version ${v.number} (${savedAt(v.savedAt)})`] as const)]}
          onChange={(v) => dispatch({ type: 'opponent', opponent: v === 'built-in' ? 'built-in' : Number(v) })}
          disabled={running}
        />
        <SelectField class="field" select="input" label="Depth (plies)" value={s.depth} options={depths.map((d) => [d, String(d)])} onChange={(v) => dispatch({ type: 'depth', depth: Number(v) })} disabled={running} />
        <SelectField class="field" select="input" label="Games" value={s.games} options={gameCounts(s.games).map((n) => [n, String(n)])} onChange={(v) => dispatch({ type: 'games', games: Number(v) })} disabled={running} />
        <label class="field">
          <span>Seed</span>
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
        Sides alternate: {YOU} moves first in games 1, 3, 5…, {opponentName} in games 2, 4, 6…. Each side searches every move to the depth with alpha-beta and its own
        evaluation, and picks one of its best moves at random; game <em>i</em> draws from a generator seeded with the seed plus <em>i</em>, so a match replays
        exactly.
      </p>
    </>
  );
}
