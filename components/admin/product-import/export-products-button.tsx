'use client';

import { productExport } from '@/lib/api/admin-calls';
import { DownloadFileButton } from '../ui/download-file-button';

/** Download CSV: every product in every status, one row per colour (the export call is audited). */
export function ExportProductsButton() {
  return (
    <DownloadFileButton
      call={productExport}
      input={{}}
      fallbackName="products.csv"
      label="Download CSV"
      data-testid="products-export"
    />
  );
}
