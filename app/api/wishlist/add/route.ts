import { wishlistAddCall } from '@/lib/contract/calls/wishlist';
import { routeHandler } from '@/lib/server/http/route-handler';
import { addToWishlist } from '@/lib/server/wishlist/wishlist';
import { wishlistOwner } from '@/lib/server/wishlist/wishlist-owner';

export const POST = routeHandler(wishlistAddCall, async ({ code }, context) =>
  addToWishlist(await wishlistOwner(context), code),
);
