import { wishlistCountCall } from '@/lib/contract/calls/wishlist';
import { routeHandler } from '@/lib/server/http/route-handler';
import { wishlistCount } from '@/lib/server/wishlist/wishlist';
import { wishlistOwner } from '@/lib/server/wishlist/wishlist-owner';

export const POST = routeHandler(wishlistCountCall, async (_input, context) =>
  wishlistCount(await wishlistOwner(context)),
);
