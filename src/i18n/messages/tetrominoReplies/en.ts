/** The tetromino exercise's words (components/islands/TetrominoReplies.tsx). Move names (`T0@c1`) arrive as they are written. */
import { formatNumber } from '../../format.ts';

const n = (x: number): string => formatNumber('en', x);

export const tetrominoRepliesEn = {
  stepFirst: 'Step 1: place the first player’s first move (any piece, anywhere), or draw one at random.',
  stepReply: (first: string): string => `Step 2: the first player placed ${first}. Answer as the second player with a reply that wins.`,
  answered: (first: string, reply: string): string => `The first player placed ${first}, you answered ${reply}.`,
  randomFirst: 'Random first move',
  anotherFirst: 'Another first move',
  anotherReply: 'Try another reply',
  placeFirst: 'Play as the first player',
  placeReply: 'Answer',
  emptyBoard: 'Empty board: place the first move',
  boardAfter: (first: string): string => `Board after the first move ${first}`,
  showWinning: 'Show every winning reply',
  checkAnswer: 'Check my answer',
  cancel: 'Cancel',
  wins: (reply: string, winning: number): string => `Yes: ${reply} wins for the second player. It is one of the ${winning} winning replies.`,
  loses: (reply: string): string => `No: after ${reply} the first player can force a win.`,
  ties: (reply: string): string => `Not quite: after ${reply} the first player can hold a tie, but no more.`,
  count: (winning: number, replies: number, first: string): string => `${n(winning)} of the ${n(replies)} replies to ${first} win for the second player`,
  /** The time arrives written (lib/jobs/words.ts). */
  searched: (nodes: number, time: string): string => `(${n(nodes)} positions searched in ${time})`,
  winningTitle: 'Winning replies',
};

export type TetrominoRepliesWords = typeof tetrominoRepliesEn;
