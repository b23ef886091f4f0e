import type { CallContract } from '../../call';

// The operator console's orders calls (issue 20).

export const ORDER_CALLS: readonly CallContract[] = [];
