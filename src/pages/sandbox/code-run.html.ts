/**
 * The code cells' sandbox document (see `src/build/codeRunSandbox.mjs`): a
 * static file in the build, made on each request in `astro dev`.
 */
import type { APIRoute } from 'astro';
import html from 'virtual:code-run-sandbox';

export const GET: APIRoute = () => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
