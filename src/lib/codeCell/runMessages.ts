/**
 * @packageDocumentation
 * The run job's answers as they cross from the sandbox to the page
 * (worker → sandbox frame → page), capped and checked at every hop.
 *
 * The worker that answers holds the reader's code, so nothing it sends is
 * trusted: it travels as one JSON string (`encodeResponse`), at most
 * `MAX_MESSAGE_CHARS` long, which the sandbox frame and the page both
 * measure before they read it; the page then parses it and checks it against
 * the job protocol's shape (`readResponse`), field by field, cutting every
 * text to `MAX_TEXT` characters. An answer that fails is never passed on:
 * the job ends with "sent a message the page cannot read".
 *
 * Why strings: a string's length is known without walking it, the frame can
 * relay it without reading it, and a structured clone of whatever the worker
 * built (getters, cycles, a 16 MB message) never reaches the page.
 */

import { ERROR_CODES, type EngineError } from '../../engine/core/result.ts';
import { BOUNDS } from '../../engine/core/score.ts';
import type { SearchEvent } from '../../engine/search/trace.ts';
import type { JobNotice, JobProgress } from '../../workers/jobProtocol.ts';
import { VALUE_TYPES, type ProblemDetail, type ProblemKind } from '../models/codeCell/guard.ts';
import type { MatchGameRecord, SideId, Stopped } from '../models/codeCell/match.ts';
import { MAX_EVENTS, MAX_VALUE_NODES, type TreeRecording } from '../models/codeCell/searchTree.ts';
import { MAX_MESSAGE_CHARS } from './frameProtocol.ts';
import type { CodeRunResponse, CodeRunResult } from './runProtocol.ts';

export { MAX_MESSAGE_CHARS };

/** Longest text the page shows from an answer (an error message, a notice). */
export const MAX_TEXT = 600;
/** Longest board text in a stopped game's record. */
const MAX_BOARD = 400;
/** Most values a search recording may hold: one per position of a tree of `MAX_VALUE_NODES`. */
const MAX_VALUES = MAX_VALUE_NODES;
/** Most moves in a game, or plies in a search: more than any board the cells offer has cells. */
const MAX_MOVES = 200;

/** `text` cut to `max` characters, saying so. */
export const clipText = (text: string, max = MAX_TEXT): string => (text.length > max ? `${text.slice(0, max)}… (cut)` : text);

/**
 * The worker's side: an answer as one JSON string within the cap. An answer
 * that would pass it is replaced by an error that says so (the job's own
 * messages are already cut at their source, `guard.ts`).
 */
export function encodeResponse(m: CodeRunResponse): string {
  const text = JSON.stringify(m);
  if (text.length <= MAX_MESSAGE_CHARS) return text;
  const error: EngineError = { code: 'ERR_RANGE', message: `the answer was too big to send to the page (${text.length.toLocaleString('en-US')} characters)` };
  return JSON.stringify({ id: m.id, type: 'error', error } satisfies CodeRunResponse);
}

export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly why: string };

class Invalid extends Error {}

/** Fails the read with `why`. */
function bad(why: string): never {
  throw new Invalid(why);
}

type Obj = Record<string, unknown>;

function obj(v: unknown, what: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) bad(`${what} is not an object`);
  return v as Obj;
}
function int(v: unknown, what: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) bad(`${what} is not an integer from ${min} to ${max}`);
  return v;
}
function num(v: unknown, what: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) bad(`${what} is not a finite number`);
  return v;
}
function text(v: unknown, what: string, max = MAX_TEXT): string {
  if (typeof v !== 'string') bad(`${what} is not text`);
  return clipText(v, max);
}
function oneOf<T extends string>(v: unknown, values: readonly T[], what: string): T {
  if (typeof v !== 'string' || !values.includes(v as T)) bad(`${what} is not one of ${values.join(', ')}`);
  return v as T;
}
function bool(v: unknown, what: string): boolean {
  if (typeof v !== 'boolean') bad(`${what} is not true or false`);
  return v;
}
function list(v: unknown, what: string, max: number): unknown[] {
  if (!Array.isArray(v)) bad(`${what} is not a list`);
  if (v.length > max) bad(`${what} holds more than ${max} items`);
  return v;
}

