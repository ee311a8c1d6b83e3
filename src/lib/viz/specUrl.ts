/**
 * @packageDocumentation
 * The view in the URL: `?pos=example:walkthrough&alg=alphabeta&order=worst-first&step=12`.
 * Only what differs from the page's defaults is written, so links stay short;
 * reading a link never throws: an unknown or out-of-range value falls back to
 * the default and is reported (lib/url/query.ts), so the page can say what it
 * ignored. A random tree too big to draw is drawn smaller, and that is said too.
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
import { accept, oneOf, paramReader, refuse, wholeNumber, type IgnoredParam } from '../url/query.ts';
import { MODES, RANDOM_LIMITS, VIZ_GAMES, clampRandom, type ExplorerSpec, type RandomTreeSpec } from './spec.ts';
import { ALGORITHMS, ORDERS, PERSPECTIVES } from './types.ts';

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
  /** Parameters that were ignored, with the reason ("alg=quick: not an algorithm"). */
  readonly ignored: readonly IgnoredParam[];
  /**
   * The step the link asked for, when it did: the island checks it against
   * the search's length once the search has run (a link cannot know it).
   */
  readonly step?: number;
}

const [DEPTH_LO, DEPTH_HI] = RANDOM_LIMITS.depth;
const [BRANCH_LO, BRANCH_HI] = RANDOM_LIMITS.branching;
const [VALUE_LO, VALUE_HI] = RANDOM_LIMITS.value;

/**
 * The view a link describes, from the page's defaults. Never throws: every
 * value the explorer cannot use keeps its default and is listed in `ignored`.
 */
export function decodeSpec(search: string, defaults: ExplorerSpec): Decoded {
  const r = paramReader(search);
  const spec: ExplorerSpec = { ...defaults, random: { ...defaults.random, branching: [...defaults.random.branching] } };

  const game = r.read('game', oneOf(VIZ_GAMES, 'game'));
  if (game !== undefined) spec.game = game;
  const pos = r.raw('pos');
  if (pos !== null && pos.trim() !== '') spec.position = pos.trim();
  else if (spec.game !== defaults.game) spec.position = spec.game === 'toy' ? 'example:course' : GAMES[spec.game].start;

  const random: RandomTreeSpec = { ...spec.random };
  const seed = r.read('seed', wholeNumber(0, 2 ** 31 - 1, 'seed'));
  if (seed !== undefined) random.seed = seed;
  const rd = r.read('rd', wholeNumber(DEPTH_LO, DEPTH_HI, 'randomDepth'));
  if (rd !== undefined) random.depth = rd;
  const rb = r.read('rb', (raw) => {
    const m = /^(\d{1,3})(?:-(\d{1,3}))?$/.exec(raw);
    const lo = m ? Number(m[1]) : NaN;
    const hi = m ? Number(m[2] ?? m[1]) : NaN;
    return lo >= BRANCH_LO && lo <= hi && hi <= BRANCH_HI
      ? accept<[number, number]>([lo, hi])
      : refuse({ kind: 'branching', lo: BRANCH_LO, hi: BRANCH_HI });
  });
  if (rb !== undefined) random.branching = rb;
  const rv = r.read('rv', (raw) => {
    const m = /^(-?\d{1,4})\.\.(-?\d{1,4})$/.exec(raw);
    const lo = m ? Number(m[1]) : NaN;
    const hi = m ? Number(m[2]) : NaN;
    return lo >= VALUE_LO && lo <= hi && hi <= VALUE_HI ? accept([lo, hi]) : refuse({ kind: 'valueRange', lo: VALUE_LO, hi: VALUE_HI });
  });
  if (rv !== undefined) [random.min, random.max] = rv;
  spec.random = clampRandom(random);
  if ((rd !== undefined || rb !== undefined) && (spec.random.depth !== random.depth || spec.random.branching[1] !== random.branching[1])) {
    const name = rd !== undefined ? 'rd' : 'rb';
    r.ignore(name, r.raw(name) ?? '', {
      kind: 'tooBig',
      asked: [random.depth, random.branching[1]],
      nodes: RANDOM_LIMITS.nodes,
      drawn: [spec.random.depth, spec.random.branching[1]],
    });
  }

  const root = r.read('root', oneOf(['max', 'min'] as const));
  if (root !== undefined) spec.rootPlayer = root;
  const alg = r.read('alg', oneOf(ALGORITHMS, 'algorithm'));
  if (alg !== undefined) spec.algorithm = alg;
  const order = r.read('order', oneOf(ORDERS, 'moveOrder'));
  if (order !== undefined) spec.order = order;
  const view = r.read('view', oneOf(PERSPECTIVES));
  if (view !== undefined) spec.perspective = view;
  const depth = r.read('depth', (raw) => (raw === 'end' ? accept(Infinity) : wholeNumber(1, 12, 'depth')(raw)));
  if (depth !== undefined) spec.depth = depth;
  const soft = r.read('soft', oneOf(['0', '1'] as const));
  if (soft !== undefined) spec.failSoft = soft === '1';
  const tt = r.read('tt', oneOf(['0', '1'] as const));
  if (tt !== undefined) spec.tt = tt === '1';
  const mode = r.read('mode', oneOf(MODES));
  if (mode !== undefined) spec.mode = mode;
  const step = r.read('step', (raw) => (/^\d{1,15}$/.test(raw) ? accept(Number(raw)) : refuse({ kind: 'step' })));
  if (step !== undefined) spec.step = step;
  return step === undefined ? { spec, ignored: r.ignored } : { spec, ignored: r.ignored, step };
}
