/**
 * @packageDocumentation
 * The published lessons in reading order, for the home page, the lesson routes
 * and the previous/next links, in one language at a time. Drafts appear only in
 * `astro dev`. Two lessons of one language with the same `order` fail the build.
 *
 * A French lesson's collection id is `fr/<slug>`; `slugOf` gives the `<slug>`
 * both twins share (their URL tail, exercise keys and links between them).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { lessonHref } from './site';
import { DEFAULT_LOCALE, splitLocale, type Locale } from '../i18n/locales';

export type Lesson = CollectionEntry<'lessons'>;

/** The language of a lesson entry. */
export const localeOf = (lesson: Lesson): Locale => splitLocale(lesson.id).locale;
/** The id both language twins share: `othello-endgame` for `fr/othello-endgame` too. */
export const slugOf = (lesson: Lesson): string => splitLocale(lesson.id).rest;

export async function getLessons(locale: Locale = DEFAULT_LOCALE): Promise<Lesson[]> {
  const all = await getCollection('lessons', (e) => localeOf(e) === locale && (import.meta.env.DEV || !e.data.draft));
  all.sort((a, b) => a.data.order - b.data.order);
  for (let i = 1; i < all.length; i++) {
    if (all[i].data.order === all[i - 1].data.order) {
      throw new Error(`lessons "${all[i - 1].id}" and "${all[i].id}" both have order ${all[i].data.order}`);
    }
  }
  return all;
}

export interface Neighbours {
  prev?: { href: string; title: string };
  next?: { href: string; title: string };
}

/** The lessons before and after `lesson` among `lessons` (one language's, in order). */
export function neighbours(lessons: readonly Lesson[], lesson: Lesson): Neighbours {
  const i = lessons.findIndex((l) => l.id === lesson.id);
  const link = (l: Lesson | undefined) => (l ? { href: lessonHref(slugOf(l), localeOf(l)), title: l.data.title } : undefined);
  return { prev: link(lessons[i - 1]), next: link(lessons[i + 1]) };
}
