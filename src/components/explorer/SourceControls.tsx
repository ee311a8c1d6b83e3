/**
 * Which tree to search and how: the built-in examples, a tree typed in the toy
 * notation (with its errors shown where they are), a random tree (depth,
 * branching, values, seed), a tic-tac-toe position, a row of the Connect Four
 * course's one-dimensional tic-tac-toe, or a position of the game the view
 * was opened on (Othello, Connect Four, the tetromino game: its notation in a
 * text field); then the algorithm, the move order, whose values to show,
 * fail-soft or fail-hard. Render only: each change is a spec patch
 * (lib/viz/explorer/sourceChoice.ts says what picking a kind of tree does).
 */

import { TREE_EXAMPLES } from '../../lib/viz/examples.ts';
import { choiceOf, pickSource, type SourceChoice } from '../../lib/viz/explorer/sourceChoice.ts';
import type { RunError } from '../../lib/viz/searchRun.ts';
import type { ExplorerSpec } from '../../lib/viz/spec.ts';
import type { Algorithm, Order, Perspective } from '../../lib/viz/types.ts';
import { GameSource, LineSource, RandomTree, TicTacToeSource, TypedTree } from './SourceFields.tsx';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import './SourceControls.css';

export interface SourceControlsProps {
  spec: ExplorerSpec;
  idPrefix: string;
  /** The current abstract tree as text (to start editing from). */
  treeText?: string;
  error?: RunError;
  onChange: (patch: Partial<ExplorerSpec>) => void;
  /** Hide the algorithm row (exercise mode fixes it to alpha-beta). */
  exercise?: boolean;
  /** A position of a game without a picker: the menu's entry and the field's label (lib/viz/explorer/words.ts). */
  gameWords: { readonly option: string; readonly notation: string };
  /** The page's language; English when absent. */
  lang?: Locale;
}

export function SourceControls({ spec, idPrefix, treeText, error, onChange, exercise, gameWords, lang }: SourceControlsProps) {
  const t = messages(lang).explorer;
  const choice = choiceOf(spec);
  const pick = (c: SourceChoice) => {
    const patch = pickSource(c, spec, treeText);
    if (patch) onChange(patch);
  };
  const fields = { spec, idPrefix, error, onChange, lang };
  return (
    <div class="sx-controls">
      <div class="sx-row">
        <label class="sx-field">
          <span>{t.tree}</span>
          <select id={`${idPrefix}-source`} value={choice} onChange={(e) => pick((e.target as HTMLSelectElement).value as SourceChoice)}>
            {TREE_EXAMPLES.map((ex) => (
              <option key={ex.id} value={`example:${ex.id}`}>
                {ex.id === 'course' || ex.id === 'walkthrough' || ex.id === 'textbook' ? t.exampleTitles[ex.id] : ex.title}
              </option>
            ))}
            <option value="random">{t.sources.random}</option>
            <option value="typed">{t.sources.typed}</option>
            <option value="tictactoe">{t.sources.tictactoe}</option>
            <option value="line">{t.sources.line}</option>
            {choice === 'game' && <option value="game">{gameWords.option}</option>}
          </select>
        </label>
        {!exercise && <SearchFields spec={spec} onChange={onChange} lang={lang} />}
        <label class="sx-field">
          <span>{t.valuesFor}</span>
          <select value={spec.perspective} onChange={(e) => onChange({ perspective: (e.target as HTMLSelectElement).value as Perspective })}>
            <option value="max">{t.perspectives.max}</option>
            <option value="mover">{t.perspectives.mover}</option>
          </select>
        </label>
        {!exercise && (spec.algorithm === 'alphabeta' || spec.algorithm === 'shallow') && (
          <label class="sx-check">
            <input type="checkbox" checked={!spec.failSoft} onChange={(e) => onChange({ failSoft: !(e.target as HTMLInputElement).checked })} />
            <span>{t.failHard}</span>
          </label>
        )}
      </div>
      {choice === 'typed' && <TypedTree {...fields} />}
      {choice === 'random' && <RandomTree random={spec.random} idPrefix={idPrefix} onChange={(random) => onChange({ random, step: 0 })} lang={lang} />}
      {choice === 'tictactoe' && <TicTacToeSource {...fields} />}
      {choice === 'line' && <LineSource {...fields} />}
      {choice === 'game' && <GameSource {...fields} notation={gameWords.notation} />}
    </div>
  );
}

/** The algorithm and the move order. */
function SearchFields({ spec, onChange, lang }: Pick<SourceControlsProps, 'spec' | 'onChange' | 'lang'>) {
  const t = messages(lang).explorer;
  return (
    <>
      <label class="sx-field">
        <span>{t.algorithm}</span>
        <select value={spec.algorithm} onChange={(e) => onChange({ algorithm: (e.target as HTMLSelectElement).value as Algorithm })}>
          <option value="minimax">{t.algorithms.minimax}</option>
          <option value="negamax">{t.algorithms.negamax}</option>
          <option value="alphabeta">{t.algorithms.alphabeta}</option>
          <option value="shallow">{t.algorithms.shallow}</option>
        </select>
      </label>
      <label class="sx-field">
        <span>{t.moveOrder}</span>
        <select value={spec.order} onChange={(e) => onChange({ order: (e.target as HTMLSelectElement).value as Order })}>
          <option value="natural">{t.orders.natural}</option>
          <option value="best-first">{t.orders['best-first']}</option>
          <option value="worst-first">{t.orders['worst-first']}</option>
        </select>
      </label>
    </>
  );
}
