/**
 * @packageDocumentation
 * Type-checks and compiles a reader's evaluation with TypeScript's own
 * compiler, in memory: the reader's file, the contract's declarations
 * (`models/codeCell/contracts.ts`) and the standard library up to ES2022 (no
 * DOM: the function runs in a worker that has no page). It runs in the
 * checker's worker (`workers/compile.worker.ts`), and in Node for the tests.
 *
 * What it reports, at their line and column in the reader's file:
 * - syntax and type errors, as TypeScript words them;
 * - a missing `evaluate`, or one whose type is not `(position: Position) =>
 *   number` (checked by a hidden file that assigns it to that type);
 * - an `import` or `export`: the code is a plain script, nothing to import.
 *
 * The parsed standard library is kept between checks, and each program reuses
 * the previous one, so a check after the first costs tens of milliseconds.
 */

import ts from 'typescript';
import { codeCellEn, type CodeCellWords } from '../../i18n/messages/codeCell/en.ts';
import type { Locale } from '../../i18n/locales.ts';

/** The ES2022 library files (and those they reference), as text, bundled with the checker. */
const LIB_TEXT: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob(
      [
        '../../../node_modules/typescript/lib/lib.es5.d.ts',
        '../../../node_modules/typescript/lib/lib.es201[5-9].*d.ts',
        '../../../node_modules/typescript/lib/lib.es202[0-2].*d.ts',
        '../../../node_modules/typescript/lib/lib.es20[12][0-9].d.ts',
        '../../../node_modules/typescript/lib/lib.decorators*.d.ts',
        '!**/*.full.d.ts',
      ],
      { query: '?raw', import: 'default', eager: true },
    ) as Record<string, string>,
  ).map(([path, text]) => [`/${path.slice(path.lastIndexOf('/') + 1)}`, text]),
);

const USER = '/evaluation.ts';
const DECLARATIONS = '/contract.d.ts';
const CHECK = '/contract-check.ts';
const LIB = '/lib.es2022.d.ts';

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.None,
  lib: ['lib.es2022.d.ts'],
  noEmitOnError: false,
  removeComments: true,
  types: [],
  skipLibCheck: true,
};

/** A check, as the checker's worker receives it. */
export interface CompileRequest {
  readonly id: number;
  readonly source: string;
  readonly declarations: string;
  /** The page's language: the checker's messages, and TypeScript's (English when absent). */
  readonly locale?: Locale;
}

/** TypeScript's diagnostics in a language: its own table (`typescript/lib/<lang>/diagnosticMessages.generated.json`). */
export type TypeScriptMessages = Readonly<Record<string, string>>;

// TypeScript words its diagnostics from a table it keeps for the whole module (an API it
// uses itself for --locale, not in its typings); English is its built-in table.
const setTypeScriptMessages = (ts as unknown as { setLocalizedDiagnosticMessages(m: TypeScriptMessages | undefined): void }).setLocalizedDiagnosticMessages;

let checkerWords: CodeCellWords = codeCellEn;

/**
 * The language of the checker's messages from now on: its own words `t`, and
 * TypeScript's table `tsMessages` (none for English). One page, one language:
 * the worker sets it before its first check.
 */
export function setCheckerLanguage(t: CodeCellWords, tsMessages?: TypeScriptMessages): void {
  checkerWords = t;
  setTypeScriptMessages(tsMessages);
}

export interface CompileDiagnostic {
  /** 1-based line and column in the reader's code. */
  readonly line: number;
  readonly column: number;
  /** Character offsets of the span in the reader's code (`to` may equal `from`). */
  readonly from: number;
  readonly to: number;
  readonly message: string;
}

export interface CompileResult {
  /** True when there is no error: `js` can run. */
  readonly ok: boolean;
  readonly diagnostics: readonly CompileDiagnostic[];
  /** The compiled script (defines `evaluate`); empty when there are errors. */
  readonly js: string;
}

const libFiles = new Map<string, ts.SourceFile>();
let previous: ts.Program | undefined;

function sourceFile(name: string, text: string): ts.SourceFile {
  return ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true);
}

/** `(position: Position) => number`, said by a file the reader never sees. */
const CHECK_TEXT = `const __contract: (position: Position) => number = evaluate;\n`;

