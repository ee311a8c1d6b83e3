/**
 * @packageDocumentation
 * A Shiki transformer that writes tokens in the block's own colours as plain
 * text instead of one `<span>` each.
 *
 * Shiki wraps every token in a span with its colour in both themes
 * (`color:#1F2328;--shiki-dark:#E6EDF3`); about a third of a TypeScript
 * listing's tokens (names, punctuation) have exactly the colours the `<pre>`
 * already sets, so their spans change nothing on screen and only add elements:
 * a lesson with long listings had thousands of them. The text inherits the
 * same colour in light mode (`color`) and in dark mode (`--shiki-dark`, read
 * by src/styles/code.css on the line's own span), so the page looks the same.
 *
 * Used by the `<Code>` listings of EngineSource.astro and SearchFigure.astro
 * (the lessons have no Markdown code fences).
 */

import type { ShikiTransformer } from 'shiki';

/** Shiki's HAST types, as its hooks see them (hast itself is not a dependency of ours). */
type Element = Parameters<NonNullable<ShikiTransformer['pre']>>[0];
type ElementContent = Element['children'][number];

/** The light and dark foreground of a style string, in upper case: `color:#1f2328;--shiki-dark:#e6edf3;…`. */
export function colours(style: string): { light?: string; dark?: string; rest: string } {
  const out: { light?: string; dark?: string; rest: string } = { rest: '' };
  const rest: string[] = [];
  for (const part of style.split(';')) {
    const [name, ...value] = part.split(':');
    const key = name?.trim().toLowerCase();
    const v = value.join(':').trim().toUpperCase();
    if (key === 'color') out.light = v;
    else if (key === '--shiki-dark') out.dark = v;
    else if (key) rest.push(key);
  }
  out.rest = rest.join(';');
  return out;
}

/** A token span whose only style is the block's own light and dark colours. */
function isPlain(node: ElementContent, light: string, dark: string): node is Element {
  if (node.type !== 'element' || node.tagName !== 'span') return false;
  const props = Object.keys(node.properties);
  if (props.length !== 1 || props[0] !== 'style' || typeof node.properties.style !== 'string') return false;
  const c = colours(node.properties.style);
  return c.light === light && c.dark === dark && c.rest === '';
}

export function plainTokens(): ShikiTransformer {
  return {
    name: 'plain-tokens',
    pre(pre) {
      const block = colours(String(pre.properties.style ?? ''));
      if (!block.light || !block.dark) return;
      const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      for (const line of code?.children ?? []) {
        if (line.type !== 'element') continue;
        line.children = line.children.flatMap((token) => (isPlain(token, block.light!, block.dark!) ? token.children : [token]));
      }
    },
  };
}
