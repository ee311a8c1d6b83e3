/**
 * @packageDocumentation
 * A placement in the course's integers. The reader holds a piece over the
 * empty board (any of the five, any shape, anywhere); the cell shows it the
 * three ways the course handles it, each computed in the page by the engine's
 * replay of the course (`courseBoard.ts`, `courseUnfold.ts`, `courseMoves.ts`):
 *
 * - the course's 20-bit pattern for the shape and the shift that
 *   `unfold_piece` applies to it, with the list (a, b or c) the shift is in;
 * - the course's `piece` record, `{upper; lower}`, its four bits ringed;
 * - the bitboard after the piece is the first move of a game: the two
 *   integers with their hands, the piece's bits and the hand bit it cleared
 *   ringed;
 *
 * and counts the shape's places, the piece's and all pieces' on the empty
 * board from the course's own lists. URL: `bits` holds the placement
 * (`T0@b3`).
 */

import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { PIECES, PLACEMENTS, START, cursorOf, initialCursor, moveGrabTo, moveName, moveOf, placementOf, takePiece, type Cursor } from '../../lib/games/tetromino.ts';
import {
  COURSE_HANDS,
  COURSE_ORIENTATIONS,
  COURSE_PIECE_PLACEMENTS,
  COURSE_START,
  coursePiece,
  formatHex,
  placementBits,
  playMove,
  unfoldOffsets,
  unfoldOrientation,
} from '../../lib/games/tetrominoCourse.ts';
import { readParam, writeParams } from '../../lib/url/query.ts';
import { formatNumber } from '../../i18n/format.ts';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import { CourseWordView } from '../ui/CourseWordView.tsx';
import { PieceEditor } from '../parts/TetrominoPieceEditor.tsx';
import '../ui/cellLayout.css';
import './TetrominoBits.css';

export interface TetrominoBitsProps {
  /** The placement shown first; default the T pointing down with its middle on c3. */
  placement?: string;
  /** Query parameter; `null` leaves the URL alone. Default "bits". */
  urlParam?: string | null;
  /** The page's language (English when absent). */
  lang?: Locale;
}

const LIST_NAMES = { upper: 'a', straddle: 'b', lower: 'c' } as const;
/** What `unfold_piece` makes of the pattern p for a shift n in each list. */
const LIST_RECORDS = {
  upper: '{upper = p lsr n; lower = 0}',
  straddle: '{upper = p lsr n; lower = (p lsl (20 - n)) land board_mask}',
  lower: '{upper = 0; lower = p lsr (n - 20)}',
} as const;
const defaultCursor = (): Cursor => moveGrabTo(takePiece(initialCursor(), 4), 2, 2);

