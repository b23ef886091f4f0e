// "Buy again" (docs/product.md#buy-again): an order's lines back in the cart, checked again by the
// lens rules at today's prices. A flow over orders (the lines as sold), the catalog (the colours
// now), the lens options and rules (the checks) and the cart, so none of them imports another for it.
import 'server-only';

export { buyOrderAgain } from './buy-again';
