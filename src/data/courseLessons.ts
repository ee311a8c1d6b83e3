/**
 * @packageDocumentation
 * Each course with its lessons in one language, for the home page, the About
 * page and their French twins: the lesson that follows the course and the ones
 * that continue it. A course naming a lesson that does not exist fails the build.
 */
import { getCollection } from 'astro:content';
import type { Course } from './courses';
import { coursesIn } from './coursesFr';
import { getLessons, slugOf, type Lesson } from './lessons';
import { lessonHref, localeHref } from './site';
import { pageExerciseKeys } from '../lib/progress/pageExercises';
import { siteWords } from '../i18n/site';
import type { Locale } from '../i18n/locales';

export interface CourseEntry {
  course: Course;
  lesson?: Lesson;
  more: Lesson[];
}

export async function courseEntries(locale: Locale): Promise<CourseEntry[]> {
  const published = await getLessons(locale);
  const allSlugs = new Set((await getCollection('lessons')).map(slugOf));
  return coursesIn(locale).map((course) => {
    for (const id of [course.lesson, ...(course.continuedIn ?? [])]) {
      if (id !== undefined && !allSlugs.has(id)) {
        throw new Error(`src/data/courses.ts: course "${course.id}" names lesson "${id}", which does not exist`);
      }
    }
    const lesson = published.find((l) => slugOf(l) === course.lesson);
    const more = lesson ? (course.continuedIn ?? []).flatMap((id) => published.filter((l) => slugOf(l) === id)) : [];
    return { course, lesson, more };
  });
}

/** A lesson's page in its own language. */
export const lessonLink = (lesson: Lesson, locale: Locale): string => lessonHref(slugOf(lesson), locale);

/** Every page with checked exercises, in reading order (the lessons, then the visualiser), for the progress table. */
export async function practicePages(locale: Locale): Promise<{ title: string; href: string; keys: readonly string[] }[]> {
  const words = siteWords(locale);
  const lessons = await getLessons(locale);
  return [
    ...lessons.map((l) => ({ title: words.practiceLesson(l.data.order, l.data.title), href: lessonLink(l, locale), keys: pageExerciseKeys(slugOf(l)) })),
    { title: words.navAlphaBeta, href: localeHref(locale, 'alpha-beta/'), keys: pageExerciseKeys('alpha-beta') },
  ].filter((p) => p.keys.length > 0);
}
