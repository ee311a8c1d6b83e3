/**
 * @packageDocumentation
 * The search visualiser's captions, one word set per language
 * (src/i18n/captions/en.ts, fr.ts): functions of the nodes, scores and counts
 * a step is about, because whole sentences change shape from one language to
 * the other (French glues its articles to prepositions: « au nœud 2 »,
 * « de la racine »). The English set's shape is the type: a sentence missing
 * in French is a type error. src/lib/viz/captions.ts picks the sentences.
 */
import { en, type CaptionWords } from './captions/en.ts';
import { fr } from './captions/fr.ts';
import type { Locale } from './locales.ts';

export type { CaptionWords };

const SETS: Readonly<Record<Locale, CaptionWords>> = { en, fr };

/** The caption sentences in `locale` (English for a missing locale). */
export const captionWords = (locale: Locale = 'en'): CaptionWords => SETS[locale];
