/**
 * @packageDocumentation
 * Placing tetrominoes by hand, shared by every tetromino cell: a tray of the
 * five pieces, buttons to turn the piece and turn it over, and the board, on
 * which the held piece follows the mouse (a tap moves it on a touch screen, a
 * second tap on it places it) or the arrow keys. The parent owns the piece in
 * hand (`cursor`, a plain value of the kit's `placing.ts`) and
 * decides what a placement does (`onPlace`); the editor only says, before the
 * reader places it, whether the held piece fits, in the engine's words
 * (`problemOf`), and where else the same shape fits, or what each of those
 * placements is worth once the values are known.
 *
 * Keys on the board: arrows move the piece, R turns it clockwise (Shift+R the
 * other way), F turns it over, Enter or Space places it, I L O S T take a
 * piece (J and Z the L and the S turned over).
 */

import { useEffect } from 'preact/hooks';
import {
  COLUMNS,
  PIECES,
  PLACEMENTS,
  SHAPES,
  fittingCounts,
  fittingOfShape,
  flip,
  grabCellOf,
  isTaken,
  keyAction,
  moveGrabTo,
  moveName,
  moverHand,
  pieceOf,
  placementOf,
  rotate,
  takePiece,
  valueWord,
  type Cursor,
  type Piece,
  type TetrominoPosition,
} from '../../lib/games/tetromino.ts';
import { TetrominoBoard, type BoardMark, type BoardPiece } from '../ui/TetrominoBoard.tsx';
import { TetrominoShape } from '../ui/TetrominoShape.tsx';
import './TetrominoPieceEditor.css';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface PieceEditorProps {
  /** Prefix of element ids. */
  id: string;
  /** The board the piece is placed on (for fits), and whose hand the tray offers. */
  position: TetrominoPosition;
  /** The pieces drawn on the board. */
  pieces: readonly BoardPiece[];
  /** Taken cells drawn without a piece. */
  loose?: readonly number[];
  cursor: Cursor;
  onCursor: (c: Cursor) => void;
  /** Can the reader place the piece now? */
  editable: boolean;
  onPlace: (placement: number) => void;
  /** Why a placement cannot be made, in the engine's words (undefined: it can). */
  problemOf: (placement: number) => string | undefined;
  /** Which pieces the tray offers: those of the side to move, or all five. Default 'hand'. */
  offer?: 'hand' | 'all';
  /** The value of each placement (by name) for the side to move, when known. */
  values?: ReadonlyMap<string, number> | null;
  /** Placements to ring (by name). */
  best?: ReadonlySet<string>;
  stale?: boolean;
  /** Cells to point at. */
  highlight?: readonly number[];
  /** Accessible name of the board. */
  label: string;
  /** What the place button says; default "Place" in the language. `null`: the board only points (no button, nothing placed). */
  placeLabel?: string | null;
  /** The page's language (English when absent). */
  lang?: Locale;
}

