/**
 * @packageDocumentation
 * The bit inspector: a tic-tac-toe board and the 19-bit integer that encodes
 * it (src/engine/games/tictactoe/board19.ts), kept in step both ways.
 *
 * - Click a cell (empty → X → O → empty), a bit, or the side to move, and the
 *   number changes: binary grouped by field, hexadecimal, decimal, and the sum
 *   turn·2¹⁸ + O·2⁹ + X.
 * - Type a number (decimal, 0x… or 0b…, `_` and spaces allowed between digits)
 *   and the board appears. A number that is no board, or a board no game can
 *   reach, gets a message that names the problem.
 * - The value lives in the URL (`?p=<decimal>`) so a link shows the same board.
 *
 * Props are plain data (Astro island rule). State lives in this component:
 * `value` is the last number that was a 19-bit value, `text` what is in the
 * field, `error` why `text` is not a 19-bit value (then the board shows
 * `value`, dimmed). Keyboard: every cell and bit is a button; on a cell, X, O,
 * Delete or . set it directly and the arrow keys move between cells.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { TargetedEvent, TargetedKeyboardEvent } from 'preact';
import { MASK9, MAX_PACKED, O_SHIFT, TURN_BIT } from '../../lib/games/tictactoeBits.ts';
import { cellState, diagnose, nextCellState, parseNumber, toBinary, toHex, withCell } from '../../lib/models/tictactoe/bitInspector.ts';
import { ExampleButtons } from '../ui/ExampleButtons.tsx';
import { TicTacToeGlyph } from '../ui/TicTacToeBoard.tsx';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { BitInspectorWords } from '../../i18n/messages/bitInspector/en.ts';
import './BitInspector.css';
import { useButtonRefs } from '../ui/useButtonRefs.ts';

export interface BitInspectorProps {
  /** Starting value, a packed board (default 0: the empty board, X to move). */
  initial?: number;
  /** Name of the query parameter that holds the value; `null` to leave the URL alone. Default "p". */
  urlParam?: string | null;
  /** Show the buttons that load example boards. Default true. */
  examples?: boolean;
  /** Prefix for element ids when a page has several inspectors. Default "bits". */
  idPrefix?: string;
  /** The page's language (English when absent). */
  lang?: Locale;
}

// ---------------------------------------------------------------------------
// Pieces of the figure

interface BitInfo {
  bit: number;
  field: 'turn' | 'o' | 'x';
  cell: number | null;
}

// The ranges ("bits 17–9") are notation, the same in every language: marked data-notation (the French-islands e2e spec leaves notation out).
const FIELDS: { field: BitInfo['field']; range: string; bits: BitInfo[] }[] = [
  { field: 'turn', range: 'bit 18', bits: [{ bit: TURN_BIT, field: 'turn', cell: null }] },
  {
    field: 'o',
    range: 'bits 17–9',
    bits: Array.from({ length: 9 }, (_, i) => ({ bit: 17 - i, field: 'o' as const, cell: 8 - i })),
  },
  {
    field: 'x',
    range: 'bits 8–0',
    bits: Array.from({ length: 9 }, (_, i) => ({ bit: 8 - i, field: 'x' as const, cell: 8 - i })),
  },
];

/** Starts with what the button shows (the bit's index, then its value), so a speech user can say it. */
const bitLabel = (t: BitInspectorWords, b: BitInfo, on: boolean): string =>
  b.field === 'turn' ? t.turnBitLabel(on) : t.stoneBitLabel(b.bit, on, b.field === 'x' ? 'X' : 'O', b.cell ?? 0);

// ---------------------------------------------------------------------------

