/**
 * @packageDocumentation
 * How numbers read on screen: a true minus sign, ±∞ for the ends of the full
 * window, and a ≥ or ≤ in front of a value that is only a bound. One module so
 * the tree, the captions and the side panel never disagree.
 */

import { INFINITY } from '../../engine/core/score.ts';
import type { Perspective, ValueKind } from './types.ts';

const MINUS = '\u2212';

/** 30, −5, +∞, −∞ (integers stay integers; other numbers keep two decimals). */
export function formatScore(x: number): string {
  if (Number.isNaN(x)) return '';
  if (x >= INFINITY) return '+∞';
  if (x <= -INFINITY) return `${MINUS}∞`;
  const v = Number.isInteger(x) ? String(Math.abs(x)) : String(Math.round(Math.abs(x) * 100) / 100);
  return x < 0 ? `${MINUS}${v}` : v;
}

/**
 * The relation a shown value has to the true one: '' (exact), '≥' or '≤'.
 * A node still searching has at least its best so far, for the side to move:
 * read for MAX at a MIN node, that is at most.
 */
function valuePrefix(kind: ValueKind, player: number, perspective: Perspective): string {
  if (kind === 'lower') return '≥';
  if (kind === 'upper') return '≤';
  if (kind === 'best-so-far') return perspective === 'max' && player === 1 ? '≤' : '≥';
  return '';
}

export const formatValue = (x: number, kind: ValueKind, player: number, perspective: Perspective): string =>
  kind === 'none' || Number.isNaN(x) ? '' : `${valuePrefix(kind, player, perspective)}${formatScore(x)}`;

/** "(−∞, 30)": a window as an interval. */
export const formatWindow = (alpha: number, beta: number): string => `(${formatScore(alpha)}, ${formatScore(beta)})`;

/** "1 position", "3 positions". */
export const plural = (n: number, word: string, many = `${word}s`): string => `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;

/** "1st", "2nd", "3rd", "4th"... for "its 2nd child". */
export function ordinal(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
