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
}

export function SourceControls({ spec, idPrefix, treeText, error, onChange, exercise, gameWords }: SourceControlsProps) {
  const choice = choiceOf(spec);
  const pick = (c: SourceChoice) => {
    const patch = pickSource(c, spec, treeText);
    if (patch) onChange(patch);
  };
  const fields = { spec, idPrefix, error, onChange };
  return (
    <div class="sx-controls">
      <div class="sx-row">
        <label class="sx-field">
          <span>Tree</span>
          <select id={`${idPrefix}-source`} value={choice} onChange={(e) => pick((e.target as HTMLSelectElement).value as SourceChoice)}>
            {TREE_EXAMPLES.map((ex) => (
              <option key={ex.id} value={`example:${ex.id}`}>
                {ex.title}
              </option>
            ))}
            <option value="random">A random tree (by seed)</option>
            <option value="typed">A tree you type</option>
            <option value="tictactoe">A tic-tac-toe position</option>
            <option value="line">A row of one-dimensional tic-tac-toe</option>
            {choice === 'game' && <option value="game">{gameWords.option}</option>}
          </select>
        </label>
        {!exercise && <SearchFields spec={spec} onChange={onChange} />}
        <label class="sx-field">
          <span>Values for</span>
          <select value={spec.perspective} onChange={(e) => onChange({ perspective: (e.target as HTMLSelectElement).value as Perspective })}>
            <option value="max">MAX (minimax picture)</option>
            <option value="mover">the side to move (negamax)</option>
          </select>
        </label>
        {!exercise && (spec.algorithm === 'alphabeta' || spec.algorithm === 'shallow') && (
          <label class="sx-check">
            <input type="checkbox" checked={!spec.failSoft} onChange={(e) => onChange({ failSoft: !(e.target as HTMLInputElement).checked })} />
            <span>fail-hard</span>
          </label>
        )}
      </div>
      {choice === 'typed' && <TypedTree {...fields} />}
      {choice === 'random' && <RandomTree random={spec.random} idPrefix={idPrefix} onChange={(random) => onChange({ random, step: 0 })} />}
      {choice === 'tictactoe' && <TicTacToeSource {...fields} />}
      {choice === 'line' && <LineSource {...fields} />}
      {choice === 'game' && <GameSource {...fields} notation={gameWords.notation} />}
    </div>
  );
}

/** The algorithm and the move order. */
function SearchFields({ spec, onChange }: Pick<SourceControlsProps, 'spec' | 'onChange'>) {
  return (
    <>
      <label class="sx-field">
        <span>Algorithm</span>
        <select value={spec.algorithm} onChange={(e) => onChange({ algorithm: (e.target as HTMLSelectElement).value as Algorithm })}>
          <option value="minimax">Minimax</option>
          <option value="negamax">Negamax</option>
          <option value="alphabeta">Alpha-beta</option>
          <option value="shallow">Shallow pruning (the course’s rule)</option>
        </select>
      </label>
      <label class="sx-field">
        <span>Move order</span>
        <select value={spec.order} onChange={(e) => onChange({ order: (e.target as HTMLSelectElement).value as Order })}>
          <option value="natural">As given</option>
          <option value="best-first">Best first</option>
          <option value="worst-first">Worst first</option>
        </select>
      </label>
    </>
  );
}
