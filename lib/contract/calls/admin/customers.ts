import type { CallContract } from '../../call';

// The operator console's customers calls (issue 20).

export const CUSTOMER_CALLS: readonly CallContract[] = [];
