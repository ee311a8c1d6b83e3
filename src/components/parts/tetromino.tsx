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
  tetrominoKitIn,
  tetrominoPlayIn,
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
import { messages } from '../../i18n/messages.ts';
import type { TetrominoWords } from '../../i18n/messages/tetromino/en.ts';
import type { Locale } from '../../i18n/locales.ts';
import { byLocale } from '../../lib/games/byLocale.ts';
import { SwatchLegend } from '../ui/SwatchLegend.tsx';
import { WithCode } from '../ui/WithCode.tsx';

/** The pieces of a checked board, for drawing: named ones by their letter, the cut of the x cells in lower case. */
const boardPieces = (p: CheckedSetup): BoardPiece[] =>
  p.pieces.map(({ placement, named }) => {
    const letter = pieceLetter(placement);
    return { placement, tone: letter as PieceTone, label: named ? letter : letter.toLowerCase() };
  });

/** The two hands as toggles, editing the text as typed (so a toggle that made the position impossible can be toggled back). */
function HandToggles({ text, disabled, onEdit, t }: { text: string; disabled: boolean; onEdit: (t: string) => void; t: TetrominoWords }) {
  const hands = handsOfText(text);
  const sizes = hands ? [handSize(hands[0]), handSize(hands[1])] : null;
  const moverIsFirst = sizes !== null && sizes[0] === sizes[1];
  const who = sizes === null || (sizes[0] !== sizes[1] && sizes[0] !== sizes[1] + 1) ? ['', ''] : moverIsFirst ? [t.players[0], t.players[1]] : [t.players[1], t.players[0]];
  return (
    <fieldset class="t4p__hands" disabled={disabled || hands === undefined}>
      <legend>{t.hands}</legend>
      {t.handSides.map((side, i) => (
        <div class="t4p__hand" role="group" aria-label={t.handOf[i]}>
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
                aria-label={t.toggle(l, i, holds)}
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
const bestTitle = (t: TetrominoWords, solved: number | null): string => t.bestTitles[solved === 1 ? 'win' : solved === 0 || solved === null ? 'tie' : solved === -1 ? 'loss' : 'other'];

/** The solver cell's board: the piece editor, the hands, and the list of valued placements. */
function TetrominoSolverBoard({ position: p, editable, onEdit, best, value: solved, values, stale, text, lang }: BoardProps<CheckedSetup> & { lang: Locale }) {
  const t = messages(lang).tetromino;
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
        label={t.boardLabel(p.pieces.length)}
        lang={lang}
      />
      <div class="t4p__side">
        <HandToggles text={text} disabled={false} onEdit={onEdit} t={t} />
        {listed && (
          <PlacementList
            lang={lang}
            title={values ? t.everyValue : bestTitle(t, solved)}
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

/** The solver cell's part in a language. */
export const tetrominoPartIn = byLocale((lang): SolverPart<'tetromino', CheckedSetup> => {
  const t = messages(lang).tetromino;
  return {
    kit: tetrominoKitIn(lang),
    help: <WithCode parts={[t.help.cells, '.', t.help.empty, 'x', t.help.unnamed, '/', t.help.other, '-', t.help.none]} />,
    Board: (props) => <TetrominoSolverBoard {...props} lang={lang} />,
  };
});


/** The play cell's board: the side to move places a piece of its hand; every piece in its owner's colour. */
function TetrominoPlayBoard({ id, position, moves, editable, onMove, names, lang }: PlayBoardProps<TetrominoPosition> & { lang: Locale }) {
  const t = messages(lang).tetromino;
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
        label={t.gameBoardLabel(moves.length)}
        lang={lang}
      />
      <SwatchLegend
        class="lx-legend"
        label={t.legend}
        entries={names.map((name, i) => [
          `t4p__swatch t4p__swatch--p${i}`,
          <>
            {t.players[i]} ({name})
          </>,
        ])}
      />
    </div>
  );
}

export const tetrominoPlayPart = byLocale(
  (lang): PlayPart<TetrominoPosition, TetrominoSolution> => ({ kit: tetrominoPlayIn(lang), Board: (props) => <TetrominoPlayBoard {...props} lang={lang} /> }),
);
