import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import { DataTable } from '@/components/admin/ui/data-table';

// Every console list's table (TanStack Table), sorted and paged on the server.

interface Order {
  number: string;
  email: string;
  totalCents: number;
}

const column = createColumnHelper<Order>();
const columns = [
  column.accessor('number', { header: 'Order', meta: { sortKey: 'number' } }),
  column.accessor('email', { header: 'Shopper' }),
  column.accessor('totalCents', {
    header: 'Total',
    cell: (info) => `$${(info.getValue() / 100).toFixed(2)}`,
    meta: { sortKey: 'total', firstDirection: 'desc', numeric: true },
  }),
];
const rows: Order[] = [
  { number: 'A1002', email: 'ada@example.com', totalCents: 12900 },
  { number: 'A1001', email: 'sam@example.com', totalCents: 4500 },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Order>>[0]> = {}) {
  return render(
    <DataTable
      caption="Orders"
      columns={columns}
      rows={rows}
      rowId={(row) => row.number}
      empty="No orders match these filters."
      path="/admin/orders"
      query={{ status: '1', page: '3' }}
      sort={{ by: 'total', direction: 'desc' }}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('renders the rows in the order the server sent them, in a named table', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Orders' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'A1002',
      'A1001',
    ]);
    expect(within(bodyRows[0] as HTMLElement).getByText('$129.00')).toBeInTheDocument();
    // the table scrolls sideways on a tablet; the keyboard can reach the scroll region
    expect(screen.getByRole('region', { name: 'Orders' })).toHaveAttribute('tabindex', '0');
  });

  it('sorts through links in the address, keeping the filters and going back to page 1', () => {
    renderTable();
    const total = screen.getByRole('columnheader', { name: /Total/ });
    expect(total).toHaveAttribute('aria-sort', 'descending');
    expect(within(total).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/orders?status=1&sort=total&direction=asc',
    );
    const order = screen.getByRole('columnheader', { name: /Order/ });
    expect(order).not.toHaveAttribute('aria-sort');
    expect(within(order).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/orders?status=1&sort=number&direction=asc',
    );
    // a column the server cannot sort is plain text
    expect(within(screen.getByRole('columnheader', { name: 'Shopper' })).queryByRole('link')).toBeNull();
  });

  it('says so in words when the page has no rows', () => {
    renderTable({ rows: [] });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('No orders match these filters.');
  });
});
