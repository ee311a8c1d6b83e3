/**
 * The English words of the site's frame: header, footer, lesson layout, credit
 * lines, the islands' loading note. `SiteWords` is this object's shape; every
 * other language must give every key (src/i18n/site/fr.ts).
 */
export const en = {
  skipToContent: 'Skip to content',
  navLabel: 'Site',
  navLessons: 'Lessons',
  navAlphaBeta: 'Watch alpha-beta think',
  navSpeed: 'Speed',
  navAbout: 'About',
  darkMode: 'Dark mode',
  languageLabel: 'Language',
  footerCredit: 'The lessons are written anew in English after five French courses by other authors; see',
  footerCreditLink: 'About',
  footerCreditEnd: 'for the credits.',
  footerFacts: 'Every number on these pages is computed by the engine that runs them.',
  lessonKicker: (order: number): string => `Lesson ${order}`,
  onThisPage: 'On this page',
  contents: 'Contents',
  canDo: 'On this page you can',
  writtenAfter: 'Written anew in English after',
  pagerLabel: 'Lessons',
  previous: '← Previous',
  next: 'Next →',
  creditAfter: 'After',
  creditBy: 'by',
  /** Between the credit's source and its language. */
  creditLanguage: '; in ',
  factTitle: (label: string): string => `computed by the engine: ${label}`,
  stillLoading: 'Still loading: this cell will respond in a moment.',
};
