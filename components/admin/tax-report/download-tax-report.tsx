'use client';

import { taxReportExport } from '@/lib/api/admin-calls';
import type { DayRange } from '@/lib/shop/day-range';
import { DownloadFileButton } from '../ui/download-file-button';

/** Downloads the report of the period shown as a CSV file, with its totals row. */
export function DownloadTaxReport({ period }: { period: DayRange }) {
  return (
    <DownloadFileButton
      call={taxReportExport}
      input={period}
      fallbackName={`tax-report-${period.from}-to-${period.to}.csv`}
      label="Download CSV"
      data-testid="tax-report-download"
    />
  );
}
