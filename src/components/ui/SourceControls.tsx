/**
 * Which tree to search and how: the built-in examples, a tree typed in the toy
 * notation (with its errors shown where they are), a random tree (depth,
 * branching, values, seed), a tic-tac-toe position, a row of the Connect Four
 * course's one-dimensional tic-tac-toe, or a position of the game the view
 * was opened on (Othello, Connect Four, the tetromino game: its notation in a
 * text field); then the algorithm, the move order, whose values to show,
 * fail-soft or fail-hard. Render only.
 */

import { useEffect, useState } from 'preact/hooks';
import { GAMES } from '../../lib/games/index.ts';
import { TREE_EXAMPLES } from '../../lib/viz/examples.ts';
import { RANDOM_LIMITS, type ExplorerSpec, type RandomTreeSpec } from '../../lib/viz/spec.ts';
import type { Algorithm, Order, Perspective } from '../../lib/viz/types.ts';
import type { RunError } from '../../lib/viz/searchRun.ts';

export interface SourceControlsProps {
  spec: ExplorerSpec;
  idPrefix: string;
  /** The current abstract tree as text (to start editing from). */
  treeText?: string;
  error?: RunError;
  onChange: (patch: Partial<ExplorerSpec>) => void;
  /** Hide the algorithm row (exercise mode fixes it to alpha-beta). */
  exercise?: boolean;
}

type Choice = 'example:course' | 'example:walkthrough' | 'example:textbook' | 'random' | 'typed' | 'tictactoe' | 'line' | 'game';

const choiceOf = (spec: ExplorerSpec): Choice =>
  spec.game === 'tictactoe'
    ? 'tictactoe'
    : spec.game === 'line'
      ? 'line'
      : spec.game !== 'toy'
        ? 'game'
      : spec.position === 'random'
        ? 'random'
        : spec.position.startsWith('example:')
          ? (spec.position as Choice)
          : 'typed';

export function SourceControls({ spec, idPrefix, treeText, error, onChange, exercise }: SourceControlsProps) {
  const choice = choiceOf(spec);
  const id = (s: string) => `${idPrefix}-${s}`;
  const pick = (c: Choice) => {
    if (c === 'game') return;
    if (c === 'tictactoe') onChange({ game: 'tictactoe', position: spec.game === 'tictactoe' ? spec.position : 'x.o.o.x..', depth: Infinity, step: 0 });
    else if (c === 'line') onChange({ game: 'line', position: spec.game === 'line' ? spec.position : 'o...x', depth: Infinity, step: 0 });
    else if (c === 'random') onChange({ game: 'toy', position: 'random', depth: Infinity, step: 0 });
    else if (c === 'typed') onChange({ game: 'toy', position: treeText ?? '[[3 12 8] [2 4 6] [14 5 2]]', depth: Infinity, step: 0 });
    else onChange({ game: 'toy', position: c, depth: Infinity, step: 0 });
  };

  return (
    <div class="sx-controls">
      <div class="sx-row">
        <label class="sx-field">
          <span>Tree</span>
          <select id={id('source')} value={choice} onChange={(e) => pick((e.target as HTMLSelectElement).value as Choice)}>
            {TREE_EXAMPLES.map((ex) => (
              <option key={ex.id} value={`example:${ex.id}`}>
                {ex.title}
              </option>
            ))}
            <option value="random">A random tree (by seed)</option>
            <option value="typed">A tree you type</option>
            <option value="tictactoe">A tic-tac-toe position</option>
            <option value="line">A row of one-dimensional tic-tac-toe</option>
            {choice === 'game' && <option value="game">{`A position of ${GAMES[spec.game].name}`}</option>}
          </select>
        </label>
        {!exercise && (
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
        )}
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
      {choice === 'typed' && <TypedTree spec={spec} idPrefix={idPrefix} error={error} onChange={onChange} />}
      {choice === 'random' && <RandomTree random={spec.random} idPrefix={idPrefix} onChange={(random) => onChange({ random, step: 0 })} />}
      {choice === 'tictactoe' && <TicTacToeSource spec={spec} idPrefix={idPrefix} error={error} onChange={onChange} />}
      {choice === 'line' && <LineSource spec={spec} idPrefix={idPrefix} error={error} onChange={onChange} />}
      {choice === 'game' && <GameSource spec={spec} idPrefix={idPrefix} error={error} onChange={onChange} />}
    </div>
  );
}

