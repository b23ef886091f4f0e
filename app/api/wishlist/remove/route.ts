import { wishlistRemoveCall } from '@/lib/contract/calls/wishlist';
import { routeHandler } from '@/lib/server/http';
import { removeFromWishlist, wishlistOwner } from '@/lib/server/wishlist';

export const POST = routeHandler(wishlistRemoveCall, async ({ code }, context) =>
  removeFromWishlist(await wishlistOwner(context), code),
);
