import { wishlistListCall } from '@/lib/contract/calls/wishlist';
import { routeHandler } from '@/lib/server/platform/http';
import { wishlistPage, wishlistOwner } from '@/lib/server/domain/wishlist';

export const POST = routeHandler(wishlistListCall, async (query, context) =>
  wishlistPage(await wishlistOwner(context), query),
);
