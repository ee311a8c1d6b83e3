/**
 * @packageDocumentation
 * Cuts a piece out of a source file for display in a code cell, keeping each
 * line's number in the original file. Pure string work, used at build time by
 * EngineSource.astro (and testable on its own).
 *
 * - `symbol`: one top-level declaration and the comment right above it.
 * - `lines`: a range "a-b" (1-based, inclusive) of the original file.
 * - Lines tagged `// @trace` (the search's observer calls) are dropped, so the
 *   reader sees the algorithm; the tests run the same file with them.
 */

export interface Excerpt {
  /** The text to highlight. */
  readonly code: string;
  /** For each displayed line, its 1-based number in the original file. */
  readonly numbers: readonly number[];
  /** How many `@trace` lines were hidden. */
  readonly hidden: number;
}

export interface ExcerptOptions {
  readonly symbol?: string;
  /** With `symbol`: carry on to the end of this later declaration. */
  readonly through?: string;
  readonly lines?: string;
  /** Drop the file's leading doc comment (the `@packageDocumentation` block). Default false. */
  readonly skipHeader?: boolean;
}

const TRACE = /\/\/\s*@trace\b/;

/** Whether `line` is tagged `// @trace` (an observer call, hidden from the reader). */
export const isTraceLine = (line: string): boolean => TRACE.test(line);

/**
 * What is left of a `// @trace` line once its observer call is removed:
 * `null` when nothing is left, or the code that shares the line, as in
 * `} else if (obs) obs.event(...); // @trace`, which keeps its `}`.
 */
export function stripTrace(line: string): string | null {
  const rest = line
    .replace(/\s*\/\/\s*@trace\b.*$/, '')
    .replace(/(?:\belse\s+)?(?:\bif\s*\(\s*obs\s*\)\s*)?\bobs\??\.event\(.*\);?\s*$/, '');
  return rest.trim() === '' ? null : rest.trimEnd();
}

/** Brackets opened minus closed on a line, ignoring strings and line comments (roughly, but enough for our sources). */
function depthChange(line: string): number {
  const bare = line
    .replace(/\/\/.*$/, '')
    .replace(/'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|`(?:\\.|[^`\\])*`/g, '""');
  let d = 0;
  for (const ch of bare) {
    if (ch === '{' || ch === '(' || ch === '[') d++;
    else if (ch === '}' || ch === ')' || ch === ']') d--;
  }
  return d;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** [first, last] 0-based indices of the declaration of `symbol`, with its leading comment. */
export function findSymbol(lines: readonly string[], symbol: string): [number, number] | undefined {
  const decl = new RegExp(
    `^(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:async\\s+)?(?:function\\*?|const|let|var|class|interface|type|enum)\\s+${escapeRegExp(symbol)}\\b`,
  );
  const start = lines.findIndex((l) => decl.test(l));
  if (start < 0) return undefined;

  let first = start;
  if (lines[first - 1]?.trim().endsWith('*/')) {
    let i = first - 1;
    while (i >= 0 && !lines[i].trim().startsWith('/*')) i--;
    if (i >= 0) first = i;
  } else {
    while (first > 0 && lines[first - 1].trim().startsWith('//')) first--;
  }

  let depth = 0;
  for (let i = start; i < lines.length; i++) {
    depth += depthChange(lines[i]);
    const t = lines[i].replace(/\/\/.*$/, '').trim();
    if (depth <= 0 && (t.endsWith(';') || t.endsWith('}'))) return [first, i];
  }
  return [first, lines.length - 1];
}

export function excerpt(source: string, options: ExcerptOptions = {}): Excerpt {
  const all = source.replace(/\r\n?/g, '\n').split('\n');
  let first = 0;
  let last = all.length - 1;

  if (options.symbol !== undefined) {
    const found = findSymbol(all, options.symbol);
    if (!found) throw new Error(`no top-level declaration named "${options.symbol}"`);
    [first, last] = found;
    if (options.through !== undefined) {
      const end = findSymbol(all, options.through);
      if (!end) throw new Error(`no top-level declaration named "${options.through}"`);
      if (end[1] < first) throw new Error(`"${options.through}" comes before "${options.symbol}"`);
      last = end[1];
    }
  } else if (options.lines !== undefined) {
    const m = /^\s*(\d+)\s*[-–]\s*(\d+)\s*$/.exec(options.lines);
    if (!m) throw new Error(`lines "${options.lines}" is not a range like "12-40"`);
    first = Number(m[1]) - 1;
    last = Math.min(Number(m[2]), all.length) - 1;
    if (first < 0 || first > last) throw new Error(`lines "${options.lines}" is an empty range`);
  } else if (options.skipHeader && all[0]?.trim().startsWith('/**')) {
    const end = all.findIndex((l) => l.trim().endsWith('*/'));
    first = end + 1;
    while (first < all.length && all[first].trim() === '') first++;
  }

  const code: string[] = [];
  const numbers: number[] = [];
  let hidden = 0;
  for (let i = first; i <= last; i++) {
    let line: string | null = all[i];
    if (isTraceLine(line)) {
      hidden++;
      line = stripTrace(line);
      if (line === null) continue;
    }
    code.push(line);
    numbers.push(i + 1);
  }
  while (code.length > 0 && code[code.length - 1].trim() === '') {
    code.pop();
    numbers.pop();
  }
  return { code: code.join('\n'), numbers, hidden };
}
