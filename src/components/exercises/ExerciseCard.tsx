/**
 * @packageDocumentation
 * One checked exercise: a question drawn from a seed (with its board when it
 * has one), an answer field, Check (feedback in words; an answer that cannot
 * be read is named as such and marked `aria-invalid`), a hint, "Show the
 * answer" with its reasoning, and "Another one" for a new question of the
 * same kind.
 *
 * The root carries `data-exercise` (the exercise's id in its set) and, once
 * the reader has checked an answer (now or on an earlier visit: the verdict
 * is kept in this browser, `lib/progress/store.ts`), `data-checked` with the
 * last verdict, "right" or "wrong". An answer that cannot be read is no
 * verdict. Until the island has hydrated, the field and buttons are disabled:
 * a click on the server's HTML would do nothing.
 *
 * A question about alpha-beta's cuts on a tree (`visualiser` in the instance)
 * can also be answered in the visualiser's exercise mode: "Prune it in the
 * visualiser" loads the explorer on demand (nothing of it is on the page
 * before: the lessons keep under a phone's element budget) with the card's
 * tree; its Check is the card's verdict, its "Show the solution" the reveal.
 */

import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import { useLazyExplorer } from '../islands/lazyExplorer.ts';
import type { SearchExplorerProps } from '../islands/SearchExplorer.tsx';
import { exerciseKey, type ExerciseSetName } from '../../lib/progress/pageExercises.ts';
import { recordVerdict } from '../../lib/progress/store.ts';
import type { AnyExercise, Verdict } from '../../lib/models/exercises/types.ts';
import { TicTacToeBoard } from '../ui/TicTacToeBoard.tsx';
import { ExercisePicture } from './ExercisePicture.tsx';
import { useStoredVerdict } from './useStoredVerdict.ts';
import { messages } from '../../i18n/messages.ts';
import type { Locale } from '../../i18n/locales.ts';

type Feedback = { kind: 'unread'; message: string } | ({ kind: 'checked' } & Verdict) | null;

interface ExerciseCardProps {
  set: ExerciseSetName;
  exercise: AnyExercise;
  seed: number;
  /** The page's language: the card's own words (the exercise's come from its set). */
  lang?: Locale;
}

