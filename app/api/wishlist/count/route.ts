import { wishlistCountCall } from '@/lib/contract/calls/wishlist';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { wishlistCount, wishlistOwner } from '@/lib/server/domain/wishlist';

export const POST = publicRouteHandler(wishlistCountCall, async (_input, context) =>
  wishlistCount(await wishlistOwner(context)),
);
