/**
 * @packageDocumentation
 * Lesson 3's cell on the course's `coef` bug: the course's tic-tac-toe player
 * as printed (O's branch reports `-la_note`) or fixed (`la_note`), on a board
 * where the sign error throws a win away and on the course's worked example.
 * The runs are the engine's port (`games/tictactoe/courseJeu.ts`), made when
 * the site is built; the island only chooses among them.
 */

import { useState } from 'preact/hooks';
import type { CourseJeuCase, CourseJeuNote } from '../../lib/models/tictactoe/courseJeuCases.ts';
import { cellLabel } from '../../lib/models/tictactoe/cells.ts';
import { CourseBugCell } from '../ui/CourseBugCell.tsx';
import { TicTacToeBoard } from '../ui/TicTacToeBoard.tsx';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface CourseJeuBugProps {
  cases: readonly CourseJeuCase[];
  /** The page's language (English when absent). */
  lang?: Locale;
}

const KEY: Record<CourseJeuNote, 'win' | 'draw' | 'loss'> = { 1: 'win', 0: 'draw', [-1]: 'loss' };
const SHORT: Record<CourseJeuNote, string> = { 1: '+1', 0: '0', [-1]: '−1' };

export default function CourseJeuBug({ cases, lang }: CourseJeuBugProps) {
  const t = messages(lang).courseJeuBug;
  const title = (x: CourseJeuCase) => t.titles[x.id] ?? x.title;
  const word = (v: CourseJeuNote) => t.notes[KEY[v]];
  const [which, setWhich] = useState(0);
  const [fixed, setFixed] = useState(false);
  const c = cases[which];
  const run = c.runs[fixed ? 'fixed' : 'printed'];
  const right = c.exact.best.includes(run.played);
  const worth = (v: CourseJeuNote) => t.worth[KEY[v]];
  const notes = Array.from({ length: 9 }, (_, i) => {
    const n = run.notes.find((x) => x.cell === i);
    return n ? SHORT[n.note] : null;
  });
  const noteLabels = Array.from({ length: 9 }, (_, i) => {
    const n = run.notes.find((x) => x.cell === i);
    return n ? t.noteLabel(word(n.note), i === run.cell) : null;
  });

  return (
    <CourseBugCell
      class="cjbug"
      variant={fixed ? 'fixed' : 'printed'}
      caseId={c.id}
      titles={cases.map(title)}
      which={which}
      onWhich={setWhich}
      tabsLabel={t.tabs}
      board={
        <TicTacToeBoard
          lang={lang}
          cells={c.board}
          label={t.board(title(c))}
          mode="view"
          numbering="coords"
          size="small"
          notes={notes}
          noteLabels={noteLabels}
          best={1 << run.cell}
        />
      }
      fixes={
        <label class="bugcell__fix">
          <input type="checkbox" checked={fixed} onChange={(e) => setFixed((e.target as HTMLInputElement).checked)} /> {t.fix.before}
          <code>la_note</code>
          {t.fix.middle}
          <code>note := -la_note</code>
          {t.fix.after}
        </label>
      }
    >
      <p>
        {t.tries}
        <span class="lx-mono" data-testid="cjbug-notes">
          {run.notes.map((n) => `${cellLabel(n.cell, 'coords')} ${word(n.note)}`).join(', ')}
        </span>
        {t.plays}
        <strong data-testid="cjbug-played">{run.played}</strong>.
      </p>
      <p class={`message ${right ? 'message--ok' : 'message--error'}`} data-testid="cjbug-verdict">
        {t.verdict(right, c.exact.best.join(', '), c.exact.best.length > 1, worth(c.exact.value), run.played, worth(run.value))}
      </p>
    </CourseBugCell>
  );
}
