/**
 * @packageDocumentation
 * Every engine task by id (see `types.ts`): the solve worker runs them, the
 * pages ask for them by id and get typed answers. Adding a task is one entry
 * here.
 */

import { engineError, err, ok, type Result } from '../core/result.ts';
import { chooseTask, tieBreakTask } from './choose.ts';
import { duelTask, perfectTask, roadTask } from './connect4.ts';
import { columnCostsTask } from './connect4ColumnCosts.ts';
import { othelloPlayTask } from './othelloPlay.ts';
import { rootMoveTask } from './othelloRootMove.ts';
import type { AnyTask } from './types.ts';

export const TASKS = {
  choose: chooseTask,
  tieBreak: tieBreakTask,
  connect4Duel: duelTask,
  connect4Road: roadTask,
  connect4Perfect: perfectTask,
  connect4ColumnCosts: columnCostsTask,
  othelloPlay: othelloPlayTask,
  othelloRootMove: rootMoveTask,
} as const;

export type TaskId = keyof typeof TASKS;
export const TASK_IDS = Object.keys(TASKS) as TaskId[];

/** What task `T` takes and gives. */
export type TaskInput<T extends TaskId> = Parameters<(typeof TASKS)[T]['run']>[0];
export type TaskOutput<T extends TaskId> = ReturnType<(typeof TASKS)[T]['run']> extends Result<infer O> ? O : never;

const isTaskId = (id: string): id is TaskId => Object.prototype.hasOwnProperty.call(TASKS, id);

/** The task called `id` (a name that came from outside), or an error naming the tasks there are. */
export function taskFor(id: string): Result<AnyTask> {
  return isTaskId(id) ? ok(TASKS[id] as AnyTask) : err(engineError('ERR_NOTATION', `unknown task '${id}' (tasks: ${TASK_IDS.join(', ')})`));
}

export type { AnyTask } from './types.ts';
export type { ChooseInput, ChooseOutput, TieBreakOutput } from './choose.ts';
export type { OthelloPlayInput, OthelloPlayOutput } from './othelloPlay.ts';
export type { DuelInput, DuelOutput, PerfectInput, PerfectOutput, RoadInput, RoadOutput } from './connect4.ts';
