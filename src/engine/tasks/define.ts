/**
 * @packageDocumentation
 * The one place where a task's input is checked (see `types.ts`): `defineTask`
 * wraps a task so that `wants` and `run` only ever see an input that matches
 * its schema, whoever calls them (the worker with a page's message, the CLI
 * with a line of JSON, a test). The task's own code is written for the typed
 * value the schema describes.
 */

import { checkInput, type OptionsOf, type Schema } from '../solve/options.ts';
import type { EngineTask } from './types.ts';

export function defineTask<S extends Schema, O, R = Record<string, never>>(
  def: EngineTask<OptionsOf<S>, O, R> & { readonly input: S },
): EngineTask<OptionsOf<S>, O, R> {
  return {
    ...def,
    wants(name, input) {
      const checked = checkInput<S>(def.input as S, input, def.example);
      return checked.ok && def.wants(name, checked.value);
    },
    run(input, context = {}) {
      const checked = checkInput<S>(def.input as S, input, def.example);
      return checked.ok ? def.run(checked.value, context) : checked;
    },
  };
}
