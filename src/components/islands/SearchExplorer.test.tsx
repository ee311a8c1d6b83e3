// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { cleanSlate, expectIgnored } from '../testing.ts';
import { foldView, nodeState } from '../../lib/viz/replay.ts';
import { DEFAULT_SPEC } from '../../lib/viz/spec.ts';
import { SearchExplorer } from './SearchExplorer.tsx';
import { runSearch } from '../../lib/viz/searchRun.ts';

afterEach(cleanSlate);

const stepOf = (c: Element) => Number(c.querySelector('[data-step]')!.getAttribute('data-step'));
const forward = () => fireEvent.click(screen.getByRole('button', { name: /Step forward/ }));
const back = () => fireEvent.click(screen.getByRole('button', { name: /Step back/ }));
const statesOf = (c: Element) =>
  Object.fromEntries([...c.querySelectorAll('[data-node-id]')].map((n) => [n.getAttribute('data-node-id'), n.getAttribute('data-state')]));

function expectedStates(position: string, k: number) {
  const r = runSearch({ ...DEFAULT_SPEC, position });
  if (!r.ok) throw new Error('bad tree');
  const view = foldView(r.value.model, k);
  return Object.fromEntries(r.value.model.nodes.map((n) => [n.key, nodeState(view, n.index)]));
}

describe('stepping', () => {
  test('paused at step 0 on load; 10 forward and 3 back match the engine’s trace', () => {
    const { container } = render(<SearchExplorer position="example:course" />);
    expect(stepOf(container)).toBe(0);
    expect(Object.values(statesOf(container)).every((s) => s === 'unvisited')).toBe(true);
    for (let i = 0; i < 10; i++) forward();
    expect(stepOf(container)).toBe(10);
    expect(statesOf(container)).toEqual(expectedStates('example:course', 10));
    for (let i = 0; i < 3; i++) back();
    expect(stepOf(container)).toBe(7);
    expect(statesOf(container)).toEqual(expectedStates('example:course', 7));
  });

  test('keys: → ← Home End on the figure; ignored while typing in a field', () => {
    const { container } = render(<SearchExplorer position="example:textbook" />);
    const stage = container.querySelector('.sx-stage') as HTMLElement;
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(stepOf(container)).toBe(2);
    fireEvent.keyDown(stage, { key: 'ArrowLeft' });
    expect(stepOf(container)).toBe(1);
    fireEvent.keyDown(stage, { key: 'End' });
    const total = Number(container.querySelector('[data-step]')!.getAttribute('data-total'));
    expect(stepOf(container)).toBe(total);
    fireEvent.keyDown(stage, { key: 'Home' });
    expect(stepOf(container)).toBe(0);
    const speed = screen.getByRole('combobox', { name: /Speed/ });
    fireEvent.keyDown(speed, { key: 'ArrowRight' });
    expect(stepOf(container)).toBe(0);
  });

  test('space plays and pauses; playing advances by itself', async () => {
    const { container } = render(<SearchExplorer position="example:textbook" />);
    const stage = container.querySelector('.sx-stage') as HTMLElement;
    fireEvent.keyDown(stage, { key: ' ' });
    const play = container.querySelector('[data-action="play"]')!;
    expect(play.getAttribute('aria-pressed')).toBe('true');
    await act(async () => {
      await new Promise((r) => setTimeout(r, 1200));
    });
    expect(stepOf(container)).toBeGreaterThan(0);
    fireEvent.keyDown(stage, { key: ' ' });
    expect(play.getAttribute('aria-pressed')).toBe('false');
  });

  test('the scrubber jumps anywhere, and the caption and the live region follow', () => {
    const { container } = render(<SearchExplorer position="example:walkthrough" />);
    const scrub = container.querySelector('input[type="range"]') as HTMLInputElement;
    const r = runSearch({ ...DEFAULT_SPEC, position: 'example:walkthrough' });
    if (!r.ok) throw new Error();
    const cut = r.value.events.findIndex((e) => e.type === 'cutoff') + 1;
    fireEvent.input(scrub, { target: { value: String(cut) } });
    expect(stepOf(container)).toBe(cut);
    expect(container.querySelector('.sx-caption')!.textContent).toMatch(/α = 39 ≥ β = 30/);
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toMatch(new RegExp(`^Step ${cut} of \\d+\\. α = 39`));
    expect(container.querySelector('[data-node-id="p5.2"]')!.getAttribute('data-state')).toBe('pruned');
    expect(container.querySelector('[data-link-id="p5.2"] .sx-cutmark')).not.toBeNull();
  });
});

