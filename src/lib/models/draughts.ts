/**
 * @packageDocumentation
 * Lesson 1's exercise on draughts: how many bits two layouts of an 8×8 or
 * 10×10 draughts position take (one set per kind of piece, or colours plus a
 * kings set), against the least any encoding can use.
 */

export type Variant = 8 | 10;
export type Layout = 'kings' | 'four';

import type { DraughtsFieldWords } from '../../i18n/messages/draughts/en.ts';
import { messages } from '../../i18n/messages.ts';

export interface Field {
  name: string;
  meaning: string;
  bits: number;
}

/** `t`: the fields' names and meanings in the page's language (English when absent). */
export function draughtsLayout(size: Variant, layout: Layout, t: DraughtsFieldWords = messages().draughts.fields): { cells: number; fields: Field[]; total: number; minimum: number; words: number } {
  const cells = (size * size) / 2;
  const fields: Field[] =
    layout === 'kings'
      ? [
          { ...t.white, bits: cells },
          { ...t.black, bits: cells },
          { ...t.kings, bits: cells },
          { ...t.turn, bits: 1 },
        ]
      : [
          { ...t.whiteMen, bits: cells },
          { ...t.whiteKings, bits: cells },
          { ...t.blackMen, bits: cells },
          { ...t.blackKings, bits: cells },
          { ...t.turn, bits: 1 },
        ];
  const total = fields.reduce((a, f) => a + f.bits, 0);
  // Five states per cell, plus the turn: no encoding can use fewer bits.
  const minimum = Math.ceil(cells * Math.log2(5)) + 1;
  // Each piece field in whole 32-bit words, plus one word for the turn (or a spare bit).
  const perField = Math.ceil(cells / 32);
  const spare = perField * 32 - cells;
  const words = (fields.length - 1) * perField + (spare > 0 ? 0 : 1);
  return { cells, fields, total, minimum, words };
}

