import { wishlistRemoveCall } from '@/lib/contract/calls/wishlist';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { removeFromWishlist, wishlistOwner } from '@/lib/server/domain/wishlist';

export const POST = publicRouteHandler(wishlistRemoveCall, async ({ code }, context) =>
  removeFromWishlist(await wishlistOwner(context), code),
);
