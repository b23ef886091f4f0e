import type { CallContract } from '../../call';

// The operator console's dashboard calls (issue 20).

export const DASHBOARD_CALLS: readonly CallContract[] = [];
