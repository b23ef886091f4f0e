// The cart, the checkout, orders and payments, by address only (see address.ts).
// Types come from the contracts through type-only imports, so no schema reaches the browser; a
// unit test checks that every address here is a call of the contract. The shop's addresses are
// split by the part of the shop that calls them, so a page's bundle carries its own few.
import { addressOf } from './address';
import type { orderBuyAgainCall } from './calls/buy-again';
import type { cartDeleteCall, cartListCall, cartNumCall } from './calls/cart';
import type { cartKeepSavedItemsCall, cartSavedItemsCall } from './calls/cart-saved';
import type {
  cartSnapshootCall,
  cartSnapshootShippingCall,
  cartSnapshootStatusCall,
  orderExpressFeeListCall,
  orderIncompleteFrameCall,
  orderProductListCall,
  orderSubmitCall,
} from './calls/checkout';
import type {
  orderAfterSalesCall,
  orderAfterSalesListCall,
  orderAfterSalesPhotoCall,
  orderDeleteCall,
  orderInfoCall,
  orderInvoicePdfCall,
  orderListCall,
  orderSendPrescriptionCall,
} from './calls/order';
import type {
  demoPayCall,
  paymentMethodsCall,
  paypalCapturePaymentCall,
  paypalCreateOrderCall,
  stripeConfirmCall,
  stripeCreateOrderCall,
} from './calls/payment';

// docs/product.md#calls, cart and order: the cart, the checkout, orders and payments
export const cartListAddress = addressOf<typeof cartListCall>('POST', '/api/cart/list');
export const cartDeleteAddress = addressOf<typeof cartDeleteCall>('POST', '/api/cart/delete');
export const cartNumAddress = addressOf<typeof cartNumCall>('POST', '/api/cart/num');
export const cartSavedItemsAddress = addressOf<typeof cartSavedItemsCall>('POST', '/api/cart/savedItems');
export const cartKeepSavedItemsAddress = addressOf<typeof cartKeepSavedItemsCall>(
  'POST',
  '/api/cart/keepSavedItems',
);
export const incompleteFrameAddress = addressOf<typeof orderIncompleteFrameCall>(
  'POST',
  '/api/order/incompleteFrame',
);
export const snapshootAddress = addressOf<typeof cartSnapshootCall>('POST', '/api/cart/snapshoot');
export const snapshootShippingAddress = addressOf<typeof cartSnapshootShippingCall>(
  'POST',
  '/api/cart/snapshootShipping',
);
export const snapshootStatusAddress = addressOf<typeof cartSnapshootStatusCall>(
  'POST',
  '/api/cart/snapshootStatus',
);
export const orderProductListAddress = addressOf<typeof orderProductListCall>(
  'POST',
  '/api/order/productList',
);
export const expressFeeListAddress = addressOf<typeof orderExpressFeeListCall>(
  'POST',
  '/api/order/expressFeeList',
);
export const orderSubmitAddress = addressOf<typeof orderSubmitCall>('POST', '/api/order/submit');
export const orderListAddress = addressOf<typeof orderListCall>('POST', '/api/order/list');
export const orderInfoAddress = addressOf<typeof orderInfoCall>('POST', '/api/order/info');
export const orderInvoicePdfAddress = addressOf<typeof orderInvoicePdfCall>('POST', '/api/order/invoicePdf');
export const orderDeleteAddress = addressOf<typeof orderDeleteCall>('POST', '/api/order/delete');
export const orderBuyAgainAddress = addressOf<typeof orderBuyAgainCall>('POST', '/api/order/buyAgain');
export const orderSendPrescriptionAddress = addressOf<typeof orderSendPrescriptionCall>(
  'POST',
  '/api/order/sendPrescription',
);
export const afterSalesAddress = addressOf<typeof orderAfterSalesCall>('POST', '/api/order/afterSales');
export const afterSalesListAddress = addressOf<typeof orderAfterSalesListCall>(
  'POST',
  '/api/order/afterSalesList',
);
export const afterSalesPhotoAddress = addressOf<typeof orderAfterSalesPhotoCall>(
  'POST',
  '/api/order/afterSalesPhoto',
);
export const paymentMethodsAddress = addressOf<typeof paymentMethodsCall>('POST', '/api/payment/methods');
export const paypalCreateOrderAddress = addressOf<typeof paypalCreateOrderCall>(
  'POST',
  '/api/paypal/createOrder',
);
export const paypalCaptureAddress = addressOf<typeof paypalCapturePaymentCall>(
  'POST',
  '/api/paypal/capturePayment',
);
export const stripeCreateOrderAddress = addressOf<typeof stripeCreateOrderCall>(
  'POST',
  '/api/stripe/createOrder',
);
export const stripeConfirmAddress = addressOf<typeof stripeConfirmCall>('POST', '/api/stripe/confirm');
export const demoPayAddress = addressOf<typeof demoPayCall>('POST', '/api/payment/demo');
