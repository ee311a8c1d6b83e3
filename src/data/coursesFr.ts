/**
 * @packageDocumentation
 * The French edition's words for the five courses (src/data/courses.ts holds
 * the courses themselves: ids, titles, lessons). Titles stay as the courses
 * give them; what the site wrote in English about each course (its topic,
 * summary, subjects, and the credit's phrases) is written here in French.
 * The type makes a missing course or field a build error. `coursesIn` and
 * `courseCreditIn` give the courses in either language.
 */
import { COURSES, courseCredit, type Course, type CourseCredit, type CourseId } from './courses';
import type { Locale } from '../i18n/locales';

interface CourseWordsFr {
  readonly topic: string;
  readonly summary: string;
  readonly subjects: readonly string[];
  readonly note?: string;
  /** The credit's author, when the course names none (a phrase), else undefined: the name as given. */
  readonly author?: string;
  readonly language: string;
  readonly source?: string;
  readonly previewLabel?: string;
}

const COURSES_FR: Readonly<Record<CourseId, CourseWordsFr>> = {
  'tictactoe-19-bits': {
    topic: 'Le morpion en 19 bits',
    author: 'un auteur que la page ne nomme pas',
    language: 'en français, avec du code Haskell',
    source: "un billet du 7 avril 2015 sur le blog « Func' programming – un blog homéopathique »",
    summary:
      'Une position entière de morpion dans un seul entier de 19 bits, lue et écrite par décalages et masques ; l’arbre du jeu construit paresseusement et coupé à une profondeur ; une première évaluation statique.',
    subjects: ['empaquetage de bits', 'décalages et masques', 'arbres de jeu paresseux', 'évaluation statique'],
    note: 'Le billet dit s’inspirer largement de l’article de John Hughes « Why Functional Programming Matters ».',
  },
  'bitboards-minimax': {
    topic: 'Bitboards et minimax',
    language: 'en français, avec du code OCaml',
    summary:
      'Le morpion comme une paire de bitboards de 9 bits : masques de victoire en hexadécimal, un test de victoire en temps constant, l’heuristique des lignes ouvertes et le minimax à profondeur limitée.',
    subjects: ['bitboards', 'masques de victoire', 'heuristiques', 'minimax'],
  },
  recursion: {
    topic: 'La récursivité : voir loin au morpion et à Othello',
    language: 'en français, avec du code Pascal',
    source: 'developpez.com, 2005',
    summary:
      'Comment un programme voit loin : simuler des coups jusqu’à une profondeur, évaluer, remonter les scores ; des raccourcis pour le morpion, puis le min-max et l’élagage sur une fin de partie d’Othello.',
    subjects: ['récursivité', 'min-max', 'coups forcés', 'élagage', 'fins de partie d’Othello'],
  },
  tetromino: {
    topic: 'Le jeu des tétrominos, résolu',
    language: 'en français, avec du code OCaml',
    source: '2013',
    summary:
      'Deux joueurs posent à tour de rôle leurs cinq tétrominos sur une grille de 5 × 8 ; le cours calcule qui gagne quand chacun joue parfaitement.',
    subjects: ['bitboards de pièces', 'génération des coups', 'valeur exacte du jeu'],
  },
  'connect-four': {
    topic: 'Le puissance 4 avec un min-max générique',
    author: 'un auteur que le texte ne nomme pas',
    language: 'en français, avec du code Ada',
    source: 'un TP à rendre le 8 décembre 2017',
    summary:
      'Un moteur min-max et une boucle de jeu génériques, écrits une fois, puis appliqués au puissance 4 de toute largeur, toute hauteur et tout nombre de pions à aligner.',
    subjects: ['jeux à deux joueurs à somme nulle', 'min-max générique', 'puissance 4', 'plateaux L × H, K alignés', 'jeu parfait'],
    previewLabel: 'Essayer le solveur',
  },
};

/** A course with the site's words about it in `locale` (titles stay as the course gives them). */
function courseIn(course: Course, locale: Locale): Course {
  if (locale === 'en') return course;
  const fr = COURSES_FR[course.id];
  const credit = { ...course.credit, language: fr.language, author: fr.author ?? course.credit.author, source: fr.source ?? course.credit.source };
  const preview = course.preview && { ...course.preview, label: fr.previewLabel ?? course.preview.label };
  return { ...course, credit, topic: fr.topic, summary: fr.summary, subjects: fr.subjects, note: fr.note, preview, planned: [] };
}

/** The courses in `locale`, in the home page's order. */
export const coursesIn = (locale: Locale): readonly Course[] => COURSES.map((c) => courseIn(c, locale));

/** The credit line of the course with this id, in `locale`. */
export const courseCreditIn = (id: CourseId, locale: Locale): CourseCredit => {
  const course = COURSES.find((c) => c.id === id);
  return course ? courseIn(course, locale).credit : courseCredit(id);
};
