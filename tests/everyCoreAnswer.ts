/**
 * What the speed page's every-core measure of Connect Four must answer: the
 * engine's value of every column of 32164625 (no book), in the line the page
 * shows (`move:value`, space-separated). Shared by the Chromium spec and the
 * Firefox and WebKit check.
 */

import { unwrap } from '../src/engine/core/result.ts';
import { connect4Solver } from '../src/engine/solve/connect4.ts';

export function connect4ColumnsAnswer(): string {
  return unwrap(connect4Solver.analyze('32164625', { book: false }))
    .moves.map((m) => `${m.move}:${m.value}`)
    .join(' ');
}
