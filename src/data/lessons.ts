/**
 * @packageDocumentation
 * The published lessons in reading order, for the home page, the lesson routes
 * and the previous/next links. Drafts appear only in `astro dev`. Two lessons
 * with the same `order` fail the build.
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import { lessonHref } from './site';

export type Lesson = CollectionEntry<'lessons'>;

export async function getLessons(): Promise<Lesson[]> {
  const all = await getCollection('lessons', (e) => import.meta.env.DEV || !e.data.draft);
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

export function neighbours(lessons: readonly Lesson[], id: string): Neighbours {
  const i = lessons.findIndex((l) => l.id === id);
  const link = (l: Lesson | undefined) => (l ? { href: lessonHref(l.id), title: l.data.title } : undefined);
  return { prev: link(lessons[i - 1]), next: link(lessons[i + 1]) };
}
