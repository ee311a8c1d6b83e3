/**
 * @packageDocumentation
 * The static paths of one language's lesson pages: `{ id: <slug> }` with the
 * lesson and its neighbours as props (src/pages/lessons/[...id].astro and its
 * French twin).
 */
import { getLessons, neighbours, slugOf, type Lesson, type Neighbours } from './lessons';
import type { Locale } from '../i18n/locales';

export interface LessonPageProps extends Neighbours {
  lesson: Lesson;
}

export async function lessonPaths(locale: Locale): Promise<{ params: { id: string }; props: LessonPageProps }[]> {
  const lessons = await getLessons(locale);
  return lessons.map((lesson) => ({ params: { id: slugOf(lesson) }, props: { lesson, ...neighbours(lessons, lesson) } }));
}