export default function BitInspector({ initial = 0, urlParam = 'p', examples = true, idPrefix = 'bits', lang = 'en' }: BitInspectorProps) {
  const t = messages(lang).bitInspector;
  const start = Number.isInteger(initial) && initial >= 0 && initial <= MAX_PACKED ? initial : 0;
  const [value, setValue] = useState(start);
  const [text, setText] = useState(String(start));
  const [error, setError] = useState<string | null>(null);
  const [linked, setLinked] = useState<number | null>(null); // cell under the pointer or focus
  const cells = useButtonRefs();
  const touched = useRef(false);

  // Read the URL once, after hydration (the server cannot see the query).
  useEffect(() => {
    if (!urlParam) return;
    const fromUrl = new URLSearchParams(window.location.search).get(urlParam);
    if (fromUrl === null) return;
    const parsed = parseNumber(fromUrl, t.parse);
    setText(fromUrl);
    if (parsed.ok) {
      setValue(parsed.value);
      setError(null);
    } else setError(parsed.message);
  }, [urlParam]); // eslint-disable-line react-hooks/exhaustive-deps -- read once; the page's language does not change

  // Write the URL after each change the reader makes.
  useEffect(() => {
    if (!urlParam || !touched.current || error !== null) return;
    const url = new URL(window.location.href);
    url.searchParams.set(urlParam, String(value));
    window.history.replaceState(window.history.state, '', url);
  }, [value, error, urlParam]);

  const commit = (v: number) => {
    touched.current = true;
    setValue(v);
    setText(String(v));
    setError(null);
  };

  const onInput = (e: TargetedEvent<HTMLInputElement>) => {
    const typed = e.currentTarget.value;
    touched.current = true;
    setText(typed);
    const parsed = parseNumber(typed, t.parse);
    if (parsed.ok) {
      setValue(parsed.value);
      setError(null);
    } else setError(parsed.message);
  };

  const cycle = (c: number) => commit(withCell(value, c, nextCellState(cellState(value, c))));

  const onCellKey = (c: number, e: TargetedKeyboardEvent<HTMLButtonElement>) => {
    const k = e.key.toLowerCase();
    const set = k === 'x' ? 'x' : k === 'o' ? 'o' : k === 'delete' || k === 'backspace' || k === '.' ? 'empty' : null;
    if (set) {
      e.preventDefault();
      commit(withCell(value, c, set));
      return;
    }
    const move: Record<string, number> = { arrowleft: -1, arrowright: 1, arrowup: -3, arrowdown: 3 };
    if (k in move) {
      const to = c + move[k];
      if ((k === 'arrowleft' || k === 'arrowright') && Math.floor(to / 3) !== Math.floor(c / 3)) return;
      if (to < 0 || to > 8) return;
      e.preventDefault();
      cells.focus(to);
    }
  };

  const diagnosis = useMemo(() => diagnose(value, t.diagnosis), [value, t]);
  const x = value & MASK9;
  const o = (value >>> O_SHIFT) & MASK9;
  const turn = (value >>> TURN_BIT) & 1;
  const inputId = `${idPrefix}-input`;
  const helpId = `${idPrefix}-help`;
  const statusId = `${idPrefix}-status`;

  const EXAMPLES: { label: string; value: number }[] = [
    { label: t.examples.empty, value: 0 },
    { label: t.examples.centre, value: (1 << TURN_BIT) | (1 << 4) },
    { label: t.examples.topRow, value: (1 << TURN_BIT) | (((1 << 3) | (1 << 4)) << O_SHIFT) | 0b111 },
    { label: t.examples.both, value: (1 << 4) | (1 << (O_SHIFT + 4)) },
  ];

  return (
    <div class={`bi${error ? ' bi--stale' : ''}`} data-value={value} data-valid={error ? 'false' : 'true'}>
      <div class="bi__grid">
      <div class="bi__board-col">
        <div class="bi__board" role="group" aria-label={t.board}>
          {Array.from({ length: 9 }, (_, c) => {
            const s = cellState(value, c);
            return (
              <button
                type="button"
                key={c}
                ref={cells.refOf(c)}
                class={`bi-cell bi-cell--${s}${linked === c ? ' is-linked' : ''}`}
                aria-label={t.cellLabel(c, t.cellNames[c], t.states[s])}
                data-cell={c}
                data-state={s}
                onClick={() => cycle(c)}
                onKeyDown={(e) => onCellKey(c, e)}
                onPointerEnter={() => setLinked(c)}
                onPointerLeave={() => setLinked(null)}
                onFocus={() => setLinked(c)}
                onBlur={() => setLinked(null)}
              >
                <span class="bi-cell__index" aria-hidden="true">
                  {c}
                </span>
                <TicTacToeGlyph mark={s === 'empty' ? '.' : s} />
              </button>
            );
          })}
        </div>
        <button
          type="button"
          class={`bi-turn bi-turn--${turn ? 'o' : 'x'}`}
          onClick={() => commit(value ^ (1 << TURN_BIT))}
          aria-label={t.turnLabel(turn ? 'O' : 'X', turn)}
          data-turn={turn}
        >
          <span class="bi-turn__label">{t.toMove}</span> <span class="bi-turn__side">{turn ? 'O' : 'X'}</span>{' '}
          <span class="bi-turn__bit" data-notation>bit 18 = {turn}</span>
        </button>
      </div>

      <div class="bi__readout">
        <div class="bi__bits" role="group" aria-label={t.bits}>
          {FIELDS.map((f) => (
            <div class={`bi-field bi-field--${f.field}`} key={f.field}>
              <div class="bi-field__bits">
                {f.bits.map((b) => {
                  const on = ((value >>> b.bit) & 1) === 1;
                  return (
                    <button
                      type="button"
                      key={b.bit}
                      class={`bi-bit${on ? ' is-on' : ''}${b.cell !== null && linked === b.cell ? ' is-linked' : ''}`}
                      aria-label={bitLabel(t, b, on)}
                      aria-pressed={on}
                      data-bit={b.bit}
                      onClick={() => commit(value ^ (1 << b.bit))}
                      onPointerEnter={() => b.cell !== null && setLinked(b.cell)}
                      onPointerLeave={() => setLinked(null)}
                      onFocus={() => b.cell !== null && setLinked(b.cell)}
                      onBlur={() => setLinked(null)}
                    >
                      <span class="bi-bit__index" aria-hidden="true">
                        {b.bit}
                      </span>{' '}
                      <span class="bi-bit__value" aria-hidden="true">
                        {on ? 1 : 0}
                      </span>
                    </button>
                  );
                })}
              </div>
              <div class="bi-field__label">
                <span class="bi-field__name">{t.fields[f.field]}</span> <span class="bi-field__range" data-notation>{f.range}</span>
              </div>
            </div>
          ))}
        </div>

        <dl class="bi__numbers">
          <div>
            <dt>{t.binary}</dt>
            <dd>
              <span data-testid="binary">
                {'0b'}
                <span class="bi-num--turn">{turn}</span>
                {'_'}
                <span class="bi-num--o">{toBinary(o, 9)}</span>
                {'_'}
                <span class="bi-num--x">{toBinary(x, 9)}</span>
              </span>
            </dd>
          </div>
          <div>
            <dt>{t.hexadecimal}</dt>
            <dd>
              <span data-testid="hex">{toHex(value)}</span>
            </dd>
          </div>
          <div>
            <dt>{t.decimal}</dt>
            <dd>
              <span data-testid="decimal" class="bi__decimal">
                {value}
              </span>
            </dd>
          </div>
          <div class="bi__sum">
            <dt>{t.asSum}</dt>
            <dd>
              <span class="bi-num--turn">{turn}</span>·2<sup>18</sup> + <span class="bi-num--o">{o}</span>·2<sup>9</sup> +{' '}
              <span class="bi-num--x">{x}</span> = {value}
            </dd>
          </div>
        </dl>

        <div class="field bi__field">
          <label for={inputId}>{t.typeNumber}</label>
          <input
            id={inputId}
            class="input"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellcheck={false}
            value={text}
            onInput={onInput}
            aria-invalid={error !== null}
            aria-describedby={`${helpId} ${statusId}`}
          />
          <span id={helpId} class="bi__help">
            {t.help.decimal}
            <code>0x</code>
            {t.help.hex}
            <code>0b</code>
            {t.help.binary(MAX_PACKED)}
          </span>
        </div>

        <p id={statusId} class={`message message--${error ? 'error' : diagnosis.level}`} role="status" aria-live="polite" data-testid="status">
          {!error && <span class="visually-hidden">{t.value(value, toHex(value))}</span>}
          {error ?? diagnosis.message}
          {error && <span class="bi__stale-note">{t.stale(value)}</span>}
        </p>

        {examples && <ExampleButtons lang={lang} class="bi__examples" button="btn" examples={EXAMPLES} onPick={(ex) => commit(ex.value)} />}
      </div>
      </div>
    </div>
  );
}
