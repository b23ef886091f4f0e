// The calls browser code makes, by address only (see address.ts); those that code every page loads
// first makes are in first-load-addresses.ts. Types come from the contracts
// through type-only imports, so no schema reaches the browser; a unit test checks that every
// address here is a call of the contract (same method and path).
import { addressOf, type CallAddress } from './address';
import type { hotSearchWordsCall } from './calls/content';
import type { backInStockCall } from './calls/back-in-stock';
import type { goodsInfoCall } from './calls/goods';
import type { questionSearchCall } from './calls/question';
import type { searchSuggestCall } from './calls/search';
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
import type {
  processNextCall,
  processProductCall,
  processSubmitCall,
  processUploadCall,
} from './calls/process';
import type { addressDeleteCall, addressListCall, addressSaveCall } from './calls/address';
import type {
  prescriptionDeleteCall,
  prescriptionImageCall,
  prescriptionListCall,
  prescriptionSaveCall,
} from './calls/prescription';
import type { prescriptionFhirCall, prescriptionImportCall } from './calls/prescription-fhir';
import type {
  detectFaceDeleteCall,
  detectFaceImageCall,
  detectFaceListCall,
  detectFaceUploadCall,
} from './calls/face';
import type { countryCall, phoneCodeCall, provinceListCall } from './calls/reference';
import type { reviewSaveCall } from './calls/review';
import type { contactCloseCall, contactListCall, contactReplyCall, contactSaveCall } from './calls/contact';
import type { couponClaimCall, couponListCall, couponMyCall } from './calls/coupon';
import type { subscriptionListCall, subscriptionSaveCall } from './calls/subscription';
import type { walletBalanceCall, walletHistoryCall } from './calls/wallet';
import type {
  confirmEmailCall,
  forgetPasswordCall,
  forgetPasswordEmailCall,
  loginCall,
  registerCall,
  setPasswordCall,
  setUserInfoCall,
  subscribeCall,
} from './calls/user';

export const hotSearchWordsAddress = addressOf<typeof hotSearchWordsCall>('GET', '/api/other/hotSearchWords');
export const goodsInfoAddress = addressOf<typeof goodsInfoCall>('POST', '/api/goods/info');
export const backInStockAddress = addressOf<typeof backInStockCall>('POST', '/api/goods/backInStock');
export const questionSearchAddress = addressOf<typeof questionSearchCall>('POST', '/api/question/search');
export const searchSuggestAddress = addressOf<typeof searchSuggestCall>('POST', '/api/search/suggest');
export const reviewSaveAddress = addressOf<typeof reviewSaveCall>('POST', '/api/review/save');

// docs/product.md#calls, account: the sign-in dialogs, the account pages and the visit time
export const loginAddress = addressOf<typeof loginCall>('POST', '/api/user/login');
export const registerAddress = addressOf<typeof registerCall>('POST', '/api/user/register');
export const confirmEmailAddress = addressOf<typeof confirmEmailCall>('POST', '/api/user/confirmEmail');
export const forgetPasswordEmailAddress = addressOf<typeof forgetPasswordEmailCall>(
  'POST',
  '/api/user/forgetPasswordEmail',
);
export const forgetPasswordAddress = addressOf<typeof forgetPasswordCall>('POST', '/api/user/forgetPassword');
export const setUserInfoAddress = addressOf<typeof setUserInfoCall>('POST', '/api/user/setUserInfo');
export const setPasswordAddress = addressOf<typeof setPasswordCall>('POST', '/api/user/setPassword');
export const subscribeAddress = addressOf<typeof subscribeCall>('POST', '/api/user/subscribe');

// docs/product.md#calls, account: tickets, mail preferences, coupons and the wallet
export const contactSaveAddress = addressOf<typeof contactSaveCall>('POST', '/api/contact/save');
export const contactListAddress = addressOf<typeof contactListCall>('POST', '/api/contact/list');
export const contactReplyAddress = addressOf<typeof contactReplyCall>('POST', '/api/contact/reply');
export const contactCloseAddress = addressOf<typeof contactCloseCall>('POST', '/api/contact/close');
export const subscriptionListAddress = addressOf<typeof subscriptionListCall>(
  'POST',
  '/api/subscription/list',
);
export const subscriptionSaveAddress = addressOf<typeof subscriptionSaveCall>(
  'POST',
  '/api/subscription/save',
);
export const couponListAddress = addressOf<typeof couponListCall>('POST', '/api/coupon/list');
export const couponClaimAddress = addressOf<typeof couponClaimCall>('POST', '/api/coupon/claim');
export const couponMyAddress = addressOf<typeof couponMyCall>('POST', '/api/coupon/my');
export const walletBalanceAddress = addressOf<typeof walletBalanceCall>('POST', '/api/wallet/balance');
export const walletHistoryAddress = addressOf<typeof walletHistoryCall>('POST', '/api/wallet/history');

