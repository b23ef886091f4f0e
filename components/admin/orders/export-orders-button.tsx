'use client';

import { orderExport } from '@/lib/api/admin-calls';
import type { CallInput } from '@/lib/contract/call';
import type { adminOrderExportCall } from '@/lib/contract/calls/admin/orders';
import { DownloadFileButton } from '../ui/download-file-button';

type ExportFilters = CallInput<typeof adminOrderExportCall>;

/** Downloads the orders the list's filters match as a CSV file (the export call is audited). */
export function ExportOrdersButton({ filters }: { filters: ExportFilters }) {
  return (
    <DownloadFileButton
      call={orderExport}
      input={filters}
      fallbackName="orders.csv"
      label="Export these orders (CSV)"
      data-testid="orders-export"
    />
  );
}
