import { createHighlighter } from 'shiki';
import { describe, expect, test } from 'vitest';
import { SHIKI_THEMES } from '../../data/site.ts';
import { colours, plainTokens } from './plainTokens.ts';

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };

const SOURCE = `/** Negamax: the value for the side to move. */
export function negamax(p: Position, depth: number): number {
  if (depth === 0 || p.over()) return p.score(); // a leaf
  let best = -Infinity;
  for (const m of p.moves()) best = Math.max(best, -negamax(p.play(m), depth - 1));
  return best;
}`;

const options = (transformers: ReturnType<typeof plainTokens>[]) => ({ lang: 'ts', themes: SHIKI_THEMES, defaultColor: 'light' as const, transformers });

/** Every character of the block with the light and dark colour it is drawn in (inherited from the nearest styled ancestor). */
function paint(root: Node): string[] {
  const out: string[] = [];
  const walk = (n: Node, light: string, dark: string) => {
    if (n.type === 'text') for (const ch of n.value ?? '') out.push(`${ch} ${light} ${dark}`);
    const style = typeof n.properties?.style === 'string' ? colours(n.properties.style) : undefined;
    for (const c of n.children ?? []) walk(c, style?.light ?? light, style?.dark ?? dark);
  };
  walk(root, '?', '?');
  return out;
}

describe('plainTokens', () => {
  test('draws every character of a real listing in the same colours, light and dark, with fewer spans', async () => {
    const shiki = await createHighlighter({ themes: Object.values(SHIKI_THEMES), langs: ['ts'] });
    // The first highlight of a new highlighter gives every light token one colour (Shiki 3.23;
    // the site's build is not affected), so the test highlights twice and reads the second.
    shiki.codeToHast(SOURCE, options([]));
    const before = shiki.codeToHast(SOURCE, options([])) as unknown as Node;
    const after = structuredClone(before);
    const pre = after.children!.find((c) => c.tagName === 'pre')!;
    (plainTokens().pre as (this: unknown, n: unknown) => void).call({}, pre);
    expect(paint(after)).toEqual(paint(before));
    const spans = (n: Node): Node[] => [...(n.tagName === 'span' ? [n] : []), ...(n.children ?? []).flatMap(spans)];
    const block = colours(String(pre.properties!.style));
    const plain = (n: Node) => n.properties?.style !== undefined && colours(String(n.properties.style)).light === block.light && colours(String(n.properties.style)).dark === block.dark;
    const lines = spans(before).filter((n) => n.properties?.class === 'line').length;
    expect(lines).toBe(7);
    expect(spans(after).length).toBe(spans(before).length - spans(before).filter(plain).length);
    expect(spans(after).length).toBeLessThan(spans(before).length);
    expect(spans(after).filter(plain)).toEqual([]);
    expect(spans(after).filter((n) => n.properties?.class === 'line').length).toBe(lines);
  });

  test('keeps a span that differs from the block in its dark colour or its font style only', () => {
    const pre = { type: 'element', tagName: 'pre', properties: { style: 'color:#111;--shiki-dark:#EEE' }, children: [] as Node[] };
    const span = (style: string, text: string): Node => ({ type: 'element', tagName: 'span', properties: { style }, children: [{ type: 'text', value: text }] });
    const line: Node = {
      type: 'element',
      tagName: 'span',
      properties: { class: 'line' },
      children: [span('color:#111;--shiki-dark:#eee', 'a'), span('color:#111;--shiki-dark:#FFF', 'b'), span('color:#111;--shiki-dark:#EEE;font-style:italic', 'c')],
    };
    pre.children.push({ type: 'element', tagName: 'code', properties: {}, children: [line] });
    const t = plainTokens();
    (t.pre as (this: unknown, n: unknown) => void).call({}, pre);
    expect(line.children).toEqual([{ type: 'text', value: 'a' }, span('color:#111;--shiki-dark:#FFF', 'b'), span('color:#111;--shiki-dark:#EEE;font-style:italic', 'c')]);
  });
});
