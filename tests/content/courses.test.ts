import { describe, expect, test } from 'vitest';
import { COURSES, COURSE_IDS, courseCredit } from '../../src/data/courses.ts';

// The credit lines live in one place: a lesson names its course by id.
describe('the courses', () => {
  test('each id names exactly one course, in the listed order', () => {
    expect(COURSES.map((c) => c.id)).toEqual([...COURSE_IDS]);
  });

  test('a lesson gets its credit line from the id', () => {
    expect(courseCredit('recursion')).toEqual({
      title: 'Cours sur la récursivité – IX. Les jeux de réflexion',
      author: 'Axel Chambily and Pétrut Constantine',
      language: 'French, with Pascal code',
      source: 'developpez.com, 2005',
    });
  });
});
