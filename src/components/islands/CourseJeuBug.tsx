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

export interface CourseJeuBugProps {
  cases: readonly CourseJeuCase[];
}

const WORD: Record<CourseJeuNote, string> = { 1: 'O wins', 0: 'draw', [-1]: 'X wins' };
const SHORT: Record<CourseJeuNote, string> = { 1: '+1', 0: '0', [-1]: '−1' };

export default function CourseJeuBug({ cases }: CourseJeuBugProps) {
  const [which, setWhich] = useState(0);
  const [fixed, setFixed] = useState(false);
  const c = cases[which];
  const run = c.runs[fixed ? 'fixed' : 'printed'];
  const right = c.exact.best.includes(run.played);
  const worth = (v: CourseJeuNote) => (v > 0 ? 'a win for O' : v < 0 ? 'a loss for O' : 'a draw');
  const notes = Array.from({ length: 9 }, (_, i) => {
    const n = run.notes.find((x) => x.cell === i);
    return n ? SHORT[n.note] : null;
  });
  const noteLabels = Array.from({ length: 9 }, (_, i) => {
    const n = run.notes.find((x) => x.cell === i);
    return n ? `the program’s note: ${WORD[n.note]}${i === run.cell ? '; the program plays here' : ''}` : null;
  });

  return (
    <CourseBugCell
      class="cjbug"
      variant={fixed ? 'fixed' : 'printed'}
      caseId={c.id}
      titles={cases.map((x) => x.title)}
      which={which}
      onWhich={setWhich}
      tabsLabel="Board"
      board={
        <TicTacToeBoard
          cells={c.board}
          label={`${c.title}, O to move; each cell shows the note the program brought back for it`}
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
          <input type="checkbox" checked={fixed} onChange={(e) => setFixed((e.target as HTMLInputElement).checked)} /> Fix O’s branch: report{' '}
          <code>la_note</code> as it is (the course prints <code>note := -la_note</code>)
        </label>
      }
    >
      <p>
        The program tries, in its order:{' '}
        <span class="lx-mono" data-testid="cjbug-notes">
          {run.notes.map((n) => `${cellLabel(n.cell, 'coords')} ${WORD[n.note]}`).join(', ')}
        </span>
        , and plays <strong data-testid="cjbug-played">{run.played}</strong>.
      </p>
      <p class={`message ${right ? 'message--ok' : 'message--error'}`} data-testid="cjbug-verdict">
        {`${right ? 'Right' : 'Wrong'}: the exact solver’s best ${c.exact.best.length === 1 ? 'move is' : 'moves are'} ${c.exact.best.join(', ')}, ${worth(c.exact.value)}${
          right ? '.' : `; ${run.played} is ${worth(run.value)}.`
        }`}
      </p>
    </CourseBugCell>
  );
}
