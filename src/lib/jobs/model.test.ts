import { describe, expect, test } from 'vitest';
import { IDLE, reduceJob, type JobEvent, type JobState } from './model.ts';

type S = JobState<string, 'solve' | 'analyze'>;
const run = (events: JobEvent<string, 'solve' | 'analyze'>[], from: S = IDLE): S => events.reduce(reduceJob, from);
const done = (result: string) => ({ status: 'done', result, ms: 7, notices: [] }) as const;
const NO_BOOK = { resource: 'book', error: { code: 'ERR_UNAVAILABLE', message: 'no book' } } as const;

describe('the job model', () => {
  test('a job runs, reports progress and notices, and ends with its answer', () => {
    const s = run([
      { type: 'start', id: 1, tag: 'solve' },
      { type: 'progress', id: 1, progress: { nodes: 10, ms: 2 } },
      { type: 'notice', id: 1, notice: NO_BOOK },
    ]);
    expect(s).toEqual({ status: 'running', id: 1, tag: 'solve', progress: { nodes: 10, ms: 2 }, notices: [NO_BOOK] });
    expect(run([{ type: 'end', id: 1, outcome: { status: 'done', result: 'v', ms: 7, notices: [NO_BOOK] } }], s)).toEqual({
      status: 'done',
      id: 1,
      tag: 'solve',
      result: 'v',
      ms: 7,
      notices: [NO_BOOK],
    });
  });

  test('the newest job wins: the events of an older job change nothing', () => {
    const s = run([
      { type: 'start', id: 1, tag: 'solve' },
      { type: 'start', id: 2, tag: 'analyze' },
      { type: 'end', id: 1, outcome: { status: 'cancelled' } },
      { type: 'progress', id: 1, progress: { nodes: 99, ms: 1 } },
      { type: 'end', id: 1, outcome: done('late') },
    ]);
    expect(s).toEqual({ status: 'running', id: 2, tag: 'analyze', progress: null, notices: [] });
    expect(run([{ type: 'end', id: 2, outcome: done('mine') }], s)).toMatchObject({ status: 'done', tag: 'analyze', result: 'mine' });
  });

  test('Cancel ends the running job; its late answer is dropped', () => {
    const s = run([{ type: 'start', id: 3, tag: 'solve' }, { type: 'cancel' }, { type: 'end', id: 3, outcome: done('late') }]);
    expect(s).toEqual({ status: 'cancelled', tag: 'solve' });
    expect(run([{ type: 'cancel' }])).toBe(IDLE); // nothing to cancel
  });

  test('an edit (reset) goes back to idle and drops the running job', () => {
    const s = run([{ type: 'start', id: 1, tag: 'solve' }, { type: 'reset' }, { type: 'end', id: 1, outcome: done('late') }]);
    expect(s).toBe(IDLE);
  });

  test('a failure keeps the error and the tag (for Retry); a cancel from the worker side says cancelled', () => {
    const error = { code: 'ERR_UNAVAILABLE', message: 'the solver could not start' } as const;
    expect(run([{ type: 'start', id: 1, tag: 'analyze' }, { type: 'end', id: 1, outcome: { status: 'error', error } }])).toEqual({
      status: 'failed',
      id: 1,
      tag: 'analyze',
      error,
    });
    expect(run([{ type: 'start', id: 1, tag: 'solve' }, { type: 'end', id: 1, outcome: { status: 'cancelled' } }])).toEqual({ status: 'cancelled', tag: 'solve' });
  });

  test('a new job after an ended one starts afresh', () => {
    const s = run([
      { type: 'start', id: 1, tag: 'solve' },
      { type: 'notice', id: 1, notice: NO_BOOK },
      { type: 'end', id: 1, outcome: done('a') },
      { type: 'start', id: 2, tag: 'solve' },
    ]);
    expect(s).toEqual({ status: 'running', id: 2, tag: 'solve', progress: null, notices: [] });
  });
});
