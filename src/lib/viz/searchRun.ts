/**
 * @packageDocumentation
 * The one module where the visualiser meets the engine (as chessops keeps its
 * UI glue in `compat.ts`): it turns an `ExplorerSpec` into a game and a root
 * position, runs the real engine search with a recording observer, and answers
 * the model's questions about the rest of the tree through a `TreeSource`.
 *
 * - The search is the engine's own `minimax`, `negamax`, `alphaBeta` or
 *   `shallowPruning` (the course's rule), with
 *   `recorder(maxEvents)`; once the cap is reached the observer stops the
 *   search (by throwing a private sentinel), so a careless request costs at
 *   most `maxEvents` events of work and the view shows a truncation notice.
 * - "Plain minimax on the same tree" is counted with a memoised walk (positions
 *   and leaves depend only on the position and the depth left), which gives
 *   minimax's own counts without visiting half a million tic-tac-toe nodes.
 * - Best-first and worst-first orders sort children by their exact value (an
 *   oracle): the best and the worst that move ordering can do for alpha-beta.
 */

import type { Game, Move, Player } from '../../engine/core/game.ts';
import { ok, err, type EngineError, type ErrorCode, type Result } from '../../engine/core/result.ts';
import { INFINITY, type Score } from '../../engine/core/score.ts';
import { GAMES } from '../../engine/registry.ts';
import { parseTree, countNodes, writeTree, type ToyTree } from '../../engine/games/toy/tree.ts';
import { toyGame, type ToyPosition } from '../../engine/games/toy/toy.ts';
import { randomTree } from '../../engine/games/toy/random.ts';
import { alphaBeta } from '../../engine/search/alphaBeta.ts';
import { minimax } from '../../engine/search/minimax.ts';
import { negamax } from '../../engine/search/negamax.ts';
import { shallowPruning } from '../../engine/search/shallowPruning.ts';
import { recorder, type SearchEvent } from '../../engine/search/trace.ts';
import { TranspositionTable } from '../../engine/search/tt.ts';
import type { MoveOrder, SearchResult } from '../../engine/search/types.ts';
import { exampleById, pathKey } from './examples.ts';
import { clampRandom, type ExplorerSpec } from './spec.ts';
import { buildTraceModel, type TraceModel } from './traceModel.ts';
import type { Algorithm, NodeRef, Order, TreeSource } from './types.ts';
import { captionWords } from '../../i18n/captions.ts';

/** Default cap on recorded events: about 7,000 positions, enough for any lesson, small enough for a phone. */
const DEFAULT_MAX_EVENTS = 24_000;

export interface RunOptions {
  maxEvents?: number;
  /** Node names by path ("0.1" → "B"), for abstract trees typed by a lesson. */
  labels?: Readonly<Record<string, string>>;
}

export interface Recording {
  readonly spec: ExplorerSpec;
  /** The tree, with each node's name: as data (`nodeRef`, for captions in any language) and in English (`nodeName`). */
  readonly source: TreeSource & { readonly nodeRef: (path: readonly Move[]) => NodeRef; readonly nodeName: (path: readonly Move[]) => string };
  readonly events: readonly SearchEvent[];
  readonly truncated: boolean;
  /** The engine's result; absent when the recording was truncated (the search was stopped). */
  readonly result?: SearchResult;
  readonly model: TraceModel;
  /** Positions and leaves plain minimax visits on the same tree, to the same depth. */
  readonly minimax: { readonly nodes: number; readonly leaves: number };
  /** The abstract tree's text once resolved (examples and random trees), for the text box. */
  readonly treeText?: string;
  /** Who moves at the root, as chosen or as the example says. */
  readonly rootPlayer: Player;
}

/** The visualiser's own limits, as data for the page's words (lib/viz/explorer/words.ts). */
type RunProblem =
  | { readonly kind: 'unknownExample'; readonly name: string }
  | { readonly kind: 'tooBig'; readonly nodes: number; readonly most: number }
  | { readonly kind: 'depth'; readonly depth: number };

