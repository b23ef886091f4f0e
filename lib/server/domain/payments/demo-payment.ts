import { serverConfig } from '../../platform/config';

export const DEMO_REFUSED = 'The demo payment provider is not available in this shop.';

/**
 * docs/operating.md#payments-setup: the demo provider works outside production, or in production
 * with PAYMENTS_DEMO=1.
 */
export function demoPaymentsAllowed(): boolean {
  const config = serverConfig();
  return config.NODE_ENV !== 'production' || config.PAYMENTS_DEMO;
}
