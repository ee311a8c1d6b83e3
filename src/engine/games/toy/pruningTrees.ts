/**
 * @packageDocumentation
 * Two small trees, each built to show one fact about pruning that the
 * Othello lesson states (leaf values are for MAX, who moves at the root; the
 * node numbers below are the searches' preorder ids). The tests beside them
 * pin every number quoted here.
 *
 * ## A deep cutoff (`DEEP_CUTOFF_TREE`)
 *
 *     root (MAX)
 *     ├── 5
 *     ├── B (MIN)
 *     │   ├── 10
 *     │   └── D (MAX)
 *     │       ├── E (MIN) ── 3, 7
 *     │       └── 1
 *     └── C (MIN) ── 4, 8
 *
 * After the first move MAX is sure of 5. Under B, MIN already holds 10, so
 * D only matters while it stays below 10; under D, E's first leaf is 3. E
 * cannot be worth more than 3 to MAX, and MAX will never go down this line
 * for less than the 5 it has: the 7 is useless. That cut needs the root's 5,
 * three levels above E (a deep cutoff); E's parent D has nothing yet to
 * compare with, so the course's rule, which looks only at the parent, reads
 * the 7. Both cut the 8 under C (4 is below the root's 5: a shallow cutoff).
 * Value 5; minimax visits 12 positions, shallow pruning 11, alpha-beta 10.
 *
 * ## Fail-hard against fail-soft (`FAIL_SOFT_TREE`)
 *
 *     root (MAX) ── A (MIN) ── 3, 12
 *                └─ B (MIN) ── 5, 1, 8
 *
 * With the full window both return 3 at the root, but not at B: B is
 * searched only to know whether it beats A's 3, and its 1 says no, so B stops
 * there and never reads its 8 (B's third leaf is what makes the cut real: the
 * course's review found a first version where 1 was B's last leaf). Fail-soft
 * reports the 1 it found (B is worth at most 1 to MAX, and in fact exactly
 * 1); fail-hard reports the bound 3 it was given. With the narrow root
 * window (6, 10) (a caller asking "is the root worth more than 6?") both
 * answer no, but differently: fail-hard returns 6, fail-soft returns 5, the
 * best it saw (A's 3 and B's 5 each stopped their node at once). The true
 * value is 3; 5 is a tighter upper bound than 6, not the value.
 */

/** Value 5 for MAX; alpha-beta cuts E's 7 (deep) and C's 8 (shallow), shallow pruning only the 8. */
export const DEEP_CUTOFF_TREE = '[5 [10 [[3 7] 1]] [4 8]]';

/** Value 3 for MAX; fail-hard and fail-soft differ at B, and at the root with the window (6, 10). */
export const FAIL_SOFT_TREE = '[[3 12] [5 1 8]]';

/** The narrow root window of the fail-soft example. */
export const FAIL_SOFT_WINDOW = { alpha: 6, beta: 10 } as const;
