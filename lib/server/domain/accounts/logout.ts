import { database } from '@/lib/server/platform/db';
import type { Shopper } from './shopper';
import { endSession } from './sessions';

/** POST /api/user/logout: this browser's token stops working at once (docs/product.md#accounts). */
export async function logout(shopper: Shopper): Promise<{ signedOut: true }> {
  await endSession(await database(), shopper.sessionId);
  return { signedOut: true };
}
