/**
 * @packageDocumentation
 * What the alpha-beta page and its French twin share beyond their words
 * (src/pages/alpha-beta.astro, src/pages/fr/alpha-beta.astro): the embedding
 * example it shows, and the links that open the explorer on a view.
 */
import type { Locale } from '../i18n/locales';
import { localeHref } from './site';

/** The explorer as a lesson embeds it: three example tags, shown as code. */
export const EMBED_EXAMPLE = `<SearchFigure game="toy" position="[[3 12 8] [2 4 6] [14 5 2]]" />
<SearchFigure game="toy" position="random" seed={42} mode="exercise" code={false} />
<SearchFigure game="tictactoe" position="x.o.o.x.." order="worst-first" />`;

/** The page itself in `locale`, opened on the view `query` (the explorer reads its state from the URL). */
export const explorerView = (locale: Locale, query: string): string => localeHref(locale, `alpha-beta/?${query}`);
