/**
 * @packageDocumentation
 * Facts of lesson 3 ("Recursion: thinking ahead"), tic-tac-toe part: the
 * recursion course's example boards, their values, and how many positions
 * minimax and alpha-beta visit on each, with and without the course's three
 * shortcuts (a win at once, a double threat, a forced block).
 */

import { unwrap } from '../../engine/core/result.ts';
import { forcedBlock, knownValue } from '../../engine/games/tictactoe/shortcuts.ts';
import { tictactoe } from '../../engine/games/tictactoe/tictactoe.ts';
import { alphaBeta } from '../../engine/search/alphaBeta.ts';
import { analyzeMoves } from '../../engine/search/choose.ts';
import { minimax } from '../../engine/search/minimax.ts';
import { courseJeuGames, courseJeuMistakes, positionsWithOToMove, type CourseJeuGames, type CourseJeuMistake } from '../../engine/games/tictactoe/courseJeuAudit.ts';
import { courseJeuCase, COURSE_JEU_BOARDS } from '../models/tictactoe/courseJeuCases.ts';
import { RECURSION_EXAMPLES, type RecursionKey } from '../models/tictactoe/recursionExamples.ts';
import { defineFacts, type FactDef } from './registry.ts';

const RECURSION_BOARDS = Object.fromEntries(RECURSION_EXAMPLES.map((e) => [e.key, e.board])) as Record<RecursionKey, string>;
type RecursionBoard = RecursionKey;

const SHORTCUTS = { shortcut: knownValue, order: forcedBlock };
const pos = (id: RecursionBoard) => unwrap(tictactoe.parse(RECURSION_BOARDS[id]));

type Column = 'value' | 'minimax' | 'minimaxShort' | 'alphaBeta' | 'alphaBetaShort';
type RecursionFactName =
  | `${RecursionKey}.${Column}`
  | 'window.empty'
  | 'walkthrough.corner'
  | 'walkthrough.edges'
  | 'saving.minimax'
  | 'saving.alphaBeta'
  | 'courseJeu.positions'
  | 'courseJeu.thrownWins'
  | 'courseJeu.thrownWinsFixed'
  | 'courseJeu.thrownMet'
  | 'courseJeu.games'
  | 'courseJeu.oWins'
  | 'courseJeu.draws'
  | 'courseJeu.bug.played'
  | 'courseJeu.bug.best'
  | 'courseJeu.walkthrough.order'
  | 'courseJeu.walkthrough.played';

const defs = {} as Record<RecursionFactName, FactDef>;
for (const id of Object.keys(RECURSION_BOARDS) as RecursionBoard[]) {
  const board = RECURSION_BOARDS[id];
  defs[`${id}.value`] = { label: { en: `value of ${board} for the side to move`, fr: `valeur de ${board} pour le joueur au trait` }, compute: () => alphaBeta(tictactoe, pos(id)).score };
  defs[`${id}.minimax`] = { label: { en: `positions minimax visits from ${board}`, fr: `positions visitées par minimax depuis ${board}` }, compute: () => minimax(tictactoe, pos(id)).stats.nodes };
  defs[`${id}.minimaxShort`] = { label: { en: `positions minimax visits from ${board} with the shortcuts`, fr: `positions visitées par minimax depuis ${board} avec les raccourcis` }, compute: () => minimax(tictactoe, pos(id), SHORTCUTS).stats.nodes };
  defs[`${id}.alphaBeta`] = { label: { en: `positions alpha-beta visits from ${board}`, fr: `positions visitées par l’alpha-bêta depuis ${board}` }, compute: () => alphaBeta(tictactoe, pos(id)).stats.nodes };
  defs[`${id}.alphaBetaShort`] = { label: { en: `positions alpha-beta visits from ${board} with the shortcuts`, fr: `positions visitées par l’alpha-bêta depuis ${board} avec les raccourcis` }, compute: () => alphaBeta(tictactoe, pos(id), SHORTCUTS).stats.nodes };
}
defs['window.empty'] = {
  label: { en: 'positions alpha-beta visits from the empty board with the window (−10, +10)', fr: 'positions visitées par l’alpha-bêta depuis le plateau vide avec la fenêtre (−10, +10)' },
  compute: () => alphaBeta(tictactoe, pos('empty'), { alpha: -10, beta: 10 }).stats.nodes,
};
defs['walkthrough.corner'] = {
  label: { en: 'value for O of a corner in the worked example', fr: 'valeur pour O d’un coin dans l’exemple détaillé' },
  compute: () => analyzeMoves(tictactoe, pos('walkthrough')).moves.find((m) => m.move === 2)!.score,
};
/** The recursion course's coordinates: columns A to C, rows 1 to 3 from the top. */
const coords = (c: number) => `${'ABC'[c % 3]}${Math.floor(c / 3) + 1}`;
defs['walkthrough.edges'] = {
  label: { en: 'O’s best moves in the worked example, in the course’s coordinates', fr: 'meilleurs coups de O dans l’exemple détaillé, dans les coordonnées du cours' },
  compute: () => analyzeMoves(tictactoe, pos('walkthrough')).best.map(coords).join(', '),
};
defs['saving.minimax'] = {
  label: { en: 'times fewer positions minimax visits from the empty board with the shortcuts (rounded)', fr: 'combien de fois moins de positions minimax visite depuis le plateau vide avec les raccourcis (arrondi)' },
  compute: () => Math.round(minimax(tictactoe, pos('empty')).stats.nodes / minimax(tictactoe, pos('empty'), SHORTCUTS).stats.nodes),
};
defs['saving.alphaBeta'] = {
  label: { en: 'times fewer positions alpha-beta visits from the empty board with the shortcuts (rounded)', fr: 'combien de fois moins de positions l’alpha-bêta visite depuis le plateau vide avec les raccourcis (arrondi)' },
  compute: () => Math.round(alphaBeta(tictactoe, pos('empty')).stats.nodes / alphaBeta(tictactoe, pos('empty'), SHORTCUTS).stats.nodes),
};