export default function TetrominoBits({ placement, urlParam = 'bits', lang = 'en' }: TetrominoBitsProps) {
  const t = messages(lang).tetrominoBits;
  const fmt = (n: number) => formatNumber(lang, n);
  const [cursor, setCursor] = useState<Cursor>(() => {
    const m = placement ? moveOf(placement) : undefined;
    return m === undefined ? defaultCursor() : cursorOf(m);
  });
  const touched = useRef(false);
  useEffect(() => {
    const m = urlParam ? moveOf(readParam(urlParam) ?? '') : undefined;
    if (m !== undefined) setCursor(cursorOf(m));
  }, [urlParam]);
  const m = placementOf(cursor);
  useEffect(() => {
    if (urlParam && touched.current) writeParams({ [urlParam]: moveName(m) });
  }, [m, urlParam]);

  const p = PLACEMENTS[m];
  const letter = PIECES[p.piece];
  const orientation = COURSE_ORIENTATIONS.find((o) => o.name === p.shape.name)!;
  const shift = 5 * p.row + p.column;
  const offsets = unfoldOffsets(orientation.width, orientation.height);
  const list = (['upper', 'straddle', 'lower'] as const).find((k) => offsets[k].includes(shift))!;
  const piece = coursePiece(m);
  const bits = placementBits(m);
  const after = playMove(COURSE_START, COURSE_HANDS[p.piece], piece);
  const handBit = 20 + p.piece;
  const placesOfShape = unfoldOrientation(orientation).length;
  const placesOfPiece = COURSE_PIECE_PLACEMENTS[p.piece].length;
  const placesOfAll = COURSE_PIECE_PLACEMENTS.reduce((n, l) => n + l.length, 0);
  const ring = (word: 'first' | 'second') => bits.filter((b) => b.word === word).map((b) => b.bit);
  const pattern = orientation.pattern.toString(2).padStart(20, '0');

  return (
    <div class="t4bits lx" data-placement={p.name}>
      <div class="t4bits__grid">
        <PieceEditor
          lang={lang}
          id="t4bits"
          position={START}
          pieces={[]}
          cursor={cursor}
          onCursor={(c) => {
            touched.current = true;
            setCursor(c);
          }}
          editable={false}
          onPlace={() => {}}
          problemOf={() => undefined}
          offer="all"
          placeLabel={null}
          label={t.boardLabel}
        />
        <div class="t4bits__views">
          <div class="t4bits__step">
            <p class="t4bits__head">{t.shapeHead}</p>
            <p>
              <code>
                {orientation.courseName} = unfold_piece_{orientation.box} 0b{pattern.match(/.{5}/g)!.join('_')}
              </code>
            </p>
            <p data-testid="t4bits-shift">
              {t.boxAt(p.name.split('@')[1])}{' '}
              <strong>
                n = 5 × {p.row} + {p.column} = {shift}
              </strong>
              {t.inList}
              <code>{LIST_NAMES[list]}</code> ({t.where[list]}
              {t.whichMakes}
              <code>{LIST_RECORDS[list]}</code>.
            </p>
          </div>
          <RecordStep
            head={t.pieceHead}
            testId="t4bits-piece"
            fields={[
              ['upper', piece.upper, ring('first')],
              ['lower', piece.lower, ring('second')],
            ]}
            boardOnly
            lang={lang}
          />
          <RecordStep
            head={t.playedHead}
            testId="t4bits-after"
            fields={[
              ['first', after.first, ring('first')],
              ['second', after.second, [...ring('second'), handBit]],
            ]}
            lang={lang}
          >
            <p class="lx-small">
              {t.handBefore}
              <code>first</code>
              {t.handAfter(letter, handBit)}
              <code>second</code>.
            </p>
          </RecordStep>
          <p class="t4bits__counts" data-testid="t4bits-counts">
            {t.countsShape}
            <strong>{fmt(placesOfShape)}</strong>
            {t.countsPiece(letter)}
            <strong>{fmt(placesOfPiece)}</strong>
            {t.countsAll}
            <strong>{fmt(placesOfAll)}</strong>.
          </p>
        </div>
      </div>
    </div>
  );
}

/** A field of a two-word record: its name in the course, its value, the bits ringed. */
type RecordField = readonly [name: string, value: number, ring: readonly number[]];

/**
 * A step showing one of the course's two-word records (the piece `{upper; lower}`, the board
 * `{first; second}`): its head, the record as OCaml prints it, and each word on its board.
 */
function RecordStep(props: { head: string; testId: string; fields: readonly [RecordField, RecordField]; boardOnly?: boolean; lang?: Locale; children?: ComponentChildren }) {
  const [first, second] = props.fields;
  return (
    <div class="t4bits__step">
      <p class="t4bits__head">
        {props.head}
        <code data-testid={props.testId}>{`{${first[0]} = ${formatHex(first[1])}; ${second[0]} = ${formatHex(second[1])}}`}</code>
      </p>
      <div class="t4bits__words">
        <CourseWordView lang={props.lang} word="first" name={first[0]} value={first[1]} ring={first[2]} boardOnly={props.boardOnly} />
        <CourseWordView lang={props.lang} word="second" name={second[0]} value={second[1]} ring={second[2]} boardOnly={props.boardOnly} />
      </div>
      {props.children}
    </div>
  );
}