describe('switching', () => {
  test('another algorithm replays the same tree from the start', () => {
    const { container } = render(<SearchExplorer position="example:course" step={5} />);
    expect(stepOf(container)).toBe(5);
    const alg = screen.getByRole('combobox', { name: 'Algorithm' });
    fireEvent.change(alg, { target: { value: 'minimax' } });
    expect(container.querySelector('.sx')!.getAttribute('data-algorithm')).toBe('minimax');
    expect(container.querySelectorAll('[data-node-id]')).toHaveLength(28); // minimax draws every node
    expect(container.querySelectorAll('[data-node-id^="p"]')).toHaveLength(0);
    fireEvent.change(alg, { target: { value: 'alphabeta' } });
    expect(container.querySelectorAll('[data-node-id^="p"]')).toHaveLength(1); // the 32 under node 2.2
  });

  test('a typed tree with a mistake shows where, and keeps the last good tree', () => {
    const { container } = render(<SearchExplorer position="[[3 12 8] [2 4 6] [14 5 2]]" />);
    const box = container.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.input(box, { target: { value: '[[3 12 8] [2 4 6' } });
    fireEvent.submit(box.closest('form')!);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/cannot be read/);
    expect(alert.textContent).toMatch(/\]/);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelectorAll('[data-node-id]').length).toBeGreaterThan(0);
  });

  test('a pruned branch opens on demand, greyed, with its values', () => {
    const { container } = render(<SearchExplorer position="[[3 12 8] [2 [4 40] 6] [14 5 2]]" step="end" />);
    const stub = container.querySelector('[data-node-id="p5.1"]') as SVGGElement;
    expect(stub.getAttribute('data-state')).toBe('pruned');
    fireEvent.click(stub);
    const ghosts = [...container.querySelectorAll('[data-node-id^="p5.1."]')];
    expect(ghosts.map((g) => g.getAttribute('data-state'))).toEqual(['pruned', 'pruned']);
    expect(ghosts.map((g) => g.querySelector('.sx-value')!.textContent)).toEqual(['4', '40']);
  });
});

describe('tic-tac-toe', () => {
  test('hovering a node shows its board; the node panel shows the current position', () => {
    const { container } = render(<SearchExplorer game="tictactoe" position="xo.xo...." step={3} />);
    const node = container.querySelector('[data-node-id="1"]') as SVGGElement;
    fireEvent.pointerEnter(node);
    expect(container.querySelector('.sx-thumb .sx-board')).not.toBeNull();
    fireEvent.pointerLeave(node);
    expect(container.querySelector('.sx-thumb')).toBeNull();
    expect(screen.getAllByRole('img', { name: /^Board:/ }).length).toBeGreaterThan(0);
  });

  test('an Othello endgame: the search runs on it, a node under the pointer shows its board, the source field holds the notation', () => {
    const small = '-XXXXXXXOXXXXXXXOOXXXXXXOOOXXXXXOOOOXXX-OOOOOXXXOOOOOO--OOOOOO-- X';
    const { container } = render(<SearchExplorer game="othello" position={small} step="end" />);
    const node = container.querySelector('[data-node-id="1"]') as SVGGElement;
    fireEvent.pointerEnter(node);
    expect(container.querySelectorAll('.sx-thumb .sx-othello circle').length).toBeGreaterThan(50);
    expect(screen.getAllByRole('img', { name: /^Board: Othello, black \d+ discs, white \d+, \d+ empty; (black|white) to move$/ }).length).toBeGreaterThan(0);
    expect((screen.getByRole('textbox', { name: /^Position:/ }) as HTMLInputElement).value).toBe(small);
    expect((screen.getByRole('combobox', { name: 'Tree' }) as HTMLSelectElement).value).toBe('game');
  });
});

