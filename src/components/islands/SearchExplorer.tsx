/**
 * SearchExplorer: watch minimax, negamax and alpha-beta search a tree, step by
 * step, from the engine's own recorded events. One island, plain props, so a
 * lesson embeds it as one component:
 *
 *   <SearchExplorer client:visible game="toy" position="example:walkthrough" />
 *   <SearchExplorer client:visible game="tictactoe" position="x.o.o.x.." algorithm="alphabeta" order="worst-first" />
 *
 * (SearchFigure.astro adds the engine's source, highlighted at build time.)
 *
 * The island only composes: the model (lib/viz/explorer/: a reducer over one
 * state, a memoised frame of what that state shows) does the work, the hook
 * (components/explorer/useExplorer.ts) wires it to the timer, the address,
 * the keyboard and the zoom, and each view (components/explorer/) draws one
 * part. The spec (tree, algorithm, order, step...) is the single source of
 * truth: a change of tree, algorithm or order re-runs the engine (memoised),
 * a change of step only re-reads the replay. With `syncUrl`, the spec is read
 * from the URL after hydration and written back (replaceState) as it changes;
 * a value it cannot use keeps the default and is named (UrlNotice).
 *
 * Keyboard: the figure steps with ← → Home End and plays with Space; Tab
 * reaches the tree itself, one node at a time (a roving tabindex: the node
 * last reached, else the selected, current or root node), where the arrows
 * move the focus (Up to the parent, Down to the first child, Left and Right
 * along the siblings) and Enter selects, as a click does. The board preview
 * and the node panel follow the focus.
 */

import './SearchExplorer.css'; // first: the views' own rules come after the shared ones
import type { ComponentChildren } from 'preact';
import { useEffect, useId } from 'preact/hooks';
import { exerciseKey, type ExerciseSetName } from '../../lib/progress/pageExercises.ts';
import { recordVerdict } from '../../lib/progress/store.ts';
import type { CodeLines } from '../../lib/viz/codeMarkers.ts';
import type { ExplorerOptions } from '../../lib/viz/explorer/options.ts';
import { gameSourceWords, legendSides, runErrorText, settingsSummary, truncationNotice } from '../../lib/viz/explorer/words.ts';
import type { Algorithm } from '../../lib/viz/types.ts';
import type { Locale } from '../../i18n/locales.ts';
import { CaptionBox } from '../explorer/CaptionBox.tsx';
import { ExerciseBar } from '../explorer/ExerciseBar.tsx';
import { SettingsBar } from '../explorer/SettingsBar.tsx';
import { SidePanel } from '../explorer/SidePanel.tsx';
import { StepMarks } from '../explorer/StepMarks.tsx';
import { Transport } from '../explorer/Transport.tsx';
import { TreePanel } from '../explorer/TreePanel.tsx';
import { useExplorer } from '../explorer/useExplorer.ts';
import { UrlNotice } from '../ui/UrlNotice.tsx';
import { useStoredVerdict } from '../exercises/useStoredVerdict.ts';
import { messages } from '../../i18n/messages.ts';


/** The tree, the search and the step shown (ExplorerOptions, lib/viz/explorer/options.ts), and how the island is drawn. */
export interface SearchExplorerProps extends ExplorerOptions {
  /** **syncUrl**: keep the view in the page URL (for a page with one explorer); default false. */
  syncUrl?: boolean;
  /** **pageKeys**: listen to the keyboard on the whole page, not only inside the figure; default false. */
  pageKeys?: boolean;
  /** **controls**: 'full' (default) or 'player' (no tree or algorithm pickers). */
  controls?: 'full' | 'player';
  /** **title**: the figure's accessible name. */
  title?: string;
  /** **lang**: the page's language (French pages pass "fr", through SearchFigure too); the explorer's words come in a later step. */
  lang?: Locale;
  /** **codeLines**: per algorithm, the listing line of each step (from SearchFigure.astro). */
  codeLines?: Partial<Record<Algorithm, CodeLines>>;
  /** The listings themselves (static HTML from SearchFigure.astro). */
  children?: ComponentChildren;
  /**
   * **idPrefix**: the start of every element id in the figure. Each island is a
   * Preact root of its own, where `useId` starts again from the same value, so
   * SearchFigure.astro gives every explorer on a page its own.
   */
  idPrefix?: string;
  /**
   * **progress**: this figure is one of its page's checked exercises (a tree to
   * prune by hand, `mode: 'exercise'`): each Check keeps its verdict in this
   * browser, and the root carries `data-exercise` and, once checked,
   * `data-checked` ("right" or "wrong"), as an exercise card does.
   */
  progress?: { readonly set: ExerciseSetName; readonly id: string };
  /**
   * **onCheck**: told of every Check in exercise mode, with the tree it checked
   * (the `position` notation, or "random"): an exercise card that mounts the
   * explorer counts its own question's check only.
   */
  onCheck?: (allRight: boolean, position: string) => void;
}

