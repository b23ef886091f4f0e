import { createColumnHelper } from '@tanstack/react-table';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable } from '@/components/admin/ui/data-table';
import { RowSelectionScope, selectionColumn, useRowSelection } from '@/components/admin/ui/row-selection';

// The console lists' row selection (docs/operating.md#documents): a labelled checkbox per row and
// one for the page, reached with Tab and ticked with Space; the header box shows a dash for some.

interface Row {
  number: string;
}

const column = createColumnHelper<Row>();
const columns = [
  selectionColumn<Row>({
    idOf: (row) => row.number,
    allLabel: 'Select every order on this page',
    rowLabel: (row) => `Select order ${row.number}`,
    testIds: { all: 'all', row: 'row' },
  }),
  column.accessor('number', { header: 'Order' }),
];

function List({ rows, onChosen }: { rows: Row[]; onChosen: (chosen: readonly string[]) => void }) {
  const selection = useRowSelection(rows.map((row) => row.number));
  onChosen(selection.chosen);
  return (
    <RowSelectionScope selection={selection}>
      <DataTable caption="Orders" columns={columns} rows={rows} rowId={(row) => row.number} empty="None" />
    </RowSelectionScope>
  );
}

const ROWS = [{ number: 'A1' }, { number: 'A2' }, { number: 'A3' }];

it('ticks rows with the keyboard, the page with the header box, and shows a dash for some', async () => {
  const user = userEvent.setup();
  let chosen: readonly string[] = [];
  render(<List rows={ROWS} onChosen={(value) => (chosen = value)} />);
  const all = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select every order on this page' });

  await user.tab(); // the table's scroll region
  await user.tab(); // then the header box
  expect(all).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('checkbox', { name: 'Select order A1' })).toHaveFocus();
  await user.keyboard(' ');
  expect(chosen).toEqual(['A1']);
  // the box is the same one, still focused: a keyboard user goes on from it
  expect(screen.getByRole('checkbox', { name: 'Select order A1' })).toHaveFocus();
  expect(all.indeterminate).toBe(true);
  expect(all.checked).toBe(false);

  await user.click(all);
  expect(chosen).toEqual(['A1', 'A2', 'A3']);
  expect(all.checked).toBe(true);
  expect(all.indeterminate).toBe(false);

  await user.click(all);
  expect(chosen).toEqual([]);
});

it('counts only the rows on this page: a new page starts a new selection', async () => {
  const user = userEvent.setup();
  let chosen: readonly string[] = [];
  const { rerender } = render(<List rows={ROWS} onChosen={(value) => (chosen = value)} />);
  await user.click(screen.getByRole('checkbox', { name: 'Select order A2' }));
  expect(chosen).toEqual(['A2']);
  rerender(<List rows={[{ number: 'B1' }]} onChosen={(value) => (chosen = value)} />);
  expect(chosen).toEqual([]);
});
