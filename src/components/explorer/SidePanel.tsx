/**
 * Beside the tree (under it on a narrow page): the counters, the node looked
 * at, and the engine's code with the line of the step lit. Render only.
 */

import type { ComponentChildren } from 'preact';
import type { CodeLines } from '../../lib/viz/codeMarkers.ts';
import type { ExplorerAction } from '../../lib/viz/explorer/actions.ts';
import type { ReadyFrame } from '../../lib/viz/explorer/frame.ts';
import { codeLocals, codeStep } from '../../lib/viz/explorer/panels.ts';
import type { ExplorerState } from '../../lib/viz/explorer/state.ts';
import type { Algorithm } from '../../lib/viz/types.ts';
import { CodePanel } from './CodePanel.tsx';
import { Counters } from './Counters.tsx';
import { NodePanel } from './NodePanel.tsx';
import type { Locale } from '../../i18n/locales.ts';

export interface SidePanelProps {
  frame: ReadyFrame;
  state: ExplorerState;
  idPrefix: string;
  /** The listings and, per algorithm, the listing line of each step (from SearchFigure.astro); none: no code panel. */
  code?: { readonly lines: Partial<Record<Algorithm, CodeLines>>; readonly listings: ComponentChildren };
  dispatch: (action: ExplorerAction) => void;
  /** The page's language; English when absent. */
  lang?: Locale;
}

export function SidePanel({ frame, state, idPrefix, code, dispatch, lang }: SidePanelProps) {
  const { recording, view, shownNode } = frame;
  const { algorithm, perspective } = state.spec;
  return (
    <div class="sx-side">
      {!frame.exercise && <Counters counters={frame.counters} lang={lang} />}
      {!frame.blank && (
        <NodePanel
          lang={lang}
          game={recording.spec.game}
          facts={frame.facts}
          following={state.selected === null}
          onSelect={(key) => dispatch({ type: 'select', key })}
          onFollow={() => dispatch({ type: 'select', key: null })}
          onToggle={() => shownNode && dispatch({ type: 'toggle', key: shownNode.key })}
        />
      )}
      {code && (
        <CodePanel
          id={`${idPrefix}-code`}
          algorithm={algorithm}
          lang={lang}
          {...codeStep(view, recording.model, code.lines[algorithm], lang)}
          locals={codeLocals(recording.model, view, algorithm, perspective)}
        >
          {code.listings}
        </CodePanel>
      )}
    </div>
  );
}