function diagnosticAt(source: string, from: number, length: number, message: string): CompileDiagnostic {
  const upTo = source.slice(0, from);
  const line = upTo.split('\n').length;
  const column = from - (upTo.lastIndexOf('\n') + 1) + 1;
  return { line, column, from, to: Math.min(source.length, from + length), message };
}

/** Where `evaluate` is declared in the reader's code (its name), or the start. */
function evaluateSpan(file: ts.SourceFile): { from: number; length: number } {
  for (const st of file.statements) {
    if (ts.isFunctionDeclaration(st) && st.name?.text === 'evaluate') return { from: st.name.getStart(file), length: st.name.text.length };
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === 'evaluate') return { from: d.name.getStart(file), length: d.name.text.length };
      }
    }
  }
  return { from: 0, length: 0 };
}

export function compileEvaluation(source: string, declarations: string): CompileResult {
  const user = sourceFile(USER, source);
  const files = new Map<string, ts.SourceFile>([
    [USER, user],
    [DECLARATIONS, sourceFile(DECLARATIONS, declarations)],
    [CHECK, sourceFile(CHECK, CHECK_TEXT)],
  ]);
  const host: ts.CompilerHost = {
    getSourceFile(name) {
      const own = files.get(name);
      if (own) return own;
      let lib = libFiles.get(name);
      if (!lib && LIB_TEXT[name] !== undefined) libFiles.set(name, (lib = sourceFile(name, LIB_TEXT[name])));
      return lib;
    },
    getDefaultLibFileName: () => LIB,
    getDefaultLibLocation: () => '/',
    writeFile: () => {},
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (f) => f,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (f) => files.has(f) || LIB_TEXT[f] !== undefined,
    readFile: (f) => files.get(f)?.text ?? LIB_TEXT[f],
    getDirectories: () => [],
  };
  const program = ts.createProgram({ rootNames: [DECLARATIONS, USER, CHECK], options: OPTIONS, host, oldProgram: previous });
  previous = program;

  const out: CompileDiagnostic[] = [];
  // TypeScript's chain of reasons, each line once (a chain may repeat itself when an alias widens).
  const t = checkerWords;
  const words = (d: ts.Diagnostic) =>
    ts
      .flattenDiagnosticMessageText(d.messageText, '\n')
      .split('\n')
      .filter((line, i, all) => all.findIndex((l) => l.trim() === line.trim()) === i)
      .join('\n')
      // Its advice to add the DOM library would mislead: the function runs where there is no page.
      .replace(/ (Do you need to change your target library\?|Devez-vous changer votre bibliothèque cible \?).*$/s, t.checkNoDom);
  for (const st of user.statements) {
    const exported = ts.canHaveModifiers(st) && ts.getModifiers(st)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (ts.isImportDeclaration(st) || ts.isImportEqualsDeclaration(st) || ts.isExportDeclaration(st) || ts.isExportAssignment(st) || exported) {
      const from = st.getStart(user);
      out.push(diagnosticAt(source, from, st.getEnd() - from, t.checkNoImport));
    }
  }
  const own = [...program.getSyntacticDiagnostics(user), ...program.getSemanticDiagnostics(user)];
  for (const d of own) out.push(diagnosticAt(source, d.start ?? 0, d.length ?? 0, words(d)));
  if (out.length === 0) {
    const span = evaluateSpan(user);
    for (const d of program.getSemanticDiagnostics(files.get(CHECK))) {
      const text = words(d);
      // 2304: "Cannot find name 'evaluate'", in whatever language TypeScript speaks.
      const message = d.code === 2304 ? t.checkNoEvaluate : t.checkEvaluateType(text);
      out.push(diagnosticAt(source, span.from, span.length, message));
    }
  }
  const global = [...program.getGlobalDiagnostics(), ...program.getOptionsDiagnostics()];
  for (const d of global) out.push(diagnosticAt(source, 0, 0, t.checkSetup(words(d))));
  out.sort((a, b) => a.from - b.from);
  if (out.length > 0) return { ok: false, diagnostics: out, js: '' };

  let js = '';
  program.emit(user, (name, text) => {
    if (name.endsWith('.js')) js = text;
  });
  return { ok: true, diagnostics: [], js };
}
