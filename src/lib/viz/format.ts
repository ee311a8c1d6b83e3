/**
 * @packageDocumentation
 * How numbers read on screen: a true minus sign, ±∞ for the ends of the full
 * window, and a ≥ or ≤ in front of a value that is only a bound. One module so
 * the tree, the captions and the side panel never disagree.
 */

import { INFINITY } from '../../engine/core/score.ts';
import { formatNumber } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Perspective, ValueKind } from './types.ts';

const MINUS = '\u2212';

/**
 * 30, −5, +∞, −∞ (integers stay integers; other numbers keep two decimals).
 * English keeps the figures bare (the tree's labels and its golden files);
 * French writes them its own way (0,5; 1 000).
 */
export function formatScore(x: number, locale: Locale = 'en'): string {
  if (Number.isNaN(x)) return '';
  if (x >= INFINITY) return '+∞';
  if (x <= -INFINITY) return `${MINUS}∞`;
  const abs = Number.isInteger(x) ? Math.abs(x) : Math.round(Math.abs(x) * 100) / 100;
  const v = locale === 'en' ? String(abs) : formatNumber(locale, abs);
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

/**
 * "(−∞, 30)": a window as an interval. In French a decimal comma would read as
 * the separator, so a window with a decimal in it is written "(0,5\u202f; 3)".
 */
export function formatWindow(alpha: number, beta: number, locale: Locale = 'en'): string {
  const decimal = [alpha, beta].some((x) => Number.isFinite(x) && Math.abs(x) < INFINITY && !Number.isInteger(x));
  const sep = locale === 'fr' && decimal ? '\u202f; ' : ', ';
  return `(${formatScore(alpha, locale)}${sep}${formatScore(beta, locale)})`;
}
