import { wishlistListCall } from '@/lib/contract/calls/wishlist';
import { routeHandler } from '@/lib/server/http';
import { wishlistPage, wishlistOwner } from '@/lib/server/wishlist';

export const POST = routeHandler(wishlistListCall, async (query, context) =>
  wishlistPage(await wishlistOwner(context), query),
);
