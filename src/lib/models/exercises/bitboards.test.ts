import { describe, expect, test } from 'vitest';
import { unwrap } from '../../../engine/core/result.ts';
import { tictactoe } from '../../../engine/games/tictactoe/tictactoe.ts';
import { minimax } from '../../../engine/search/minimax.ts';
import { BITBOARD_EXERCISES } from './bitboards.ts';
import { readIntList, readInteger } from './readers.ts';

const byId = (id: string) => BITBOARD_EXERCISES.find((e) => e.id === id)!;

describe('the OCaml course’s exercises, checked', () => {
  test('in the course’s order', () => {
    expect(BITBOARD_EXERCISES.map((e) => e.id)).toEqual(['A1', 'A2', 'A4', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'C1']);
  });

  test.each(BITBOARD_EXERCISES.map((e) => [e.id, e] as const))('%s: the engine’s own answer, typed back, is right on 40 seeds', (_id, e) => {
    for (let seed = 1; seed <= 40; seed++) {
      const inst = e.instance(seed);
      const typed = e.id === 'C1' ? String(inst.answer[0]) : inst.answerText.replace(/ \(.*\)$/, '');
      const given = e.read(typed);
      expect(given.ok, `${e.id} seed ${seed}: ${typed}`).toBe(true);
      if (given.ok) expect(e.check(given.value, inst).right, `${e.id} seed ${seed}: ${typed}`).toBe(true);
    }
  });

  test('A1: pos_to_bb k is 2^k (the course: pos_to_bb 8 is 256)', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const inst = byId('A1').instance(seed);
      const k = Number(/pos_to_bb (\d)/.exec(inst.prompt)![1]);
      expect(inst.answer).toBe(2 ** k);
    }
  });

  test('a wrong bitboard is explained as the cells it stands for', () => {
    const e = byId('A1');
    const inst = e.instance(3);
    const v = e.check(inst.answer === 256 ? 128 : 256, inst);
    expect(v.right).toBe(false);
    expect(v.message).toMatch(/the bitboard of cells \d/);
  });

  test('B3: the right cells in the wrong order are called that', () => {
    const e = byId('B3');
    const inst = e.instance(5);
    expect(e.check([...inst.answer].reverse(), inst)).toEqual(
      inst.answer.length > 1 ? { right: false, message: 'The right cells, in the wrong order: the course lists the highest cell first.' } : { right: true, message: expect.any(String) },
    );
  });

  test('C1: any best move is right, and they are minimax’s', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const inst = byId('C1').instance(seed);
      const p = unwrap(tictactoe.parse(inst.board!));
      const root = minimax(tictactoe, p).score;
      for (const cell of inst.answer) {
        const child = tictactoe.play(p, 8 - cell);
        expect(minimax(tictactoe, child).score).toBe(root);
      }
    }
  });
});

describe('reading answers', () => {
  test.each([
    ['256', 256],
    ['0x100', 256],
    ['0b1_0000_0000', 256],
    [' -3 ', -3],
  ])('%j is %i', (text, n) => expect(readInteger(text)).toEqual({ ok: true, value: n }));
  test('"abc" is not a number, and says so', () => {
    expect(readInteger('abc')).toMatchObject({ ok: false, error: { message: '“abc” is not a number: use digits, 0x… for hexadecimal or 0b… for binary' } });
  });
  test('lists in OCaml’s way or with commas', () => {
    expect(readIntList('[7; 6; 5]')).toEqual({ ok: true, value: [7, 6, 5] });
    expect(readIntList('7, 6 5')).toEqual({ ok: true, value: [7, 6, 5] });
    expect(readIntList('[7; x]')).toMatchObject({ ok: false });
  });
});
