// The cart module's front door (docs/architecture.md#house-rules): carts of guests and accounts,
// priced by the server. Other modules and app/ import only from here; its tables and inner files
// are its own.
import 'server-only';

export { addToCart, deleteCartLines, incompleteFrames, listCart, setCartQuantity } from './cart-calls';
export { addCartLine, cartCount, cartLinesOf, removeOrderedLines } from './cart-lines';
export { addLinesAgain, type LineAgain } from './lines-again';
export { mergeDeviceCart } from './cart-merge';
export { cartOwner, type CartOwner } from './cart-owner';
export { frozenLineLens, lineLensOf, storedCartLens } from './line-lens';
export { priceCartLines } from './priced-cart';
export { keepSavedCartItems, savedCartItems } from './saved-items';
export type { CartLens } from './tables';
export { variantsInCarts } from './variants-in-carts';