describe('the tree by keyboard', () => {
  test('one node is in the Tab order; the arrows move the focus around the tree, the preview and the node panel follow; Enter selects', async () => {
    const { container } = render(<SearchExplorer game="tictactoe" position="xo.xo...." />);
    const tree = screen.getByRole('tree', { name: 'Search tree' });
    const tabbable = [...tree.querySelectorAll('[role="treeitem"]')].filter((n) => n.getAttribute('tabindex') === '0');
    expect(tabbable.map((n) => n.getAttribute('data-node-id'))).toEqual(['0']);
    const root = tabbable[0] as SVGGElement;
    expect(root.getAttribute('aria-level')).toBe('1');
    expect(root.getAttribute('aria-expanded')).toBe('true');
    const children = [...tree.querySelectorAll('[role="treeitem"][aria-level="2"]')].map((n) => n.getAttribute('data-node-id'));
    expect(children.length).toBe(5);

    const focused = () => (document.activeElement as Element | null)?.getAttribute('data-node-id');
    const key = async (k: string) => {
      fireEvent.keyDown(document.activeElement!, { key: k });
      await act(async () => {});
    };
    act(() => root.focus());
    expect(focused()).toBe('0');
    expect(container.querySelector('.sx-thumb .sx-board')).not.toBeNull();
    await key('ArrowDown');
    expect(focused()).toBe(children[0]);
    const first = document.activeElement!;
    expect(first.getAttribute('tabindex')).toBe('0');
    expect(root.getAttribute('tabindex')).toBe('-1');
    expect(container.querySelector('.sx-thumb')?.getAttribute('transform')).toContain(`translate(${Number(first.getAttribute('transform')!.match(/translate\(([-\d.]+)/)![1]) + 30},`);
    const panelTitle = () => container.querySelector('.sx-nodepanel__title')?.textContent;
    expect(panelTitle()).toBe('the position after X2');
    await key('ArrowRight');
    expect(focused()).toBe(children[1]);
    expect(panelTitle()).toBe('the position after X5');
    await key('ArrowLeft');
    expect(focused()).toBe(children[0]);
    await key('ArrowLeft');
    expect(focused()).toBe(children[0]);
    await key('ArrowUp');
    expect(focused()).toBe('0');
    expect(stepOf(container)).toBe(0); // the arrows moved the focus, not the search
    await key('Enter');
    expect(root.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Follow the search' })).toBeTruthy();
  });

  test('exercise mode has no keyboard tree (the fields are the way in)', () => {
    render(<SearchExplorer position="example:textbook" mode="exercise" />);
    expect(screen.queryByRole('tree')).toBeNull();
  });
});

describe('the Connect Four course’s one-dimensional game', () => {
  test('figure 1 (o...x): minimax visits the 16 positions; a node shows its row; the row can be edited', () => {
    const { container } = render(<SearchExplorer game="line" position="o...x" algorithm="minimax" step="end" />);
    expect(container.querySelectorAll('[data-node-id]')).toHaveLength(16);
    const node = container.querySelector('[data-node-id="1"]') as SVGGElement;
    fireEvent.pointerEnter(node);
    // The first child: a cross on cell 2, the last move marked.
    expect(container.querySelectorAll('.sx-thumb .sx-board__x')).toHaveLength(2);
    expect(container.querySelectorAll('.sx-thumb .sx-board__last')).toHaveLength(1);
    fireEvent.pointerLeave(node);
    expect(screen.getAllByRole('img', { name: /^Board: crosses on/ }).length).toBeGreaterThan(0);
    const source = screen.getByRole('combobox', { name: 'Tree' }) as HTMLSelectElement;
    expect(source.value).toBe('line');
    const row = screen.getByRole('textbox', { name: /^Row/ });
    fireEvent.change(row, { target: { value: 'o..x' } });
    expect(container.querySelectorAll('[data-node-id]').length).toBeGreaterThan(0);
    fireEvent.change(row, { target: { value: 'oo..x' } });
    expect(screen.getByRole('alert').textContent).toContain('x has 1 stone and o has 2');
  });
});

describe('exercise mode', () => {
  test('right answers check as right; the solution can be revealed', () => {
    const { container } = render(<SearchExplorer position="example:textbook" mode="exercise" />);
    const panel = container.querySelector('.sx-exercise-panel') as HTMLElement;
    const value = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^Value of ${name}\\b`) });
    fireEvent.input(value('A'), { target: { value: '3' } });
    fireEvent.input(value('B'), { target: { value: '3' } });
    fireEvent.input(value('C'), { target: { value: '≤2' } });
    fireEvent.input(value('D'), { target: { value: '2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Check' }));
    expect(panel.textContent).toMatch(/Values: 4 of 4 right\. Cuts: 0 of 2 found/);
    for (const name of ['C.2', 'C.3']) fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Cut the branch to ${name}`) }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Check' }));
    expect(panel.textContent).toMatch(/All right: 4 values and 2 cuts/);
    fireEvent.click(within(panel).getByRole('button', { name: 'Show the solution' }));
    expect(container.querySelectorAll('[data-node-id][data-state="pruned"]')).toHaveLength(2);
  });
});

