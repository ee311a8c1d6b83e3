import { describe, expect, test } from 'vitest';
import { runSearch } from './searchRun.ts';
import { checkExercise, exerciseSolution, notANumberText, notNumbers, parseAnswer, reportSummary, solutionText } from './exercise.ts';
import { foldView } from './replay.ts';
import { DEFAULT_SPEC } from './spec.ts';

const rec = (() => {
  const r = runSearch({ ...DEFAULT_SPEC, position: 'example:walkthrough' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();
const solution = exerciseSolution(rec.model, foldView(rec.model, rec.events.length), rec.source, 'max');
const key = (label: string) => rec.model.nodes.find((n) => rec.source.label(n.path) === label)!.key;
const inPruned = () => false;

describe('exercise answers', () => {
  test('reads the ways people write values and bounds', () => {
    expect(parseAnswer(' 36 ')).toEqual({ value: 36, relation: '' });
    expect(parseAnswer('−5')).toEqual({ value: -5, relation: '' });
    expect(parseAnswer('>= 39')).toEqual({ value: 39, relation: '≥' });
    expect(parseAnswer('≤21')).toEqual({ value: 21, relation: '≤' });
    expect(parseAnswer('about 3')).toBeUndefined();
  });

  test('an answer that is no number is named as such, blanks are not', () => {
    expect(notNumbers({ a: 'abc', b: '', c: ' 36', d: '≥ x', e: '   ' })).toEqual(['a', 'd']);
    expect(notANumberText(' abc ')).toBe('“abc” is not a number: type a value such as 36 or −5, or a bound such as ≥ 39 or ≤ 21');
  });

  test('the walk-through’s solution: B and D are bounds, the cuts are B’s third child and D’s last two', () => {
    expect(solutionText(solution.values.get(key('B'))!)).toBe('≥39');
    expect(solution.values.get(key('B'))!.exact).toBe(39);
    expect(solutionText(solution.values.get(key('D'))!)).toBe('≥26');
    expect(solution.values.get(key('D'))!.exact).toBe(37);
    expect(solutionText(solution.values.get('0')!)).toBe('25');
    expect([...solution.cuts].sort()).toEqual(['p5.2', 'p11.1', 'p11.2'].sort());
  });

  test('right, wrong, missing and harmless answers', () => {
    const values = { '0': '25', [key('A')]: '30', [key('B')]: '39', [key('C')]: '25', [key('D')]: '≤26' };
    const r = checkExercise(solution, { values, cuts: new Set(['p5.2', 'p11.1', '1']) }, inPruned);
    expect(r.values.get(key('D'))).toBe('wrong');
    expect(r.values.get(key('B'))).toBe('right'); // the bound's number alone is accepted
    expect(r.cuts.get('p11.2')).toBe('missing');
    expect(r.cuts.get('1')).toBe('wrong');
    expect(reportSummary(r)).toBe('Values: 4 of 5 right. Cuts: 2 of 3 found, 1 marked where alpha-beta does look.');
    const all = checkExercise(solution, { values: { ...values, [key('D')]: '37' }, cuts: new Set(solution.cuts) }, inPruned);
    expect(all.allRight).toBe(true);
  });
});

describe('reportSummary says its numbers in good English', () => {
  test.each([
    [{ valuesAsked: 13, cutsAsked: 1 }, 'All right: 13 values and 1 cut.'],
    [{ valuesAsked: 1, cutsAsked: 0 }, 'All right: 1 value and 0 cuts.'],
    [{ valuesAsked: 4, cutsAsked: 2 }, 'All right: 4 values and 2 cuts.'],
  ])('%j', (counts, text) => {
    const r = { allRight: true, valuesRight: counts.valuesAsked, cutsFound: counts.cutsAsked, cutsWrong: 0, ...counts } as unknown as Parameters<typeof reportSummary>[0];
    expect(reportSummary(r)).toBe(text);
  });
});
