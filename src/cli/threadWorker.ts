/**
 * @packageDocumentation
 * One worker thread of `threads.ts`: runs command lines of the engine CLI
 * (an analysis limited to some moves, a root move of an Othello solve) and
 * posts back what the process would print. Its module state outlives a job:
 * the Othello root-move task keeps its solver and table for the next move.
 * A message may bring a table shared with the other threads (`CliIo`).
 */

import { parentPort } from 'node:worker_threads';
import type { SharedTable } from '../engine/solve/types.ts';
import { runCli } from './engineCli.ts';

parentPort?.on('message', ({ argv, sharedTable }: { argv: string[]; sharedTable?: SharedTable }) => parentPort?.postMessage(runCli(argv, sharedTable ? { sharedTable } : {})));