function TypedTree({ spec, idPrefix, error, onChange }: { spec: ExplorerSpec; idPrefix: string; error?: RunError; onChange: SourceControlsProps['onChange'] }) {
  const [draft, setDraft] = useState(spec.position);
  useEffect(() => setDraft(spec.position), [spec.position]);
  const errId = `${idPrefix}-tree-error`;
  const bad = error?.field === 'position';
  return (
    <form
      class="sx-typed"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ position: draft.trim(), step: 0 });
      }}
    >
      <label class="sx-field sx-field--wide">
        <span>
          Tree as nested lists of leaf values for MAX, e.g. <code>[[3 12 8] [2 4 6] [14 5 2]]</code>
        </span>
        <textarea
          rows={2}
          spellcheck={false}
          value={draft}
          aria-invalid={bad}
          aria-describedby={bad ? errId : undefined}
          onInput={(e) => setDraft((e.target as HTMLTextAreaElement).value)}
        />
      </label>
      <div class="sx-row">
        <label class="sx-field">
          <span>At the root</span>
          <select value={spec.rootPlayer} onChange={(e) => onChange({ rootPlayer: (e.target as HTMLSelectElement).value as 'max' | 'min', step: 0 })}>
            <option value="max">MAX moves</option>
            <option value="min">MIN moves</option>
          </select>
        </label>
        <button type="submit" class="sx-btn">
          Draw this tree
        </button>
      </div>
      {bad && <ParseError id={errId} text={spec.position} error={error} />}
    </form>
  );
}

function ParseError({ id, text, error }: { id: string; text: string; error: RunError }) {
  const at = error.index;
  return (
    <div class="sx-error" id={id} role="alert">
      <p>
        <strong>This tree cannot be read:</strong> {error.message}.
      </p>
      {at !== undefined && at <= text.length && (
        <pre class="sx-error__where" aria-hidden="true">
          {text.slice(Math.max(0, at - 30), at)}
          <mark>{text.slice(at, at + 1) || ' '}</mark>
          {text.slice(at + 1, at + 20)}
        </pre>
      )}
    </div>
  );
}

