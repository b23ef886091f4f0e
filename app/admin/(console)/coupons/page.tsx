import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { COUPON_LIST_PATH } from '@/components/admin/coupons/coupon-paths';
import { CouponsTable } from '@/components/admin/coupons/coupons-table';
import { FilterForm, FilterInput, FilterSelect } from '@/components/admin/ui/filter-form';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { parseListQuery } from '@/components/admin/ui/list-query';
import { Pager } from '@/components/admin/ui/pager';
import { adminCouponListCall } from '@/lib/contract/calls/admin/coupons';
import { listCouponsForConsole } from '@/lib/server/domain/coupons';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Coupons' };

const LABELS = { search: 'Search', state: 'State', page: 'Page' };

/** /admin/coupons: every coupon, newest first, searched and filtered by state. */
export default async function CouponsPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireOperatorPage('catalog');
  const query = listQueryOf(await searchParams);
  const { input, problems } = parseListQuery(adminCouponListCall.input, query, LABELS);
  const page = await listCouponsForConsole(input);
  return (
    <>
      <ConsolePageHead
        title="Coupons"
        lead="Codes shoppers claim or type at checkout: the newest first, with how often each was claimed and used."
        actions={
          <Link href={`${COUPON_LIST_PATH}/new`} className="button" data-testid="new-coupon">
            New coupon
          </Link>
        }
      />
      <FilterForm path={COUPON_LIST_PATH} label="Find coupons" problems={problems}>
        <FilterInput
          label="Search"
          name="search"
          type="search"
          value={query.search}
          placeholder="Code or title"
        />
        <FilterSelect
          label="State"
          name="state"
          value={query.state}
          options={[
            { value: 'active', label: 'Active or starting later' },
            { value: 'paused', label: 'Paused' },
            { value: 'ended', label: 'Ended' },
          ]}
        />
      </FilterForm>
      <CouponsTable coupons={page.list} query={query} filtered={'search' in query || 'state' in query} />
      <Pager
        path={COUPON_LIST_PATH}
        query={query}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun={['coupon', 'coupons']}
      />
    </>
  );
}