describe('exercise mode as one of the page’s exercises', () => {
  test('each Check keeps its verdict (data-checked) under the exercise’s key', () => {
    localStorage.clear();
    const { container } = render(<SearchExplorer position="example:textbook" mode="exercise" progress={{ set: 'alphabeta', id: 'P1' }} />);
    const root = container.querySelector('.sx') as HTMLElement;
    const panel = container.querySelector('.sx-exercise-panel') as HTMLElement;
    expect(root.dataset.exercise).toBe('P1');
    expect(root.dataset.checked).toBeUndefined();
    const value = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^Value of ${name}\\b`) });
    fireEvent.input(value('A'), { target: { value: '3' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Check' }));
    expect(root.dataset.checked).toBe('wrong');
    fireEvent.input(value('B'), { target: { value: '3' } });
    fireEvent.input(value('C'), { target: { value: '2' } });
    fireEvent.input(value('D'), { target: { value: '2' } });
    for (const name of ['C.2', 'C.3']) fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Cut the branch to ${name}`) }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Check' }));
    expect(root.dataset.checked).toBe('right');
    expect(JSON.parse(localStorage.getItem('minimax-notebook:progress')!)).toEqual({ version: 1, exercises: { 'alphabeta/P1': 'right' } });
    localStorage.clear();
  });
});

describe('exercise mode: a value that is no number', () => {
  test('"abc" is marked invalid at once and the message says it is not a number; a number clears it', () => {
    render(<SearchExplorer position="example:textbook" mode="exercise" />);
    const a = screen.getByRole('textbox', { name: /^Value of A\b/ });
    expect(a.getAttribute('aria-invalid')).toBe('false');
    fireEvent.input(a, { target: { value: 'abc' } });
    expect(a.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByTestId('sx-not-a-number');
    expect(message.textContent).toBe('A: “abc” is not a number: type a value such as 36 or −5, or a bound such as ≥ 39 or ≤ 21.');
    expect(document.getElementById(a.getAttribute('aria-describedby')!)?.textContent).toBe(message.textContent);
    fireEvent.input(a, { target: { value: '3' } });
    expect(a.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByTestId('sx-not-a-number')).toBeNull();
  });
});

describe('the URL', () => {
  test('with syncUrl, a link sets the view and the view is written back', async () => {
    window.history.replaceState(null, '', '/alpha-beta/?pos=example:walkthrough&step=4&alg=quick');
    const { container } = render(<SearchExplorer position="example:course" syncUrl />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(stepOf(container)).toBe(4);
    expect(screen.getByTestId('url-notice').textContent).toContain('alg=quick: not an algorithm (minimax, negamax, alphabeta, shallow).');
    forward();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 400));
    });
    expect(window.location.search).toBe('?pos=example%3Awalkthrough&step=5');
  });
});