export function SearchExplorer(props: SearchExplorerProps) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const idPrefix = props.idPrefix ?? `sx${uid}`;
  const { state, frame, dispatch, zoom, stageRef, onKeyDown, tree } = useExplorer(props);
  const key = props.progress ? exerciseKey(props.progress.set, props.progress.id) : undefined;
  const { stored } = useStoredVerdict(key);
  const t = messages(props.lang).explorer;
  const report = state.report;
  useEffect(() => {
    if (key !== undefined && report !== undefined) recordVerdict(key, report.allRight ? 'right' : 'wrong');
    if (report !== undefined) props.onCheck?.(report.allRight, state.spec.position);
  }, [key, report]); // eslint-disable-line react-hooks/exhaustive-deps -- once per check: the report is new at every Check
  if (!frame.ready) {
    return (
      <div class="sx" id={idPrefix} data-exercise={props.progress?.id} data-checked={stored}>
        <p class="sx-error" role="alert">
          {frame.error ? t.cannotSearch(runErrorText(frame.error, props.lang, state.spec.position)) : t.nothing}
        </p>
      </div>
    );
  }
  const { spec } = state;
  const { recording, exercise } = frame;
  const title = props.title ?? t.title;
  const code = props.children && props.codeLines && !exercise ? { lines: props.codeLines, listings: props.children } : undefined;
  const goTo = (step: number) => dispatch({ type: 'goTo', step });
  return (
    <div class={`sx sx--${spec.game} sx--${exercise ? 'exercise' : 'watch'}${code ? ' sx--with-code' : ''}`} id={idPrefix} data-algorithm={spec.algorithm} data-exercise={props.progress?.id} data-checked={stored} onKeyDown={onKeyDown}>
      {props.controls !== 'player' && (
        <SettingsBar
          spec={spec}
          idPrefix={idPrefix}
          open={state.settingsOpen}
          summary={settingsSummary(spec, recording, props.lang)}
          treeText={recording.treeText}
          error={frame.error}
          exercise={exercise}
          gameWords={gameSourceWords(spec.game, props.lang)}
          dispatch={dispatch}
          lang={props.lang}
        />
      )}
      <UrlNotice ignored={state.ignored} cell="explorer" lang={props.lang} />
      {recording.truncated && (
        <p class="sx-notice sx-notice--warn" role="status" data-truncated="true">
          {truncationNotice(recording, props.lang)}
        </p>
      )}
      <div class="sx-main">
        <TreePanel {...{ frame, state, idPrefix, title, stageRef, zoom, tree, dispatch }} pageKeys={!!props.pageKeys} legend={legendSides(spec.game, props.lang)} lang={props.lang} />
        <div class="sx-play">
          {!exercise && (
            <>
              <Transport
                lang={props.lang}
                step={frame.step}
                total={frame.total}
                playing={state.playing}
                speed={state.speed}
                idPrefix={idPrefix}
                onStep={goTo}
                onPlay={(playing) => dispatch({ type: 'play', playing })}
                onSpeed={(speed) => dispatch({ type: 'speed', speed })}
              />
              {props.marks && props.marks.length > 0 && <StepMarks marks={frame.marks} step={frame.step} onGo={goTo} label={t.stepMarks} />}
              <CaptionBox caption={frame.caption} />
            </>
          )}
          {exercise && (
            <ExerciseBar
              spec={spec}
              revealed={state.revealed}
              answers={state.answers}
              report={state.report}
              solution={frame.solution}
              invalid={frame.invalid}
              invalidId={(key) => `${idPrefix}-nan-${key}`}
              nameOf={frame.nameOf}
              dispatch={dispatch}
              lang={props.lang}
            />
          )}
        </div>
        <SidePanel frame={frame} state={state} idPrefix={idPrefix} code={code} dispatch={dispatch} lang={props.lang} />
      </div>
      <div class="visually-hidden" aria-live="polite" aria-atomic="true">
        {state.spoken}
      </div>
    </div>
  );
}
