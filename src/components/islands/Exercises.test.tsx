// @vitest-environment happy-dom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { BITBOARD_EXERCISES } from '../../lib/models/exercises/bitboards.ts';
import { PROGRESS_KEY } from '../../lib/progress/store.ts';
import ExerciseProgress from './ExerciseProgress.tsx';
import Exercises from './Exercises.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const card = (id: string) => document.querySelector(`[data-exercise="${id}"]`) as HTMLElement;
const field = (id: string) => card(id).querySelector('.exercise__field') as HTMLInputElement;
const feedback = (id: string) => card(id).querySelector('.exercise__feedback') as HTMLElement;
const press = (id: string, name: string) => fireEvent.click([...card(id).querySelectorAll('button')].find((b) => b.textContent === name)!);

describe('checked exercises', () => {
  test('every exercise of the course is there, with its question', () => {
    render(<Exercises set="bitboards" />);
    expect([...document.querySelectorAll('[data-exercise]')].map((e) => (e as HTMLElement).dataset.exercise)).toEqual(BITBOARD_EXERCISES.map((e) => e.id));
  });

  test('where the course slips, the exercise says so: its undeclared type names, B3 with no solution', () => {
    render(<Exercises set="bitboards" />);
    const notes = Object.fromEntries(
      [...document.querySelectorAll('[data-exercise]')].flatMap((e) => {
        const note = e.querySelector('.exercise__course-note');
        return note ? [[(e as HTMLElement).dataset.exercise, note.textContent]] : [];
      }),
    );
    expect(Object.keys(notes)).toEqual(['A4', 'B3', 'B6', 'C1']);
    expect(notes.A4).toContain('t_cell, a type it never declares');
    expect(card('A4').querySelector('code')?.textContent).toBe('get_cell : ttt_board -> int -> ttt_cell');
    expect(notes.B3).toContain('no solution for B3');
  });

  test('the right answer is right; a wrong one is explained; "abc" is not a number', () => {
    render(<Exercises set="bitboards" seed={4} />);
    const inst = BITBOARD_EXERCISES[0].instance(4);
    fireEvent.input(field('A1'), { target: { value: 'abc' } });
    press('A1', 'Check');
    expect(feedback('A1').textContent).toBe('“abc” is not a number: use digits, 0x… for hexadecimal or 0b… for binary');
    expect(field('A1').getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(field('A1'), { target: { value: String(inst.answer === 1 ? 2 : 1) } });
    press('A1', 'Check');
    expect(feedback('A1').textContent).toMatch(/^Not quite/);
    fireEvent.input(field('A1'), { target: { value: `0x${(inst.answer as number).toString(16)}` } });
    press('A1', 'Check');
    expect(feedback('A1').textContent).toMatch(/^Right/);
    expect(field('A1').getAttribute('aria-invalid')).toBe('false');
  });

  test('the answer can be shown, and another question drawn', () => {
    render(<Exercises set="bitboards" seed={4} />);
    const solution = card('A2').querySelector('.exercise__solution') as HTMLElement;
    expect(solution.hidden).toBe(true);
    press('A2', 'Show the answer');
    expect(solution.hidden).toBe(false);
    const before = card('A2').querySelector('.exercise__prompt')!.textContent;
    for (let i = 0; i < 5 && card('A2').querySelector('.exercise__prompt')!.textContent === before; i++) press('A2', 'Another one');
    expect(card('A2').querySelector('.exercise__prompt')!.textContent).not.toBe(before);
    expect(solution.hidden).toBe(true);
  });
});

describe('progress', () => {
  const keys = BITBOARD_EXERCISES.map((e) => `bitboards/${e.id}`);

  test('a verdict marks the card (data-checked), is kept in this browser, and counts in the header', () => {
    render(
      <>
        <ExerciseProgress pages={[{ keys }]} />
        <Exercises set="bitboards" seed={4} />
      </>,
    );
    const count = document.querySelector('[data-progress-count]') as HTMLElement;
    expect(count.textContent).toBe(`0 of ${keys.length} exercises done`);
    expect(card('A1').dataset.checked).toBeUndefined();
    const inst = BITBOARD_EXERCISES[0].instance(4);
    fireEvent.input(field('A1'), { target: { value: 'abc' } });
    press('A1', 'Check');
    expect(card('A1').dataset.checked).toBeUndefined(); // an unreadable answer is no verdict
    fireEvent.input(field('A1'), { target: { value: String(inst.answer === 1 ? 2 : 1) } });
    press('A1', 'Check');
    expect(card('A1').dataset.checked).toBe('wrong');
    expect(count.textContent).toBe(`0 of ${keys.length} exercises done`);
    fireEvent.input(field('A1'), { target: { value: String(inst.answer) } });
    press('A1', 'Check');
    expect(card('A1').dataset.checked).toBe('right');
    expect(count.textContent).toBe(`1 of ${keys.length} exercises done`);
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!)).toEqual({ version: 1, exercises: { 'bitboards/A1': 'right' } });
  });

  test('a stored verdict shows on a new visit; the button clears every verdict', () => {
    localStorage.setItem(PROGRESS_KEY, JSON.stringify({ version: 1, exercises: { 'bitboards/B2': 'right', 'bitboards/B3': 'wrong' } }));
    render(
      <>
        <ExerciseProgress pages={[{ keys }]} />
        <Exercises set="bitboards" />
      </>,
    );
    expect(card('B2').dataset.checked).toBe('right');
    expect(card('B3').dataset.checked).toBe('wrong');
    expect(document.querySelector('[data-progress-count]')!.textContent).toBe(`1 of ${keys.length} exercises done`);
    fireEvent.click(document.querySelector('[data-progress] button')!);
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    expect(card('B2').dataset.checked).toBeUndefined();
    expect(document.querySelector('[data-progress-count]')!.textContent).toBe(`0 of ${keys.length} exercises done`);
    expect((document.querySelector('[data-progress] button') as HTMLButtonElement).disabled).toBe(true);
  });

  test('the home page lists every page with its count', () => {
    localStorage.setItem(PROGRESS_KEY, '{"version":1,"exercises":{"bitboards/A1":"right","othello/O1":"right"}}');
    render(<ExerciseProgress pages={[{ title: 'Lesson 2', href: '/l2/', keys }, { title: 'Lesson 4', href: '/l4/', keys: ['othello/O1', 'othello/O2'] }]} />);
    expect([...document.querySelectorAll('[data-progress-count]')].map((li) => li.textContent)).toEqual([
      `Lesson 2: 1 of ${keys.length} exercises done`,
      'Lesson 4: 1 of 2 exercises done',
    ]);
  });
});


