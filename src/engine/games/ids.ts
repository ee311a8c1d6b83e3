/**
 * @packageDocumentation
 * The ids of the engine's games (`Game.id`), as a const list so that content
 * schemas, URLs and the CLI can check a game name against the engine's own.
 */

export const GAME_IDS = ['toy', 'tictactoe', 'connect4', 'othello', 'tetromino'] as const;
export type GameId = (typeof GAME_IDS)[number];

export const isGameId = (s: string): s is GameId => (GAME_IDS as readonly string[]).includes(s);
