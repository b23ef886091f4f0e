import { wishlistAddCall } from '@/lib/contract/calls/wishlist';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { addToWishlist, wishlistOwner } from '@/lib/server/domain/wishlist';

export const POST = publicRouteHandler(wishlistAddCall, async ({ code }, context) =>
  addToWishlist(await wishlistOwner(context), code),
);
