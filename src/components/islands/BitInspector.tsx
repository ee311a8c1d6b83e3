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
import { popcount32 } from '../../engine/core/bits.ts';
import { MASK9, MAX_PACKED, O_SHIFT, TURN_BIT, hasLine } from '../../engine/games/tictactoe/board19.ts';
import { checkStones } from '../../engine/games/tictactoe/notation.ts';
import './BitInspector.css';

export interface BitInspectorProps {
  /** Starting value, a packed board (default 0: the empty board, X to move). */
  initial?: number;
  /** Name of the query parameter that holds the value; `null` to leave the URL alone. Default "p". */
  urlParam?: string | null;
  /** Show the buttons that load example boards. Default true. */
  examples?: boolean;
  /** Prefix for element ids when a page has several inspectors. Default "bits". */
  idPrefix?: string;
}

export type CellState = 'empty' | 'x' | 'o' | 'both';

// ---------------------------------------------------------------------------
// Pure helpers (exported for tests)

export type Parsed = { ok: true; value: number } | { ok: false; message: string };

/** Reads decimal, 0x hexadecimal or 0b binary; `_` and spaces may group digits. */
export function parseNumber(input: string): Parsed {
  const raw = input.trim();
  if (raw === '') return { ok: false, message: 'Type a number to see its board.' };
  const t = raw.replace(/[\s_]/g, '').toLowerCase();
  const negative = t.startsWith('-');
  const body = negative || t.startsWith('+') ? t.slice(1) : t;
  let digits: string;
  let radix: number;
  if (/^0x[0-9a-f]+$/.test(body)) [digits, radix] = [body.slice(2), 16];
  else if (/^0b[01]+$/.test(body)) [digits, radix] = [body.slice(2), 2];
  else if (/^[0-9]+$/.test(body)) [digits, radix] = [body, 10];
  else {
    return {
      ok: false,
      message: `“${raw}” is not a number I can read: use decimal digits, 0x… for hexadecimal or 0b… for binary.`,
    };
  }
  const big = BigInt(radix === 10 ? digits : `0${radix === 16 ? 'x' : 'b'}${digits}`);
  if (negative && big !== 0n) {
    return { ok: false, message: `${raw} is negative: boards are numbered from 0 to ${MAX_PACKED}.` };
  }
  if (big > BigInt(MAX_PACKED)) {
    return {
      ok: false,
      message: `${raw} is out of range: a board uses bits 0 to 18 only, so the largest value is ${MAX_PACKED} (0x${MAX_PACKED.toString(16).toUpperCase()}).`,
    };
  }
  return { ok: true, value: Number(big) };
}

export function cellState(p: number, c: number): CellState {
  const x = (p >>> c) & 1;
  const o = (p >>> (O_SHIFT + c)) & 1;
  return x && o ? 'both' : x ? 'x' : o ? 'o' : 'empty';
}

export function withCell(p: number, c: number, s: Exclude<CellState, 'both'>): number {
  const cleared = p & ~((1 << c) | (1 << (O_SHIFT + c)));
  return s === 'x' ? cleared | (1 << c) : s === 'o' ? cleared | (1 << (O_SHIFT + c)) : cleared;
}

const NEXT: Record<CellState, Exclude<CellState, 'both'>> = { empty: 'x', x: 'o', o: 'empty', both: 'empty' };

export const nextCellState = (s: CellState): Exclude<CellState, 'both'> => NEXT[s];

export interface Diagnosis {
  /** 'ok': a position some game reaches; 'warn': a board no game reaches; 'error': not a board at all. */
  level: 'ok' | 'warn' | 'error';
  message: string;
}

const cellList = (mask: number): string => {
  const cells: number[] = [];
  for (let c = 0; c < 9; c++) if (mask & (1 << c)) cells.push(c);
  return cells.length === 1 ? `Cell ${cells[0]} is` : `Cells ${cells.slice(0, -1).join(', ')} and ${cells[cells.length - 1]} are`;
};

