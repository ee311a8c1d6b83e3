/**
 * Tetromino perft from the start, depths 1..4: our own count (the issue gives
 * the same first three numbers). Depths 1 to 3 agree between independent
 * generators: the engine's generic perft over the `tetromino` Game (the
 * placement table loop of `rules.ts`), the shifted windows of `windows.ts`,
 * and the course's unfolded lists with can_move/play_move (`courseMoves.ts`).
 * No game ends within 3 plies, so 'dropped' and 'counted' agree. Depth 4 is
 * counted with two different groupings (`groupedPerft.ts`); perft 5 is
 * `START_PERFT_5` there.
 */
export const PERFT_START: readonly (readonly [depth: number, nodes: number])[] = [
  [1, 429],
  [2, 127164],
  [3, 17899364],
  [4, 1555239024],
];

/** The rows every generator counts in a test's time (perft 4 takes the grouped count). */
export const PERFT_START_TO_3 = PERFT_START.filter(([depth]) => depth <= 3);