/** Why a search cannot run: an engine error (a position or tree that does not parse), or a `problem` of the visualiser's. */
export interface RunError {
  readonly field: 'position' | 'random' | 'depth';
  readonly code: ErrorCode;
  readonly message: string;
  /** Character index of the problem in `position`, when it is a typing error. */
  readonly index?: number;
  readonly problem?: RunProblem;
}

/** The visualiser draws trees of at most this many nodes. */
const MOST_NODES = 5000;

const engineRunError = (e: EngineError): RunError => ({ field: 'position', code: e.code, message: e.message, ...(e.index === undefined ? {} : { index: e.index }) });

const STOP = Symbol('stop recording');

/** The toy game, with MIN to move at the root when asked (leaf values stay MAX's). */
function rootedToyGame(tree: ToyTree, rootPlayer: Player): Game<ToyPosition> {
  const base = toyGame(tree);
  if (rootPlayer === 0) return base;
  const moverIsMax = (p: ToyPosition) => p.path.length % 2 === 1;
  return {
    ...base,
    toMove: (p) => (moverIsMax(p) ? 0 : 1),
    evaluate: (p) => (typeof p.node === 'number' ? (moverIsMax(p) ? p.node : -p.node) : 0),
  };
}

interface Resolved<P> {
  game: Game<P>;
  root: P;
  rootPlayer: Player;
  treeText?: string;
  labels: Readonly<Record<string, string>>;
  leafValues: boolean;
  nameOf: (path: readonly Move[], player: (path: readonly Move[]) => Player) => NodeRef;
}

function resolve(spec: ExplorerSpec, options: RunOptions): Result<Resolved<unknown>, RunError> {
  if (spec.game !== 'toy') {
    // Any game of the engine's registry: its notation gives the game and the root.
    const opened = GAMES[spec.game].open(spec.position);
    if (!opened.ok) return err(engineRunError(opened.error));
    const game = opened.value.game as Game<unknown>;
    const root = opened.value.position;
    return ok({
      game,
      root,
      rootPlayer: game.toMove(root),
      labels: {},
      leafValues: false,
      nameOf: (path, player) => {
        if (path.length === 0) return { kind: 'root' };
        let p = root;
        const moves: string[] = [];
        path.forEach((m, i) => {
          moves.push(`${game.players[player(path.slice(0, i))]}${game.formatMove(m, p)}`);
          p = game.play(p, m);
        });
        return { kind: 'after', moves: moves.join(' ') };
      },
    });
  }
  let tree: ToyTree;
  let rootPlayer: Player = spec.rootPlayer === 'min' ? 1 : 0;
  let labels = options.labels ?? {};
  let treeText: string | undefined;
  if (spec.position.startsWith('example:')) {
    const name = spec.position.slice('example:'.length);
    const ex = exampleById(name);
    if (!ex) return err({ field: 'position', code: 'ERR_INPUT', message: `there is no built-in tree called '${name}'`, problem: { kind: 'unknownExample', name } });
    tree = unwrapTree(ex.tree);
    rootPlayer = ex.rootPlayer === 'min' ? 1 : 0;
    labels = ex.labels;
    treeText = ex.tree;
  } else if (spec.position === 'random') {
    const r = clampRandom(spec.random);
    tree = randomTree({ depth: r.depth, branching: r.branching, min: r.min, max: r.max, seed: r.seed });
    treeText = writeTree(tree, { compact: true });
  } else {
    const parsed = parseTree(spec.position);
    if (!parsed.ok) return err(engineRunError(parsed.error));
    tree = parsed.value;
    const nodes = countNodes(tree);
    if (nodes > MOST_NODES) return err({ field: 'position', code: 'ERR_RANGE', message: `this tree has ${nodes} nodes; the visualiser draws at most 5,000`, problem: { kind: 'tooBig', nodes, most: MOST_NODES } });
    treeText = spec.position;
  }
  const game = rootedToyGame(tree, rootPlayer);
  return ok({
    game: game as Game<unknown>,
    root: game.initial(),
    rootPlayer,
    treeText,
    labels,
    leafValues: true,
    nameOf: (path) => toyName(labels, path),
  });
}

