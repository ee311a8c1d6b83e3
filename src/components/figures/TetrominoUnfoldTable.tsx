/**
 * The tetromino lesson's table of `unfold_piece`'s shift lists, one row per
 * box size the course specialises it for: the shifts that keep the box in
 * rows 1–4 (the course's list a), those that straddle the cut (b), those in
 * rows 5–8 (c), computed by the engine from the box (`unfoldOffsets`, which
 * its tests check against the lists the course types), with the orientations
 * of each size.
 */
import { DataTable, type Column } from '../ui/DataTable.tsx';
import { COURSE_ORIENTATIONS, unfoldOffsets } from '../../lib/games/tetrominoCourse.ts';
import type { Locale } from '../../i18n/locales.ts';
import { figureWords } from '../../i18n/figures.ts';

const BOXES = [...new Set(COURSE_ORIENTATIONS.map((o) => o.box))].map((box) => {
  const sample = COURSE_ORIENTATIONS.find((o) => o.box === box)!;
  const off = unfoldOffsets(sample.width, sample.height);
  return { box, off, shapes: COURSE_ORIENTATIONS.filter((o) => o.box === box).map((o) => o.courseName) };
});
type Box = (typeof BOXES)[number];

/** A list of shifts written the course's way: `[a; b; c]`. */
const shifts = (list: readonly number[]) => <code>[{list.join('; ')}]</code>;

export function TetrominoUnfoldTable({ locale }: { locale: Locale }) {
  const fig = figureWords(locale);
  const columns: Column<Box>[] = [
    { head: fig.unfoldBox, rowHeader: true, cell: ({ box }) => <code>{box}</code> },
    { head: fig.unfoldUpper, cell: ({ off }) => shifts(off.upper) },
    { head: fig.unfoldStraddle, cell: ({ off }) => shifts(off.straddle) },
    { head: fig.unfoldLower, cell: ({ off }) => shifts(off.lower) },
    { head: fig.unfoldPlaces, cell: ({ off }) => off.upper.length + off.straddle.length + off.lower.length },
    { head: fig.unfoldOrientations, cell: ({ shapes }) => shapes.join(', ') },
  ];
  const caption = (
    <>
      {fig.unfoldCaptionBefore} <code>unfold_piece</code> {fig.unfoldCaptionAfter}
    </>
  );
  return <DataTable class="lx-table t4-unfold" caption={caption} columns={columns} rows={BOXES} rowAttrs={({ box }) => ({ 'data-box': box })} />;
}
