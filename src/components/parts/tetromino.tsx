/**
 * @packageDocumentation
 * The tetromino game's part: the pieces of a board for drawing, the hands'
 * toggles, and the solver cell's part. Positions are read by the kit through
 * the engine's Setup step, so a piece that no hand could have placed, or
 * letters that are not whole pieces, are named in the cell's message.
 *
 * The solver's board places pieces as moves of the side to move (`PieceEditor`), with
 * toggles for both hands; after Solve the winning placements are ringed on the
 * board and listed, after "value of every placement" every placement gets its
 * value, on the board for the shape in hand and in a list filtered by piece and
 * by value. Solves ask for every winning placement (`best: 'all'`).
 *
 * The play cell's board places the side to move's pieces the same way, each
 * piece on the board in its owner's colour, with a legend of who is who.
 */

import { useMemo, useState } from 'preact/hooks';
import {
  PIECES,
  SIDES,
  afterPlacement,
  cursorOf,
  handSize,
  handsOfText,
  initialCursor,
  moveOf,
  moverHand,
  parseCheckedSetup,
  pieceLetter,
  ownedPieces,
  placementProblem,
  setupAfter,
  shapeLetter,
  tetrominoKit,
  tetrominoPlay,
  toggleHand,
  type CheckedSetup,
  type Cursor,
  type SetupProblem,
  type TetrominoPosition,
  type TetrominoSolution,
} from '../../lib/games/tetromino.ts';
import { PlacementList, type ValueFilter } from '../ui/PlacementList.tsx';
import type { BoardPiece, PieceTone } from '../ui/TetrominoBoard.tsx';
import { PieceEditor } from './TetrominoPieceEditor.tsx';
import type { PlayBoardProps, PlayPart } from './playPart.ts';
import type { BoardProps, SolverPart } from './solverPart.ts';
import '../ui/cellLayout.css';
import './tetromino.css';

/** The pieces of a checked board, for drawing: named ones by their letter, the cut of the x cells in lower case. */
const boardPieces = (p: CheckedSetup): BoardPiece[] =>
  p.pieces.map(({ placement, named }) => {
    const letter = pieceLetter(placement);
    return { placement, tone: letter as PieceTone, label: named ? letter : letter.toLowerCase() };
  });