// The course's player (courseJeu.ts), as printed and fixed, against the exact value.
const jeuCase = (id: 'bug' | 'walkthrough') => {
  const b = COURSE_JEU_BOARDS.find((x) => x.id === id)!;
  return courseJeuCase(b.id, b.title, b.board);
};
// Each audit plays thousands of positions: run it once for all its facts.
let printedGames: CourseJeuGames | undefined;
let printedMistakes: CourseJeuMistake[] | undefined;
const gamesPrinted = () => (printedGames ??= courseJeuGames('printed'));
const mistakesPrinted = () => (printedMistakes ??= courseJeuMistakes('printed'));
defs['courseJeu.positions'] = {
  label: { en: 'positions play can reach with O to move and the game not over', fr: 'positions que le jeu peut atteindre avec O au trait et la partie non finie' },
  compute: () => positionsWithOToMove().length,
};
defs['courseJeu.thrownWins'] = {
  label: { en: 'positions where O has a forced win and the course’s printed player does not keep it', fr: 'positions où O a un gain forcé que le joueur imprimé du cours ne garde pas' },
  compute: () => mistakesPrinted().filter((m) => m.before > 0).length,
};
defs['courseJeu.thrownWinsFixed'] = {
  label: { en: 'positions where the course’s player, with its −1 branch fixed, makes O’s result worse', fr: 'positions où le joueur du cours, sa branche −1 corrigée, aggrave le résultat de O' },
  compute: () => courseJeuMistakes('fixed').length,
};
defs['courseJeu.thrownMet'] = {
  label: { en: 'of the positions where the printed player throws a win away, those met in games from the empty board where it plays O', fr: 'parmi les positions où le joueur imprimé laisse échapper un gain, celles rencontrées dans des parties depuis le plateau vide où il joue O' },
  compute: () => {
    const { met } = gamesPrinted();
    return mistakesPrinted().filter((m) => met.has(m.position)).length;
  },
};
defs['courseJeu.games'] = {
  label: { en: 'games from the empty board, X trying every move, O playing the course’s printed player', fr: 'parties depuis le plateau vide, X essayant chaque coup, O joué par le joueur imprimé du cours' },
  compute: () => gamesPrinted().games,
};
defs['courseJeu.oWins'] = { label: { en: 'of those games, the ones O wins', fr: 'parmi ces parties, celles que O gagne' }, compute: () => gamesPrinted().oWins };
defs['courseJeu.draws'] = { label: { en: 'of those games, the draws', fr: 'parmi ces parties, les nulles' }, compute: () => gamesPrinted().draws };
defs['courseJeu.bug.played'] = {
  label: { en: 'the printed player’s move with X on A2 and C2, O on B3', fr: 'le coup du joueur imprimé avec X en A2 et C2, O en B3' },
  compute: () => jeuCase('bug').runs.printed.played,
};
defs['courseJeu.bug.best'] = {
  label: { en: 'O’s best moves with X on A2 and C2, O on B3 (exact solver)', fr: 'les meilleurs coups de O avec X en A2 et C2, O en B3 (solveur exact)' },
  compute: () => jeuCase('bug').exact.best.join(', '),
};
defs['courseJeu.walkthrough.order'] = {
  label: { en: 'the moves the course’s player tries in the worked example, in its order', fr: 'les coups que le joueur du cours essaie dans l’exemple détaillé, dans son ordre' },
  compute: () => jeuCase('walkthrough').runs.printed.notes.map((n) => coords(n.cell)).join(', '),
};
defs['courseJeu.walkthrough.played'] = {
  label: { en: 'the course’s player’s move in the worked example', fr: 'le coup du joueur du cours dans l’exemple détaillé' },
  compute: () => jeuCase('walkthrough').runs.printed.played,
};

export const RECURSION_FACTS = defineFacts('recursion', defs);