/** Is the 19-bit value `p` a position that play can reach, and if not, why not. */
export function diagnose(p: number): Diagnosis {
  const x = p & MASK9;
  const o = (p >>> O_SHIFT) & MASK9;
  const turn = (p >>> TURN_BIT) & 1;
  if (x & o) {
    return {
      level: 'error',
      message: `${cellList(x & o)} claimed by both sides (the X bit and the O bit are both 1): this number is no board.`,
    };
  }
  const nx = popcount32(x);
  const no = popcount32(o);
  const checked = checkStones(x, o);
  if (!checked.ok) {
    const xWon = hasLine(x);
    const oWon = hasLine(o);
    switch (checked.error.code) {
      case 'ERR_BOTH_WON':
        return { level: 'warn', message: 'X and O both have three in a row: the first line ends the game, so a game never shows two.' };
      case 'ERR_ALREADY_OVER':
        return {
          level: 'warn',
          message: xWon
            ? 'X has three in a row, yet O has as many stones: O played after the game was over.'
            : oWon
              ? 'O has three in a row, yet X has one stone more: X played after the game was over.'
              : checked.error.message,
        };
      default:
        return {
          level: 'warn',
          message: `X has ${nx} ${nx === 1 ? 'stone' : 'stones'} and O has ${no}: since X moves first, X always has as many stones as O or one more.`,
        };
    }
  }
  const expected = nx > no ? 1 : 0;
  if (turn !== expected) {
    return {
      level: 'warn',
      message: `The turn bit says ${turn ? 'O' : 'X'} is to move, but with ${nx} X and ${no} O on the board it is ${expected ? 'O' : 'X'}’s turn.`,
    };
  }
  if (hasLine(x)) return { level: 'ok', message: 'A position from a real game: X has three in a row and has won.' };
  if (hasLine(o)) return { level: 'ok', message: 'A position from a real game: O has three in a row and has won.' };
  if (nx + no === 9) return { level: 'ok', message: 'A position from a real game: the board is full, a draw.' };
  return { level: 'ok', message: `A position from a real game, ${turn ? 'O' : 'X'} to move.` };
}

export const toBinary = (v: number, width: number): string => v.toString(2).padStart(width, '0');
export const toHex = (p: number): string => `0x${p.toString(16).toUpperCase()}`;

// ---------------------------------------------------------------------------
// Pieces of the figure

const CELL_NAMES = [
  'top left', 'top centre', 'top right',
  'middle left', 'centre', 'middle right',
  'bottom left', 'bottom centre', 'bottom right',
];
const STATE_WORDS: Record<CellState, string> = { empty: 'empty', x: 'X', o: 'O', both: 'X and O (invalid)' };

function Glyph({ state }: { state: CellState }) {
  if (state === 'empty') return null;
  return (
    <svg class="bi-glyph" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {(state === 'x' || state === 'both') && (
        <path class="bi-glyph__x" d={state === 'both' ? 'M6 6l13 13M19 6L6 19' : 'M10 10l20 20M30 10L10 30'} />
      )}
      {(state === 'o' || state === 'both') && (
        <circle class="bi-glyph__o" cx={state === 'both' ? 28 : 20} cy={state === 'both' ? 28 : 20} r={state === 'both' ? 7 : 11} />
      )}
    </svg>
  );
}

interface BitInfo {
  bit: number;
  field: 'turn' | 'o' | 'x';
  cell: number | null;
}

const FIELDS: { field: BitInfo['field']; label: string; range: string; bits: BitInfo[] }[] = [
  { field: 'turn', label: 'turn', range: 'bit 18', bits: [{ bit: TURN_BIT, field: 'turn', cell: null }] },
  {
    field: 'o',
    label: 'O stones',
    range: 'bits 17–9',
    bits: Array.from({ length: 9 }, (_, i) => ({ bit: 17 - i, field: 'o' as const, cell: 8 - i })),
  },
  {
    field: 'x',
    label: 'X stones',
    range: 'bits 8–0',
    bits: Array.from({ length: 9 }, (_, i) => ({ bit: 8 - i, field: 'x' as const, cell: 8 - i })),
  },
];

const bitLabel = (b: BitInfo, on: boolean): string =>
  b.field === 'turn'
    ? `Bit 18, the turn: ${on ? '1, O to move' : '0, X to move'}. Press to flip.`
    : `Bit ${b.bit}: ${b.field === 'x' ? 'X' : 'O'} on cell ${b.cell}, ${on ? '1' : '0'}. Press to flip.`;

// ---------------------------------------------------------------------------

