import { describe, expect, test } from 'vitest';
import { CODE_GOAL_IDS, EXERCISE_SET_IDS, PAGE_EXERCISE_SETS, pageExerciseKeys } from '../../progress/pageExercises.ts';
import { CODE_GOALS } from '../codeCell/goals.ts';
import { EXERCISE_SETS } from './sets.ts';

describe('the exercise registry', () => {
  test('the ids the pages count are the ids of the sets, in order', () => {
    for (const [name, set] of Object.entries(EXERCISE_SETS)) expect(set.map((e) => e.id)).toEqual(EXERCISE_SET_IDS[name as keyof typeof EXERCISE_SET_IDS]);
  });

  test('the code cells’ goals the pages count are the goals declared, each in its set', () => {
    const declared: Record<string, string[]> = {};
    for (const g of Object.values(CODE_GOALS)) (declared[g.set] ??= []).push(g.id);
    expect(declared).toEqual(CODE_GOAL_IDS);
    expect(pageExerciseKeys('connect-four')).toEqual(['connect4/C1', 'connect4/C2', 'connect4/C3', 'connect4/G1']);
  });

  test('every lesson page and the alpha-beta page holds at least three exercises', () => {
    const pages = ['tictactoe-19-bits', 'bitboards-minimax', 'recursion', 'othello-endgame', 'tetromino', 'connect-four', 'alpha-beta'];
    expect(Object.keys(PAGE_EXERCISE_SETS).sort()).toEqual([...pages].sort());
    for (const page of pages) expect(pageExerciseKeys(page).length).toBeGreaterThanOrEqual(3);
    expect(pageExerciseKeys('othello-endgame')).toEqual(['othello/O1', 'othello/O2', 'othello/O3', 'othello/O4', 'othello/O5']);
    expect(pageExerciseKeys('about')).toEqual([]);
  });
});

// Each question is drawn from a seed; its own answer, written as the answer
// text says, must read back and check as right, and a different one as wrong.
describe.each(Object.entries(EXERCISE_SETS).filter(([name]) => name !== 'bitboards'))('the %s exercises', (_name, set) => {
  test.each(set.map((e) => [e.id, e] as const))('%s: the engine’s answer is right, on seeds 1 to 8', (_id, e) => {
    for (let seed = 1; seed <= 8; seed++) {
      const inst = e.instance(seed);
      const read = inst.read ?? ((t: string) => e.read(t));
      const check = inst.check ?? ((g: unknown) => e.check(g, inst));
      const first = inst.answerText.split(/,? (?:\(|\d+ \()/)[0].split(', ')[0].replace(/^a (win|tie|loss) for .*$/, '$1').replace(/ wins$/, '').replace(/^a draw$/, 'draw');
      const text = Array.isArray(inst.answer) ? inst.answerText : first;
      const r = read(text);
      expect(r.ok, `${e.id} seed ${seed}: “${text}” does not read`).toBe(true);
      if (!r.ok) continue;
      expect(check(r.value).right, `${e.id} seed ${seed}: “${text}”`).toBe(true);
      expect(inst.explanation.length).toBeGreaterThan(20);
    }
  });
});
