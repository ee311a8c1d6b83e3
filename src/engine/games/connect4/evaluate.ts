/**
 * @packageDocumentation
 * The static evaluation for depth-limited play, the course's "Eval": a number
 * that grows with the chances of the side to move (the course writes it from
 * the computer's side; searches here read every score from the side to move,
 * which is the computer's side whenever the computer is to move), 0 when the
 * position looks even, and never as large as a real result.
 *
 * The heuristic counts **open windows**: every group of `k` aligned cells
 * (horizontal, vertical, both diagonals) that still holds stones of one player
 * only. Such a window is a line that player can still complete; the more
 * stones already in it, the closer it is to a win, so a window with n stones
 * weighs 4^(n-1) (1, 4, 16 for 1, 2, 3 stones when k = 4). A centre cell lies
 * in more windows than an edge cell, so the count also prefers the centre,
 * as players do.
 *
 * Finished games get their exact value on the scale of `score.ts`:
 * -(WIN_BASE + score) for the side to move after the opponent's winning
 * stone, 0 for a full board. Guesses are clamped inside (-WIN_BASE, WIN_BASE).
 */

import { popcount32 } from '../../core/bits.ts';
import type { Score } from '../../core/score.ts';
import type { Layout } from './layout.ts';
import type { Connect4Position } from './position.ts';
import { WIN_BASE, winScore } from './score.ts';

/** Weight of an open window holding n stones (index n): 4^(n-1). */
const WINDOW_WEIGHT = [0, 1, 4, 16, 64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304];
const MAX_GUESS = WIN_BASE - 1;

/** Every window of k aligned cells, as `layout.words` words each (flat). */
export function windows(l: Layout): Int32Array {
  const out: number[] = [];
  const steps = [
    [0, 1],
    [1, 0],
    [1, 1],
    [1, -1],
  ];
  for (const [dc, dr] of steps) {
    for (let c = 0; c < l.width; c++) {
      for (let r = 0; r < l.height; r++) {
        const endC = c + (l.k - 1) * dc;
        const endR = r + (l.k - 1) * dr;
        if (endC < 0 || endC >= l.width || endR < 0 || endR >= l.height) continue;
        const words = new Array<number>(l.words).fill(0);
        for (let i = 0; i < l.k; i++) {
          const cc = c + i * dc;
          words[l.columnWord[cc]] |= 1 << (l.columnShift[cc] + r + i * dr);
        }
        out.push(...words);
      }
    }
  }
  return Int32Array.from(out);
}

const WINDOWS = new WeakMap<Layout, Int32Array>();

function windowsOf(l: Layout): Int32Array {
  let w = WINDOWS.get(l);
  if (w === undefined) WINDOWS.set(l, (w = windows(l)));
  return w;
}

/** Open-window count of `own` minus that of `other` (words of the layout). */
export function openWindowBalance(l: Layout, own: readonly number[], other: readonly number[]): Score {
  const win = windowsOf(l);
  const n = l.words;
  let total = 0;
  for (let i = 0; i < win.length; i += n) {
    let a = 0;
    let b = 0;
    for (let w = 0; w < n; w++) {
      a += popcount32(own[w] & win[i + w]);
      b += popcount32(other[w] & win[i + w]);
    }
    if (b === 0) total += WINDOW_WEIGHT[a];
    else if (a === 0) total -= WINDOW_WEIGHT[b];
  }
  return total;
}

/** The evaluation from the side to move (exact when the game is over). */
export function evaluate(p: Connect4Position): Score {
  const l = p.layout;
  if (p.won) return -(WIN_BASE + winScore(l.size, p.moves));
  if (p.moves === l.size) return 0;
  const other = p.current.map((cur, i) => p.mask[i] ^ cur);
  const guess = openWindowBalance(l, p.current, other);
  return Math.max(-MAX_GUESS, Math.min(MAX_GUESS, guess));
}
