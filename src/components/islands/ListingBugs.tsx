/**
 * @packageDocumentation
 * The course's endgame listing, replayed with each of its two bugs on or
 * off: what the program prints (its best move, as a course cell, and the
 * black discs it announces), how many positions it visits, and the exact
 * solver's answer beside it. The replays are the engine's
 * (`games/othello/courseListing.ts`), run when the site is built for every
 * combination (they take a few tens of milliseconds each, too long for a
 * click on a phone): the island only chooses among them.
 */

import { useState } from 'preact/hooks';
import { CourseBugCell } from '../ui/CourseBugCell.tsx';
import { OthelloBoard } from '../ui/OthelloBoard.tsx';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import './ListingBugs.css';

export const VARIANTS = ['printed', 'rootMoveColour', 'gameEndValue', 'fixed'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface ListingRunData {
  readonly square: string;
  readonly cell: number;
  readonly discs: number;
  readonly positions: number;
  /** What the root read after each of its moves ("a2: 11, b7: 8, ..."), when known. */
  readonly replies?: string;
}

export interface ListingCase {
  readonly id: string;
  /** Its tab's name. */
  readonly title: string;
  /** The position, in the engine's notation. */
  readonly board: string;
  /** The exact solver's answer (course objective): best move(s) and black's final discs. */
  readonly exact: { readonly best: string; readonly discs: number };
  readonly runs: Readonly<Record<Variant, ListingRunData>>;
}

export interface ListingBugsProps {
  cases: readonly ListingCase[];
  /** The page's language (English when absent; the cases' titles come in it). */
  lang?: Locale;
}

const variantOf = (fix1: boolean, fix2: boolean): Variant => (fix1 ? (fix2 ? 'fixed' : 'rootMoveColour') : fix2 ? 'gameEndValue' : 'printed');
export default function ListingBugs({ cases, lang }: ListingBugsProps) {
  const t = messages(lang).listingBugs;
  const [which, setWhich] = useState(0);
  const [fix1, setFix1] = useState(false);
  const [fix2, setFix2] = useState(false);
  const c = cases[which];
  const v = variantOf(fix1, fix2);
  const run = c.runs[v];
  const right = run.discs === c.exact.discs && c.exact.best.split(', ').includes(run.square);
  const off = run.discs - c.exact.discs;

  return (
    <CourseBugCell
      class="lbugs"
      variant={v}
      caseId={c.id}
      titles={cases.map((x) => x.title)}
      which={which}
      onWhich={setWhich}
      tabsLabel={t.tabs}
      board={<OthelloBoard lang={lang} squares={c.board.slice(0, 64)} label={t.board(c.title)} mode="view" size="small" />}
      fixes={
        <fieldset class="lbugs__fixes">
          <legend>{t.legend}</legend>
          <label class="bugcell__fix">
            <input type="checkbox" checked={fix1} onChange={(e) => setFix1((e.target as HTMLInputElement).checked)} /> {t.fix1.before}
            <code>joue_coup(x, ORDINATEUR)</code>
            {t.fix1.middle}
            <code>joue_coup(x, 2)</code>
            {t.fix1.after}
          </label>
          <label class="bugcell__fix">
            <input type="checkbox" checked={fix2} onChange={(e) => setFix2((e.target as HTMLInputElement).checked)} /> {t.fix2.before}
            <code>temoin[next]</code>
            {t.fix2.after}
          </label>
        </fieldset>
      }
    >
      <p class="lbugs__label">{t.prints}</p>
      <pre class="lbugs__print" data-testid="listing-print">
        {t.printout(run.cell, run.discs)}
      </pre>
      <p>
        {t.cellIs(run.cell)}
        <strong data-testid="listing-square">{run.square}</strong>
        {t.visits(run.positions)}
        {run.replies && (
          <>
            {t.rootReads}
            <span class="lx-mono">{run.replies}</span>.
          </>
        )}
      </p>
      <p class={`message ${right ? 'message--ok' : 'message--error'}`} data-testid="listing-verdict">
        {right ? t.right(c.exact.best, c.exact.discs) : t.wrong(c.exact.best, c.exact.discs, off, run.square)}
      </p>
    </CourseBugCell>
  );
}
