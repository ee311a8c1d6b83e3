// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, test } from 'vitest';
import type { ExplorerAction } from '../../lib/viz/explorer/actions.ts';
import type { Frame, ReadyFrame } from '../../lib/viz/explorer/frame.ts';
import { createExplorer } from '../../lib/viz/explorer/store.ts';
import { CodePanel } from './CodePanel.tsx';
import { Counters } from './Counters.tsx';
import { NodePanel } from './NodePanel.tsx';
import { SettingsBar } from './SettingsBar.tsx';
import { ZoomBar } from './ZoomBar.tsx';

afterEach(cleanup);

const ready = (f: Frame): ReadyFrame => {
  if (!f.ready) throw new Error('no search');
  return f;
};
const atFirstCut = () => ready(createExplorer({ position: 'example:walkthrough', step: 25 }).snapshot.frame);

describe('the explorer’s views draw what the model says', () => {
  test('counters: one row per counter, this search against minimax, and the saving', () => {
    const { container } = render(<Counters counters={atFirstCut().counters} />);
    const rows = [...container.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Positions visited', '8 / 13', '16'],
      ['Leaves evaluated', '5 / 8', '11'],
      ['Cutoffs', '1 / 2', '—'],
      ['Positions skipped', '1 / 3', '—'],
    ]);
    expect(container.querySelector('.sx-saving')?.textContent).toBe('Alpha-beta visits 13 of minimax’s 16 positions: 19% fewer.');
  });

  test('node panel: the title, the facts, a chip per child (pruned ones marked), and its buttons act', () => {
    const actions: string[] = [];
    const f = atFirstCut();
    render(
      <NodePanel game="toy" facts={f.facts} following={false} onSelect={(k) => actions.push(`select ${k}`)} onFollow={() => actions.push('follow')} onToggle={() => actions.push('toggle')} />,
    );
    expect(screen.getByRole('heading').textContent).toBe('B (a MAX node)');
    expect([...document.querySelectorAll('.sx-facts dd')].map((d) => d.textContent)).toEqual(['a MAX node', 'current', '≥39', 'α 39, β 30']);
    const chips = [...document.querySelectorAll('.sx-chip')];
    expect(chips.map((c) => [c.textContent, c.getAttribute('data-state')])).toEqual([
      ['1 26, visited', 'visited'],
      ['2 39, visited', 'visited'],
      ['3 ✂, pruned', 'pruned'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: '↑ Parent' }));
    fireEvent.click(chips[2]);
    fireEvent.click(screen.getByRole('button', { name: 'Follow the search' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hide the branch below' }));
    expect(actions).toEqual(['select 0', 'select p5.2', 'follow', 'toggle']);
  });

  test('code panel: the listing of the algorithm shown, its line lit, the variables', () => {
    const { container } = render(
      <CodePanel id="c" algorithm="alphabeta" line={2} words="alpha meets beta: the remaining moves are skipped" locals="depthLeft = ∞ · alpha = 39">
        <div data-sx-listing="alphabeta">
          <pre>
            <span class="line" data-line="1">a</span>
            <span class="line" data-line="2">b</span>
          </pre>
        </div>
      </CodePanel>,
    );
    expect(container.querySelector('.sx-code__where')?.textContent).toBe('Line 2: alpha meets beta: the remaining moves are skipped.');
    expect(container.querySelector('.sx-code__locals')?.textContent).toBe('depthLeft = ∞ · alpha = 39');
    expect([...container.querySelectorAll('.sx-line--current')].map((l) => [l.textContent, l.getAttribute('aria-current')])).toEqual([['b', 'step']]);
    expect(container.querySelector('style')?.textContent).toBe('#c [data-sx-listing]:not([data-sx-listing~=alphabeta]){display:none}');
  });

  test('code panel, server-rendered: the style that hides the other listings works before hydration', () => {
    // The server escapes a <style>'s text; a quoted selector arrived as &quot; and matched nothing.
    const html = renderToString(<CodePanel id="c" algorithm="minimax" locals="">
        {null}
      </CodePanel>);
    expect(html).toContain('<style>#c [data-sx-listing]:not([data-sx-listing~=minimax]){display:none}</style>');
  });

  test('zoom bar: the levels menu up to the tree’s depth (at most 8) and "all"', () => {
    const picked: number[] = [];
    render(<ZoomBar onZoom={() => {}} onFit={() => {}} levels={{ shown: 3, depth: 5, onChange: (l) => picked.push(l) }} />);
    const menu = screen.getByRole('combobox') as HTMLSelectElement;
    expect([...menu.options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', 'all']);
    expect(menu.value).toBe('3');
    fireEvent.change(menu, { target: { value: 'all' } });
    expect(picked).toEqual([Infinity]);
  });

  test('settings bar: the summary, the mode switch as actions', () => {
    const sent: ExplorerAction[] = [];
    const ex = createExplorer({ position: 'example:textbook' });
    render(
      <SettingsBar
        spec={ex.snapshot.state.spec}
        idPrefix="t"
        open={false}
        summary="the textbook tree · alpha-beta · moves as given"
        exercise={false}
        gameWords={{ option: '', notation: '' }}
        dispatch={(a) => sent.push(a)}
      />,
    );
    expect(document.querySelector('.sx-settings__now')?.textContent).toBe('the textbook tree · alpha-beta · moves as given');
    fireEvent.click(screen.getByRole('button', { name: 'Exercise' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Move order' }), { target: { value: 'best-first' } });
    expect(sent).toEqual([
      { type: 'mode', mode: 'exercise' },
      { type: 'spec', patch: { order: 'best-first' } },
    ]);
  });
});
