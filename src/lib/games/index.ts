/**
 * @packageDocumentation
 * Every game by id, for the page side: its name, its notation in one line,
 * its players' names and its start (the engine's registry, read through
 * here so that cells never import the engine). Each game's own kit is
 * beside this file: `tictactoe.ts`, `connect4.ts`, `othello.ts`,
 * `tetromino.ts`, `line.ts`.
 */

export { GAMES, GAME_IDS, isGameId } from '../../engine/registry.ts';
export type { GameEntry, GameId } from '../../engine/registry.ts';
