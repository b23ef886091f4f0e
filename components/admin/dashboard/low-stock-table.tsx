'use client';

import { createColumnHelper } from '@tanstack/react-table';
import type { LowStockVariant } from '@/lib/contract/calls/admin/dashboard';
import { DataTable } from '../ui/data-table';

const column = createColumnHelper<LowStockVariant>();

const columns = [
  column.accessor('productName', {
    header: 'Product',
    cell: (info) => `${info.getValue()} (${info.row.original.productCode})`,
  }),
  column.accessor('colorName', { header: 'Colour' }),
  column.accessor('sku', { header: 'SKU' }),
  column.accessor('stock', { header: 'In stock', meta: { numeric: true } }),
];

/** The colours running out, the fewest in stock first. */
export function LowStockTable({ variants, threshold }: { variants: LowStockVariant[]; threshold: number }) {
  return (
    <DataTable
      caption="Colours running out"
      columns={columns}
      rows={variants}
      rowId={(variant) => variant.sku}
      empty={`No colour has ${threshold} or fewer frames left.`}
      testId="low-stock-table"
    />
  );
}
