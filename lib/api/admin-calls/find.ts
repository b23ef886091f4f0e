// The console header's search (docs/operating.md#console-search).
import { addressOf } from '@/lib/contract/address';
import type { consoleFindCall } from '@/lib/contract/calls/admin/find';

export const consoleFind = addressOf<typeof consoleFindCall>('POST', '/api/admin/find');