/**
 * A node's name: its label, else its child numbers from the nearest labelled
 * ancestor ("B.2": B's second child) or from the root ("node 2.1").
 */
function toyName(labels: Readonly<Record<string, string>>, path: readonly number[]): NodeRef {
  const own = labels[pathKey(path)];
  if (own !== undefined) return { kind: 'label', text: own };
  if (path.length === 0) return { kind: 'root' };
  const numbers = (from: number) =>
    path
      .slice(from)
      .map((m) => m + 1)
      .join('.');
  for (let k = path.length - 1; k >= 1; k--) {
    const above = labels[pathKey(path.slice(0, k))];
    if (above !== undefined) return { kind: 'label', text: `${above}.${numbers(k)}` };
  }
  return { kind: 'numbered', text: numbers(0) };
}

function unwrapTree(text: string): ToyTree {
  const t = parseTree(text);
  if (!t.ok) throw new Error(`built-in tree does not parse: ${t.error.message}`);
  return t.value;
}


/** Memoised facts about the tree below a position: size, leaves, exact value. */
function treeFacts<P>(game: Game<P>) {
  const sizes = new Map<string, { nodes: number; leaves: number }>();
  const values = new Map<string, Score>();
  const memoKey = (p: P, depth: number) => `${game.key(p)}|${depth}`;
  const counts = (p: P, depth: number): { nodes: number; leaves: number } => {
    const k = memoKey(p, depth);
    const hit = sizes.get(k);
    if (hit) return hit;
    const moves = game.legalMoves(p);
    let out = { nodes: 1, leaves: 1 };
    if (moves.length > 0 && depth > 0) {
      out = { nodes: 1, leaves: 0 };
      for (const m of moves) {
        const c = counts(game.play(p, m), depth - 1);
        out.nodes += c.nodes;
        out.leaves += c.leaves;
      }
    }
    sizes.set(k, out);
    return out;
  };
  const value = (p: P, depth: number): Score => {
    const k = memoKey(p, depth);
    const hit = values.get(k);
    if (hit !== undefined) return hit;
    const moves = game.legalMoves(p);
    let v: Score;
    if (moves.length === 0 || depth <= 0) v = game.evaluate(p);
    else {
      v = -INFINITY;
      for (const m of moves) v = Math.max(v, 0 - value(game.play(p, m), depth - 1));
    }
    values.set(k, v);
    return v;
  };
  return { counts, value };
}

/** Children sorted by their exact value for the side to move: best first or worst first (stable). */
function oracleOrder<P>(facts: ReturnType<typeof treeFacts<P>>, depth: number, direction: Exclude<Order, 'natural'>): MoveOrder<P> {
  const sign = direction === 'best-first' ? 1 : -1;
  return (game, pos, moves, ply) => {
    const left = depth - ply - 1;
    const keyed = moves.map((m, i) => ({ m, i, s: 0 - facts.value(game.play(pos, m), left) }));
    keyed.sort((a, b) => sign * (b.s - a.s) || a.i - b.i);
    return keyed.map((k) => k.m);
  };
}

