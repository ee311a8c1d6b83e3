/**
 * Fuzz test (fast-check) over every reader of text people or links give the
 * site: the games' notations (tic-tac-toe, Connect Four, Othello, tetromino,
 * toy trees, directly and through the registry), the tic-tac-toe setup the
 * editors check, the bit inspector's number reader, and the URL decoders (the
 * explorer's `decodeSpec` and every lesson cell's parameter reader).
 *
 * The contract: a reader returns. A notation reader returns a `Result`, its
 * error a named one (a code of `ERROR_CODES` and a message); a URL reader
 * returns what it used and what it ignored, each ignored value with a reason
 * and shown short. No exception, for strings up to 1,000,000 characters and
 * brackets nested up to 100,000 deep. Seeded, so a failure replays.
 */

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ERROR_CODES } from '../../src/engine/core/result.ts';
import { parseMoves } from '../../src/engine/games/connect4/notation.ts';
import { parseBoard as parseOthello } from '../../src/engine/games/othello/notation.ts';
import { parseSetup as parseTetromino } from '../../src/engine/games/tetromino/notation.ts';
import { parseBoard as parseTicTacToe } from '../../src/engine/games/tictactoe/notation.ts';
import { tictactoe } from '../../src/engine/games/tictactoe/tictactoe.ts';
import { fromSetup, setupOfBoard } from '../../src/engine/games/tictactoe/setup.ts';
import { parseTree } from '../../src/engine/games/toy/tree.ts';
import { GAMES, GAME_IDS } from '../../src/engine/registry.ts';
import { othello } from '../../src/engine/games/othello/othello.ts';
import { tetromino } from '../../src/engine/games/tetromino/tetromino.ts';
import { parseNumber } from '../../src/lib/models/tictactoe/bitInspector.ts';
import { checkSetup, normaliseBoard } from '../../src/lib/models/tictactoe/editing.ts';
import { draughtsParams, editorParams, evaluatorParams, examplesParams, playCellParams, treeParams } from '../../src/lib/url/cellParams.ts';
import { ignoredText, type IgnoredParam } from '../../src/lib/url/query.ts';
import { DEFAULT_SPEC } from '../../src/lib/viz/spec.ts';
import { decodeSpec } from '../../src/lib/viz/specUrl.ts';

const CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** A result whose error, if any, is named: a known code and a message. */
function expectNamed(r: { ok: boolean; error?: unknown; code?: unknown; message?: unknown }): void {
  if (r.ok) return;
  const e = (r.error ?? r) as { code?: unknown; message?: unknown };
  expect(CODES.has(e.code as string), `unnamed error ${JSON.stringify(e).slice(0, 200)}`).toBe(true);
  expect(typeof e.message).toBe('string');
}

// --- the readers -----------------------------------------------------------

const NOTATIONS: readonly [string, (text: string) => { ok: boolean }][] = [
  ['tic-tac-toe board', parseTicTacToe],
  ['tic-tac-toe setup (the engine)', (t) => fromSetup(setupOfBoard(t))],
  ['tic-tac-toe setup (the editors)', (t) => {
    const b = normaliseBoard(t);
    return b === null ? { ok: true } : checkSetup(b);
  }],
  ['Connect Four moves', parseMoves],
  ['Othello board', parseOthello],
  ['tetromino setup', parseTetromino],
  ['toy tree', parseTree],
  ['bit inspector number', parseNumber],
  ...GAME_IDS.map((id): [string, (t: string) => { ok: boolean }] => [`registry open(${id})`, (t) => GAMES[id].open(t)]),
];

/** Every URL reader, as a function of one query string. */
const URL_READERS: readonly [string, readonly string[], (search: string) => { ignored: readonly IgnoredParam[] }][] = [
  ['explorer (decodeSpec)', ['game', 'pos', 'seed', 'rd', 'rb', 'rv', 'root', 'alg', 'order', 'view', 'depth', 'soft', 'tt', 'mode', 'step'], (s) => decodeSpec(s, DEFAULT_SPEC)],
  ['position editor', ['edit', 'edit-first', 'edit-depth', 'edit-tree', 'edit-alg'], (s) => editorParams(s, 'edit')],
  ['tic-tac-toe play cell', ['play', 'play-depth', 'play-first', 'play-side', 'play-seed'], (s) => playCellParams(s, 'play', tictactoe)],
  ['Othello play cell', ['play', 'play-side', 'play-first', 'play-seed'], (s) => playCellParams(s, 'play', othello)],
  ['tetromino play cell', ['play', 'play-side'], (s) => playCellParams(s, 'play', tetromino)],
  ['tree explorer', ['tree', 'tree-depth', 'tree-kind'], (s) => treeParams(s, 'tree')],
  ['static evaluator', ['eval'], (s) => evaluatorParams(s, 'eval')],
  ['course examples', ['ex', 'ex-board', 'ex-alg'], (s) => examplesParams(s, 'ex')],
  ['draughts', ['draughts', 'draughts-layout'], (s) => draughtsParams(s, 'draughts')],
];