export default function BitInspector({ initial = 0, urlParam = 'p', examples = true, idPrefix = 'bits' }: BitInspectorProps) {
  const start = Number.isInteger(initial) && initial >= 0 && initial <= MAX_PACKED ? initial : 0;
  const [value, setValue] = useState(start);
  const [text, setText] = useState(String(start));
  const [error, setError] = useState<string | null>(null);
  const [linked, setLinked] = useState<number | null>(null); // cell under the pointer or focus
  const cellRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const touched = useRef(false);

  // Read the URL once, after hydration (the server cannot see the query).
  useEffect(() => {
    if (!urlParam) return;
    const fromUrl = new URLSearchParams(window.location.search).get(urlParam);
    if (fromUrl === null) return;
    const parsed = parseNumber(fromUrl);
    setText(fromUrl);
    if (parsed.ok) {
      setValue(parsed.value);
      setError(null);
    } else setError(parsed.message);
  }, [urlParam]);

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
    const t = e.currentTarget.value;
    touched.current = true;
    setText(t);
    const parsed = parseNumber(t);
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
      cellRefs.current[to]?.focus();
    }
  };

  const diagnosis = useMemo(() => diagnose(value), [value]);
  const x = value & MASK9;
  const o = (value >>> O_SHIFT) & MASK9;
  const turn = (value >>> TURN_BIT) & 1;
  const inputId = `${idPrefix}-input`;
  const helpId = `${idPrefix}-help`;
  const statusId = `${idPrefix}-status`;

  const EXAMPLES: { label: string; value: number }[] = [
    { label: 'Empty board', value: 0 },
    { label: 'X took the centre', value: (1 << TURN_BIT) | (1 << 4) },
    { label: 'X wins the top row', value: (1 << TURN_BIT) | (((1 << 3) | (1 << 4)) << O_SHIFT) | 0b111 },
    { label: 'Both on one cell', value: (1 << 4) | (1 << (O_SHIFT + 4)) },
  ];

  return (
    <div class={`bi${error ? ' bi--stale' : ''}`} data-value={value} data-valid={error ? 'false' : 'true'}>
      <div class="bi__grid">
      <div class="bi__board-col">
        <div class="bi__board" role="group" aria-label="Board: press a cell to change it (empty, X, O)">
          {Array.from({ length: 9 }, (_, c) => {
            const s = cellState(value, c);
            return (
              <button
                type="button"
                key={c}
                ref={(el) => {
                  cellRefs.current[c] = el;
                }}
                class={`bi-cell bi-cell--${s}${linked === c ? ' is-linked' : ''}`}
                aria-label={`Cell ${c}, ${CELL_NAMES[c]}: ${STATE_WORDS[s]}`}
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
                <Glyph state={s} />
              </button>
            );
          })}
        </div>
        <button
          type="button"
          class={`bi-turn bi-turn--${turn ? 'o' : 'x'}`}
          onClick={() => commit(value ^ (1 << TURN_BIT))}
          aria-label={`Side to move: ${turn ? 'O' : 'X'}. Press to flip the turn bit.`}
          data-turn={turn}
        >
          <span class="bi-turn__label">To move</span>
          <span class="bi-turn__side">{turn ? 'O' : 'X'}</span>
          <span class="bi-turn__bit">bit 18 = {turn}</span>
        </button>
      </div>

      <div class="bi__readout">
        <div class="bi__bits" role="group" aria-label="The 19 bits, from bit 18 down to bit 0">
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
                      aria-label={bitLabel(b, on)}
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
                      </span>
                      <span class="bi-bit__value" aria-hidden="true">
                        {on ? 1 : 0}
                      </span>
                    </button>
                  );
                })}
              </div>
              <div class="bi-field__label">
                <span class="bi-field__name">{f.label}</span> <span class="bi-field__range">{f.range}</span>
              </div>
            </div>
          ))}
        </div>

        <dl class="bi__numbers">
          <div>
            <dt>Binary</dt>
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
            <dt>Hexadecimal</dt>
            <dd>
              <span data-testid="hex">{toHex(value)}</span>
            </dd>
          </div>
          <div>
            <dt>Decimal</dt>
            <dd>
              <span data-testid="decimal" class="bi__decimal">
                {value}
              </span>
            </dd>
          </div>
          <div class="bi__sum">
            <dt>As a sum</dt>
            <dd>
              <span class="bi-num--turn">{turn}</span>·2<sup>18</sup> + <span class="bi-num--o">{o}</span>·2<sup>9</sup> +{' '}
              <span class="bi-num--x">{x}</span> = {value}
            </dd>
          </div>
        </dl>

        <div class="field bi__field">
          <label for={inputId}>Type a number</label>
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
            Decimal, <code>0x</code> hexadecimal or <code>0b</code> binary, from 0 to {MAX_PACKED}.
          </span>
        </div>

        <p id={statusId} class={`message message--${error ? 'error' : diagnosis.level}`} role="status" aria-live="polite" data-testid="status">
          {!error && <span class="visually-hidden">Value {value} ({toHex(value)}). </span>}
          {error ?? diagnosis.message}
          {error && <span class="bi__stale-note"> The board still shows {value}.</span>}
        </p>

        {examples && (
          <div class="bi__examples" role="group" aria-label="Example boards">
            {EXAMPLES.map((ex) => (
              <button type="button" class="btn" key={ex.label} onClick={() => commit(ex.value)}>
                {ex.label}
              </button>
            ))}
          </div>
        )}
      </div>
      </div>
    </div>
  );
}
