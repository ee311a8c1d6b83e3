/**
 * The exercises in French: the same questions from the same seeds as in English (same ids, same
 * answers), asked, hinted, answered and corrected in French, with no English word left.
 */
import { describe, expect, test } from 'vitest';
import { exercisesEn, type ExercisesWords } from '../../../i18n/messages/exercises/en.ts';
import { exercisesFr } from '../../../i18n/messages/exercises/fr.ts';
import { COURSE_MESSAGES } from '../../../engine/games/tetromino/courseEval.ts';
import { alphabetaExercises } from './alphabeta.ts';
import { bitboardExercises } from './bitboards.ts';
import { bits19Exercises } from './bits19.ts';
import { connect4Exercises } from './connect4.ts';
import { othelloExercises } from './othello.ts';
import { recursionExercises } from './recursion.ts';
import { tetrominoExercises } from './tetromino.ts';
import type { AnyExercise } from './types.ts';

const BUILDERS: Record<string, (t: ExercisesWords) => readonly AnyExercise[]> = {
  bitboards: bitboardExercises,
  bits19: bits19Exercises,
  recursion: recursionExercises,
  othello: othelloExercises,
  tetromino: tetrominoExercises,
  connect4: connect4Exercises,
  alphabeta: alphabetaExercises,
};
const fr = Object.fromEntries(Object.entries(BUILDERS).map(([name, build]) => [name, build(exercisesFr)]));
const en = Object.fromEntries(Object.entries(BUILDERS).map(([name, build]) => [name, build(exercisesEn)]));

/** An exercise's question for a seed, with its reader and checker (the question's own when it has them). */
function drawn(e: AnyExercise, seed: number) {
  const inst = e.instance(seed);
  return { inst, read: inst.read ?? ((t: string) => e.read(t)), check: inst.check ?? ((g: unknown) => e.check(g, inst)) };
}

/** What the reader is told after typing `text`: the verdict, or why it cannot be read. */
function feedback({ read, check }: ReturnType<typeof drawn>, text: string) {
  const r = read(text);
  return r.ok ? check(r.value) : r.error.message;
}

describe('one French question and one wrong answer per set (seed 3)', () => {
  test.each([
    ['bitboards', 'A4', 3, 'Sur le plateau ci-contre, que renvoie get_cell board 4 (cases numérotées de 8 en haut à gauche à 0 en bas à droite)\u202f?', 'Cross', { right: false, message: 'Non, pas Cross\u00a0: décalez chaque bitboard vers la droite du numéro de la case et regardez le dernier bit.' }],
    ['bits19', 'E2', 3, 'Le nombre 139396 est une position de morpion dans l’encodage du cours. Sur quelles cases sont les pions de O\u202f?', '1, 4', { right: false, message: 'Pas tout à fait\u00a0: les cases 1, 4 seraient les bits 10, 13\u202f; regardez les bits 9 à 17 du nombre écrit en binaire.' }],
    ['bits19', 'D2', 3, 'Une position 8 × 8 dans la disposition avec masque des dames (le bit i représente la case foncée i)\u00a0: white = 0x24641920, black = 0x8313a018, kings = 0x80000000, Blanc au trait. Un pion vaut 1 et une dame 3. Quelle est l’évaluation matérielle pour Blanc\u202f?', '3', { right: false, message: 'Non, pas 3\u00a0: c’est le point de vue de l’adversaire\u202f; l’évaluation se fait pour le camp au trait.' }],
    ['connect4', 'C3', 3, 'X a le trait (coups joués\u00a0: 2513273121574446). Quelle colonne gagne tout de suite\u202f?', '7', { right: false, message: 'Non, pas 7\u00a0: ce pion ne forme aucune ligne de quatre.' }],
    ['connect4', 'C3', 3, 'X a le trait (coups joués\u00a0: 2513273121574446). Quelle colonne gagne tout de suite\u202f?', '0', '«\u00a00\u00a0» n’est pas un numéro de colonne de 1 à 7'],
    ['othello', 'O2', 3, 'Noir (X) a le trait sur le plateau ci-contre et joue h4. Combien de pions se retournent\u202f?', '3', { right: false, message: 'Non, pas 3\u00a0: regardez dans les huit directions, diagonales comprises, et arrêtez chacune au premier pion de la couleur du joueur.' }],
    ['recursion', 'R1', 3, 'X a le trait sur le plateau ci-contre. Si les deux camps jouent parfaitement, qui gagne\u202f?', 'nulle', { right: false, message: 'Non, pas une partie nulle\u00a0: X a un plan qui marche contre toute réponse.' }],
    ['tetromino', 'M2', 3, 'Bleu a le trait. Si les deux camps jouent parfaitement, la partie est-elle gagnée, nulle ou perdue pour Bleu\u202f?', 'perdue', { right: false, message: 'Non, pas perdue\u00a0: la partie est gagnée pour Bleu\u202f; affichez la réponse pour voir le coup décisif.' }],
    ['tetromino', 'M3', 3, 'Rouge a le trait et peut gagner. Nommez une pose qui garde la victoire.', 'T0@a1', 'T0@a1 n’est pas jouable ici\u00a0: la pièce n’est plus dans la main du joueur au trait, ou elle couvre une case prise'],
    ['alphabeta', 'A4', 3, 'Un alpha-bêta fail-hard explore l’arbre de graine 3 avec la fenêtre (α, β) = (7, 13). Que renvoie-t-il à la racine\u202f?', '6', { right: false, message: 'Non, pas 6\u00a0: trouvez d’abord la valeur de l’arbre, puis comparez-la à la fenêtre.' }],
  ] as const)('%s %s', (set, id, seed, prompt, wrong, told) => {
    const e = fr[set].find((x) => x.id === id)!;
    expect(e.instance(seed).prompt).toBe(prompt);
    expect(feedback(drawn(e, seed), wrong)).toEqual(told);
  });
});