describe('a tree to prune, in the visualiser', () => {
  test('only alpha-beta’s prune cards offer it; the explorer loads on the press, and its Check is the card’s verdict', async () => {
    const { default: OthelloExercises } = await import('./exercises/OthelloExercises.tsx');
    render(<OthelloExercises />);
    const offers = (id: string) => [...card(id).querySelectorAll('button')].some((b) => b.textContent === 'Prune it in the visualiser');
    expect(['O1', 'O2', 'O3', 'O4', 'O5'].filter(offers)).toEqual(['O5']);
    expect(document.querySelector('.sx')).toBeNull(); // nothing of the explorer before the press
    press('O5', 'Prune it in the visualiser');
    await waitFor(() => expect(card('O5').querySelector('.sx-exercise-panel')).not.toBeNull(), { timeout: 8000 });
    // The card's first question is the course's worked tree, and so is the explorer's.
    expect(card('O5').querySelector('.exercise__prompt')!.textContent).toContain('the course’s worked tree');
    expect(card('O5').querySelectorAll('[data-exercise]')).toHaveLength(0); // one exercise: the card
    fireEvent.click([...card('O5').querySelectorAll('.sx-exercise-panel button')].find((b) => b.textContent === 'Check')!);
    await waitFor(() => expect(card('O5').dataset.checked).toBe('wrong'));
    expect(feedback('O5').textContent).toBe('Not yet: the visualiser marks on the tree what is wrong or missing.');
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY)!).exercises).toEqual({ 'othello/O5': 'wrong' });
    press('O5', 'Close the visualiser');
    expect(card('O5').querySelector('.sx')).toBeNull();
  });
});

describe('the cards in French', () => {
  test('a French page’s cards speak French: buttons, label, the progress line', () => {
    render(
      <>
        <Exercises set="bitboards" lang="fr" />
        <ExerciseProgress pages={[{ keys: ['bitboards/A1', 'bitboards/A2'] }]} lang="fr" />
      </>,
    );
    const buttons = [...card('A1').querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['Vérifier', 'Voir la réponse', 'Un autre']));
    expect(card('A1').querySelector('.exercise__label')?.textContent).toMatch(/^Votre réponse /);
    expect(document.querySelector('[data-progress-count]')?.textContent).toBe('0 exercice fait sur 2');
    expect(document.querySelector('.progress button')?.textContent).toBe('Effacer ma progression');
  });
});