describe('a link with values the explorer cannot use', () => {
  test('a seed that is no number and a step past the end are named; the defaults stay', async () => {
    const r = runSearch({ ...DEFAULT_SPEC, position: 'example:walkthrough' });
    if (!r.ok) throw new Error(r.error.message);
    const total = r.value.model.events.length;
    window.history.replaceState(null, '', '/alpha-beta/?pos=example:walkthrough&step=999999&seed=abc');
    const { container } = render(<SearchExplorer syncUrl />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    const notice = screen.getByTestId('url-notice');
    expectIgnored(notice, 'seed step', [
      'seed=abc: not a seed from 0 to 2147483647.',
      `step=999999: this search has ${total} steps, so the view starts at step 0.`,
    ]);
    expect(stepOf(container)).toBe(0);
  });

  test('a tree nested 6,000 deep: a message, and the default tree stays', async () => {
    window.history.replaceState(null, '', `/alpha-beta/?pos=${'['.repeat(6000)}1${']'.repeat(6000)}`);
    const { container } = render(<SearchExplorer syncUrl />);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(container.textContent).toContain('the tree is nested more than 500 levels deep');
    expect(container.querySelectorAll('[data-node-id]').length).toBeGreaterThan(10);
  });
});

describe('steps named by the prose (marks)', () => {
  test('each mark jumps to just after its event; a mark the search never reaches is left out', () => {
    const marks = [
      { label: 'A is done', node: '0', event: 'exit' as const },
      { label: 'B is cut', node: '1', event: 'cutoff' as const },
      { label: 'C is cut', node: '2', event: 'cutoff' as const },
      { label: 'D is cut', node: '3', event: 'cutoff' as const },
    ];
    const { container } = render(<SearchExplorer position="example:walkthrough" algorithm="shallow" marks={marks} />);
    const buttons = within(container.querySelector('.sx-marks') as HTMLElement).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['1. A is done', '2. B is cut', '3. D is cut']);
    fireEvent.click(buttons[1]);
    const step = container.querySelector('[data-step]') as HTMLElement;
    expect(step.dataset.step).toBe(buttons[1].dataset.markStep);
    expect(buttons[1].getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelector('.sx-caption')?.textContent).toMatch(/steer play away from B/);
  });
});

