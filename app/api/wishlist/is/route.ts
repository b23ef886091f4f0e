import { wishlistIsCall } from '@/lib/contract/calls/wishlist';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { isInWishlist, wishlistOwner } from '@/lib/server/domain/wishlist';

export const POST = publicRouteHandler(wishlistIsCall, async ({ code }, context) =>
  isInWishlist(await wishlistOwner(context), code),
);
