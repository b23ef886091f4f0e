import { wishlistIsCall } from '@/lib/contract/calls/wishlist';
import { routeHandler } from '@/lib/server/http/route-handler';
import { isInWishlist } from '@/lib/server/wishlist/wishlist';
import { wishlistOwner } from '@/lib/server/wishlist/wishlist-owner';

export const POST = routeHandler(wishlistIsCall, async ({ code }, context) =>
  isInWishlist(await wishlistOwner(context), code),
);
