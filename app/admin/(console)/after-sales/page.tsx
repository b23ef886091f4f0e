import type { Metadata } from 'next';
import { AfterSalesTable } from '@/components/admin/after-sales/after-sales-table';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { FilterForm, FilterInput, FilterSelect } from '@/components/admin/ui/filter-form';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { parseListQuery } from '@/components/admin/ui/list-query';
import { Pager } from '@/components/admin/ui/pager';
import { afterSalesListCall } from '@/lib/contract/calls/admin/after-sales';
import { AFTER_SALES_KIND_NAMES, AFTER_SALES_KINDS } from '@/lib/shop/after-sales';
import { listAfterSalesQueue } from '@/lib/server/domain/orders';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'After-sales' };

const PATH = '/admin/after-sales';
const LABELS = { state: 'State', kind: 'Asks for', search: 'Search' };
const STATES = [
  { value: 'pending', label: 'Waiting for an answer' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
];
const KINDS = AFTER_SALES_KINDS.map((kind) => ({ value: kind, label: AFTER_SALES_KIND_NAMES[kind] }));

/** /admin/after-sales (docs/product.md#after-sales): the requests, the waiting ones first. */
export default async function AfterSalesPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireOperatorPage('after-sales');
  const query = listQueryOf(await searchParams);
  const { input, problems } = parseListQuery(afterSalesListCall.input, query, LABELS);
  const page = await listAfterSalesQueue(input);
  return (
    <>
      <ConsolePageHead
        title="After-sales"
        lead="Returns, exchanges and repairs the shoppers asked for: the oldest waiting request first."
      />
      <FilterForm path={PATH} label="Filter after-sales requests" problems={problems}>
        <FilterSelect label="State" name="state" value={query.state} options={STATES} />
        <FilterSelect label="Asks for" name="kind" value={query.kind} options={KINDS} />
        <FilterInput
          label="Search"
          name="search"
          type="search"
          value={query.search}
          placeholder="Order number or e-mail"
        />
      </FilterForm>
      <AfterSalesTable requests={page.list} filtered={Object.keys(LABELS).some((key) => key in query)} />
      <Pager
        path={PATH}
        query={query}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun={['request', 'requests']}
      />
    </>
  );
}
