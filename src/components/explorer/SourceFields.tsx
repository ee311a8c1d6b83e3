/**
 * The fields for each kind of tree (SourceControls.tsx picks one): a typed
 * tree, a random tree's settings, a tic-tac-toe board, a row of the
 * one-dimensional game, a position of another game in its notation. Each
 * field keeps what is being typed (a draft) until it is submitted or changed;
 * the spec only sees the result.
 */

import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RunError } from '../../lib/viz/searchRun.ts';
import { RANDOM_LIMITS, nextSeed, type ExplorerSpec, type RandomTreeSpec } from '../../lib/viz/spec.ts';
import { runErrorText } from '../../lib/viz/explorer/words.ts';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { DepthSelect } from './DepthSelect.tsx';

export interface SourceFieldProps {
  spec: ExplorerSpec;
  idPrefix: string;
  error?: RunError;
  onChange: (patch: Partial<ExplorerSpec>) => void;
  /** The page's language; English when absent. */
  lang?: Locale;
}

/** The text being typed, reset whenever the spec's position changes. */
function useDraft(position: string) {
  const [draft, setDraft] = useState(position);
  useEffect(() => setDraft(position), [position]);
  return [draft, setDraft] as const;
}

/** A field's form: submitting it hands the trimmed draft to the spec as its position, from step 0 again. */
function DraftForm({ draft, onChange, children }: { draft: string; onChange: SourceFieldProps['onChange']; children: ComponentChildren }) {
  return (
    <form
      class="sx-typed"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ position: draft.trim(), step: 0 });
      }}
    >
      {children}
    </form>
  );
}

export function TypedTree({ spec, idPrefix, error, onChange, lang }: SourceFieldProps) {
  const t = messages(lang).explorer;
  const [draft, setDraft] = useDraft(spec.position);
  const errId = `${idPrefix}-tree-error`;
  const bad = error?.field === 'position';
  return (
    <DraftForm draft={draft} onChange={onChange}>
      <label class="sx-field sx-field--wide">
        <span>
          {t.typedTreeHelp} <code>[[3 12 8] [2 4 6] [14 5 2]]</code>
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
          <span>{t.atTheRoot}</span>
          <select value={spec.rootPlayer} onChange={(e) => onChange({ rootPlayer: (e.target as HTMLSelectElement).value as 'max' | 'min', step: 0 })}>
            <option value="max">{t.rootMoves.max}</option>
            <option value="min">{t.rootMoves.min}</option>
          </select>
        </label>
        <button type="submit" class="sx-btn">
          {t.drawTree}
        </button>
      </div>
      {bad && <ParseError id={errId} text={spec.position} error={error} lang={lang} />}
    </DraftForm>
  );
}

