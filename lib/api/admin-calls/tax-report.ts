// The tax report (docs/operating.md#tax-report): its CSV file, downloaded from the report's page.
import { addressOf } from '@/lib/contract/address';
import type { taxReportExportCall } from '@/lib/contract/calls/admin/tax-report';

export const taxReportExport = addressOf<typeof taxReportExportCall>('POST', '/api/admin/taxes/exportReport');
