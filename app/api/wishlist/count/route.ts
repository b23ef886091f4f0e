import { wishlistCountCall } from '@/lib/contract/calls/wishlist';
import { routeHandler } from '@/lib/server/http';
import { wishlistCount, wishlistOwner } from '@/lib/server/wishlist';

export const POST = routeHandler(wishlistCountCall, async (_input, context) =>
  wishlistCount(await wishlistOwner(context)),
);
