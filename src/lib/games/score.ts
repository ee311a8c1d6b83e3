/**
 * @packageDocumentation
 * The one way the page writes a score for display, every game: with its sign
 * ("+2", "0", "−3"). Prose and tables take the true minus sign (U+2212);
 * Othello's boards and listings take the hyphen-minus of the engine's own
 * output, which readers compare with the course's printouts.
 */

/** The minus sign of prose. */
export const MINUS = '−';

/** `v` with its sign: "+2", "0", "−3" (or "-3" with `minus = '-'`). */
export const signedScore = (v: number, minus: '−' | '-' = MINUS): string => (v > 0 ? `+${v}` : v < 0 ? `${minus}${-v}` : '0');
