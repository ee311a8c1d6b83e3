/**
 * Content collections. One collection, `lessons`: one MDX page per course in
 * content/lessons/NN-slug.mdx, and its French twin in content/lessons/fr/NN-slug.mdx.
 * The page's URL is /lessons/<slug>/ (the file name without the `NN-` prefix),
 * or /fr/lessons/<slug>/ for the twin, so renumbering lessons never breaks links;
 * `order` sets their sequence for the home page and the previous/next links.
 * An entry's id is `<slug>` in English and `fr/<slug>` in French (see
 * src/data/lessons.ts, which reads the two apart).
 *
 * The schema is checked at build time: a missing field, an unknown game id or a
 * duplicate `order` fails the build with a message naming the file.
 */
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { GAME_IDS } from './engine/registry.ts';
import { COURSE_IDS } from './data/courses.ts';

const lessons = defineCollection({
  loader: glob({
    pattern: ['[0-9][0-9]-*.mdx', 'fr/[0-9][0-9]-*.mdx'],
    base: './content/lessons',
    generateId: ({ entry }) => entry.replace(/\.mdx$/, '').replace(/(^|\/)\d+-/, '$1'),
  }),
  schema: z.object({
    title: z.string().min(1),
    /** Meta description: one or two sentences. */
    description: z.string().min(1).max(300),
    /** Position in the sequence of lessons (1, 2, ...). */
    order: z.number().int().positive(),
    /** The lead paragraph under the title. */
    summary: z.string().min(1),
    /** What the reader can do on the page, as short imperative phrases. */
    canDo: z.array(z.string().min(1)).min(1),
    /** The id of the original course this lesson is written after (src/data/courses.ts holds its credit line). */
    course: z.enum(COURSE_IDS),
    /** The engine's games this page uses. */
    games: z.array(z.enum(GAME_IDS)).min(1),
    /** Drafts are built in `astro dev` only. */
    draft: z.boolean().default(false),
  }),
});

export const collections = { lessons };
