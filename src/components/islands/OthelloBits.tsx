/**
 * @packageDocumentation
 * The Othello lesson's bit view: a position (the course's endgame to start
 * with) on a board you can play on, beside the bitboards the engine works
 * with: the mover's discs, the opponent's, every legal move at once (one
 * call of `legalMoves`, shifts and masks), and the discs that the move under
 * the pointer would turn (one call of `flips`). Each is a 64-bit set in two
 * 32-bit halves, drawn square by square with its bit numbers and in
 * hexadecimal.
 *
 * State: the list of positions played (Undo pops it) and the square under
 * the pointer. Everything shown is computed from them by the engine.
 */

import { useState } from 'preact/hooks';
import {
  PASS,
  WORK0,
  bitSides,
  boardPosition,
  legalMovesWithFlips,
  moveSet,
  mustPass,
  otherSide,
  playText,
  setOf,
  setupOf,
  sideToMove,
  squareName,
} from '../../lib/games/othello.ts';
import { Bitboard64View } from '../ui/Bitboard64View.tsx';
import { OthelloBoard } from '../ui/OthelloBoard.tsx';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import '../ui/cellLayout.css';
import './OthelloBits.css';

export interface OthelloBitsProps {
  /** The starting position in the engine's notation; default the course's endgame (work0). */
  position?: string;
  /** The page's language (English when absent). */
  lang?: Locale;
}

export default function OthelloBits({ position = WORK0, lang = 'en' }: OthelloBitsProps) {
  const t = messages(lang).othelloBits;
  const [texts, setTexts] = useState<string[]>([position]);
  const [pointed, setPointed] = useState<number | null>(null);
  const text = texts[texts.length - 1];
  const p = boardPosition(text);
  const moves = legalMovesWithFlips(p);
  const [pLo, pHi, oLo, oHi] = bitSides(p);
  const m = moveSet(p);
  const mover = sideToMove(p);
  const them = otherSide(mover);
  const preview = moves.find((x) => x.square === pointed);
  const f = preview ? setOf(preview.flips) : { lo: 0, hi: 0 };
  const play = (next: string) => {
    setPointed(null);
    setTexts((t) => [...t, next]);
  };

  return (
    <div class="lx obits">
      <div class="lx-cols">
        <div class="lx-boardcol">
          <OthelloBoard
            lang={lang}
            squares={setupOf(p).squares}
            label={t.boardLabel(mover)}
            mode="play"
            moves={moves}
            mover={mover}
            onActivate={(s) => play(playText(p, s))}
            onPoint={setPointed}
          />
          <div class="lx-row">
            <button type="button" class="btn btn--small" disabled={texts.length < 2} onClick={() => setTexts((t) => t.slice(0, -1))}>
              {t.undo}
            </button>
            <button type="button" class="btn btn--small" disabled={texts.length < 2} onClick={() => setTexts([position])}>
              {t.backToStart}
            </button>
            {mustPass(p) && (
              <button type="button" class="btn btn--small" onClick={() => play(playText(p, PASS))}>
                {t.pass(mover)}
              </button>
            )}
          </div>
        </div>
        <div class="obits__boards">
          <Bitboard64View lang={lang} lo={pLo} hi={pHi} name={t.moverDiscs(mover)} kind={mover === 'X' ? 'black' : 'white'} testId="bits-mover" />
          <Bitboard64View lang={lang} lo={oLo} hi={oHi} name={t.opponentDiscs(them)} kind={mover === 'X' ? 'white' : 'black'} testId="bits-opponent" />
          <Bitboard64View lang={lang} lo={m.lo} hi={m.hi} name={t.legalMoves(mover)} kind="moves" testId="bits-moves" />
          <Bitboard64View
            lang={lang}
            lo={f.lo}
            hi={f.hi}
            name={preview ? t.turns(squareName(preview.square)) : t.turnsNone}
            kind="flips"
            testId="bits-flips"
          />
        </div>
      </div>
    </div>
  );
}
