import { wishlistListCall } from '@/lib/contract/calls/wishlist';
import { routeHandler } from '@/lib/server/http/route-handler';
import { wishlistPage } from '@/lib/server/wishlist/wishlist';
import { wishlistOwner } from '@/lib/server/wishlist/wishlist-owner';

export const POST = routeHandler(wishlistListCall, async (query, context) =>
  wishlistPage(await wishlistOwner(context), query),
);
