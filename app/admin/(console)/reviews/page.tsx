import type { Metadata } from 'next';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { FilterForm, FilterInput, FilterSelect } from '@/components/admin/ui/filter-form';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { parseListQuery } from '@/components/admin/ui/list-query';
import { Pager } from '@/components/admin/ui/pager';
import { ReviewList } from '@/components/admin/reviews/review-list';
import styles from '@/components/admin/reviews/reviews.module.css';
import { reviewAdminListCall } from '@/lib/contract/calls/admin/reviews';
import { listReviewsForOperator } from '@/lib/server/domain/reviews';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Reviews' };

const PATH = '/admin/reviews';
const LABELS = {
  productCode: 'Product',
  rating: 'Stars',
  visibility: 'Shown',
  replied: 'Answer',
  search: 'Search',
  page: 'Page',
};
const REPLIED: Readonly<Record<string, boolean>> = { yes: true, no: false };

/** /admin/reviews: hide (one or a selection), restore and answer shoppers' reviews. */
export default async function ReviewsPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireOperatorPage('catalog');
  const query = listQueryOf(await searchParams);
  const { replied, ...rest } = query;
  const { input, problems } = parseListQuery(
    reviewAdminListCall.input,
    { ...rest, ...(replied ? { replied: REPLIED[replied] ?? replied } : {}) },
    LABELS,
  );
  const page = await listReviewsForOperator(input);
  return (
    <>
      <ConsolePageHead
        title="Reviews"
        lead="Newest first. A hidden review leaves the product page and its rating; an answer shows under the review."
      />
      <FilterForm path={PATH} label="Find reviews" problems={problems}>
        <FilterInput
          label="Search"
          name="search"
          type="search"
          value={query.search}
          placeholder="Words or author"
        />
        <FilterInput label="Product code" name="productCode" value={query.productCode} placeholder="OC1024" />
        <FilterSelect
          label="Stars"
          name="rating"
          value={query.rating}
          options={[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} stars` }))}
        />
        <FilterSelect
          label="Shown"
          name="visibility"
          value={query.visibility}
          options={[
            { value: 'visible', label: 'Shown' },
            { value: 'hidden', label: 'Hidden' },
          ]}
        />
        <FilterSelect
          label="Answer"
          name="replied"
          value={query.replied}
          options={[
            { value: 'yes', label: 'Answered' },
            { value: 'no', label: 'Not answered' },
          ]}
        />
      </FilterForm>
      {page.list.length === 0 ? (
        <p className={styles.empty}>No reviews match.</p>
      ) : (
        <ReviewList reviews={page.list} />
      )}
      <Pager
        path={PATH}
        query={query}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun={['review', 'reviews']}
      />
    </>
  );
}
