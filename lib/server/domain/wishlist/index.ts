// The wishlist module's front door (docs/architecture.md#house-rules): the shopper's wishlist.
// Other modules and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { wishlistOwner } from './wishlist-owner';
export {
  addToWishlist,
  isInWishlist,
  moveDeviceWishlist,
  removeFromWishlist,
  wishlistCount,
  wishlistPage,
} from './wishlist';
