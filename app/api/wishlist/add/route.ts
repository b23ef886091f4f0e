import { wishlistAddCall } from '@/lib/contract/calls/wishlist';
import { routeHandler } from '@/lib/server/http';
import { addToWishlist, wishlistOwner } from '@/lib/server/wishlist';

export const POST = routeHandler(wishlistAddCall, async ({ code }, context) =>
  addToWishlist(await wishlistOwner(context), code),
);