function ParseError({ id, text, error, lang }: { id: string; text: string; error: RunError; lang?: Locale }) {
  const t = messages(lang).explorer;
  const at = error.index;
  return (
    <div class="sx-error" id={id} role="alert">
      <p>
        <strong>{t.cannotRead}</strong> {runErrorText(error, lang, text)}.
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

export function RandomTree({ random, idPrefix, onChange, lang }: { random: RandomTreeSpec; idPrefix: string; onChange: (r: RandomTreeSpec) => void; lang?: Locale }) {
  const t = messages(lang).explorer;
  const f = t.randomFields;
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
        onChange={(e) => set(Number((e.target as HTMLInputElement).value))}
      />
    </label>
  );
  return (
    <div class="sx-row sx-random">
      {field(f.depth, random.depth, (depth) => onChange({ ...random, depth }), RANDOM_LIMITS.depth[0], RANDOM_LIMITS.depth[1], 'rd')}
      {field(f.childrenFrom, random.branching[0], (lo) => onChange({ ...random, branching: [lo, Math.max(lo, random.branching[1])] }), 1, 5, 'rb0')}
      {field(f.to, random.branching[1], (hi) => onChange({ ...random, branching: [Math.min(hi, random.branching[0]), hi] }), 1, 5, 'rb1')}
      {field(f.valuesFrom, random.min, (min) => onChange({ ...random, min }), RANDOM_LIMITS.value[0], RANDOM_LIMITS.value[1], 'rv0')}
      {field(f.to, random.max, (max) => onChange({ ...random, max }), RANDOM_LIMITS.value[0], RANDOM_LIMITS.value[1], 'rv1')}
      {field(f.seed, random.seed, (seed) => onChange({ ...random, seed }), 0, 2 ** 31 - 1, 'seed')}
      <button type="button" class="sx-btn" onClick={() => onChange({ ...random, seed: nextSeed(random.seed) })}>
        {t.newSeed}
      </button>
    </div>
  );
}

/** A field's error, under it, named by the field's `aria-describedby`. */
function FieldError({ id, what, error, lang }: { id: string; what: 'position' | 'row'; error: RunError; lang?: Locale }) {
  const t = messages(lang).explorer;
  return (
    <p class="sx-error" id={id} role="alert">
      <strong>{t.cannotUse[what]}</strong> {runErrorText(error, lang)}.
    </p>
  );
}

/**
 * The text field of a position, shared by the tic-tac-toe, row and other-game
 * fields: it shows the draft, marks itself invalid with its error's id, and
 * commits on change when `commit` is given (a form's submit commits otherwise).
 */
function PositionInput(props: {
  label: string;
  draft: string;
  setDraft: (text: string) => void;
  errId: string;
  bad: boolean;
  maxLength?: number;
  wide?: boolean;
  commit?: (text: string) => void;
}) {
  const { label, draft, setDraft, errId, bad, maxLength, wide, commit } = props;
  return (
    <label class={wide ? 'sx-field sx-field--wide' : 'sx-field'}>
      <span>{label}</span>
      <input
        type="text"
        class="sx-mono"
        value={draft}
        maxLength={maxLength}
        spellcheck={false}
        aria-invalid={bad}
        aria-describedby={bad ? errId : undefined}
        onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
        onChange={commit && ((e) => commit((e.target as HTMLInputElement).value.trim()))}
      />
    </label>
  );
}

const CYCLE: Record<string, string> = { '.': 'x', x: 'o', o: '.' };

export function TicTacToeSource({ spec, idPrefix, error, onChange, lang }: SourceFieldProps) {
  const t = messages(lang).explorer;
  const [draft, setDraft] = useDraft(spec.position);
  const cells = [...draft.padEnd(9, '.').slice(0, 9).toLowerCase()];
  const bad = error?.field === 'position';
  const errId = `${idPrefix}-ttt-error`;
  return (
    <div class="sx-row sx-ttt-source">
      <div class="sx-cells" role="group" aria-label={t.board}>
        {cells.map((c, i) => (
          <button
            key={i}
            type="button"
            class={`sx-cell sx-cell--${c === 'x' ? 'x' : c === 'o' ? 'o' : 'empty'}`}
            aria-label={t.cell(i, c === 'x' ? 'X' : c === 'o' ? 'O' : t.emptyCell)}
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
      <PositionInput
        label={t.tttPosition}
        {...{ draft, setDraft, errId, bad }}
        maxLength={9}
        commit={(position) => onChange({ position, step: 0 })}
      />
      <label class="sx-field">
        <span>{t.searchDepth}</span>
        <DepthSelect
          value={spec.depth}
          max={8}
          label={t.depthPlies}
          all={{ value: 'end', label: t.toTheEnd }}
          onChange={(depth) => onChange({ depth, step: 0 })}
        />
      </label>
      {bad && error && <FieldError id={errId} what="position" error={error} lang={lang} />}
    </div>
  );
}

/** A row of the one-dimensional game, typed: `x`, `o` or `.` per cell. */
export function LineSource({ spec, idPrefix, error, onChange, lang }: SourceFieldProps) {
  const t = messages(lang).explorer;
  const [draft, setDraft] = useDraft(spec.position);
  const bad = error?.field === 'position';
  const errId = `${idPrefix}-line-error`;
  return (
    <div class="sx-row">
      <PositionInput
        label={t.rowField}
        {...{ draft, setDraft, errId, bad }}
        maxLength={26}
        commit={(position) => onChange({ position, step: 0 })}
      />
      {bad && error && <FieldError id={errId} what="row" error={error} lang={lang} />}
    </div>
  );
}

/** A position of another game of the registry, in its notation (the view was opened on it, from a link). */
export function GameSource({ spec, idPrefix, error, onChange, notation, lang }: SourceFieldProps & { notation: string }) {
  const t = messages(lang).explorer;
  const [draft, setDraft] = useDraft(spec.position);
  const bad = error?.field === 'position';
  const errId = `${idPrefix}-game-error`;
  return (
    <DraftForm draft={draft} onChange={onChange}>
      <PositionInput label={notation} {...{ draft, setDraft, errId, bad }} wide />
      <div class="sx-row">
        <button type="submit" class="sx-btn">
          {t.searchPosition}
        </button>
      </div>
      {bad && error && <FieldError id={errId} what="position" error={error} lang={lang} />}
    </DraftForm>
  );
}
