import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { SITE_POLICY, fillPolicy } from './sitePolicy.mjs';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('the pages’ policy', () => {
  test('is strict for scripts: no unsafe-inline, no unsafe-eval, no other origin', () => {
    const directives = Object.fromEntries(SITE_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", "'inline-script-hashes'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(SITE_POLICY).not.toMatch(/https?:|\*|'unsafe-eval'|blob:/);
    expect(directives['img-src']).toEqual(["'self'", 'data:']);
    expect(directives['frame-src']).toEqual(["'self'"]);
  });

  test('the build fills in the hashes of exactly the page’s inline scripts', () => {
    const html = `<head><meta http-equiv="Content-Security-Policy" content="${SITE_POLICY}"><script>one()</script><script type="module">two()</script><script type="module" src="/x.js"></script><script type="application/json">{"data":1}</script><style>a{b:c}</style></head><body><style>d{e:f}</style><script>one()</script></body>`;
    const r = fillPolicy(html);
    expect(r.ok).toBe(true);
    expect(r.html).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha('one()')} ${sha('two()')};`);
    expect(r.scripts).toBe(2);
  });

  test('a page without the policy is an error, not a page without a policy', () => {
    expect(fillPolicy('<head><script>x()</script></head>')).toEqual({ ok: false, html: '<head><script>x()</script></head>', error: 'no policy to fill' });
  });
});
