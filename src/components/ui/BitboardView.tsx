/**
 * @packageDocumentation
 * One 9-bit bitboard in the OCaml course's numbering, shown the three ways a
 * reader needs at once: the bit-index map (the board with each cell's bit
 * number, lit where the bit is 1), the nine bits b8…b0, and the value in
 * hexadecimal and decimal. The course numbers cells from the bottom right,
 * so its map reads 8 7 6 / 5 4 3 / 2 1 0.
 *
 * Render-only: used inside islands and, without hydration, as a static figure
 * in the lesson.
 */

import './cellLayout.css';

export interface BitboardViewProps {
  /** The bitboard, course numbering (bit k is course cell k). */
  value: number;
  /** What it holds, for the label ("crosses", "free cells", "mask 0x1C0"). */
  name: string;
  /** Colour of the lit cells. */
  kind?: 'x' | 'o' | 'free' | 'plain';
  /** Show the binary, hexadecimal and decimal forms beside the map. Default true. */
  numbers?: boolean;
  /** Test hook. */
  testId?: string;
}

const hex3 = (v: number): string => `0x${v.toString(16).toUpperCase().padStart(3, '0')}`;
const bin9 = (v: number): string => v.toString(2).padStart(9, '0');

/** The cells of the map in reading order, each with its course bit index. */
const MAP = [8, 7, 6, 5, 4, 3, 2, 1, 0];

export function BitboardView({ value, name, kind = 'plain', numbers = true, testId }: BitboardViewProps) {
  const on = MAP.filter((k) => value & (1 << k));
  return (
    <div class="bbv" data-testid={testId} data-value={value}>
      <div
        class={`lx-bitmap lx-bitmap--${kind}`}
        role="img"
        aria-label={`${name}: bit-index map, ${on.length === 0 ? 'no bit set' : `bits ${on.join(', ')} set`}`}
      >
        {MAP.map((k) => (
          <span key={k} class={value & (1 << k) ? 'lx-bit is-on' : 'lx-bit'}>
            {k}
          </span>
        ))}
      </div>
      {numbers && (
        <div class="bbv__numbers">
          <span class="bbv__name">{name}</span>
          <span class="lx-mono bbv__bin" title="bits b8 … b0">
            {bin9(value)}
          </span>
          <span class="lx-mono">
            <strong>{hex3(value)}</strong> = {value}
          </span>
        </div>
      )}
    </div>
  );
}
