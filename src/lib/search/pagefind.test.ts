import { describe, expect, test } from 'vitest';
import { cleanExcerpt, toHit } from './pagefind.ts';

describe('search results', () => {
  test('a page with sections lists the sections where the words were found', () => {
    const hit = toHit({
      url: '/lessons/recursion/',
      excerpt: 'page excerpt',
      meta: { title: 'Recursion: thinking ahead' },
      sub_results: [
        { title: 'Three shortcuts', url: '/lessons/recursion/#three-shortcuts', excerpt: 'a <mark>forced</mark> block' },
        { title: 'Play against it', url: '/lessons/recursion/#play-against-it', excerpt: 'the <mark>forced</mark> move' },
      ],
    });
    expect(hit).toEqual({
      title: 'Recursion: thinking ahead',
      url: '/lessons/recursion/',
      sections: [
        { title: 'Three shortcuts', url: '/lessons/recursion/#three-shortcuts', excerpt: 'a <mark>forced</mark> block' },
        { title: 'Play against it', url: '/lessons/recursion/#play-against-it', excerpt: 'the <mark>forced</mark> move' },
      ],
    });
  });
  test('a page without sections stands for itself', () => {
    expect(toHit({ url: '/about/', excerpt: 'the <mark>courses</mark>', meta: { title: 'About' } }).sections).toEqual([
      { title: 'About', url: '/about/', excerpt: 'the <mark>courses</mark>' },
    ]);
  });
  test('excerpts keep only <mark>', () => {
    expect(cleanExcerpt('<img src=x onerror=alert(1)>a <mark>b</mark> <b>c</b>')).toBe('a <mark>b</mark> c');
  });
});