function makeSource<P>(r: Resolved<P>, facts: ReturnType<typeof treeFacts<P>>): Recording['source'] {
  const { game, root } = r;
  const positions = new Map<string, P>([['', root]]);
  const at = (path: readonly Move[]): P => {
    const k = pathKey(path);
    let p = positions.get(k);
    if (p === undefined) {
      p = game.play(at(path.slice(0, -1)), path[path.length - 1]);
      positions.set(k, p);
    }
    return p;
  };
  const player = (path: readonly Move[]) => game.toMove(at(path));
  return {
    players: game.players,
    rootPlayer: game.toMove(root),
    moves: (path) => game.legalMoves(at(path)),
    player,
    formatMove: (path, move) => game.formatMove(move, at(path)),
    subtreeSize: (path, depthLeft) => facts.counts(at(path), depthLeft).nodes,
    value: (path, depthLeft) => facts.value(at(path), depthLeft),
    givenLeafValue: (path) => {
      if (!r.leafValues) return undefined;
      const p = at(path);
      return game.legalMoves(p).length === 0 ? game.evaluate(p) : undefined;
    },
    label: (path) => r.labels[pathKey(path)],
    position: (path) => (r.leafValues ? undefined : game.write(at(path))),
    nodeRef: (path) => r.nameOf(path, player),
    nodeName: (path) => captionWords('en').name(r.nameOf(path, player)),
  };
}

function searchFn(algorithm: Algorithm) {
  return algorithm === 'minimax' ? minimax : algorithm === 'negamax' ? negamax : algorithm === 'shallow' ? shallowPruning : alphaBeta;
}

/** The searches that carry a window (alpha, beta) and cut. */
const hasWindow = (algorithm: Algorithm): boolean => algorithm === 'alphabeta' || algorithm === 'shallow';

/** Runs the spec's search on the spec's tree and records it. */
export function runSearch(spec: ExplorerSpec, options: RunOptions = {}): Result<Recording, RunError> {
  const resolved = resolve(spec, options);
  if (!resolved.ok) return resolved;
  const r = resolved.value;
  const depth = spec.depth;
  if (!(depth === Infinity || (Number.isInteger(depth) && depth >= 1))) {
    return err({ field: 'depth', code: 'ERR_RANGE', message: `the depth must be a whole number of plies, 1 or more (got ${depth})`, problem: { kind: 'depth', depth } });
  }
  const facts = treeFacts(r.game);
  const source = makeSource(r, facts);
  const rec = recorder(options.maxEvents ?? DEFAULT_MAX_EVENTS);
  const observer = {
    event(e: SearchEvent) {
      rec.event(e);
      if (rec.truncated) throw STOP;
    },
  };
  const order = spec.order === 'natural' ? undefined : oracleOrder(facts, depth, spec.order);
  let result: SearchResult | undefined;
  try {
    result = searchFn(spec.algorithm)(r.game, r.root, {
      depth,
      observer,
      ...(order ? { order } : {}),
      ...(hasWindow(spec.algorithm) ? { failSoft: spec.failSoft, ...(spec.tt ? { tt: new TranspositionTable() } : {}) } : {}),
    });
  } catch (e) {
    if (e !== STOP) throw e;
  }
  const truncated = result === undefined;
  const model = buildTraceModel(rec.events, spec.algorithm, { truncated, source });
  return ok({
    spec,
    source,
    events: rec.events,
    truncated,
    ...(result ? { result } : {}),
    model,
    minimax: facts.counts(r.root, depth),
    ...(r.treeText !== undefined ? { treeText: r.treeText } : {}),
    rootPlayer: r.rootPlayer,
  });
}

/**
 * A recording of a search made elsewhere (the code cell's worker, with an
 * evaluation the page must not run): the events as the worker recorded them,
 * and the values of the nodes the search did not compute (the pruned
 * branches), by path ("4.0.8"). A node without a value shows none.
 */
export function recordingFromEvents(
  spec: ExplorerSpec,
  events: readonly SearchEvent[],
  truncated: boolean,
  values: Readonly<Record<string, Score>>,
): Result<Recording, RunError> {
  const resolved = resolve(spec, {});
  if (!resolved.ok) return resolved;
  const r = resolved.value;
  const facts = treeFacts(r.game);
  const source = { ...makeSource(r, facts), value: (path: readonly Move[]) => values[pathKey(path)] ?? NaN };
  const model = buildTraceModel(events, spec.algorithm, { truncated, source });
  return ok({ spec, source, events, truncated, model, minimax: facts.counts(r.root, spec.depth), rootPlayer: r.rootPlayer });
}