function expectReadable(out: { ignored: readonly IgnoredParam[] }): void {
  for (const p of out.ignored) {
    expect(typeof p.reason).toBe('string');
    expect(p.reason.length).toBeGreaterThan(0);
    // What a notice shows stays short whatever the value's size.
    expect(ignoredText(p).length).toBeLessThan(p.name.length + p.reason.length + 120);
  }
}

// --- the inputs -----------------------------------------------------------

/** Characters the notations give meaning to, and some they do not. */
const ALPHABET = [...'[]()-.,:/_ \t\nxXoO0123456789kKILOSTilost+e#%&=?é', '\u0000', '\u2212', '\ud83d\ude00', '\ud800'];
const unit = fc.constantFrom(...ALPHABET);
const shortText = fc.oneof(fc.string({ unit, maxLength: 120 }), fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
/** Long texts: a fragment repeated to a length up to a million characters. */
const longText = fc
  .record({ fragment: fc.string({ unit, minLength: 1, maxLength: 12 }), length: fc.integer({ min: 1_000, max: 1_000_000 }) })
  .map(({ fragment, length }) => fragment.repeat(Math.ceil(length / fragment.length)).slice(0, length));
/** Brackets nested up to 100,000 deep, balanced or not, around a leaf or nothing. */
const nested = fc
  .record({ depth: fc.integer({ min: 1, max: 100_000 }), missing: fc.integer({ min: -2, max: 2 }), leaf: fc.constantFrom('1', '', '-5 7', 'x', '[]') })
  .map(({ depth, missing, leaf }) => '['.repeat(depth) + leaf + ']'.repeat(Math.max(0, depth - missing)));

/** The largest inputs, always tried. */
const EXTREMES = [
  '9'.repeat(1_000_000),
  'x'.repeat(1_000_000),
  `${'['.repeat(100_000)}1${']'.repeat(100_000)}`,
  '['.repeat(100_000),
  ']'.repeat(100_000),
  `${'[1 '.repeat(100_000)}${']'.repeat(100_000)}`,
  '4,'.repeat(500_000),
  ' '.repeat(1_000_000),
  `${'-'.repeat(64)} X${' O'.repeat(499_000)}`,
];

describe('notation readers: a Result with a named error, never an exception', () => {
  test.each(NOTATIONS)('%s, on the largest inputs', (_, read) => {
    for (const text of EXTREMES) expectNamed(read(text));
  });

  test('every reader, on short texts from the notations’ alphabet and any Unicode', () => {
    fc.assert(
      fc.property(shortText, (text) => {
        for (const [, read] of NOTATIONS) expectNamed(read(text));
      }),
      { numRuns: 400, seed: 17 },
    );
  });

  test('every reader, on long texts and deep nesting', () => {
    fc.assert(
      fc.property(fc.oneof(longText, nested), (text) => {
        for (const [, read] of NOTATIONS) expectNamed(read(text));
      }),
      { numRuns: 12, seed: 19 },
    );
  });
});

describe('URL readers: what they used and what they ignored, with a reason; never an exception', () => {
  /** The query string a browser sends for these values (lone surrogates become U+FFFD, as in a real address). */
  const query = (names: readonly string[], values: readonly string[]) => `?${new URLSearchParams(names.map((n, i) => [n, values[i % values.length]])).toString()}`;

  /** Queries of up to a million characters: one parameter holds the text, as typed in an address bar. */
  const URL_EXTREMES = [EXTREMES[0], EXTREMES[2], EXTREMES[6]];

  test.each(URL_READERS)('%s, each parameter holding a million characters', (_, names, read) => {
    for (const text of URL_EXTREMES) {
      for (const name of names) expectReadable(read(`?${name}=${text}`));
      expectReadable(read(`?${text}`));
    }
  });

  test('every reader, on short values and raw query strings', () => {
    fc.assert(
      fc.property(fc.array(shortText, { minLength: 1, maxLength: 6 }), shortText, (values, raw) => {
        for (const [, names, read] of URL_READERS) {
          expectReadable(read(query(names, values)));
          expectReadable(read(raw));
        }
      }),
      { numRuns: 300, seed: 23 },
    );
  });

  test('every reader, on long values and deep nesting in one of its parameters', () => {
    fc.assert(
      fc.property(fc.oneof(longText, nested), fc.nat(), (text, pick) => {
        for (const [, names, read] of URL_READERS) expectReadable(read(`?${names[pick % names.length]}=${text}`));
      }),
      { numRuns: 8, seed: 29 },
    );
  });
});
