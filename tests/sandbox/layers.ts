/**
 * @packageDocumentation
 * Where an attack of the list runs when it plays code that escaped its
 * compartment: a page function, serialised into the sandbox frame by the
 * Chromium e2e spec (Playwright) and by the Firefox and WebKit checks alike. It
 * must stay self-contained: it runs in the browser, not here.
 */

/** A page function (run in the sandbox frame): `body` in a worker started from a blob, with the worker's whole global scope. */
export async function inFrameWorker({ body, ms }: { body: string; ms: number }): Promise<string> {
  const src = `(async () => {\n${body}\n})().then((v) => postMessage(String(v).slice(0, 300)), (e) => postMessage('threw ' + (e && e.name) + ': ' + String(e && e.message).slice(0, 200)));`;
  const w = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
  try {
    return await new Promise<string>((ok) => {
      w.onmessage = (e) => ok(String(e.data));
      w.onerror = (e) => {
        e.preventDefault();
        ok(`worker error: ${e.message}`);
      };
      setTimeout(() => ok('no answer'), ms);
    });
  } finally {
    w.terminate();
  }
}
