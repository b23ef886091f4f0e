import type { CallContract } from '../../call';

// The operator console's after-sales calls (issue 20).

export const AFTER_SALES_CALLS: readonly CallContract[] = [];
