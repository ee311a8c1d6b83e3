// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { courseJeuCases } from '../../lib/models/tictactoe/courseJeuCases.ts';
import CourseJeuBug from './CourseJeuBug.tsx';

afterEach(cleanup);

const text = (id: string) => screen.getByTestId(id).textContent;

describe('the course’s sign error, in French', () => {
  test('printed, then fixed, then the worked example', () => {
    const { container } = render(<CourseJeuBug cases={courseJeuCases()} lang="fr" />);
    expect(screen.getByRole('group', { name: 'Plateau' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'X en A2 et C2' }).getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.bugcell__fix')?.textContent).toBe(' Corriger la branche de O\u00a0: renvoyer la_note tel quel (le cours écrit note := -la_note)');
    expect(container.querySelector('.bugcell__out p')?.textContent).toBe(
      'Le programme essaie, dans son ordre\u00a0: A1 X gagne, B1 X gagne, C1 X gagne, B2 X gagne, A3 X gagne, C3 X gagne, et joue A1.',
    );
    expect(text('cjbug-verdict')).toBe('Faux\u00a0: selon le solveur exact, le meilleur coup est B2, un gain pour O\u202f; A1 est une perte pour O.');
    fireEvent.click(screen.getByRole('checkbox', { name: /Corriger la branche de O/ }));
    expect(text('cjbug-notes')).toBe('A1 X gagne, B1 X gagne, C1 X gagne, B2 O gagne');
    expect(text('cjbug-verdict')).toBe('Juste\u00a0: selon le solveur exact, le meilleur coup est B2, un gain pour O.');
    fireEvent.click(screen.getByRole('button', { name: 'L’exemple déroulé' }));
    expect(text('cjbug-notes')).toBe('B1 nul, C1 X gagne, A2 nul, C2 nul, A3 X gagne, B3 nul');
    expect(text('cjbug-verdict')).toBe('Juste\u00a0: selon le solveur exact, les meilleurs coups sont B1, A2, C2, B3, match nul.');
    expect(screen.getByRole('img', { name: /^L’exemple déroulé, O joue\u202f; chaque case montre la note que le programme en a rapportée/ })).toBeTruthy();
  });
});
