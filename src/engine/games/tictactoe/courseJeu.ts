/**
 * @packageDocumentation
 * The recursion course's tic-tac-toe player (its procedures `note1`, `note2`,
 * `coup_obligatoire`, `jeu` and `coup_ordinateur`), written again in
 * TypeScript with the same board, the same order of cells, the same early
 * exits and the same notes, so that a lesson can say what the printed program
 * really does.
 *
 * The course's board is `t[x, y]`, x the column (A to C) and y the row (1 to
 * 3, top first); here it is one array in reading order, cell = 3·y + x, the
 * engine's numbering:
 *
 *     A1 B1 C1      0 1 2
 *     A2 B2 C2  =   3 4 5
 *     A3 B3 C3      6 7 8
 *
 * X (the reader, "joueur") is +1, O (the computer, "ordinateur") −1, empty 0.
 * A note is read from the computer's side whoever is to move: +1 (BON) means
 * O wins, −1 (MAUVAIS) X wins, 0 (MOYEN) nothing is settled. `coef` is +1 when
 * X is to move, −1 when O is.
 *
 * The course's bug: where O (coef = −1) finds a move that wins, the printed
 * procedure reports `-la_note`, an X win, while the branch for X reports
 * `la_note` as it is. Its `monte`/`remonte` flag hides the wrong sign from the
 * level just above, but a forced move resets the flag and lets it through.
 * `variant: 'fixed'` reports `la_note` in both branches, the one change.
 */

import { WIN_LINES, oStones, occupied, stoneCount, turnOf, xStones, type Packed } from './board19.ts';

const BON = 1;
const MOYEN = 0;
const MAUVAIS = -1;
const JOUEUR = 1;
const ORDINATEUR = -1;
const PERSONNE = 0;

/** `printed`: the procedure as the course prints it; `fixed`: its −1 branch reports `la_note`. */
export type CourseJeuVariant = 'printed' | 'fixed';

/** One of the computer's moves at the root and the note `jeu` brought back for it. */
interface CourseRootNote {
  readonly cell: number;
  readonly note: -1 | 0 | 1;
}

export interface CourseComputerMove {
  /** The cell the program plays. */
  readonly cell: number;
  /** Every move the root tried, in its order, until it stopped. */
  readonly notes: readonly CourseRootNote[];
}

/**
 * The program's move for O in `p` (O to move, game not over), the course's
 * `coup_ordinateur`: the first move that wins, else the last one that draws,
 * else the first one that loses. Its level is the number of stones, as in the
 * course, where `le_niveau` counts the moves played since the empty board.
 */
export function courseComputerMove(p: Packed, variant: CourseJeuVariant = 'printed'): CourseComputerMove {
  if (turnOf(p) !== 1) throw new Error('the course’s program moves for O only');
  const t = new Int8Array(9);
  for (let c = 0; c < 9; c++) t[c] = xStones(p) & (1 << c) ? JOUEUR : oStones(p) & (1 << c) ? ORDINATEUR : PERSONNE;

  const note1 = (j: number): number => {
    for (const [a, b, c] of WIN_LINES) if (t[a] + t[b] + t[c] === 3 * j) return BON;
    return MOYEN;
  };

  // BON when `j` would complete a line in `nb` free cells (the course scans column by column).
  const note2 = (j: number, nb: number): number => {
    let count = 0;
    for (let x = 0; x < 3; x++)
      for (let y = 0; y < 3; y++) {
        const c = 3 * y + x;
        if (t[c] !== PERSONNE) continue;
        t[c] = j;
        if (note1(j) === BON) count++;
        t[c] = PERSONNE;
        if (count === nb) return BON;
      }
    return MOYEN;
  };

  // The first free cell, in reading order, where `j` completes a line; −1 if none.
  const coupObligatoire = (j: number): number => {
    for (let c = 0; c < 9; c++) {
      if (t[c] !== PERSONNE) continue;
      t[c] = j;
      const note = note1(j);
      t[c] = PERSONNE;
      if (note === BON) return c;
    }
    return -1;
  };

  // The course's `jeu`: its two `var` parameters come back as a pair.
  const jeu = (coef: number, niveau: number): { note: number; remonte: number } => {
    if (niveau === 9) return { note: note1(JOUEUR * coef), remonte: 0 };
    let z = coupObligatoire(JOUEUR * coef);
    let nb = 1;
    if (z === -1) {
      z = coupObligatoire(ORDINATEUR * coef);
      nb++;
    }
    if (z >= 0) {
      t[z] = JOUEUR * coef;
      if (note1(JOUEUR * coef) === BON) {
        t[z] = PERSONNE;
        return { note: MAUVAIS * coef, remonte: 0 };
      }
      if (note2(ORDINATEUR * coef, nb) === BON) {
        t[z] = PERSONNE;
        return { note: BON * coef, remonte: 0 };
      }
      // The child's note goes up as it is, and the flag is reset.
      const { note } = jeu(-coef, niveau + 1);
      t[z] = PERSONNE;
      return { note, remonte: 0 };
    }
    let nbPoss = 0;
    let nbNotes = 0;
    for (let c = 0; c < 9; c++) {
      if (t[c] !== PERSONNE) continue;
      t[c] = JOUEUR * coef;
      nbPoss++;
      if (note1(JOUEUR * coef) === BON) {
        t[c] = PERSONNE;
        return { note: MAUVAIS * coef, remonte: 0 };
      }
      const { note: laNote, remonte: monte } = jeu(-coef, niveau + 1);
      if (coef === 1) {
        if (laNote > MOYEN) nbNotes++;
        if (laNote < MOYEN && monte < 1) {
          t[c] = PERSONNE;
          return { note: laNote, remonte: 1 };
        }
      } else {
        if (laNote < MOYEN) nbNotes++;
        if (laNote > MOYEN && monte < 1) {
          t[c] = PERSONNE;
          // The course writes `note := -la_note`: O's win goes up as X's.
          return { note: variant === 'printed' ? -laNote : laNote, remonte: 1 };
        }
      }
      t[c] = PERSONNE;
    }
    return { note: nbNotes > 0 && nbNotes === nbPoss ? coef * BON : MOYEN, remonte: 0 };
  };

  const notes: CourseRootNote[] = [];
  let best = -1;
  const level = stoneCount(p) + 1;
  for (let c = 0; c < 9; c++) {
    if (occupied(p) & (1 << c)) continue;
    t[c] = ORDINATEUR;
    if (note1(ORDINATEUR) === BON) {
      notes.push({ cell: c, note: 1 });
      return { cell: c, notes };
    }
    const { note } = jeu(1, level);
    t[c] = PERSONNE;
    notes.push({ cell: c, note: note as -1 | 0 | 1 });
    if (note === MAUVAIS && best === -1) best = c;
    if (note === MOYEN) best = c;
    if (note === BON) return { cell: c, notes };
  }
  return { cell: best, notes };
}

