/**
 * @packageDocumentation
 * The one place where a game's board meets the visualiser: for each game of
 * the engine's registry that has a picture, how to draw a position (an SVG
 * group, for the tree's thumbnails) and how to say it (for screen readers).
 * A game without an entry is shown by its notation alone.
 */

import type { GameId } from '../../engine/registry.ts';
import { BoardSvg, describeBoard } from './BoardSvg.tsx';
import { LineRowSvg, describeRow } from './LineRowSvg.tsx';
import { OthelloBoardSvg, describeOthello } from './OthelloBoardSvg.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { messages } from '../../i18n/messages.ts';
import './boardPictures.css';

interface PictureProps {
  /** The position in the game's notation. */
  position: string;
  /** Side of the picture in SVG units. */
  size: number;
  x?: number;
  y?: number;
  /** The last move played (the game's move number), to mark it. */
  last?: number;
}

export interface BoardPicture {
  readonly Draw: (props: PictureProps) => preact.JSX.Element;
  readonly describe: (position: string, lang?: Locale) => string;
}

const PICTURES: Partial<Record<GameId, BoardPicture>> = {
  tictactoe: { Draw: BoardSvg, describe: describeBoard },
  line: { Draw: LineRowSvg, describe: describeRow },
  othello: { Draw: OthelloBoardSvg, describe: describeOthello },
};

export const boardPicture = (game: GameId): BoardPicture | undefined => PICTURES[game];

/** A standalone picture (the side panel's), with its accessible name. */
export function BoardPictureSvg({ picture, position, size = 96, last, lang }: { picture: BoardPicture; position: string; size?: number; last?: number; lang?: Locale }) {
  const { Draw } = picture;
  const t = messages(lang).boards;
  return (
    <svg class="sx-board-svg" width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={t.pictureLabel(picture.describe(position, lang))}>
      <Draw position={position} size={size} last={last} />
    </svg>
  );
}
