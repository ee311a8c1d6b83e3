// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, test } from 'vitest';
import { DataTable, type Column } from './DataTable.tsx';

afterEach(cleanup);

type Row = { readonly name: string; readonly n?: number };

const columns: Column<Row>[] = [
  { head: 'Name', rowHeader: true, cell: (r) => r.name },
  // A row without a count has one cell across both count columns.
  { head: 'Count', attrs: (r) => (r.n === undefined ? { colSpan: 2, class: 'is-pending' } : { 'data-n': r.n }), cell: (r) => r.n ?? 'not yet' },
  { head: <i>Twice</i>, headAttrs: { class: 'wide' }, cell: (r) => (r.n ?? 0) * 2 },
];

describe('the shared table', () => {
  test('headings, a row header per row, cells by column, a cell that spans the columns it covers, the caption', () => {
    const { container } = render(
      <DataTable
        class="lx-table t"
        attrs={{ 'data-results': true }}
        caption="Counts"
        captionClass="visually-hidden"
        columns={columns}
        rows={[{ name: 'a', n: 3 }, { name: 'b' }]}
        rowAttrs={(r) => ({ 'data-row': r.name })}
      />,
    );
    expect(container.innerHTML).toBe(
      '<table class="lx-table t" data-results="true"><caption class="visually-hidden">Counts</caption>' +
        '<thead><tr><th scope="col">Name</th><th scope="col">Count</th><th scope="col" class="wide"><i>Twice</i></th></tr></thead>' +
        '<tbody><tr data-row="a"><th scope="row">a</th><td data-n="3">3</td><td>6</td></tr>' +
        '<tr data-row="b"><th scope="row">b</th><td colspan="2" class="is-pending">not yet</td></tr></tbody></table>',
    );
  });

  test('foot rows drawn by the same columns, no caption, in a wrap that scrolls', () => {
    const { container } = render(<DataTable scroll class="lx-table" columns={columns} rows={[{ name: 'a', n: 1 }]} foot={[{ name: 'all', n: 5 }]} />);
    expect(container.innerHTML).toBe(
      '<div class="lx-table-wrap"><table class="lx-table">' +
        '<thead><tr><th scope="col">Name</th><th scope="col">Count</th><th scope="col" class="wide"><i>Twice</i></th></tr></thead>' +
        '<tbody><tr><th scope="row">a</th><td data-n="1">1</td><td>2</td></tr></tbody>' +
        '<tfoot><tr><th scope="row">all</th><td data-n="5">5</td><td>10</td></tr></tfoot></table></div>',
    );
  });
});
