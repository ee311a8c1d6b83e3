/**
 * @packageDocumentation
 * The code cell's editor: CodeMirror 6 with TypeScript highlighting, line
 * numbers, undo history, bracket matching and closing, and the checker's
 * errors drawn at their place (underline, gutter marker, message on hover or
 * with Ctrl-Shift-M / Cmd-Shift-M for the keyboard). The cell loads this
 * module with a dynamic `import()` only when the reader opens the editor, so
 * a page that never opens it never downloads CodeMirror.
 *
 * Keyboard: Tab indents, as in any code editor; Escape then Tab (or
 * Shift-Tab) leaves the editor, as CodeMirror documents for keyboard users.
 * Colours come from the site's tokens (classes `tok-*`, `editor.css`), so
 * both themes keep their contrast.
 */

import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import type { CompileDiagnostic } from '../../lib/codeCell/compile.ts';

export interface CodeEditor {
  getCode(): string;
  /** Replaces the whole text (Reset, a blank function), as one undoable change. */
  setCode(code: string): void;
  setDiagnostics(diagnostics: readonly CompileDiagnostic[]): void;
  /** Puts the cursor at a 1-based line (and column) and focuses the editor. */
  goTo(line: number, column?: number): void;
  focus(): void;
  destroy(): void;
}

export interface EditorOptions {
  code: string;
  /** The accessible name of the text area. */
  label: string;
  /** id of an element that describes the editor (keyboard help). */
  describedBy?: string;
  onChange(code: string): void;
}

export function createEditor(parent: HTMLElement, options: EditorOptions): CodeEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: options.code,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        history(),
        drawSelection(),
        indentOnInput(),
        bracketMatching(),
        closeBrackets(),
        highlightActiveLine(),
        javascript({ typescript: true }),
        syntaxHighlighting(classHighlighter),
        lintGutter(),
        EditorState.tabSize.of(2),
        keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...lintKeymap, indentWithTab]),
        EditorView.contentAttributes.of({
          'aria-label': options.label,
          ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
          autocapitalize: 'off',
          autocorrect: 'off',
          spellcheck: 'false',
        }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) options.onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    getCode: () => view.state.doc.toString(),
    setCode(code) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
    },
    setDiagnostics(list) {
      const length = view.state.doc.length;
      const diagnostics: Diagnostic[] = list.map((d) => {
        const from = Math.min(d.from, length);
        return { from, to: Math.min(Math.max(d.to, from), length), severity: 'error', message: d.message };
      });
      view.dispatch(setDiagnostics(view.state, diagnostics));
    },
    goTo(line, column = 1) {
      const doc = view.state.doc;
      const l = doc.line(Math.max(1, Math.min(doc.lines, line)));
      const pos = Math.min(l.to, l.from + column - 1);
      view.dispatch({ selection: { anchor: pos }, scrollIntoView: true });
      view.focus();
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}
