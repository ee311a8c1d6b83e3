/**
 * The tree's frame: the tree itself (TreeSvg), exercise mode's fields over
 * it, the board of the node under the pointer (or focused, or selected), and
 * under it the legend and the zoom bar. Render only: the island's model says
 * what to draw, the hooks own the zoom and the focus.
 */

import type { Ref } from 'preact';
import type { ExplorerAction } from '../../lib/viz/explorer/actions.ts';
import type { ReadyFrame } from '../../lib/viz/explorer/frame.ts';
import type { ExplorerState } from '../../lib/viz/explorer/state.ts';
import type { VizGame } from '../../lib/viz/spec.ts';
import { boardPicture } from '../ui/boardPictures.tsx';
import { TreeSvg } from '../ui/TreeSvg.tsx';
import type { ZoomControls } from '../ui/useZoom.ts';
import { ExerciseLayer } from './ExerciseLayer.tsx';
import { Legend } from './Legend.tsx';
import { ZoomBar } from './ZoomBar.tsx';
import '../ui/TreeSvg.css';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';
import './TreePanel.css';

export interface TreePanelProps {
  frame: ReadyFrame;
  state: ExplorerState;
  idPrefix: string;
  title: string;
  /** The page listens to the keys itself (`pageKeys`): the stage is then not in the Tab order. */
  pageKeys: boolean;
  legend: { readonly max: string; readonly min: string };
  stageRef: Ref<HTMLDivElement>;
  zoom: ZoomControls;
  /** The tree's handlers (stable across steps, so the memoised nodes do not redraw). */
  tree: {
    readonly onNodeClick: (key: string) => void;
    readonly onNodeHover: (key: string | null) => void;
    readonly onNodeKeyDown: (key: string, e: KeyboardEvent) => void;
    readonly onNodeFocus: (key: string | null, to: EventTarget | null) => void;
  };
  dispatch: (action: ExplorerAction) => void;
  /** The page's language; English when absent. */
  lang?: Locale;
}

export function TreePanel({ frame, state, idPrefix, title, pageKeys, legend, stageRef, zoom, tree, dispatch, lang }: TreePanelProps) {
  const t = messages(lang).explorer;
  const { viewBox, exercise } = frame;
  return (
    <div
      class="sx-stage"
      ref={stageRef}
      tabindex={pageKeys ? undefined : 0}
      // Arrow keys and space drive the stage: a screen reader hands them over in an application.
      role={pageKeys ? undefined : 'application'}
      aria-label={t.stage(title)} aria-describedby={`${idPrefix}-legend`}>
      <TreeSvg
        picture={frame.drawn}
        viewBox={viewBox}
        title={title}
        selected={state.selected ?? undefined}
        onNodeClick={tree.onNodeClick}
        onNodeHover={tree.onNodeHover}
        items={frame.items}
        focusKey={frame.tabKey}
        onNodeKeyDown={tree.onNodeKeyDown}
        onNodeFocus={tree.onNodeFocus}
        svgProps={{ ref: zoom.svgRef, style: `aspect-ratio: ${viewBox.width} / ${viewBox.height}` } as never}
        viewportRef={zoom.viewportRef}
        lang={lang}
      >
        {frame.blank && (
          <ExerciseLayer
            layout={frame.layout}
            values={state.answers}
            cuts={state.cuts}
            report={state.report}
            nameOf={frame.nameOf}
            onValue={(key, text) => dispatch({ type: 'answer', key, text })}
            invalid={new Set(frame.invalid)}
            messageId={(key) => `${idPrefix}-nan-${key}`}
            lang={lang}
            onCut={(key) => dispatch({ type: 'cut', key })}
          />
        )}
        <Thumb frame={frame} game={state.spec.game} />
      </TreeSvg>
      <div class="sx-stagebar">
        <Legend id={`${idPrefix}-legend`} sides={legend} lang={lang} />
        <ZoomBar
          lang={lang}
          onZoom={zoom.zoomBy}
          onFit={zoom.reset}
          levels={
            !exercise && frame.treeDepth > 2
              ? { shown: frame.shownLevels, depth: frame.treeDepth, onChange: (levels) => dispatch({ type: 'levels', levels }) }
              : undefined
          }
        />
      </div>
    </div>
  );
}

/** The board of the node under the pointer (or focused, or selected), beside it. */
function Thumb({ frame, game }: { frame: ReadyFrame; game: VizGame }) {
  const Picture = boardPicture(game);
  const { thumb } = frame;
  if (!thumb || !Picture) return null;
  const { node } = thumb;
  return (
    <g class="sx-thumb" transform={`translate(${node.x + 30},${node.y - 70})`} aria-hidden="true">
      <rect class="sx-thumb__bg" x={-4} y={-4} width={64} height={64} rx={6} />
      <Picture.Draw position={thumb.position} size={56} last={node.move ?? undefined} />
    </g>
  );
}