// docs/product.md#calls, account: the address book and saved prescriptions, with the reference data
// their forms need. The prescription photo call answers bytes: fetch it, do not callApi it.
export const shippingCountryAddress = addressOf<typeof countryCall>('GET', '/api/other/country');
export const provinceListAddress = addressOf<typeof provinceListCall>('POST', '/api/other/provinceList');
export const phoneCodeAddress = addressOf<typeof phoneCodeCall>('GET', '/api/other/phoneCode');
export const addressListAddress = addressOf<typeof addressListCall>('POST', '/api/address/list');
export const addressSaveAddress = addressOf<typeof addressSaveCall>('POST', '/api/address/save');
export const addressDeleteAddress = addressOf<typeof addressDeleteCall>('POST', '/api/address/delete');
export const prescriptionListAddress = addressOf<typeof prescriptionListCall>(
  'POST',
  '/api/prescription/list',
);
export const prescriptionSaveAddress = addressOf<typeof prescriptionSaveCall>(
  'POST',
  '/api/prescription/save',
);
export const prescriptionDeleteAddress = addressOf<typeof prescriptionDeleteCall>(
  'POST',
  '/api/prescription/delete',
);
export const prescriptionImageAddress = addressOf<typeof prescriptionImageCall>(
  'POST',
  '/api/prescription/image',
);
/** Answers the FHIR JSON file itself: fetch it, do not callApi it. */
export const prescriptionFhirAddress = addressOf<typeof prescriptionFhirCall>(
  'POST',
  '/api/prescription/fhir',
);
export const prescriptionImportAddress = addressOf<typeof prescriptionImportCall>(
  'POST',
  '/api/prescription/import',
);

// docs/product.md#calls, other: the try-on's saved faces. The image call answers bytes: fetch it,
// do not callApi it.
export const detectFaceUploadAddress = addressOf<typeof detectFaceUploadCall>(
  'POST',
  '/api/detectface/upload',
);
export const detectFaceListAddress = addressOf<typeof detectFaceListCall>('POST', '/api/detectface/list');
export const detectFaceDeleteAddress = addressOf<typeof detectFaceDeleteCall>(
  'POST',
  '/api/detectface/delete',
);
export const detectFaceImageAddress = addressOf<typeof detectFaceImageCall>('POST', '/api/detectface/image');

// docs/product.md#calls, lens flow, and the cart counter
export const processProductAddress = addressOf<typeof processProductCall>('POST', '/api/process/product');
export const processNextAddress = addressOf<typeof processNextCall>('POST', '/api/process/next');
export const processUploadAddress = addressOf<typeof processUploadCall>('POST', '/api/process/upload');
export const processSubmitAddress = addressOf<typeof processSubmitCall>('POST', '/api/process/submit');

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

/**
 * Every address above, for the test that checks them against the contract (the first-load calls
 * are listed in first-load-addresses.ts).
 */
export const BROWSER_CALLS: readonly CallAddress[] = [
  contactSaveAddress,
  contactListAddress,
  contactReplyAddress,
  contactCloseAddress,
  subscriptionListAddress,
  subscriptionSaveAddress,
  couponListAddress,
  couponClaimAddress,
  couponMyAddress,
  walletBalanceAddress,
  walletHistoryAddress,
  hotSearchWordsAddress,
  goodsInfoAddress,
  backInStockAddress,
  questionSearchAddress,
  searchSuggestAddress,
  reviewSaveAddress,
  loginAddress,
  registerAddress,
  confirmEmailAddress,
  forgetPasswordEmailAddress,
  forgetPasswordAddress,
  setUserInfoAddress,
  setPasswordAddress,
  subscribeAddress,
  shippingCountryAddress,
  provinceListAddress,
  phoneCodeAddress,
  addressListAddress,
  addressSaveAddress,
  addressDeleteAddress,
  prescriptionListAddress,
  prescriptionSaveAddress,
  prescriptionDeleteAddress,
  prescriptionImageAddress,
  prescriptionFhirAddress,
  prescriptionImportAddress,
  detectFaceUploadAddress,
  detectFaceListAddress,
  detectFaceDeleteAddress,
  detectFaceImageAddress,
  processProductAddress,
  processNextAddress,
  processUploadAddress,
  processSubmitAddress,
  cartListAddress,
  cartDeleteAddress,
  cartNumAddress,
  cartSavedItemsAddress,
  cartKeepSavedItemsAddress,
  incompleteFrameAddress,
  snapshootAddress,
  snapshootShippingAddress,
  snapshootStatusAddress,
  orderProductListAddress,
  expressFeeListAddress,
  orderSubmitAddress,
  orderListAddress,
  orderInfoAddress,
  orderDeleteAddress,
  orderBuyAgainAddress,
  afterSalesAddress,
  afterSalesListAddress,
  afterSalesPhotoAddress,
  paymentMethodsAddress,
  paypalCreateOrderAddress,
  paypalCaptureAddress,
  stripeCreateOrderAddress,
  stripeConfirmAddress,
  demoPayAddress,
];
