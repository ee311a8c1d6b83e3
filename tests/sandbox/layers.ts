/**
 * @packageDocumentation
 * Where an attack of the list runs when it plays code that escaped its
 * compartment: a page function, serialised into the sandbox frame by the
 * Chromium e2e spec (Playwright) and by the Firefox and WebKit checks alike. It
 * must stay self-contained: it runs in the browser, not here.
 */

/**
 * A page function (run in the sandbox frame): `body` in a worker started from
 * a blob, with the worker's whole global scope. The worker posts
 * `mark: started` before the body, and a body may post `mark: <what>` to say
 * how far it got; a worker that says nothing else
 * within `ms` answers `no answer after <its last mark>`, or `no answer: the
 * worker never started`.
 */
export async function inFrameWorker({ body, ms }: { body: string; ms: number }): Promise<string> {
  const src = `postMessage('mark: started');\n(async () => {\n${body}\n})().then((v) => postMessage(String(v).slice(0, 300)), (e) => postMessage('threw ' + (e && e.name) + ': ' + String(e && e.message).slice(0, 200)));`;
  const w = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })));
  try {
    return await new Promise<string>((ok) => {
      let last = '';
      w.onmessage = (e) => {
        const said = String(e.data);
        if (said.startsWith('mark: ')) last = said.slice('mark: '.length);
        else ok(said);
      };
      w.onerror = (e) => {
        e.preventDefault();
        ok(`worker error: ${e.message}`);
      };
      setTimeout(() => ok(last ? `no answer after ${last}` : 'no answer: the worker never started'), ms);
    });
  } finally {
    w.terminate();
  }
}
