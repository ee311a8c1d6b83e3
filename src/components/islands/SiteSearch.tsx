/**
 * @packageDocumentation
 * The header's site search: a search field over the static Pagefind index
 * that the build writes to `pagefind/` (see `astro.config.mjs`), so it works
 * offline and without a server. The index is loaded on first use only.
 *
 * - `/` anywhere on the page (outside a text field) focuses the field.
 * - Results list each page with the sections the words were found in (the
 *   section's heading links to it), with a short excerpt.
 * - Keyboard: Down/Up move through the result links, Escape closes the list
 *   and returns to the field.
 */

import { useEffect, useRef, useState } from 'preact/hooks';
import { searchSite, type SearchHit } from '../../lib/search/pagefind.ts';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import './SiteSearch.css';

export interface SiteSearchProps {
  /** The site's base URL (`import.meta.env.BASE_URL`), where `pagefind/` lives. */
  base: string;
  /** The page's language: its words, and the index searched (Pagefind keeps one per `<html lang>`). */
  lang?: Locale;
}

type State = { kind: 'idle' } | { kind: 'searching' } | { kind: 'done'; hits: SearchHit[] } | { kind: 'unavailable' };

export default function SiteSearch({ base, lang }: SiteSearchProps) {
  const t = messages(lang).search;
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const latest = useRef(0);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      e.preventDefault();
      field.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (q === '') {
      setState({ kind: 'idle' });
      return;
    }
    const ticket = ++latest.current;
    setState({ kind: 'searching' });
    const timer = setTimeout(async () => {
      const r = await searchSite(base, q);
      if (ticket !== latest.current) return;
      setState(r.ok ? { kind: 'done', hits: r.value } : { kind: 'unavailable' });
    }, 120);
    return () => clearTimeout(timer);
  }, [query, base]);

  const links = () => [...(panel.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
  const onFieldKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      setOpen(false);
      (e.target as HTMLInputElement).blur();
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      links()[0]?.focus();
    }
  };
  const onPanelKey = (e: KeyboardEvent) => {
    const all = links();
    const i = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown' && i >= 0) {
      e.preventDefault();
      all[Math.min(all.length - 1, i + 1)]?.focus();
    } else if (e.key === 'ArrowUp' && i >= 0) {
      e.preventDefault();
      if (i === 0) field.current?.focus();
      else all[i - 1].focus();
    } else if (e.key === 'Escape') {
      setOpen(false);
      field.current?.focus();
    }
  };

  const show = open && state.kind !== 'idle';
  return (
    <div
      class="site-search"
      role="search"
      onFocusIn={() => setOpen(true)}
      onFocusOut={(e) => {
        const next = (e as FocusEvent).relatedTarget as Node | null;
        if (!next || !(e.currentTarget as HTMLElement).contains(next)) setOpen(false);
      }}
    >
      <label class="visually-hidden" for="site-search-field">
        {t.label}
      </label>
      <input
        ref={field}
        id="site-search-field"
        class="field-frame site-search__field"
        type="search"
        placeholder={t.placeholder}
        autocomplete="off"
        spellcheck={false}
        aria-describedby="site-search-hint"
        aria-controls="site-search-results"
        value={query}
        onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
        onKeyDown={onFieldKey}
      />
      <span id="site-search-hint" class="visually-hidden">
        {t.hint}
      </span>
      <div ref={panel} id="site-search-results" class="site-search__panel" hidden={!show} onKeyDown={onPanelKey}>
        <p class="site-search__status" role="status">
          {state.kind === 'searching' && t.searching}
          {state.kind === 'unavailable' && t.unavailable}
          {state.kind === 'done' && (state.hits.length === 0 ? t.nothing(query.trim()) : t.found(state.hits.length))}
        </p>
        {state.kind === 'done' && state.hits.length > 0 && (
          <ul class="site-search__results">
            {state.hits.map((h) => (
              <li key={h.url}>
                <a class="site-search__page" href={h.url}>
                  {h.title}
                </a>
                <ul>
                  {h.sections.map((s) => (
                    <li key={s.url}>
                      <a class="site-search__section" href={s.url} data-section={s.title}>
                        {s.title}
                      </a>
                      <p class="site-search__excerpt" dangerouslySetInnerHTML={{ __html: s.excerpt }} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
