'use client';

import { salesReportExport } from '@/lib/api/admin-calls';
import type { ReportKind } from '@/lib/contract/calls/admin/reports';
import type { DayRange } from '@/lib/shop/day-range';
import { DownloadFileButton } from '../ui/download-file-button';

/** Downloads one report of the range shown as a CSV file. */
export function DownloadReport({
  range,
  report,
  label,
}: {
  range: DayRange;
  report: ReportKind;
  label: string;
}) {
  return (
    <DownloadFileButton
      call={salesReportExport}
      input={{ ...range, report }}
      fallbackName={`${report}-${range.from}-to-${range.to}.csv`}
      label={label}
      data-testid={`reports-download-${report}`}
    />
  );
}
