/**
 * A shallow-compare `memo` for render-only components, in a few lines rather
 * than preact/compat: the tree re-renders at every step, and only the two or
 * three nodes whose props changed should do any work.
 */

import { Component, type FunctionComponent } from 'preact';

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  for (const k in a) if (a[k] !== b[k]) return false;
  for (const k in b) if (!(k in a)) return false;
  return true;
}

export function memo<P extends object>(render: FunctionComponent<P>): FunctionComponent<P> {
  class Memo extends Component<P> {
    shouldComponentUpdate(next: P): boolean {
      return !shallowEqual(this.props as Record<string, unknown>, next as Record<string, unknown>);
    }
    render(props: P) {
      return render(props);
    }
  }
  (Memo as unknown as { displayName: string }).displayName = `Memo(${render.name || 'anonymous'})`;
  return Memo as unknown as FunctionComponent<P>;
}
