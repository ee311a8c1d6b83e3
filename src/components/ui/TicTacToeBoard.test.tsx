// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MiniBoard, TicTacToeBoard } from './TicTacToeBoard.tsx';

afterEach(cleanup);

const cells = () => screen.getAllByRole('button');

describe('the shared board', () => {
  test('one tab stop; the arrow keys move it within the grid', () => {
    render(<TicTacToeBoard cells="x...o...." label="B" />);
    expect(cells().map((b) => b.tabIndex)).toEqual([-1, -1, -1, -1, 0, -1, -1, -1, -1]);
    fireEvent.keyDown(cells()[4], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cells()[1]);
    fireEvent.keyDown(cells()[1], { key: 'ArrowLeft' });
    fireEvent.keyDown(cells()[0], { key: 'ArrowLeft' }); // stays in its row
    expect(document.activeElement).toBe(cells()[0]);
    expect(cells()[0].tabIndex).toBe(0);
  });

  test('edit mode: click activates, keys set marks', () => {
    const activate = vi.fn();
    const set = vi.fn();
    render(<TicTacToeBoard cells="........." label="B" onActivate={activate} onSetMark={set} />);
    fireEvent.click(cells()[2]);
    fireEvent.keyDown(cells()[3], { key: 'O' });
    fireEvent.keyDown(cells()[3], { key: 'Backspace' });
    expect(activate).toHaveBeenCalledWith(2);
    expect(set.mock.calls).toEqual([
      [3, 'o'],
      [3, '.'],
    ]);
  });

  test('play mode: taken cells and a disabled board do nothing', () => {
    const activate = vi.fn();
    const { rerender } = render(<TicTacToeBoard cells="x........" label="B" mode="play" onActivate={activate} />);
    fireEvent.click(cells()[0]);
    expect(cells()[0].getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cells()[1]);
    rerender(<TicTacToeBoard cells="x........" label="B" mode="play" onActivate={activate} disabled />);
    fireEvent.click(cells()[2]);
    expect(activate.mock.calls).toEqual([[1]]);
  });

  test('names say the cell, the numbering, the mark, lines and notes', () => {
    render(<TicTacToeBoard cells="xxx.oo..." label="B" numbering="course" line={0b111} noteLabels={[null, null, null, 'best move']} />);
    expect(cells()[0].getAttribute('aria-label')).toBe('Top left (cell 8): X, part of a line of three');
    expect(cells()[3].getAttribute('aria-label')).toBe('Middle left (cell 5): empty, best move');
  });

  test('view mode and the mini board are pictures with a text alternative', () => {
    render(
      <>
        <TicTacToeBoard cells="x...o...." label="Start" mode="view" />
        <MiniBoard cells="x...o...." label="x...o...." />
      </>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('img', { name: /^Start: top left X, top middle empty/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'x...o....' }).querySelectorAll('circle')).toHaveLength(1);
  });
});

describe('in French (lang="fr")', () => {
  test('each cell is named in French, with its number and what is on it', () => {
    render(<TicTacToeBoard cells="xxx.oo..." label="B" numbering="course" line={0b111} noteLabels={[null, null, null, 'meilleur coup']} lang="fr" />);
    expect(cells()[0].getAttribute('aria-label')).toBe('Haut gauche (case 8)\u00a0: X, dans une ligne de trois');
    expect(cells()[3].getAttribute('aria-label')).toBe('Milieu gauche (case 5)\u00a0: vide, meilleur coup');
  });
  test('a picture says every cell in French', () => {
    render(<TicTacToeBoard cells="x...o...." label="Départ" mode="view" lang="fr" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Départ\u00a0: haut gauche X, haut milieu vide, haut droite vide, milieu gauche vide, centre O, milieu droite vide, bas gauche vide, bas milieu vide, bas droite vide',
    );
  });
});