export function PieceEditor(props: PieceEditorProps) {
  const { id, position, pieces, loose, cursor, onCursor, editable, onPlace, problemOf, offer = 'hand', values = null, best, stale = false, highlight, label, lang = 'en' } = props;
  const t = messages(lang).tetromino;
  const placeLabel = props.placeLabel === undefined ? t.place : props.placeLabel;
  const hand = offer === 'all' ? 0x1f : moverHand(position);
  const inHand = (k: Piece) => ((hand >>> k) & 1) === 1;
  const held = pieceOf(cursor);
  const m = placementOf(cursor);
  const name = moveName(m);
  const problem = problemOf(m);
  const fitting = fittingOfShape(position, cursor.shape);
  const counts = fittingCounts(position);
  const value = values?.get(name);

  // The side to move changed and no longer holds the piece: take the first one it holds.
  useEffect(() => {
    if (inHand(held)) return;
    const k = PIECES.findIndex((_, j) => inHand(j));
    if (k >= 0) onCursor(takePiece(cursor, k));
  }, [hand]); // eslint-disable-line react-hooks/exhaustive-deps -- only when the hand changes: a cursor the reader moves is left alone

  const marks: BoardMark[] = fitting.map((f) => {
    const v = values?.get(moveName(f));
    const kind = v === undefined ? 'fit' : v > 0 ? 'win' : v < 0 ? 'loss' : 'tie';
    return { cell: grabCellOf(f), kind, best: best?.has(moveName(f)) ?? false };
  });

  const placeAt = (c: Cursor) => {
    const at = placementOf(c);
    if (editable && problemOf(at) === undefined) onPlace(at);
  };
  const place = () => placeAt(cursor);
  const grabAt = (cell: number) => moveGrabTo(cursor, Math.floor(cell / COLUMNS), cell % COLUMNS);
  const moveTo = (c: Cursor) => (c.shape !== cursor.shape || c.row !== cursor.row || c.column !== cursor.column) && onCursor(c);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const a = keyAction(cursor, e.key, e.shiftKey);
    if (!a) return;
    e.preventDefault();
    if (a.kind === 'move') onCursor(a.cursor);
    else if (a.kind === 'place') place();
    else if (inHand(a.piece)) onCursor(takePiece(cursor, a.piece, a.mirrored));
  };

  // A mouse places the piece where it points; a finger first moves it, then places it with a tap on it.
  const onCellClick = (cell: number, pointerType: string) => {
    if (pointerType === 'mouse') {
      const c = grabAt(cell);
      onCursor(c);
      placeAt(c);
    } else if (PLACEMENTS[m].cells.includes(cell)) place();
    else onCursor(grabAt(cell));
  };

  const shape = SHAPES[cursor.shape];
  const letter = PIECES[held];
  // The engine's message names the placement when it is about its cells; otherwise say which one.
  const problemText = problem === undefined || problem.startsWith(name) ? problem : `${name}: ${problem}`;
  const status = (() => {
    if (placeLabel === null || !editable) return `${problemText ?? name}.`;
    if (problemText !== undefined) return `${problemText}.`;
    if (value !== undefined) return t.fitsValue(name, valueWord(value, t));
    return t.fitsPress(name, placeLabel);
  })();

  return (
    <div class="pe4">
      <div class="pe4__tray" role="group" aria-label={t.pieceInHand}>
        {PIECES.map((l, k) => {
          const first = SHAPES.find((s) => s.piece === k)!;
          return (
            <button
              type="button"
              class="chip pe4__piece"
              aria-pressed={held === k}
              disabled={!inHand(k) || stale}
              title={inHand(k) ? t.fitCount(counts[k], l) : t.placedIts(l)}
              onClick={() => onCursor(takePiece(cursor, k))}
            >
              <TetrominoShape cells={held === k ? shape.cells : first.cells} letter={l} cell={9} />
              <span class="pe4__piece-name">
                {l} <span class="pe4__count">{inHand(k) ? counts[k] : t.placed}</span>
              </span>
            </button>
          );
        })}
      </div>
      <div class="pe4__turns">
        <button type="button" class="btn btn--small" onClick={() => onCursor(rotate(cursor, 1))} disabled={stale}>
          {t.turnRight}
        </button>
        <button type="button" class="btn btn--small" onClick={() => onCursor(rotate(cursor, -1))} disabled={stale}>
          {t.turnLeft}
        </button>
        <button type="button" class="btn btn--small" onClick={() => onCursor(flip(cursor))} disabled={stale}>
          {t.turnOver}
        </button>
        {placeLabel !== null && (
          <button type="button" class="btn btn--small btn--primary" onClick={place} disabled={!editable || problem !== undefined}>
            {t.placeButton(placeLabel)}
          </button>
        )}
      </div>
      <TetrominoBoard
        label={label}
        pieces={pieces}
        loose={loose}
        ghost={stale ? null : { placement: m, blocked: PLACEMENTS[m].cells.filter((c) => isTaken(position, c)) }}
        marks={stale ? [] : marks}
        highlight={highlight}
        stale={stale}
        describedBy={`${id}-keys`}
        onKeyDown={stale ? undefined : onKeyDown}
        onCellPointer={stale ? undefined : (cell, type) => type === 'mouse' && moveTo(grabAt(cell))}
        onCellClick={stale ? undefined : onCellClick}
      />
      <p class="pe4__status" aria-live="polite" data-ghost={name} data-fits={problem === undefined}>
        {status}
      </p>
      <p class="pe4__keys" id={`${id}-keys`}>
        {t.keys(letter, fitting.length, counts[held], placeLabel !== null)}
      </p>
    </div>
  );
}
