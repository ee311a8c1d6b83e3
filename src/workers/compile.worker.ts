/// <reference lib="webworker" />
/**
 * @packageDocumentation
 * The code cells' checker: TypeScript's compiler in a worker, loaded when a
 * reader first runs or checks a cell (the bundle is large; no page loads it
 * before). It keeps running between checks (`WorkerJobs` with `reuse`), so
 * the compiler and the parsed standard library load once per page.
 */

import { engineError } from '../engine/core/result.ts';
import { speakCheckerLanguage } from '../lib/codeCell/checkerLanguage.ts';
import { compileEvaluation, type CompileRequest, type CompileResult } from '../lib/codeCell/compile.ts';
import type { JobResponse } from './jobProtocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: JobResponse<CompileResult>) => scope.postMessage(m);

scope.onmessage = async (ev: MessageEvent<CompileRequest>) => {
  const { id, source, declarations, locale } = ev.data;
  const t0 = performance.now();
  try {
    await speakCheckerLanguage(locale);
    post({ id, type: 'done', result: compileEvaluation(source, declarations), ms: performance.now() - t0, notices: [] });
  } catch (e) {
    post({ id, type: 'error', error: engineError('ERR_INTERNAL', `the checker failed: ${(e as Error).message}`) });
  }
};
