/**
 * @packageDocumentation
 * Built-in abstract trees, as plain data (tree text in the toy notation, who
 * moves at the root, node names). They are the visualiser's fixed points: the
 * tests pin their values and cuts, and the page links to them.
 *
 * ## The recursion course's worked tree (`course`)
 * The course lists 15 leaf values 21, 30, 21, 26, 24, 31, 39, 32, 21, 25, 37,
 * 21, 36, 28, 29; level 3 (MAX) rises to 30, 26, 31, 39, 21, 37, 36, 29; level
 * 2 (MIN) to 26, 21, 36, 29; the root (MAX) to 36, by its third move. The
 * drawing itself is not in the text, so the shape is worked out from the
 * numbers. At level 3 the only grouping with at most two leaves per node is
 * [21 30] [21 26] [24 31] [39 32] [21] [25 37] [21 36] [28 29]: a lone 21 must
 * follow 39 32, because 32 > 21. At level 2 several groupings give 26, 21, 36,
 * 29; we take the one where each MIN node's value comes from its last child
 * (read left to right, a node ends as soon as its value has appeared):
 * [30 26] [31 39 21] [37 36] [29]. Every grouping gives the same values and
 * the same root value 36 by the third move.
 *
 * ## The course's pruning walk-through (`walkthrough`)
 * A level-2 node (MIN) with four level-3 children A, B, C, D (MAX). A's three
 * children give 30, the first bound; B's children give 26, then 39 > 30, and B
 * is cut; C is searched in full and comes back below 30, the new bound; D's
 * first child gives 26, above C's value, and D is cut. The text fixes A's
 * maximum (30), B's first two leaves (26, 39), D's first leaf (26) and that C
 * is below 26; the other leaf values are ours. The root here is a MIN node:
 * with MAX at the root (the toy game's default) the same numbers give other
 * cuts, so the example sets `rootPlayer: 'min'`, which is the course's own
 * convention for that level ("au niveau 2, on cherche à minimiser").
 *
 * ## The textbook two-ply tree (`textbook`)
 * Russell and Norvig's figure 5.2, "a two-ply game tree" in their counting
 * (a ply is one player's move: MAX's, then MIN's; three levels of nodes): [[3 12 8] [2 4 6] [14 5 2]], value 3;
 * alpha-beta skips the 4 and the 6 under C.
 */

export interface TreeExample {
  readonly id: string;
  readonly title: string;
  /** The tree in the toy notation (nested lists of leaf values for MAX). */
  readonly tree: string;
  /** Who moves at the root. */
  readonly rootPlayer: 'max' | 'min';
  /** Names of nodes by path of child indices, "" for the root, "0.1" for the root's first child's second child. */
  readonly labels: Readonly<Record<string, string>>;
  /** One sentence for the picker. */
  readonly summary: string;
}

export const TREE_EXAMPLES: readonly TreeExample[] = [
  {
    id: 'course',
    title: 'The recursion course’s worked tree',
    tree: '[[[21 30] [21 26]] [[24 31] [39 32] [21]] [[25 37] [21 36]] [[28 29]]]',
    rootPlayer: 'max',
    labels: {},
    summary: '15 leaves, MAX at the root: worth 36, by the third move.',
  },
  {
    id: 'walkthrough',
    title: 'The course’s pruning walk-through (A, B, C, D)',
    tree: '[[21 30 21] [26 39 32] [21 25] [26 37 21]]',
    rootPlayer: 'min',
    labels: { '0': 'A', '1': 'B', '2': 'C', '3': 'D' },
    summary: 'A MIN node over A, B, C, D: 30 is the first bound, B is cut after 39, C becomes the bound, D is cut after 26.',
  },
  {
    id: 'textbook',
    title: 'The textbook two-ply tree',
    tree: '[[3 12 8] [2 4 6] [14 5 2]]',
    rootPlayer: 'max',
    labels: { '': 'A', '0': 'B', '1': 'C', '2': 'D' },
    summary: 'Russell and Norvig’s figure 5.2: worth 3; alpha-beta skips two leaves.',
  },
];

export const exampleById = (id: string): TreeExample | undefined => TREE_EXAMPLES.find((e) => e.id === id);

/** The label key of a path of child indices. */
export const pathKey = (path: readonly number[]): string => path.join('.');
