// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PROGRESS_KEY, clearProgress, doneCount, loadProgress, onProgressChange, parseProgress, recordVerdict, writeProgress } from './store.ts';

afterEach(() => localStorage.clear());

describe('progress store', () => {
  test('bad or old data reads as no progress, never as an error', () => {
    expect(parseProgress(null)).toEqual({});
    expect(parseProgress('')).toEqual({});
    expect(parseProgress('{not json')).toEqual({});
    expect(parseProgress('null')).toEqual({});
    expect(parseProgress('[1,2]')).toEqual({});
    expect(parseProgress('{"exercises":{"a/1":"right"}}')).toEqual({}); // no version: not ours
    expect(parseProgress('{"version":0,"exercises":{"a/1":"right"}}')).toEqual({}); // an older version
    expect(parseProgress('{"version":1,"exercises":["right"]}')).toEqual({});
    expect(parseProgress('{"version":1,"exercises":{"a/1":"right","a/2":true,"a/3":"done","a/4":"wrong"}}')).toEqual({ 'a/1': 'right', 'a/4': 'wrong' });
  });

  test('a written progress reads back the same', () => {
    const p = { 'alpha-beta/T1': 'right', 'recursion/R2': 'wrong' } as const;
    expect(parseProgress(writeProgress(p))).toEqual(p);
    expect(writeProgress(p)).toBe('{"version":1,"exercises":{"alpha-beta/T1":"right","recursion/R2":"wrong"}}');
  });

  test('verdicts are kept under one key, counted, announced and cleared', () => {
    const seen = vi.fn();
    const off = onProgressChange(seen);
    recordVerdict('x/1', 'wrong');
    recordVerdict('x/1', 'right');
    recordVerdict('x/2', 'wrong');
    expect(Object.keys(localStorage)).toEqual([PROGRESS_KEY]);
    expect(loadProgress()).toEqual({ 'x/1': 'right', 'x/2': 'wrong' });
    expect(doneCount(loadProgress(), ['x/1', 'x/2', 'x/3'])).toBe(1);
    clearProgress();
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    expect(seen).toHaveBeenCalledTimes(4);
    off();
    recordVerdict('x/1', 'right');
    expect(seen).toHaveBeenCalledTimes(4);
  });

  test('garbage in storage does not stop a new verdict from being kept', () => {
    localStorage.setItem(PROGRESS_KEY, '{"version":1,"exercises":7}');
    recordVerdict('y/1', 'right');
    expect(loadProgress()).toEqual({ 'y/1': 'right' });
  });
});
