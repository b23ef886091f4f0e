'use client';

import { orderJobSheets } from '@/lib/api/admin-calls';
import { DownloadFileButton } from '../ui/download-file-button';

/**
 * Downloads the lab's job sheets of the orders as one PDF (docs/operating.md#job-sheets); each sheet
 * with a prescription is written in the audit log as a reading of it.
 */
export function JobSheetsButton({ numbers, label }: { numbers: readonly string[]; label: string }) {
  return (
    <DownloadFileButton
      call={orderJobSheets}
      input={{ numbers: [...numbers] }}
      fallbackName="job-sheets.pdf"
      label={label}
      busyLabel="Preparing the job sheets…"
      doneText="The job sheets are downloaded."
      data-testid="order-job-sheets"
    />
  );
}
