/**
 * @packageDocumentation
 * Lesson 1's exercise on draughts: how many bits two layouts of an 8×8 or
 * 10×10 draughts position take (one set per kind of piece, or colours plus a
 * kings set), against the least any encoding can use.
 */

export type Variant = 8 | 10;
export type Layout = 'kings' | 'four';

export interface Field {
  name: string;
  meaning: string;
  bits: number;
}

export function draughtsLayout(size: Variant, layout: Layout): { cells: number; fields: Field[]; total: number; minimum: number; words: number } {
  const cells = (size * size) / 2;
  const fields: Field[] =
    layout === 'kings'
      ? [
          { name: 'white', meaning: 'a 1 where White has a piece (man or king)', bits: cells },
          { name: 'black', meaning: 'a 1 where Black has a piece', bits: cells },
          { name: 'kings', meaning: 'a 1 where the piece is a king', bits: cells },
          { name: 'turn', meaning: '0: White to move, 1: Black', bits: 1 },
        ]
      : [
          { name: 'white men', meaning: 'a 1 where White has a man', bits: cells },
          { name: 'white kings', meaning: 'a 1 where White has a king', bits: cells },
          { name: 'black men', meaning: 'a 1 where Black has a man', bits: cells },
          { name: 'black kings', meaning: 'a 1 where Black has a king', bits: cells },
          { name: 'turn', meaning: '0: White to move, 1: Black', bits: 1 },
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