const SIDES: readonly SideId[] = ['a', 'b'];
const PROBLEMS: readonly ProblemKind[] = ['threw', 'not-a-number', 'not-finite', 'out-of-range', 'time', 'no-function'];
const MOVE_MAX = 255;
const SCORE_MAX = 1e9;

function score(v: unknown, what: string): number {
  const s = num(v, what);
  if (Math.abs(s) > SCORE_MAX) bad(`${what} is out of any score's range`);
  return s;
}
const move = (v: unknown, what: string): number => int(v, what, 0, MOVE_MAX);
const moveOrNull = (v: unknown, what: string): number | null => (v === null ? null : move(v, what));

function progress(v: unknown): JobProgress {
  const p = obj(v, 'the progress');
  const detail = p.detail === undefined ? undefined : text(p.detail, 'the progress detail', MAX_MOVES + 16);
  if (detail !== undefined && !/^(loading [ab]|[0-9]*)$/.test(detail)) bad('the progress detail is neither a loading phase nor moves');
  return { nodes: int(p.nodes, 'the node count'), ms: num(p.ms, 'the time'), ...(detail !== undefined ? { detail } : {}) };
}

/** A problem's particulars, rebuilt from its checked fields only. */
function detail(v: unknown): ProblemDetail {
  const d = obj(v, 'the problem detail');
  const opt = <T>(key: string, read: (x: unknown, what: string) => T) => (d[key] === undefined ? {} : { [key]: read(d[key], `the detail's ${key}`) });
  return {
    ...opt('thrown', (x, w) => text(x, w)),
    ...opt('loading', bool),
    ...opt('search', bool),
    ...opt('type', (x, w) => oneOf(x, VALUE_TYPES, w)),
    ...opt('shown', (x, w) => text(x, w, 160)),
    ...opt('value', num),
    ...opt('limit', num),
    ...opt('limitMs', (x, w) => int(x, w)),
    ...opt('move', (x, w) => int(x, w, 1, MAX_MOVES + 1)),
  };
}

function stopped(v: unknown): Stopped {
  const s = obj(v, 'the stop');
  const board = s.board === undefined ? undefined : text(s.board, 'the board', MAX_BOARD);
  const particulars = s.detail === undefined ? undefined : detail(s.detail);
  return {
    side: oneOf(s.side, SIDES, 'the stopped side'),
    kind: oneOf(s.kind, PROBLEMS, 'the problem'),
    message: text(s.message, 'the problem'),
    ...(board !== undefined ? { board } : {}),
    ...(particulars !== undefined ? { detail: particulars } : {}),
  };
}

function record(v: unknown): MatchGameRecord {
  const r = obj(v, 'the game record');
  const winner = r.winner === null ? null : oneOf(r.winner, SIDES, 'the winner');
  return {
    index: int(r.index, 'the game number', 0, 1_000_000),
    first: oneOf(r.first, SIDES, 'who moved first'),
    moves: list(r.moves, 'the moves', MAX_MOVES).map((m) => move(m, 'a move')),
    winner,
    nodes: int(r.nodes, 'the node count'),
    ...(r.stopped !== undefined ? { stopped: stopped(r.stopped) } : {}),
  };
}

