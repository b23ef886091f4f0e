import { wishlistCountCall } from '@/lib/contract/calls/wishlist';
import { routeHandler } from '@/lib/server/platform/http';
import { wishlistCount, wishlistOwner } from '@/lib/server/domain/wishlist';

export const POST = routeHandler(wishlistCountCall, async (_input, context) =>
  wishlistCount(await wishlistOwner(context)),
);
