/// <reference lib="webworker" />
/**
 * @packageDocumentation
 * The solve worker: runs a game's solver off the page's main thread and posts
 * progress while it works. Cancelling is done by terminating the worker (the
 * solver's loop never yields, so it could not read a "stop" message anyway).
 */

import { engineError } from '../engine/core/result.ts';
import { OpeningBook } from '../engine/games/connect4/book.ts';
import { CONNECT4_BOOK_PATH, useConnect4Book } from '../engine/solve/connect4.ts';
import { SOLVERS } from '../engine/solve/registry.ts';
import type { SolveRequest, SolveResponse } from './protocol.ts';

const post = (m: SolveResponse) => (self as unknown as DedicatedWorkerGlobalScope).postMessage(m);

/**
 * The Connect Four opening book (`public/books/`), fetched on the first
 * Connect Four job. Without it (offline, a 404) the solver still answers,
 * only slowly near the start.
 */
let connect4Book: Promise<void> | undefined;
const loadConnect4Book = () =>
  (connect4Book ??= fetch(`${import.meta.env.BASE_URL.replace(/\/?$/, '/')}${CONNECT4_BOOK_PATH}`)
    .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((bytes) => {
      const book = OpeningBook.read(bytes);
      if (book.ok) useConnect4Book(book.value);
    })
    .catch(() => undefined));

self.onmessage = async (ev: MessageEvent<SolveRequest>) => {
  const { id, kind, game, position, options = {} } = ev.data;
  if (game === 'connect4' && options.book !== 'false') await loadConnect4Book();
  const solver = SOLVERS[game];
  if (!solver) return post({ id, type: 'error', error: engineError('ERR_NOTATION', `unknown game '${game}'`) });
  const control = { onProgress: (progress: { nodes: number; detail?: string }) => post({ id, type: 'progress', progress }) };
  const t0 = performance.now();
  try {
    if (kind === 'analyze') {
      if (!solver.analyze) return post({ id, type: 'error', error: engineError('ERR_NOTATION', `no analysis for ${game}`) });
      const r = solver.analyze(position, options, control);
      post(r.ok ? { id, type: 'done', kind, result: r.value, ms: performance.now() - t0 } : { id, type: 'error', error: r.error });
    } else {
      const r = solver.solve(position, options, control);
      post(r.ok ? { id, type: 'done', kind, result: r.value, ms: performance.now() - t0 } : { id, type: 'error', error: r.error });
    }
  } catch (e) {
    post({ id, type: 'error', error: engineError('ERR_RANGE', `the solver failed: ${(e as Error).message}`) });
  }
};