function RandomTree({ random, idPrefix, onChange }: { random: RandomTreeSpec; idPrefix: string; onChange: (r: RandomTreeSpec) => void }) {
  const num = (v: string) => Number(v);
  const field = (label: string, value: number, set: (v: number) => void, min: number, max: number, key: string) => (
    <label class="sx-field sx-field--num">
      <span>{label}</span>
      <input
        id={`${idPrefix}-${key}`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        onChange={(e) => set(num((e.target as HTMLInputElement).value))}
      />
    </label>
  );
  return (
    <div class="sx-row sx-random">
      {field('Depth', random.depth, (depth) => onChange({ ...random, depth }), RANDOM_LIMITS.depth[0], RANDOM_LIMITS.depth[1], 'rd')}
      {field('Children from', random.branching[0], (lo) => onChange({ ...random, branching: [lo, Math.max(lo, random.branching[1])] }), 1, 5, 'rb0')}
      {field('to', random.branching[1], (hi) => onChange({ ...random, branching: [Math.min(hi, random.branching[0]), hi] }), 1, 5, 'rb1')}
      {field('Values from', random.min, (min) => onChange({ ...random, min }), RANDOM_LIMITS.value[0], RANDOM_LIMITS.value[1], 'rv0')}
      {field('to', random.max, (max) => onChange({ ...random, max }), RANDOM_LIMITS.value[0], RANDOM_LIMITS.value[1], 'rv1')}
      {field('Seed', random.seed, (seed) => onChange({ ...random, seed }), 0, 2 ** 31 - 1, 'seed')}
      <button type="button" class="sx-btn" onClick={() => onChange({ ...random, seed: (random.seed * 48271 + 11) % 2147483647 })}>
        New seed
      </button>
    </div>
  );
}

const CYCLE: Record<string, string> = { '.': 'x', x: 'o', o: '.' };

function TicTacToeSource({
  spec,
  idPrefix,
  error,
  onChange,
}: {
  spec: ExplorerSpec;
  idPrefix: string;
  error?: RunError;
  onChange: SourceControlsProps['onChange'];
}) {
  const [draft, setDraft] = useState(spec.position);
  useEffect(() => setDraft(spec.position), [spec.position]);
  const cells = [...draft.padEnd(9, '.').slice(0, 9).toLowerCase()];
  const bad = error?.field === 'position';
  const errId = `${idPrefix}-ttt-error`;
  return (
    <div class="sx-row sx-ttt-source">
      <div class="sx-cells" role="group" aria-label="Board: click a cell to cycle empty, X, O">
        {cells.map((c, i) => (
          <button
            key={i}
            type="button"
            class={`sx-cell sx-cell--${c === 'x' ? 'x' : c === 'o' ? 'o' : 'empty'}`}
            aria-label={`cell ${i}: ${c === 'x' ? 'X' : c === 'o' ? 'O' : 'empty'}`}
            onClick={() => {
              const next = cells.map((d, k) => (k === i ? (CYCLE[d] ?? '.') : d)).join('');
              setDraft(next);
              onChange({ position: next, step: 0 });
            }}
          >
            {c === 'x' ? '✕' : c === 'o' ? '◯' : ''}
          </button>
        ))}
      </div>
      <label class="sx-field">
        <span>Position (9 cells, top row first)</span>
        <input
          type="text"
          class="sx-mono"
          value={draft}
          maxLength={9}
          spellcheck={false}
          aria-invalid={bad}
          aria-describedby={bad ? errId : undefined}
          onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
          onChange={(e) => onChange({ position: (e.target as HTMLInputElement).value.trim(), step: 0 })}
        />
      </label>
      <label class="sx-field">
        <span>Search depth</span>
        <select
          value={spec.depth === Infinity ? 'end' : String(spec.depth)}
          onChange={(e) => {
            const v = (e.target as HTMLSelectElement).value;
            onChange({ depth: v === 'end' ? Infinity : Number(v), step: 0 });
          }}
        >
          {[1, 2, 3, 4, 5, 6, 7, 8].map((d) => (
            <option key={d} value={String(d)}>
              {d} {d === 1 ? 'ply' : 'plies'}
            </option>
          ))}
          <option value="end">to the end</option>
        </select>
      </label>
      {bad && error && (
        <p class="sx-error" id={errId} role="alert">
          <strong>This position cannot be used:</strong> {error.message}.
        </p>
      )}
    </div>
  );
}

/** A row of the one-dimensional game, typed: `x`, `o` or `.` per cell. */
function LineSource({
  spec,
  idPrefix,
  error,
  onChange,
}: {
  spec: ExplorerSpec;
  idPrefix: string;
  error?: RunError;
  onChange: SourceControlsProps['onChange'];
}) {
  const [draft, setDraft] = useState(spec.position);
  useEffect(() => setDraft(spec.position), [spec.position]);
  const bad = error?.field === 'position';
  const errId = `${idPrefix}-line-error`;
  return (
    <div class="sx-row">
      <label class="sx-field">
        <span>Row (x, o or . per cell, crosses first)</span>
        <input
          type="text"
          class="sx-mono"
          value={draft}
          maxLength={26}
          spellcheck={false}
          aria-invalid={bad}
          aria-describedby={bad ? errId : undefined}
          onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
          onChange={(e) => onChange({ position: (e.target as HTMLInputElement).value.trim(), step: 0 })}
        />
      </label>
      {bad && error && (
        <p class="sx-error" id={errId} role="alert">
          <strong>This row cannot be used:</strong> {error.message}.
        </p>
      )}
    </div>
  );
}

/** A position of another game of the registry, in its notation (the view was opened on it, from a link). */
function GameSource({ spec, idPrefix, error, onChange }: { spec: ExplorerSpec; idPrefix: string; error?: RunError; onChange: SourceControlsProps['onChange'] }) {
  const [draft, setDraft] = useState(spec.position);
  useEffect(() => setDraft(spec.position), [spec.position]);
  const bad = error?.field === 'position';
  const errId = `${idPrefix}-game-error`;
  const entry = GAMES[spec.game];
  return (
    <form
      class="sx-typed"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ position: draft.trim(), step: 0 });
      }}
    >
      <label class="sx-field sx-field--wide">
        <span>Position: {entry.notation}</span>
        <input
          type="text"
          class="sx-mono"
          value={draft}
          spellcheck={false}
          aria-invalid={bad}
          aria-describedby={bad ? errId : undefined}
          onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
        />
      </label>
      <div class="sx-row">
        <button type="submit" class="sx-btn">
          Search this position
        </button>
      </div>
      {bad && error && (
        <p class="sx-error" id={errId} role="alert">
          <strong>This position cannot be used:</strong> {error.message}.
        </p>
      )}
    </form>
  );
}
