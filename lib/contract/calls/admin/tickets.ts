import type { CallContract } from '../../call';

// The operator console's tickets calls (issue 20).

export const TICKET_CALLS: readonly CallContract[] = [];