describe.each(Object.keys(BUILDERS))('the %s exercises in French', (set) => {
  test('the same exercises as in English: ids (saved answers are shared), answers, boards', () => {
    expect(fr[set].map((e) => e.id)).toEqual(en[set].map((e) => e.id));
    fr[set].forEach((e, i) => {
      for (let seed = 1; seed <= 10; seed++) {
        const [f, g] = [e.instance(seed), en[set][i].instance(seed)];
        expect(f.answer, `${e.id} seed ${seed}`).toEqual(g.answer);
        expect(f.board).toBe(g.board);
        expect(f.visualiser).toEqual(g.visualiser);
        if (f.picture?.kind !== 'text') expect(f.picture).toEqual(g.picture);
      }
    });
  });

  test('the engine’s answer checks as right, in French', () => {
    for (const e of fr[set])
      for (let seed = 1; seed <= 8; seed++) {
        const { inst, check } = drawn(e, seed);
        const verdict = check(inst.answer);
        expect(verdict.right, `${e.id} seed ${seed}`).toBe(true);
        if (verdict.message !== '') expect(verdict.message).toMatch(/^Juste/);
      }
  });
});

/**
 * Words that are English only (not French words too: no "a", "on", "plate", "position"), matched
 * case-sensitively so the code's AND NOT stays allowed.
 */
const ENGLISH =
  /\b(the|The|of|is|are|and|which|Which|what|What|with|does|how|How|many|move|moves|cell|cells|leaf|leaves|tree|win|wins|none|Right|right|quite|Not|not|would|from|your|that|this|to|in|for|side|number|column|player|placement|placements|turn|turns|empty|disc|discs|board|black|white)\b/;
/** Code and the course's program output, which French quotes as they are. */
const CODE = [...Object.values(COURSE_MESSAGES), 'get_cell board', 'white =', 'black =', 'kings ='];
const english = (text: string | undefined) => {
  const bare = CODE.reduce((s, c) => s.split(c).join(''), text ?? '');
  return ENGLISH.exec(bare)?.[0];
};

describe.each(Object.keys(BUILDERS))('no English word in the %s exercises in French', (set) => {
  test.each(fr[set].map((e) => [e.id, e] as const))('%s, seeds 1 to 40, with wrong and unreadable answers', (_id, e) => {
    for (const text of [e.title, e.format, e.hint, e.courseNote]) expect(english(text), text).toBeUndefined();
    for (let seed = 1; seed <= 40; seed++) {
      const d = drawn(e, seed);
      const { inst } = d;
      const picture = inst.picture?.kind === 'text' ? [inst.picture.label, inst.picture.text] : [];
      for (const text of [inst.prompt, inst.hint, inst.answerText, inst.explanation, ...picture]) expect(english(text), text).toBeUndefined();
      for (const typed of ['0', '1', '2', '5', '9', '99', '-3', 'abc', '', 'X', 'O', 'zz9', 'T0@a1', 'a1']) {
        const told = feedback(d, typed);
        const message = typeof told === 'string' ? told : told.message;
        expect(english(message), `${e.id} seed ${seed} “${typed}”: ${message}`).toBeUndefined();
      }
    }
  });
});

describe('French answers read as the French write them', () => {
  test('nulle, gagnée, perdue, aucune', () => {
    const [r1] = fr.recursion;
    expect(r1.read('nulle')).toEqual({ ok: true, value: 'draw' });
    expect(r1.read('Partie nulle')).toEqual({ ok: true, value: 'draw' });
    const m2 = fr.tetromino[1];
    expect(['gagnée', 'nulle', 'perdue', 'Défaite'].map((w) => m2.read(w))).toEqual(['win', 'tie', 'loss', 'loss'].map((value) => ({ ok: true, value })));
    expect(fr.alphabeta[1].read('aucune')).toEqual({ ok: true, value: [] });
    expect(fr.bits19[1].read('aucune')).toEqual({ ok: true, value: [] });
  });
});
