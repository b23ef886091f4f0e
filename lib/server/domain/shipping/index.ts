// The shipping module's front door: the zones and methods the owner keeps (docs/operating.md#shipping,
// docs/product.md#shipping). Below the cart and the checkout, which price shipping with it, and the
// pages that advertise free shipping; the page cache drops its copy on the "shipping" notice.
import 'server-only';

export { currentShippingTable, forgetShipping } from './shipping-store';
export {
  currentFreeShippingThreshold,
  currentShippingRules,
  methodsIn,
  shippingMethodsFor,
  type ShippingRules,
} from './shipping-zone';
export { getShipping, updateShipping } from './shipping-admin';
