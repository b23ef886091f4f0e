import { wishlistRemoveCall } from '@/lib/contract/calls/wishlist';
import { routeHandler } from '@/lib/server/http/route-handler';
import { removeFromWishlist } from '@/lib/server/wishlist/wishlist';
import { wishlistOwner } from '@/lib/server/wishlist/wishlist-owner';

export const POST = routeHandler(wishlistRemoveCall, async ({ code }, context) =>
  removeFromWishlist(await wishlistOwner(context), code),
);
