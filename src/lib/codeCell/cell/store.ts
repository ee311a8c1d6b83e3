/**
 * @packageDocumentation
 * One code cell's model: its state and `dispatch`, which applies an action
 * (`reduce.ts`). Synchronous and without a DOM; the island's hook wires it to
 * Preact, the workers, the editor, local storage and the address, and reads
 * `state` after each job's `await` (the code may have changed meanwhile).
 */

import type { Contract } from '../../models/codeCell/contracts.ts';
import type { CodeCellAction } from './actions.ts';
import { reducer } from './reduce.ts';
import { initialState, type CodeCellStart, type CodeCellState } from './state.ts';
import type { CodeCellWords } from './words.ts';
import { messages } from '../../../i18n/messages.ts';

export interface CodeCellStore {
  readonly state: CodeCellState;
  /** Applies an action; returns the new state (the same object when nothing changed). */
  dispatch(action: CodeCellAction): CodeCellState;
}

/** A cell's store; its notices are in `t`'s language. */
export function createCodeCellStore(contract: Contract, start: CodeCellStart = {}, t: CodeCellWords = messages().codeCell): CodeCellStore {
  const reduce = reducer(t);
  let state = initialState(contract, start);
  return {
    get state() {
      return state;
    },
    dispatch(action) {
      state = reduce(state, action);
      return state;
    },
  };
}
