import type { Metadata } from 'next';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { CUSTOMER_LIST_PATH } from '@/components/admin/customers/customer-name';
import { CustomersTable } from '@/components/admin/customers/customers-table';
import { FilterForm, FilterInput, FilterSelect } from '@/components/admin/ui/filter-form';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { parseListQuery } from '@/components/admin/ui/list-query';
import { Pager } from '@/components/admin/ui/pager';
import { customerListCall } from '@/lib/contract/calls/admin/customers';
import { listCustomers } from '@/lib/server/flows/customer-view';
import { customerTagsInUse } from '@/lib/server/domain/accounts';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Customers' };

const LABELS = {
  search: 'Search',
  blocked: 'Sign-in',
  tag: 'Label',
  sort: 'Sort',
  direction: 'Direction',
  page: 'Page',
};
const BLOCKED: Readonly<Record<string, boolean>> = { yes: true, no: false };

/** /admin/customers: find a shopper by e-mail or name, or by the staff's label. */
export default async function CustomersPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireOperatorPage('customers');
  const query = listQueryOf(await searchParams);
  const { blocked, ...rest } = query;
  const { input, problems } = parseListQuery(
    customerListCall.input,
    { ...rest, ...(blocked ? { blocked: BLOCKED[blocked] ?? blocked } : {}) },
    LABELS,
  );
  const [page, tags] = await Promise.all([listCustomers(input), customerTagsInUse()]);
  return (
    <>
      <ConsolePageHead
        title="Customers"
        lead="Shoppers’ accounts: newest first unless you sort by a column."
      />
      <FilterForm
        path={CUSTOMER_LIST_PATH}
        label="Find customers"
        keep={{ sort: query.sort, direction: query.direction }}
        problems={problems}
      >
        <FilterInput
          label="Search"
          name="search"
          type="search"
          value={query.search}
          placeholder="E-mail or name"
        />
        <FilterSelect
          label="Sign-in"
          name="blocked"
          value={query.blocked}
          options={[
            { value: 'yes', label: 'Blocked' },
            { value: 'no', label: 'Open' },
          ]}
        />
        <FilterSelect
          label="Label"
          name="tag"
          value={query.tag}
          options={tags.map(({ tag, customers }) => ({ value: tag, label: `${tag} (${customers})` }))}
        />
      </FilterForm>
      <CustomersTable
        customers={page.list}
        query={query}
        sort={{ by: input.sort, direction: input.direction }}
        filtered={'search' in query || 'blocked' in query || 'tag' in query}
      />
      <Pager
        path={CUSTOMER_LIST_PATH}
        query={query}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun={['customer', 'customers']}
      />
    </>
  );
}
