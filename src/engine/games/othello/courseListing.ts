/**
 * @packageDocumentation
 * The Pascal course's endgame program (section IX-B: `compte_les_pions`,
 * `trouve_pos`, `joue_coup`, `arbre`, `niveau_un`), replayed step by step so
 * that the lesson can say what it really prints, and why.
 *
 * The replay keeps the listing's data flow, global arrays and all, because
 * its bugs live in that flow. Course names, and the ones used here:
 *
 *   work           board        the 10 x 10 mailbox being worked on
 *   tab_pense[l]   boards[l]    the board after the move tried at level l
 *   position[l]    scanFrom[l]  the cell where level l's move search resumes
 *   temoin[l]      witness[l]   level l's best value so far (black's discs)
 *   nb_coups[l]    movesTried[l]  moves level l has played so far
 *   profondeur     depthLimit   the level whose moves are scored, not searched
 *   c              c            -1 at black's levels (max), +1 at white's (min);
 *                               the side to move is the colour 1 + c (0 or 2)
 *
 * Level 1 is `niveau_un` (black's move at the root), levels 2, 3, ... are
 * calls of `arbre`. A level that finds no move hands over to the next level
 * and raises `profondeur` by one, so passes do not eat into the depth; if the
 * level before it had no move either, the game is over and the level counts
 * the discs. The move order is the listing's scan: cells 11 to 88, that is
 * a1, b1, ..., h1, a2, ..., h8, the engine's square order. The board is the
 * course's `work0` (cells 11..88 as in `mailbox.ts`; of the frame, cells 0,
 * 8, 9 and 10 hold 8 and the rest 9, as in the listing: `trouve_pos` skips
 * the frame by its index, never by its value).
 *
 * The pruning is the course's: after each child, a level compares its best
 * so far with its parent's (`temoin[last]`) and leaves as soon as it is
 * strictly worse for the parent. That is Knuth and Moore's shallow cutoff
 * (`search/shallowPruning.ts`), except that they also cut on equality;
 * `cutOnTies` does that, which changes no value and saves positions.
 *
 * Two bugs change what the program computes; each has a toggle in
 * `ListingBug` (their docs below). With both fixed, the replay gives the
 * exact solver's answer on work0 (g7, 35 black discs) and on random endgames.
 * Other suspects proved harmless on reading, which those agreements confirm,
 * so they have no toggle: the initial `temoin[1] := 0` (a disc count is
 * never negative, so 0 is as low as any start); the comparison with the
 * parent right after a pass (the passing level's untouched start value can
 * cause no cut, exactly as in shallow pruning); `profondeur` around passes
 * (raised and lowered in pairs, so the scored boards are the full ones);
 * and the frame's 9s (skipped by index).
 */

import { unwrap } from '../../core/result.ts';
import { BORDER, DIRECTIONS, squareOfCell, toMailbox } from './mailbox.ts';
import { parseBoard } from './notation.ts';
import { emptyCount } from './position.ts';
import { squareName } from './squares.ts';

/** The course's `work0`, black (the computer) to move, 11 empty squares. */
export const WORK0 = '-XXXXXX---XXXX-OOOXXXOXOOOXOOOXOOOOOXXOOOOOOXXOOO-OXXX----OOOOO- X';

const COMPUTER = 0; // ORDINATEUR, black
const PLAYER = 2; // JOUEUR, white
const EMPTY = 8;
const FRONTIER = 9;
/** `utile` and `n_othelliers` are arrays [0..18]. */
const LEVELS = 19;
/** `c * 25000`: the start value of a level, beyond any disc count. */
const START_VALUE = 25000;

export const LISTING_BUGS = [
  /**
   * `niveau_un` finds black's moves (`trouve_pos(1, ORDINATEUR)`) but plays
   * them with `joue_coup(x, 2)`, as white: a white disc lands on black's
   * square and turns the black lines it closes. Every root move is then
   * searched from a board black never chose (on work0, g7 turns five black
   * discs white, the other four squares turn none). Fix: `joue_coup(x,
   * ORDINATEUR)`.
   */
  'rootMoveColour',
  /**
   * When neither side can move, `arbre` stores the disc count in
   * `temoin[level]`, then runs its usual max (or min) step against
   * `temoin[next]`, which still holds what the level wrote there on entry
   * (`temoin[level + 1] := -temoin[level]`), the opposite of its own start
   * value: +25000 at black's levels, -25000 at white's. The count is lost:
   * a game that ends with empty squares is worth +25000 when black is the
   * second side stuck, -25000 when white is. Fix: `temoin[next] :=
   * temoin[level]` after the count.
   */
  'gameEndValue',
] as const;
export type ListingBug = (typeof LISTING_BUGS)[number];
export type ListingFixes = Partial<Record<ListingBug, boolean>>;
export const ALL_FIXES: Readonly<Record<ListingBug, true>> = { rootMoveColour: true, gameEndValue: true };

export interface ListingOptions {
  /** **board**: the position, black to move; default `WORK0`. */
  board?: string;
  /** **depth**: `profondeur`; default the board's number of empty squares (11 for work0). */
  depth?: number;
  /** **cutOnTies**: also cut when a level's best equals its parent's (not in the listing); default false. */
  cutOnTies?: boolean;
}

export interface ListingRun {
  /** `meilleur_coup`: the announced move as a course cell (10 * row + column, 11..88); 0 if black has none. */
  readonly bestCell: number;
  /** The same square by name ('g7'); '' if none. */
  readonly bestSquare: string;
  /** `temoin[1]`: the number of black discs it announces. */
  readonly blackDiscs: number;
  /**
   * What `niveau_un` read in `temoin[2]` after each root move, in the
   * listing's order: the value, or for a move cut short a bound that shows
   * it is no better than an earlier one.
   */
  readonly rootReplies: readonly { readonly cell: number; readonly square: string; readonly witness: number }[];
  /** Positions visited: the start, plus one per board the listing makes (each `joue_coup`, each pass). */
  readonly positions: number;
  /** Levels that found neither side able to move: games over before the board is full. */
  readonly gameEnds: number;
  /** Levels that found no move and handed over (`inc(profondeur)`), the game-ending ones included. */
  readonly passes: number;
}

