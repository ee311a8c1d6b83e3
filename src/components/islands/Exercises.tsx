/**
 * @packageDocumentation
 * A series of checked exercises (`lib/models/exercises/`): for each, a
 * question drawn from a seed (with its board when it has one), an answer field,
 * Check (feedback in words; an answer that cannot be read is named as such and
 * marked `aria-invalid`), "Show the answer" with its reasoning, and "Another
 * one" for a new question of the same kind. Written once; a lesson picks its
 * set by name.
 */

import { useState } from 'preact/hooks';
import { BITBOARD_EXERCISES } from '../../lib/models/exercises/bitboards.ts';
import type { AnyExercise, Verdict } from '../../lib/models/exercises/types.ts';
import { TicTacToeBoard } from '../ui/TicTacToeBoard.tsx';
import '../ui/cellLayout.css';
import './Exercises.css';

const SETS = { bitboards: BITBOARD_EXERCISES } as const;

export interface ExercisesProps {
  /** Which lesson's exercises. */
  set: keyof typeof SETS;
  /** Seed of the first questions; "Another one" counts up from it. */
  seed?: number;
}

type Feedback = { kind: 'unread'; message: string } | ({ kind: 'checked' } & Verdict) | null;

function ExerciseCard({ exercise, seed: first }: { exercise: AnyExercise; seed: number }) {
  const [seed, setSeed] = useState(first);
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [shown, setShown] = useState(false);
  const inst = exercise.instance(seed);
  const id = `ex-${exercise.id}`;

  const check = () => {
    const r = exercise.read(text);
    setFeedback(r.ok ? { kind: 'checked', ...exercise.check(r.value, inst) } : { kind: 'unread', message: r.error.message });
  };
  const next = () => {
    setSeed((s) => s + 1);
    setText('');
    setFeedback(null);
    setShown(false);
  };
  const Field = exercise.input === 'lines' ? 'textarea' : 'input';

  return (
    <section class="exercise" data-exercise={exercise.id} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} class="exercise__title">
        <span class="exercise__id">{exercise.id}</span> {exercise.title} <code>{exercise.signature}</code>
      </h3>
      {exercise.courseNote && <p class="exercise__course-note">{exercise.courseNote}</p>}
      <div class="exercise__body">
        {inst.board && <TicTacToeBoard cells={inst.board} label="The exercise's board" mode="view" numbering="course" size="small" />}
        <div class="exercise__work">
          <p class="exercise__prompt">{inst.prompt}</p>
          <label class="exercise__label" for={`${id}-answer`}>
            Your answer <span class="exercise__format">({exercise.format})</span>
          </label>
          <Field
            id={`${id}-answer`}
            class="exercise__field"
            rows={exercise.input === 'lines' ? 3 : undefined}
            spellcheck={false}
            autocomplete="off"
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
            <button type="button" class="btn btn--small btn--primary" onClick={check}>
              Check
            </button>
            <button type="button" class="btn btn--small" onClick={() => setShown((v) => !v)} aria-expanded={shown} aria-controls={`${id}-solution`}>
              {shown ? 'Hide the answer' : 'Show the answer'}
            </button>
            <button type="button" class="btn btn--small" onClick={next}>
              Another one
            </button>
          </div>
          <p id={`${id}-feedback`} class={`exercise__feedback${feedback ? ` is-${feedback.kind === 'checked' ? (feedback.right ? 'right' : 'wrong') : 'unread'}` : ''}`} role="status">
            {feedback?.message ?? ''}
          </p>
          <div id={`${id}-solution`} class="exercise__solution" hidden={!shown}>
            <p>
              <strong>Answer:</strong> {exercise.input === 'lines' ? <pre>{inst.answerText}</pre> : <code>{inst.answerText}</code>}
            </p>
            <p>{inst.explanation}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

export default function Exercises({ set, seed = 1 }: ExercisesProps) {
  return (
    <div class="exercises lx">
      {SETS[set].map((e, i) => (
        <ExerciseCard exercise={e} seed={seed + 97 * i} />
      ))}
    </div>
  );
}
