/**
 * @packageDocumentation
 * The tetromino game's part of the solver cell. Positions are written in the
 * engine's notation with the pieces named (`OO...OO... ILST/ILOST`) and held to
 * the rules of a real game by the Setup step (`engine/games/tetromino/setup.ts`):
 * the part reads through it, so a piece that no hand could have placed, or
 * letters that are not whole pieces, are named in the cell's message.
 *
 * Its board places pieces as moves of the side to move (`PieceEditor`), with
 * toggles for both hands; after Solve the winning placements are ringed on the
 * board and listed, after "value of every placement" every placement gets its
 * value, on the board for the shape in hand and in a list filtered by piece and
 * by value. Solves ask for every winning placement (`best: 'all'`).
 */

import { useState } from 'preact/hooks';
import { PIECES, handSize, moverHand } from '../../../../engine/games/tetromino/board40.ts';
import { START_NOTATION } from '../../../../engine/games/tetromino/notation.ts';
import { PLACEMENTS, placementByName } from '../../../../engine/games/tetromino/placements.ts';
import { ending, legalPlacements } from '../../../../engine/games/tetromino/rules.ts';
import { parseCheckedSetup, placeOn, writeSetupText, type CheckedSetup, type SetupProblem } from '../../../../engine/games/tetromino/setup.ts';
import { handsOfText, toggleHand } from '../../../../lib/models/tetromino/editing.ts';
import { cursorOf, initialCursor, type Cursor } from '../../../../lib/models/tetromino/placing.ts';
import { PLAYERS, describeValue, statusOf } from '../../../../lib/models/tetromino/words.ts';
import { PlacementList, type ValueFilter } from '../../../ui/PlacementList.tsx';
import type { BoardPiece, PieceTone } from '../../../ui/TetrominoBoard.tsx';
import { PieceEditor } from '../../tetromino/PieceEditor.tsx';
import type { BoardProps, SolverPart } from '../types.ts';
import './tetromino.css';

/** The pieces of a checked board, for drawing: named ones by their letter, the cut of the x cells in lower case. */
export const boardPieces = (p: CheckedSetup): BoardPiece[] =>
  p.pieces.map(({ placement, named }) => {
    const letter = PIECES[PLACEMENTS[placement].piece];
    return { placement, tone: letter as PieceTone, label: named ? letter : letter.toLowerCase() };
  });

function HandToggles({ text, disabled, onEdit }: { text: string; disabled: boolean; onEdit: (t: string) => void }) {
  const hands = handsOfText(text);
  const sizes = hands ? [handSize(hands[0]), handSize(hands[1])] : null;
  const moverIsFirst = sizes !== null && sizes[0] === sizes[1];
  const who = sizes === null || (sizes[0] !== sizes[1] && sizes[0] !== sizes[1] + 1) ? ['', ''] : moverIsFirst ? [PLAYERS[0], PLAYERS[1]] : [PLAYERS[1], PLAYERS[0]];
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
    const m = placementByName(name);
    if (m !== undefined) setCursor(cursorOf(m));
  };
  const problemOf = (m: number) => {
    const r = placeOn(p.setup, m);
    return r.ok ? undefined : r.error.message;
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
          const next = placeOn(p.setup, m);
          if (next.ok) onEdit(writeSetupText(next.value));
        }}
        problemOf={problemOf}
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
  game: 'tetromino',
  inputLabel: 'Position',
  help: (
    <>
      The 40 cells, rows 1 to 8 from the top, five to a row (<code>.</code> empty, a piece’s letter on its cells,{' '}
      <code>x</code> for a piece left unnamed), a space, then the pieces the side to move still holds, <code>/</code>, and
      the other side’s (<code>-</code> for none). Or place pieces on the board.
    </>
  ),
  start: START_NOTATION,
  analyzeLabel: 'Value of every placement',
  valueName: 'Value',
  defaultOptions: { best: 'all' },
  parse: parseCheckedSetup,
  playable: (p) => ending(p.position) === undefined,
  status: (p) => statusOf(p.position),
  describe: (p, s) => describeValue(p.position, s.value),
  describeBest(p, s) {
    const legal = legalPlacements(p.position).length;
    if (s.value < 0) return `Every one of its ${legal} placements loses.`;
    const n = s.bestMoves.length;
    const what = s.value > 0 ? 'win' : 'tie';
    return `${n} of its ${legal} placements ${n === 1 ? (what === 'win' ? 'wins' : 'ties') : what}: ringed on the board for the shape in hand, and listed.`;
  },
  analysisNote: () => 'The value of each placement, for the side that places it, is on the board for the shape in hand, and in the list. ',
  Board: TetrominoSolverBoard,
};