describe('what the island draws around the tree', () => {
  test('the legend names a game’s sides; a truncated search says so', () => {
    const { container } = render(<SearchExplorer game="tictactoe" position="xo......." maxEvents={300} />);
    expect(container.querySelector('.sx-legend')?.textContent).toContain('X to move (takes the largest)');
    expect(container.querySelector('[data-truncated]')?.textContent).toMatch(/^This search is too big to show whole: the recording stops after 300 events \(/);
  });
});

describe('in French (lang="fr")', () => {
  test('exercise mode: fields, check, report and the not-a-number message in French', () => {
    const { container } = render(<SearchExplorer position="example:textbook" mode="exercise" lang="fr" />);
    const panel = container.querySelector('.sx-exercise-panel') as HTMLElement;
    const value = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^Valeur pour ${name}\\b`) });
    fireEvent.input(value('A'), { target: { value: 'abc' } });
    expect(screen.getByTestId('sx-not-a-number').textContent).toBe(
      'A\u00a0: «\u00a0abc\u00a0» n’est pas un nombre\u00a0: tapez une valeur comme 36 ou −5, ou une borne comme ≥ 39 ou ≤ 21.',
    );
    fireEvent.input(value('A'), { target: { value: '3' } });
    fireEvent.input(value('B'), { target: { value: '3' } });
    fireEvent.input(value('C'), { target: { value: '≤2' } });
    fireEvent.input(value('D'), { target: { value: '2' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Vérifier' }));
    expect(panel.querySelector('.sx-report')!.textContent).toBe('Valeurs\u00a0: 4 justes sur 4. Coupures\u00a0: 0 trouvée sur 2.');
    expect(value('A').getAttribute('aria-label')).toBe('Valeur pour A\u00a0: juste');
    for (const name of ['C.2', 'C.3']) fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Couper la branche vers ${name}`) }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Vérifier' }));
    expect(panel.querySelector('.sx-report')!.textContent).toBe('Tout est juste\u00a0: 4 valeurs et 2 coupures.');
    fireEvent.click(within(panel).getByRole('button', { name: 'Montrer la solution' }));
    expect(panel.querySelector('.sx-solution summary')!.textContent).toBe('Les valeurs, nœud par nœud');
  });

  test('the caption and the live region speak French at the cut under C', () => {
    const { container } = render(<SearchExplorer position="example:textbook" lang="fr" />);
    expect(container.querySelector('.sx-caption')!.textContent).toBe('•En pause avant le début de la recherche. Avancez d’un pas (→) pour entrer dans la racine.');
    const scrub = container.querySelector('input[type="range"]') as HTMLInputElement;
    fireEvent.input(scrub, { target: { value: '20' } });
    const cut =
      'Coupure\u00a0: β = 2 ≤ α = 3, car MAX a déjà une suite qui vaut 3 et détournera donc la partie de C. ' +
      'Les 2 enfants restants de C ne peuvent plus changer le résultat\u00a0: ils sont élagués (2 positions évitées).';
    expect(container.querySelector('.sx-caption')!.textContent).toBe(`✂${cut}`);
    expect(container.querySelector('[aria-live="polite"]')!.textContent).toBe(`Étape 20 sur 36. ${cut}`);
    expect(container.querySelector('.sx-settings summary')!.textContent).toBe('Réglages l’arbre du manuel · alpha-bêta · coups dans l’ordre donné');
    expect(screen.getByRole('group', { name: 'Mode' }).textContent).toBe('RegarderExercice');
    const fields = [...container.querySelectorAll('.sx-controls .sx-field')].map((f) => [f.querySelector('span')!.textContent, (f.querySelector('select') as HTMLSelectElement).selectedOptions[0].textContent]);
    expect(fields).toEqual([
      ['Arbre', 'L’arbre à deux demi-coups du manuel'],
      ['Algorithme', 'Alpha-bêta'],
      ['Ordre des coups', 'Tel quel'],
      ['Valeurs pour', 'MAX (vue minimax)'],
    ]);
  });

  test('the timeline, the zoom and the legend speak French too', () => {
    const { container } = render(<SearchExplorer game="tictactoe" position="x.o.o.x.." lang="fr" />);
    fireEvent.click(screen.getByRole('button', { name: 'Avancer d’un pas (→)' }));
    expect(stepOf(container)).toBe(1);
    expect(screen.getByRole('group', { name: 'Chronologie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lecture (espace)' }).textContent).toBe('Lecture');
    expect(screen.getByRole('slider', { name: 'Étape' }).getAttribute('aria-valuetext')).toMatch(/^étape 1 sur \d+$/);
    expect(screen.getByRole('combobox', { name: 'Vitesse, en pas par seconde' }).querySelector('option')!.textContent).toBe('0,5\u00a0pas/s');
    expect(screen.getByRole('button', { name: 'Agrandir' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Plateau\u00a0: cliquez sur une case pour passer de vide à X, puis à O' }).querySelectorAll('button')[1].getAttribute('aria-label')).toBe('case 1\u00a0: vide');
    expect(screen.getByRole('textbox', { name: 'Position (9 cases, rangée du haut d’abord)' })).toBeTruthy();
    expect([...screen.getByRole('combobox', { name: 'Profondeur de recherche' }).querySelectorAll('option')].map((o) => o.textContent).slice(0, 2)).toEqual(['1 demi-coup', '2 demi-coups']);
    expect([...screen.getByRole('list', { name: 'Légende' }).querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'X au trait (prend le plus grand)',
      'O au trait (prend le plus petit)',
      'feuille',
      'en cours',
      'élagué ✂ (positions évitées)',
      'variation principale',
    ]);
    expect(container.querySelector('.sx-stage')!.getAttribute('aria-label')).toBe(
      'Arbre de recherche\u00a0: les flèches avancent pas à pas, la barre d’espace lance la lecture',
    );
    const counters = container.querySelector('.sx-counters table')!;
    expect([...counters.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['Positions visitées', 'Feuilles évaluées', 'Coupures', 'Positions évitées']);
    expect(counters.querySelector('thead')!.textContent).toBe('CompteurAlpha-bêtaMinimax');
    expect(container.querySelector('.sx-saving')!.textContent).toMatch(/^Alpha-bêta visite \d+ des \d+ positions du minimax\u00a0: \d+\u00a0% de moins\.$/);
    expect([...container.querySelectorAll('.sx-facts dt')].map((dt) => dt.textContent)).toEqual(['Qui joue', 'État', 'Fenêtre']);
    expect([...container.querySelectorAll('.sx-facts dd')].map((dd) => dd.textContent)).toEqual(['X au trait', 'en cours', 'α −∞, β +∞']);
    expect(container.querySelector('.sx-nodepanel__title')!.textContent).toBe('la racine');
    expect(container.querySelector('.sx-caption')!.textContent).toBe('↓On entre dans la racine, X au trait. Fenêtre α = −∞, β = +∞\u00a0: on ne sait encore rien, chaque enfant compte.');
  });
});
