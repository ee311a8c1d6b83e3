/**
 * @packageDocumentation
 * The games the command line knows, by id. One line per game.
 */

import type { CliAdapter } from './adapter.ts';
import { tictactoeCli } from './adapters/tictactoe.ts';

export const CLI_GAMES: Record<string, CliAdapter> = {
  [tictactoeCli.id]: tictactoeCli,
};
