import { wishlistListCall } from '@/lib/contract/calls/wishlist';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { wishlistPage, wishlistOwner } from '@/lib/server/domain/wishlist';

export const POST = publicRouteHandler(wishlistListCall, async (query, context) =>
  wishlistPage(await wishlistOwner(context), query),
);
