/**
 * A number computed by the engine at build time, written the page's way
 * (1,754,026 in English, 1 754 026 in French), with what it is as its
 * tooltip. `<Fact>` in a lesson draws it; tables of facts drawn in Preact
 * use it directly. Build time only: it reads the facts, which run the engine.
 */
import { factLabel, factText, type FactKey } from '../../lib/facts/index.ts';
import type { Locale } from '../../i18n/locales.ts';
import { siteWords } from '../../i18n/site.ts';

export function Fact({ k, locale }: { k: FactKey; locale: Locale }) {
  const words = siteWords(locale);
  return (
    <span class="fact" data-fact={k} title={words.factTitle(factLabel(k, locale))}>
      {factText(k, locale)}
    </span>
  );
}
