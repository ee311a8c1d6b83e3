/**
 * @packageDocumentation
 * The little grammar the islands need to put a name (a side, "you", "the
 * engine") into a sentence: a capital at the start, a side's name without its
 * article, French "de" before a name (du premier joueur, des croix). The
 * catalogue's sentence functions use these; names arrive in the page's language.
 */
import type { Locale } from './locales.ts';

/** The name at the start of a sentence: "The first player", "L’ordinateur". */
export const capitalise = (name: string): string => `${name}`.replace(/^./, (c) => c.toUpperCase());

const ARTICLES: Readonly<Record<Locale, RegExp>> = { en: /^the /, fr: /^(le |la |les |l’)/ };

/** A side's name without its article, to stand after another word ("the engine (first player)"). */
export const withoutArticle = (locale: Locale, name: string): string => `${name}`.replace(ARTICLES[locale], '');

/** French "de" before a name: du premier joueur, des croix, de l’ordinateur, de X. */
export const frOf = (name: string): string => {
  const s = `${name}`;
  return s.startsWith('le ') ? `du ${s.slice(3)}` : s.startsWith('les ') ? `des ${s.slice(4)}` : `de ${s}`;
};

/** The French verb for a name: "vous" and "les croix" take their own forms. */
export const frVerb = (name: string, one: string, many: string, you: string): string => (name === 'vous' ? you : /^les /.test(`${name}`) ? many : one);
