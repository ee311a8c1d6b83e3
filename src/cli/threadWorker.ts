/**
 * @packageDocumentation
 * One worker thread of `threads.ts`: runs command lines of the engine CLI
 * (an analysis limited to some moves, a root move of an Othello solve) and
 * posts back what the process would print. Its module state outlives a job:
 * the Othello root-move task keeps its solver and table for the next move.
 */

import { parentPort } from 'node:worker_threads';
import { runCli } from './engineCli.ts';

parentPort?.on('message', (argv: string[]) => parentPort?.postMessage(runCli(argv)));
