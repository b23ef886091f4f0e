import type { Metadata } from 'next';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { ExportOrdersButton } from '@/components/admin/orders/export-orders-button';
import { ShipCsvButton } from '@/components/admin/orders/ship-csv-dialog';
import { FilterForm, FilterInput, FilterSelect } from '@/components/admin/ui/filter-form';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { parseListQuery } from '@/components/admin/ui/list-query';
import {
  AWAITING_OPTIONS,
  CHECK_OPTIONS,
  LAB_STAGE_OPTIONS,
  ORDER_FILTER_LABELS,
  ORDER_LIST_PATH,
  orderListInputOf,
  PRESCRIPTION_OPTIONS,
  PROVIDER_OPTIONS,
  STATUS_OPTIONS,
} from '@/components/admin/orders/order-list-query';
import { OrdersTable } from '@/components/admin/orders/orders-table';
import { Pager } from '@/components/admin/ui/pager';
import { adminOrderListCall } from '@/lib/contract/calls/admin/orders';
import { listOperatorOrders } from '@/lib/server/domain/orders';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Orders' };

const FILTERS = [
  'search',
  'status',
  'from',
  'to',
  'paymentProvider',
  'hasPrescription',
  'prescriptionCheck',
  'labStage',
  'awaitingPrescription',
];

/** /admin/orders: search, filters, sort and pages in the address. */
export default async function OrdersPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireOperatorPage('orders');
  const query = listQueryOf(await searchParams);
  const { input, problems } = parseListQuery(
    adminOrderListCall.input,
    orderListInputOf(query),
    ORDER_FILTER_LABELS,
  );
  const page = await listOperatorOrders(input);
  const { page: _page, pageSize: _size, ...filters } = input;
  return (
    <>
      <ConsolePageHead
        title="Orders"
        lead="Newest first unless you sort by a column. Times in UTC."
        actions={
          <>
            <ShipCsvButton />
            <ExportOrdersButton filters={filters} />
          </>
        }
      />
      <FilterForm
        path={ORDER_LIST_PATH}
        label="Filter orders"
        keep={{ sort: query.sort, direction: query.direction }}
        problems={problems}
      >
        <FilterInput
          label="Search"
          name="search"
          type="search"
          value={query.search}
          placeholder="Order number, e-mail or name"
        />
        <FilterSelect label="Status" name="status" value={query.status} options={STATUS_OPTIONS} />
        <FilterInput label="Placed from" name="from" type="date" value={query.from} />
        <FilterInput label="Placed to" name="to" type="date" value={query.to} />
        <FilterSelect
          label="Payment"
          name="paymentProvider"
          value={query.paymentProvider}
          options={PROVIDER_OPTIONS}
        />
        <FilterSelect
          label="Prescription"
          name="hasPrescription"
          value={query.hasPrescription}
          options={PRESCRIPTION_OPTIONS}
        />
        <FilterSelect
          label="Prescription check"
          name="prescriptionCheck"
          value={query.prescriptionCheck}
          options={CHECK_OPTIONS}
        />
        <FilterSelect label="Lab stage" name="labStage" value={query.labStage} options={LAB_STAGE_OPTIONS} />
        <FilterSelect
          label="Awaiting prescription"
          name="awaitingPrescription"
          value={query.awaitingPrescription}
          options={AWAITING_OPTIONS}
        />
      </FilterForm>
      <OrdersTable
        orders={page.list}
        query={query}
        sort={{ by: input.sort, direction: input.direction }}
        filtered={FILTERS.some((key) => key in query)}
      />
      <Pager
        path={ORDER_LIST_PATH}
        query={query}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun={['order', 'orders']}
      />
    </>
  );
}
