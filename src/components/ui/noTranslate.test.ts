// The server's side of `translated`: this file runs in Node, without a window.
import { describe, expect, test } from 'vitest';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { translated } from './noTranslate.ts';

describe('translated, rendered on the server', () => {
  test('writes translate="no" and translate="yes" as attributes', () => {
    expect(renderToString(h('dt', translated(false), 'winner'))).toBe('<dt translate="no">winner</dt>');
    expect(renderToString(h('dd', translated(true), 'échoue'))).toBe('<dd translate="yes">échoue</dd>');
  });
});
