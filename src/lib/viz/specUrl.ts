/**
 * @packageDocumentation
 * The view in the URL: `?pos=example:walkthrough&alg=alphabeta&order=worst-first&step=12`.
 * Only what differs from the page's defaults is written, so links stay short;
 * reading a link never throws: an unknown or out-of-range value falls back to
 * the default and is reported, so the page can say what it ignored.
 *
 * | param | meaning | values |
 * |---|---|---|
 * | game | game | toy, tictactoe, connect4, othello, tetromino |
 * | pos | tree, example or board | `[[3 12 8] [2 4 6]]`, `example:course`, `random`, `x.o.x....` |
 * | seed, rd, rb, rv | random tree: seed, depth, branching, values | 42, 3, 2-3, 0..50 |
 * | root | who moves at the root of a typed tree | max, min |
 * | alg | algorithm | minimax, negamax, alphabeta, shallow |
 * | order | move order | natural, best-first, worst-first |
 * | view | values read for | max, mover |
 * | depth | search depth | a whole number; absent: to the end |
 * | soft | fail-soft (1) or fail-hard (0) | 0, 1 |
 * | tt | transposition table | 0, 1 |
 * | step | step shown | 0… |
 * | mode | watch or exercise | watch, exercise |
 */

import { GAMES } from '../../engine/registry.ts';
import { VIZ_GAMES, clampRandom, isAlgorithm, isGame, isMode, isOrder, isPerspective, type ExplorerSpec, type RandomTreeSpec } from './spec.ts';
import { ALGORITHMS } from './types.ts';

export function encodeSpec(spec: ExplorerSpec, defaults: ExplorerSpec): string {
  const p = new URLSearchParams();
  if (spec.game !== defaults.game) p.set('game', spec.game);
  if (spec.position !== defaults.position || spec.game !== defaults.game) p.set('pos', spec.position);
  if (spec.game === 'toy' && spec.position === 'random') {
    const r = spec.random;
    p.set('seed', String(r.seed));
    p.set('rd', String(r.depth));
    p.set('rb', r.branching[0] === r.branching[1] ? String(r.branching[0]) : `${r.branching[0]}-${r.branching[1]}`);
    p.set('rv', `${r.min}..${r.max}`);
  }
  if (spec.game === 'toy' && !spec.position.startsWith('example:') && spec.rootPlayer !== defaults.rootPlayer) p.set('root', spec.rootPlayer);
  if (spec.algorithm !== defaults.algorithm) p.set('alg', spec.algorithm);
  if (spec.order !== defaults.order) p.set('order', spec.order);
  if (spec.perspective !== defaults.perspective) p.set('view', spec.perspective);
  if (spec.depth !== defaults.depth) p.set('depth', spec.depth === Infinity ? 'end' : String(spec.depth));
  if (spec.failSoft !== defaults.failSoft) p.set('soft', spec.failSoft ? '1' : '0');
  if (spec.tt !== defaults.tt) p.set('tt', spec.tt ? '1' : '0');
  if (spec.mode !== defaults.mode) p.set('mode', spec.mode);
  if (spec.step !== defaults.step) p.set('step', String(spec.step));
  return p.toString();
}

/** Every parameter the explorer reads or writes (the table above). */
const SPEC_PARAMS = ['game', 'pos', 'seed', 'rd', 'rb', 'rv', 'root', 'alg', 'order', 'view', 'depth', 'soft', 'tt', 'mode', 'step'] as const;

/**
 * The page's query string with the explorer's parameters replaced by `encoded`
 * and every other parameter kept, so other live cells of the page keep theirs.
 */
export function mergeSpecIntoSearch(search: string, encoded: string): string {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const k of SPEC_PARAMS) p.delete(k);
  for (const [k, v] of new URLSearchParams(encoded)) p.set(k, v);
  return p.toString();
}

export interface Decoded {
  readonly spec: ExplorerSpec;
  /** Parameters that were ignored, in words ("alg=quick is not an algorithm"). */
  readonly ignored: readonly string[];
}

const intParam = (s: string | null): number | undefined => (s !== null && /^-?\d+$/.test(s.trim()) ? Number(s) : undefined);

export function decodeSpec(search: string, defaults: ExplorerSpec): Decoded {
  const p = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const ignored: string[] = [];
  const spec: ExplorerSpec = { ...defaults, random: { ...defaults.random, branching: [...defaults.random.branching] } };

  const game = p.get('game');
  if (game !== null) {
    if (isGame(game)) spec.game = game;
    else ignored.push(`game=${game} is not a game here (${VIZ_GAMES.join(', ')})`);
  }
  const pos = p.get('pos');
  if (pos !== null && pos.trim() !== '') spec.position = pos.trim();
  else if (spec.game !== defaults.game) spec.position = spec.game === 'toy' ? 'example:course' : GAMES[spec.game].start;

  const random: RandomTreeSpec = { ...spec.random };
  const seed = intParam(p.get('seed'));
  if (seed !== undefined) random.seed = seed;
  const rd = intParam(p.get('rd'));
  if (rd !== undefined) random.depth = rd;
  const rb = p.get('rb');
  if (rb !== null) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(rb.trim());
    if (m) random.branching = [Number(m[1]), Number(m[2] ?? m[1])];
    else ignored.push(`rb=${rb} is not a branching like 2 or 2-3`);
  }
  const rv = p.get('rv');
  if (rv !== null) {
    const m = /^(-?\d+)\.\.(-?\d+)$/.exec(rv.trim());
    if (m && Number(m[1]) <= Number(m[2])) {
      random.min = Number(m[1]);
      random.max = Number(m[2]);
    } else ignored.push(`rv=${rv} is not a value range like 0..50`);
  }
  spec.random = clampRandom(random);

  const root = p.get('root');
  if (root !== null) {
    if (root === 'max' || root === 'min') spec.rootPlayer = root;
    else ignored.push(`root=${root} is neither max nor min`);
  }
  const alg = p.get('alg');
  if (alg !== null) {
    if (isAlgorithm(alg)) spec.algorithm = alg;
    else ignored.push(`alg=${alg} is not an algorithm (${ALGORITHMS.join(', ')})`);
  }
  const order = p.get('order');
  if (order !== null) {
    if (isOrder(order)) spec.order = order;
    else ignored.push(`order=${order} is not a move order (natural, best-first, worst-first)`);
  }
  const view = p.get('view');
  if (view !== null) {
    if (isPerspective(view)) spec.perspective = view;
    else ignored.push(`view=${view} is neither max nor mover`);
  }
  const depth = p.get('depth');
  if (depth !== null) {
    const d = intParam(depth);
    if (depth === 'end') spec.depth = Infinity;
    else if (d !== undefined && d >= 1 && d <= 12) spec.depth = d;
    else ignored.push(`depth=${depth} is not a depth from 1 to 12`);
  }
  const soft = p.get('soft');
  if (soft === '0' || soft === '1') spec.failSoft = soft === '1';
  else if (soft !== null) ignored.push(`soft=${soft} is neither 0 nor 1`);
  const tt = p.get('tt');
  if (tt === '0' || tt === '1') spec.tt = tt === '1';
  else if (tt !== null) ignored.push(`tt=${tt} is neither 0 nor 1`);
  const mode = p.get('mode');
  if (mode !== null) {
    if (isMode(mode)) spec.mode = mode;
    else ignored.push(`mode=${mode} is neither watch nor exercise`);
  }
  const step = p.get('step');
  if (step !== null) {
    const k = intParam(step);
    if (k !== undefined && k >= 0) spec.step = k;
    else ignored.push(`step=${step} is not a step number`);
  }
  return { spec, ignored };
}
