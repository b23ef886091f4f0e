'use client';

import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import type { ProductRow } from '@/lib/contract/calls/admin/products';
import { attributeLabel } from '@/lib/shop/frame-attributes';
import { formatCents, formatDay } from '../ui/console-format';
import { DataTable } from '../ui/data-table';
import type { ListQuery, ListSort } from '../ui/list-params';
import { RowSelectionScope, selectionColumn, useRowSelection } from '../ui/row-selection';
import { StatusBadge, type BadgeTone } from '../ui/status-badge';
import { PRODUCT_LIST_PATH } from './product-paths';
import { ProductSelection } from './product-selection';
import { ProductThumbnail } from './product-thumbnail';
import styles from '../ui/orders.module.css';

const STATUS_TONES: Record<ProductRow['status'], BadgeTone> = {
  draft: 'waiting',
  published: 'good',
  archived: 'closed',
};

const column = createColumnHelper<ProductRow>();

const columns = [
  selectionColumn<ProductRow>({
    idOf: (product) => String(product.id),
    allLabel: 'Select every product on this page',
    rowLabel: (product) => `Select ${product.code} ${product.name}`,
    testIds: { all: 'products-select-all', row: 'product-select' },
  }),
  column.accessor('thumbnail', {
    header: 'Photo',
    cell: (info) => <ProductThumbnail image={info.getValue()} name={info.row.original.name} />,
  }),
  column.accessor('name', {
    header: 'Product',
    cell: (info) => (
      <>
        <Link href={`${PRODUCT_LIST_PATH}/${info.row.original.id}`} className={styles.orderLink}>
          {info.getValue()}
        </Link>
        <br />
        <span className={styles.muted}>
          {info.row.original.code} · {attributeLabel(info.row.original.type)}
        </span>
      </>
    ),
    meta: { sortKey: 'name', firstDirection: 'asc' },
  }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <StatusBadge tone={STATUS_TONES[info.getValue()]}>{attributeLabel(info.getValue())}</StatusBadge>
    ),
  }),
  column.accessor('priceCents', {
    header: 'Price',
    cell: (info) => {
      const sale = info.row.original.flashSalePriceCents;
      return sale === null
        ? formatCents(info.getValue())
        : `${formatCents(sale)} (sale; ${formatCents(info.getValue())})`;
    },
    meta: { sortKey: 'price', firstDirection: 'desc', numeric: true },
  }),
  column.accessor('stock', {
    header: 'Stock',
    cell: (info) => {
      const { colours, lowColours, soldOutColours } = info.row.original;
      const notes = [
        `${colours} ${colours === 1 ? 'colour' : 'colours'}`,
        soldOutColours ? `${soldOutColours} sold out` : '',
        lowColours - soldOutColours > 0 ? `${lowColours - soldOutColours} low` : '',
      ].filter(Boolean);
      return (
        <>
          {info.getValue()}
          <br />
          <span className={styles.muted}>{notes.join(', ')}</span>
        </>
      );
    },
    meta: { sortKey: 'stock', firstDirection: 'asc', numeric: true },
  }),
  column.accessor('updatedAt', {
    header: 'Changed',
    cell: (info) => formatDay(info.getValue()),
    meta: { sortKey: 'updated', firstDirection: 'desc' },
  }),
];

interface Props {
  products: ProductRow[];
  query: ListQuery;
  sort: ListSort;
  filtered: boolean;
}

/**
 * One page of the catalog in the console; a name opens the product's form, and the ticked products
 * are published, archived or repriced together (docs/operating.md#bulk-catalog).
 */
export function ProductsTable({ products, query, sort, filtered }: Props) {
  const selection = useRowSelection(products.map((product) => String(product.id)));
  return (
    <RowSelectionScope selection={selection}>
      <ProductSelection ids={selection.chosen.map(Number)} onDone={selection.clear} />
      <DataTable
        caption="Products"
        columns={columns}
        rows={products}
        rowId={(product) => String(product.id)}
        empty={filtered ? 'No products match these filters.' : 'No products yet.'}
        path={PRODUCT_LIST_PATH}
        query={query}
        sort={sort}
        testId="products-table"
      />
    </RowSelectionScope>
  );
}
