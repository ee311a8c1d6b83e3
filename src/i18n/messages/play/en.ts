/**
 * The play cell's own words (islands/play/PlayCell.tsx) and the replays'
 * (islands/replay/*). Side names ("the first player", "black") come from the
 * game's kit; the functions here put them into sentences, so each language
 * handles its own grammar (French: "du premier joueur", "les croix gagnent").
 */
import { capitalise } from '../../grammar.ts';

export const playEn = {
  /** The one person playing, and the computer against them. */
  you: 'you' as string,
  engine: 'the engine' as string,
  /** The computer, to start a note: "The engine", or a side with its settings. */
  engineWho: 'The engine' as string,
  engineWhom: (side: string): string => `the engine (${side})`,
  /** The status line. */
  wins: (name: string, how: string): string => `${capitalise(name)} ${name === 'you' ? 'win' : 'wins'}: ${/[.!]$/.test(`${how}`) ? how : `${how}.`}`,
  yourMove: (what: string): string => `Your move: ${what}.`,
  toMove: (name: string, what: string): string => `${capitalise(name)} to move: ${what}.`,
  paused: (name: string): string => `Paused: ${name} to move.`,
  thinking: (name: string): string => `${capitalise(name)} is thinking…`,
  /** The settings. */
  sideLegend: (ordinal: 0 | 1, side: string): string => `${ordinal === 0 ? 'First' : 'Second'} player${`${side}`.startsWith('the ') ? '' : ` (${side})`}`,
  playedBy: 'Played by',
  by: { human: 'a person', computer: 'the computer' },
  seedTitle: 'The computer picks among equally good moves with it: the same seed replays the same game',
  searches: 'The engine searches',
  hintsSearching: (label: string): string => `${label}: searching`,
  newGame: 'New game',
  takeBack: 'Take back',
  resume: 'Resume',
  pause: 'Pause',
  oneMove: 'One move',
  movesSoFar: 'Moves so far',
  /** After a move in the list, when one person plays. */
  byYou: 'you',
  byEngine: 'engine',
  /** The replays (islands/replay/Replay.tsx). */
  replay: { start: 'Start', back: 'Back', forward: 'Forward', end: 'End' },
  replayKeys: (label: string): string => `${label}: the arrow keys step, Home and End jump`,
  replayGroup: 'Replay',
  moveOf: (k: number, last: number): string => `move ${k} of ${last}`,
  theMoves: 'The moves',
};

export type PlayWords = typeof playEn;