/** The two hands as toggles, editing the text as typed (so a toggle that made the position impossible can be toggled back). */
function HandToggles({ text, disabled, onEdit }: { text: string; disabled: boolean; onEdit: (t: string) => void }) {
  const hands = handsOfText(text);
  const sizes = hands ? [handSize(hands[0]), handSize(hands[1])] : null;
  const moverIsFirst = sizes !== null && sizes[0] === sizes[1];
  const who = sizes === null || (sizes[0] !== sizes[1] && sizes[0] !== sizes[1] + 1) ? ['', ''] : moverIsFirst ? [SIDES[0], SIDES[1]] : [SIDES[1], SIDES[0]];
  return (
    <fieldset class="t4p__hands" disabled={disabled || hands === undefined}>
      <legend>Hands: the pieces each side has not placed yet</legend>
      {(['Side to move', 'Other side'] as const).map((side, i) => (
        <div class="t4p__hand" role="group" aria-label={`${side}’s hand`}>
          <span class="t4p__hand-name">
            {side}
            {who[i] && <span class="lx-muted"> ({who[i]})</span>}
          </span>
          {PIECES.map((l, k) => {
            const holds = hands !== undefined && ((hands[i] >>> k) & 1) === 1;
            return (
              <button
                type="button"
                class="btn btn--small t4p__toggle"
                aria-pressed={holds}
                aria-label={`${l}: ${side.toLowerCase()} ${holds ? 'holds it' : 'has placed it'}`}
                onClick={() => {
                  const next = toggleHand(text, i as 0 | 1, k);
                  if (next !== undefined) onEdit(next);
                }}
              >
                {l}
              </button>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}

/** What the list of a solve is called, by the solve's value. */
const BEST_TITLES = { 1: 'Winning placements', 0: 'Placements that hold the tie', [-1]: 'Every placement loses' } as Record<number, string>;

/** The solver cell's board: the piece editor, the hands, and the list of valued placements. */
function TetrominoSolverBoard({ position: p, editable, onEdit, best, value: solved, values, stale, text }: BoardProps<CheckedSetup>) {
  const [cursor, setCursor] = useState<Cursor>(() => initialCursor(Math.max(0, PIECES.findIndex((_, k) => (moverHand(p.position) >>> k) & 1))));
  const [piece, setPiece] = useState('all');
  const [value, setValue] = useState<ValueFilter>('all');
  const problem = stale ? parseCheckedSetup(text) : null;
  const highlight = problem && !problem.ok ? ((problem.error as SetupProblem).cells ?? []) : [];
  const named = (s: ReadonlySet<string | number>) => new Set([...s].map(String));
  const bestNames = named(best);
  // After a solve, each best placement achieves the solve's value; after an analysis, each has its own.
  const valueByName = values
    ? new Map([...values].map(([k, v]) => [String(k), v]))
    : solved !== null && bestNames.size > 0
      ? new Map([...bestNames].map((n) => [n, solved]))
      : null;
  const listed = valueByName ? [...valueByName].map(([name, v]) => ({ name, value: v })) : null;
  const pick = (name: string) => {
    const m = moveOf(name);
    if (m !== undefined) setCursor(cursorOf(m));
  };
  return (
    <div class="t4p">
      <PieceEditor
        id="t4-solver"
        position={p.position}
        pieces={boardPieces(p)}
        cursor={cursor}
        onCursor={setCursor}
        editable={editable}
        onPlace={(m) => {
          const next = afterPlacement(p.setup, m);
          if (next !== undefined) onEdit(next);
        }}
        problemOf={(m) => placementProblem(p.setup, m)}
        values={valueByName}
        best={bestNames}
        stale={stale}
        highlight={highlight}
        label={`Tetromino board, ${p.pieces.length} ${p.pieces.length === 1 ? 'piece' : 'pieces'} placed`}
      />
      <div class="t4p__side">
        <HandToggles text={text} disabled={false} onEdit={onEdit} />
        {listed && (
          <PlacementList
            title={values ? 'Value of every placement' : (BEST_TITLES[solved ?? 0] ?? 'Best placements')}
            items={listed}
            piece={piece}
            value={value}
            onPiece={setPiece}
            onValue={setValue}
            onPick={pick}
            valueFilter={values !== null}
          />
        )}
      </div>
    </div>
  );
}

export const tetrominoPart: SolverPart<'tetromino', CheckedSetup> = {
  kit: tetrominoKit,
  help: (
    <>
      The 40 cells, rows 1 to 8 from the top, five to a row (<code>.</code> empty, a piece’s letter on its cells,{' '}
      <code>x</code> for a piece left unnamed), a space, then the pieces the side to move still holds, <code>/</code>, and
      the other side’s (<code>-</code> for none). Or place pieces on the board.
    </>
  ),
  Board: TetrominoSolverBoard,
};

/** The play cell's board: the side to move places a piece of its hand; every piece in its owner's colour. */
function TetrominoPlayBoard({ id, position, moves, editable, onMove, names }: PlayBoardProps<TetrominoPosition>) {
  const [cursor, setCursor] = useState<Cursor>(initialCursor);
  const setup = useMemo(() => setupAfter(moves), [moves]);
  const pieces = ownedPieces(moves).map((p, i) => ({ placement: p.placement, tone: p.owner === 0 ? 'p0' : 'p1', label: shapeLetter(p.placement), emphasis: i === moves.length - 1 }) as const);
  return (
    <div class="t4p__play">
      <PieceEditor
        id={id}
        position={position}
        pieces={pieces}
        cursor={cursor}
        onCursor={setCursor}
        editable={editable}
        onPlace={onMove}
        problemOf={(m) => placementProblem(setup, m)}
        label={`Game board, ${moves.length} ${moves.length === 1 ? 'piece' : 'pieces'} placed`}
      />
      <ul class="lx-legend" aria-label="Legend">
        {names.map((name, i) => (
          <li>
            <span class={`t4p__swatch t4p__swatch--p${i}`} aria-hidden="true" /> {SIDES[i]} ({name})
          </li>
        ))}
      </ul>
    </div>
  );
}

export const tetrominoPlayPart: PlayPart<TetrominoPosition, TetrominoSolution> = { kit: tetrominoPlay, Board: TetrominoPlayBoard };
