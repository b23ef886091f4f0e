import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { FilterForm, FilterInput, FilterSelect } from '@/components/admin/ui/filter-form';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { parseListQuery } from '@/components/admin/ui/list-query';
import { Pager } from '@/components/admin/ui/pager';
import { PRODUCT_LIST_PATH } from '@/components/admin/products/product-paths';
import { ProductsTable } from '@/components/admin/products/products-table';
import { productListCall } from '@/lib/contract/calls/admin/products';
import { listProducts } from '@/lib/server/domain/catalog';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Products' };

const LABELS = {
  search: 'Search',
  type: 'Category',
  flag: 'Flag',
  stock: 'Stock',
  status: 'Status',
  sort: 'Sort',
  direction: 'Direction',
  page: 'Page',
};

/** /admin/products (docs/operating.md#catalog-work): the catalog in every status, searched and filtered. */
export default async function ProductsPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireOperatorPage('catalog');
  const query = listQueryOf(await searchParams);
  const { input, problems } = parseListQuery(productListCall.input, query, LABELS);
  const page = await listProducts(input);
  const filtered = ['search', 'type', 'flag', 'stock', 'status'].some((key) => key in query);
  return (
    <>
      <ConsolePageHead
        title="Products"
        lead="Every product, draft, published or archived: the last changed first unless you sort by a column."
        actions={
          <>
            <Link href={`${PRODUCT_LIST_PATH}/new`} className="button" data-testid="new-product">
              New product
            </Link>
            <Link href={`${PRODUCT_LIST_PATH}/import`} className="button button-secondary">
              Import / export CSV
            </Link>
          </>
        }
      />
      <FilterForm
        path={PRODUCT_LIST_PATH}
        label="Find products"
        keep={{ sort: query.sort, direction: query.direction }}
        problems={problems}
      >
        <FilterInput
          label="Search"
          name="search"
          type="search"
          value={query.search}
          placeholder="Code, name or SKU"
        />
        <FilterSelect
          label="Category"
          name="type"
          value={query.type}
          options={[
            { value: 'eyeglasses', label: 'Eyeglasses' },
            { value: 'sunglasses', label: 'Sunglasses' },
            { value: 'accessories', label: 'Accessories' },
          ]}
        />
        <FilterSelect
          label="Flag"
          name="flag"
          value={query.flag}
          options={[
            { value: 'new', label: 'New arrival' },
            { value: 'sale', label: 'Flash sale running' },
            { value: 'best', label: 'Best seller' },
          ]}
        />
        <FilterSelect
          label="Stock"
          name="stock"
          value={query.stock}
          options={[
            { value: 'in', label: 'In stock' },
            { value: 'low', label: 'A colour low' },
            { value: 'out', label: 'A colour sold out' },
          ]}
        />
        <FilterSelect
          label="Status"
          name="status"
          value={query.status}
          options={[
            { value: 'draft', label: 'Draft' },
            { value: 'published', label: 'Published' },
            { value: 'archived', label: 'Archived' },
          ]}
        />
      </FilterForm>
      <ProductsTable
        products={page.list}
        query={query}
        sort={{ by: input.sort, direction: input.direction }}
        filtered={filtered}
      />
      <Pager
        path={PRODUCT_LIST_PATH}
        query={query}
        page={page.page}
        pageCount={page.pageCount}
        total={page.total}
        noun={['product', 'products']}
      />
    </>
  );
}