/** The listing's board for a position: cells as in `mailbox.ts`, the frame as in `work0`. */
export function listingBoard(text: string = WORK0): Uint8Array {
  const cells = toMailbox(unwrap(parseBoard(text)));
  for (let c = 0; c < 100; c++) if (cells[c] === BORDER) cells[c] = c === 0 || c === 8 || c === 9 || c === 10 ? EMPTY : FRONTIER;
  return cells;
}

/** Runs the listing (one click on its button) with the given bugs fixed; see `ListingBug`. */
export function replayListing(fixes: ListingFixes = {}, options: ListingOptions = {}): ListingRun {
  const text = options.board ?? WORK0;
  const start = unwrap(parseBoard(text));
  if (start.turn !== 0) throw new Error('replayListing: the listing plays black (the computer); give a board with black to move');
  const cutOnTies = options.cutOnTies ?? false;

  const board = listingBoard(text); // work
  const boards = Array.from({ length: LEVELS }, () => new Uint8Array(100)); // tab_pense
  const scanFrom = new Int32Array(LEVELS); // position
  const witness = new Int32Array(LEVELS); // temoin
  const movesTried = new Int32Array(LEVELS); // nb_coups
  let depthLimit = 0; // profondeur
  let positions = 1;
  let gameEnds = 0;
  let passes = 0;

  // compte_les_pions
  const countDiscs = (colour: number): number => {
    let n = 0;
    for (let x = 11; x <= 88; x++) if (board[x] === colour) n++;
    return n;
  };

  // trouve_pos: the next 9 after scanFrom[level] that closes a line, or 0.
  const findMove = (level: number, player: number): number => {
    const opponent = 2 - player;
    let x = scanFrom[level];
    do {
      do x++;
      while (board[x] !== FRONTIER && x <= 88);
      scanFrom[level] = x;
      if ((1 + x) % 10 > 1 && x < 89) {
        for (const d of DIRECTIONS) {
          if (board[x + d] !== opponent) continue;
          let y = x + d;
          while (board[y] === opponent) y += d;
          if (board[y] === player) return x;
        }
      }
    } while (x <= 88);
    return 0;
  };

  // joue_coup: the disc is put down by the walk back along a closed line,
  // so a square that closes no line (and touches no own disc) stays empty.
  const playMove = (at: number, player: number): void => {
    positions++;
    const opponent = 2 - player;
    for (const d of DIRECTIONS) {
      let y = at + d;
      while (board[y] === opponent) y += d;
      if (board[y] !== player) continue;
      do {
        y -= d;
        board[y] = player;
      } while (y !== at);
    }
    for (const d of DIRECTIONS) if (board[at + d] === EMPTY) board[at + d] = FRONTIER;
  };

  // arbre
  const tree = (c: number, level: number): void => {
    if (level + 1 >= LEVELS) throw new Error(`arbre: level ${level} is past the end of tab_pense`);
    movesTried[level] = 0;
    scanFrom[level] = 10;
    witness[level] = c * START_VALUE;
    witness[level + 1] = -witness[level];
    const next = level + 1;
    const last = level - 1;
    do {
      board.set(boards[last]);
      const x = findMove(level, 1 + c);
      if (x > 0) {
        movesTried[level]++;
        playMove(x, 1 + c);
        boards[level].set(board);
        if (depthLimit !== level) tree(-c, next);
        else witness[next] = countDiscs(COMPUTER);
      } else if (movesTried[level] === 0) {
        if (movesTried[last] === 0) {
          gameEnds++;
          witness[level] = countDiscs(COMPUTER);
          if (fixes.gameEndValue) witness[next] = witness[level];
        } else {
          passes++;
          positions++;
          boards[level].set(board);
          depthLimit++;
          tree(-c, next);
          depthLimit--;
        }
      }
      if (c === -1) {
        if (witness[level] < witness[next]) witness[level] = witness[next];
        if (witness[level] > witness[last] || (cutOnTies && witness[level] === witness[last])) return;
      } else {
        if (witness[level] > witness[next]) witness[level] = witness[next];
        if (witness[level] < witness[last] || (cutOnTies && witness[level] === witness[last])) return;
      }
    } while (scanFrom[level] <= 88);
  };

  // niveau_un
  boards[0].set(board);
  let best = 0;
  movesTried[1] = 0;
  witness[1] = 0;
  scanFrom[1] = 10;
  depthLimit = options.depth ?? emptyCount(start);
  const rootReplies: { cell: number; square: string; witness: number }[] = [];
  do {
    board.set(boards[0]);
    const x = findMove(1, COMPUTER);
    if (x > 0) {
      movesTried[1]++;
      if (movesTried[1] === 1) best = x;
      playMove(x, fixes.rootMoveColour ? COMPUTER : PLAYER);
      boards[1].set(board);
      tree(1, 2);
      rootReplies.push({ cell: x, square: squareName(squareOfCell(x)), witness: witness[2] });
      const before = witness[1];
      if (witness[1] < witness[2]) witness[1] = witness[2];
      if (witness[1] > before) best = scanFrom[1];
    }
  } while (scanFrom[1] <= 88);

  return {
    bestCell: best,
    bestSquare: best === 0 ? '' : squareName(squareOfCell(best)),
    blackDiscs: witness[1],
    rootReplies,
    positions,
    gameEnds,
    passes,
  };
}
