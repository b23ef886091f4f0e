// The console's reports (docs/operating.md#reports): each report's CSV file, downloaded from the page.
import { addressOf } from '@/lib/contract/address';
import type { salesReportExportCall } from '@/lib/contract/calls/admin/reports';

export const salesReportExport = addressOf<typeof salesReportExportCall>('POST', '/api/admin/reports/export');