export function ExerciseCard({ set, exercise, seed: first, lang }: ExerciseCardProps) {
  const t = messages(lang).exercise;
  const [seed, setSeed] = useState(first);
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [shown, setShown] = useState(false);
  const [hintShown, setHintShown] = useState(false);
  const key = exerciseKey(set, exercise.id);
  const { stored, ready } = useStoredVerdict(key);
  const inst = exercise.instance(seed);
  const id = `ex-${set}-${exercise.id}`;
  const hint = inst.hint ?? exercise.hint;

  const check = () => {
    const r = inst.read ? inst.read(text) : exercise.read(text);
    if (!r.ok) {
      setFeedback({ kind: 'unread', message: r.error.message });
      return;
    }
    const verdict: Verdict = inst.check ? inst.check(r.value) : exercise.check(r.value, inst);
    setFeedback({ kind: 'checked', ...verdict });
    recordVerdict(key, verdict.right ? 'right' : 'wrong');
  };
  const next = () => {
    setSeed((s) => s + 1);
    setText('');
    setFeedback(null);
    setShown(false);
    setHintShown(false);
  };
  const visualiser = useVisualiser(lang);
  /** A Check in the visualiser: the card's verdict, when it checked the card's own tree. */
  const checkedInVisualiser = (allRight: boolean, position: string) => {
    if (position !== inst.visualiser?.tree) return;
    const verdict: Verdict = allRight
      ? { right: true, message: t.visualiserRight }
      : { right: false, message: t.visualiserWrong };
    setFeedback({ kind: 'checked', ...verdict });
    recordVerdict(key, verdict.right ? 'right' : 'wrong');
  };
  const Field = exercise.input === 'lines' ? 'textarea' : 'input';
  const tone = feedback ? (feedback.kind === 'checked' ? (feedback.right ? 'right' : 'wrong') : 'unread') : undefined;

  return (
    <section class="exercise" data-exercise={exercise.id} data-checked={stored} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} class="exercise__title">
        <span class="exercise__id">{exercise.id}</span> {exercise.title} {exercise.signature && <code>{exercise.signature}</code>}
        {stored === 'right' && <span class="exercise__done"> · {t.done}</span>}
      </h3>
      {exercise.courseNote && <p class="exercise__course-note">{exercise.courseNote}</p>}
      <div class="exercise__body">
        {inst.board && <TicTacToeBoard lang={lang} cells={inst.board} label={t.board} mode="view" numbering="course" size="small" />}
        {inst.picture && <ExercisePicture picture={inst.picture} label={t.board} lang={lang} />}
        <div class="exercise__work">
          <p class="exercise__prompt">{inst.prompt}</p>
          <label class="exercise__label" for={`${id}-answer`}>
            {t.yourAnswer} <span class="exercise__format">({exercise.format})</span>
          </label>
          <Field
            id={`${id}-answer`}
            class="field-frame exercise__field"
            rows={exercise.input === 'lines' ? 3 : undefined}
            spellcheck={false}
            autocomplete="off"
            disabled={!ready}
            value={text}
            aria-invalid={feedback?.kind === 'unread' || (feedback?.kind === 'checked' && !feedback.right)}
            aria-describedby={`${id}-feedback`}
            onInput={(e: Event) => {
              setText((e.target as HTMLInputElement).value);
              setFeedback(null);
            }}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key === 'Enter' && exercise.input === 'line') check();
            }}
          />
          <div class="exercise__actions">
            <button type="button" class="btn btn--small btn--primary" onClick={check} disabled={!ready}>
              {t.check}
            </button>
            {hint && (
              <button type="button" class="btn btn--small" onClick={() => setHintShown((v) => !v)} aria-expanded={hintShown} aria-controls={`${id}-hint`} disabled={!ready}>
                {hintShown ? t.hideHint : t.hint}
              </button>
            )}
            <button type="button" class="btn btn--small" onClick={() => setShown((v) => !v)} aria-expanded={shown} aria-controls={`${id}-solution`} disabled={!ready}>
              {shown ? t.hideAnswer : t.showAnswer}
            </button>
            <button type="button" class="btn btn--small" onClick={next} disabled={!ready}>
              {t.another}
            </button>
            {inst.visualiser && (
              <button type="button" class="btn btn--small" onClick={visualiser.toggle} aria-expanded={visualiser.open} aria-controls={`${id}-visualiser`} disabled={!ready}>
                {visualiser.open ? t.closeVisualiser : t.openVisualiser}
              </button>
            )}
          </div>
          <p id={`${id}-feedback`} class={`exercise__feedback${tone ? ` is-${tone}` : ''}`} role="status">
            {feedback?.message ?? ''}
          </p>
          {hint && (
            <p id={`${id}-hint`} class="exercise__hint" hidden={!hintShown}>
              <strong>{t.hintLabel}</strong> {hint}
            </p>
          )}
          <div id={`${id}-solution`} class="exercise__solution" hidden={!shown}>
            <p>
              <strong>{t.answerLabel}</strong> {exercise.input === 'lines' ? <pre>{inst.answerText}</pre> : <code>{inst.answerText}</code>}
            </p>
            <p>{inst.explanation}</p>
          </div>
        </div>
      </div>
      {inst.visualiser && visualiser.open && (
        <div id={`${id}-visualiser`} class="exercise__visualiser">
          {visualiser.Explorer ? (
            <visualiser.Explorer
              key={inst.visualiser.tree}
              game="toy"
              position={inst.visualiser.tree}
              algorithm="alphabeta"
              mode="exercise"
              controls="player"
              title={t.treeToPrune(exercise.id)}
              idPrefix={`${id}-sx`}
              onCheck={checkedInVisualiser}
              lang={lang}
            />
          ) : (
            <p role="status">{visualiser.loadError ?? t.loadingVisualiser}</p>
          )}
        </div>
      )}
    </section>
  );
}

/** The visualiser, loaded on the first press (a module of its own) and shown or hidden after. */
function useVisualiser(lang?: Locale): { open: boolean; Explorer: ComponentType<SearchExplorerProps> | null; loadError: string | null; toggle: () => void } {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { Explorer, loadError } = useLazyExplorer(wanted, lang);
  const toggle = () => {
    setOpen((v) => !v);
    setWanted(true);
  };
  return { open, Explorer, loadError, toggle };
}
