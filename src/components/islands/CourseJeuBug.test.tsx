// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { courseJeuCases } from '../../lib/models/tictactoe/courseJeuCases.ts';
import CourseJeuBug from './CourseJeuBug.tsx';

afterEach(cleanup);

describe('the course’s sign error, toggled', () => {
  test('printed, the program throws the win away; fixed, it blocks; the worked example is the same both ways', () => {
    render(<CourseJeuBug cases={courseJeuCases()} />);
    const text = (id: string) => screen.getByTestId(id).textContent;
    expect(text('cjbug-notes')).toBe('A1 X wins, B1 X wins, C1 X wins, B2 X wins, A3 X wins, C3 X wins');
    expect(text('cjbug-played')).toBe('A1');
    expect(text('cjbug-verdict')).toBe('Wrong: the exact solver’s best move is B2, a win for O; A1 is a loss for O.');
    fireEvent.click(screen.getByRole('checkbox', { name: /Fix O’s branch/ }));
    expect(text('cjbug-notes')).toBe('A1 X wins, B1 X wins, C1 X wins, B2 O wins');
    expect(text('cjbug-verdict')).toBe('Right: the exact solver’s best move is B2, a win for O.');
    fireEvent.click(screen.getByRole('button', { name: 'The worked example' }));
    expect(text('cjbug-notes')).toBe('B1 draw, C1 X wins, A2 draw, C2 draw, A3 X wins, B3 draw');
    expect(text('cjbug-verdict')).toBe('Right: the exact solver’s best moves are B1, A2, C2, B3, a draw.');
    fireEvent.click(screen.getByRole('checkbox', { name: /Fix O’s branch/ }));
    expect(text('cjbug-played')).toBe('B3');
  });
});