/** One search event, rebuilt from its checked fields only. */
function event(v: unknown): SearchEvent {
  const e = obj(v, 'a search event');
  const node = int(e.node, 'a node id');
  const window = (): { alpha?: number; beta?: number } => ({
    ...(e.alpha !== undefined ? { alpha: score(e.alpha, 'alpha') } : {}),
    ...(e.beta !== undefined ? { beta: score(e.beta, 'beta') } : {}),
  });
  switch (e.type) {
    case 'enter':
      return {
        type: 'enter',
        node,
        parent: int(e.parent, 'a parent id', -1),
        move: moveOrNull(e.move, 'a move'),
        ply: int(e.ply, 'a ply', 0, MAX_MOVES),
        depth: int(e.depth, 'a depth', 0, MAX_MOVES),
        player: int(e.player, 'a player', 0, 1) as 0 | 1,
        ...window(),
      };
    case 'leaf':
      return { type: 'leaf', node, score: score(e.score, 'a score'), reason: oneOf(e.reason, ['terminal', 'horizon', 'shortcut'] as const, 'a leaf reason') };
    case 'tt':
      return {
        type: 'tt',
        node,
        hit: bool(e.hit, 'a table hit'),
        cutoff: bool(e.cutoff, 'a table cutoff'),
        ...(e.score !== undefined ? { score: score(e.score, 'a score') } : {}),
        ...(e.bound !== undefined ? { bound: oneOf(e.bound, BOUNDS, 'a bound') } : {}),
      };
    case 'raise':
      return { type: 'raise', node, move: move(e.move, 'a move'), score: score(e.score, 'a score'), ...window() };
    case 'cutoff':
      return {
        type: 'cutoff',
        node,
        move: move(e.move, 'a move'),
        score: score(e.score, 'a score'),
        alpha: score(e.alpha, 'alpha'),
        beta: score(e.beta, 'beta'),
        pruned: list(e.pruned, 'the pruned moves', MOVE_MAX).map((m) => move(m, 'a pruned move')),
      };
    case 'exit':
      return { type: 'exit', node, score: score(e.score, 'a score'), bound: oneOf(e.bound, BOUNDS, 'a bound'), best: moveOrNull(e.best, 'a best move') };
    default:
      return bad('a search event has an unknown type');
  }
}

function recording(v: unknown): TreeRecording {
  const r = obj(v, 'the search recording');
  const values = obj(r.values, 'the values');
  const keys = Object.keys(values);
  if (keys.length > MAX_VALUES) bad(`the values hold more than ${MAX_VALUES} positions`);
  const checked: Record<string, number> = {};
  for (const k of keys) {
    if (!/^([0-9]{1,3}(\.[0-9]{1,3})*)?$/.test(k)) bad('a value is not keyed by a path of moves');
    checked[k] = score(values[k], 'a value');
  }
  return {
    events: list(r.events, 'the events', MAX_EVENTS).map(event),
    truncated: bool(r.truncated, 'truncated'),
    ...(r.score !== undefined ? { score: score(r.score, 'the score') } : {}),
    ...(r.best !== undefined ? { best: moveOrNull(r.best, 'the best move') } : {}),
    values: checked,
  };
}

function result(v: unknown): CodeRunResult {
  const r = obj(v, 'the result');
  if (r.kind === 'game') return { kind: 'game', record: record(r.record) };
  if (r.kind === 'search') return { kind: 'search', recording: recording(r.recording) };
  if (r.kind === 'stopped') return { kind: 'stopped', stopped: stopped(r.stopped) };
  return bad('the result is neither a game nor a search');
}

function error(v: unknown): EngineError {
  const e = obj(v, 'the error');
  return { code: oneOf(e.code, ERROR_CODES, 'the error code'), message: text(e.message, 'the error message') };
}

function notice(v: unknown): JobNotice {
  const n = obj(v, 'a notice');
  return { resource: text(n.resource, 'the notice’s resource', 40), error: error(n.error) };
}

/**
 * The page's side: an answer from the sandbox, read and checked. Only what
 * the protocol names is kept (an extra field is dropped, not passed on), and
 * every text is cut to `MAX_TEXT`.
 */
export function readResponse(data: unknown): Read<CodeRunResponse> {
  if (typeof data !== 'string') return { ok: false, why: 'the answer is not text' };
  if (data.length > MAX_MESSAGE_CHARS) return { ok: false, why: `the answer is longer than ${MAX_MESSAGE_CHARS.toLocaleString('en-US')} characters` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { ok: false, why: 'the answer is not JSON' };
  }
  try {
    const m = obj(parsed, 'the answer');
    const id = int(m.id, 'the job id');
    switch (m.type) {
      case 'progress':
        return { ok: true, value: { id, type: 'progress', progress: progress(m.progress) } };
      case 'notice':
        return { ok: true, value: { id, type: 'notice', notice: notice(m.notice) } };
      case 'error':
        return { ok: true, value: { id, type: 'error', error: error(m.error) } };
      case 'done':
        return {
          ok: true,
          value: { id, type: 'done', result: result(m.result), ms: num(m.ms, 'the time'), notices: list(m.notices, 'the notices', 8).map(notice) },
        };
      default:
        return { ok: false, why: 'the answer has an unknown type' };
    }
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, why: e.message };
    throw e;
  }
}
