import type { CallContract } from '../call';
import { ADMIN_CALLS } from './admin';
import { accountFitDeleteCall, accountFitGetCall, accountFitSaveCall } from './account-fit';
import { addressDeleteCall, addressInfoCall, addressListCall, addressSaveCall } from './address';
import { orderBuyAgainCall } from './buy-again';
import { cartAddCall, cartCountCall, cartDeleteCall, cartListCall, cartNumCall } from './cart';
import { cartKeepSavedItemsCall, cartSavedItemsCall } from './cart-saved';
import {
  cartSnapshootCall,
  cartSnapshootShippingCall,
  cartSnapshootStatusCall,
  orderExpressFeeListCall,
  orderIncompleteFrameCall,
  orderProductListCall,
  orderSubmitCall,
} from './checkout';
import {
  orderAfterSalesCall,
  orderAfterSalesListCall,
  orderAfterSalesPhotoCall,
  orderDeleteCall,
  orderInfoCall,
  orderInvoicePdfCall,
  orderListCall,
  orderSendPrescriptionCall,
} from './order';
import {
  demoPayCall,
  paymentMethodsCall,
  paypalCapturePaymentCall,
  paypalCreateOrderCall,
  stripeConfirmCall,
  stripeCreateOrderCall,
} from './payment';
import { backInStockCall } from './back-in-stock';
import { CHAT_CALLS } from './chat';
import { contactCloseCall, contactListCall, contactReplyCall, contactSaveCall } from './contact';
import { bannerCall, hotSearchWordsCall, photoWallCall, photoWallInfoCall } from './content';
import { couponClaimCall, couponListCall, couponMyCall } from './coupon';
import { detectFaceDeleteCall, detectFaceImageCall, detectFaceListCall, detectFaceUploadCall } from './face';
import { goodsAttributeCall, goodsInfoCall, goodsListCall } from './goods';
import { searchSuggestCall } from './search';
import {
  prescriptionDeleteCall,
  prescriptionImageCall,
  prescriptionInfoCall,
  prescriptionListCall,
  prescriptionSaveCall,
} from './prescription';
import { prescriptionFhirCall, prescriptionImportCall } from './prescription-fhir';
import { processNextCall, processProductCall, processSubmitCall, processUploadCall } from './process';
import { questionInfoCall, questionListCall, questionOtherCall, questionSearchCall } from './question';
import { countryCall, countryListCall, phoneCodeCall, provinceListCall } from './reference';
import { reviewInfoCall, reviewListCall, reviewMineCall, reviewSaveCall } from './review';
import { statisticsCall } from './statistics';
import { subscriptionListCall, subscriptionSaveCall } from './subscription';
import { healthCall } from './system';
import {
  confirmEmailCall,
  fastRegisterCall,
  forgetPasswordCall,
  forgetPasswordEmailCall,
  joinUserTimeCall,
  leaveUserTimeCall,
  loginCall,
  logoutCall,
  registerCall,
  setPasswordCall,
  setUserInfoCall,
  subscribeCall,
  userInfoCall,
} from './user';
import { walletBalanceCall, walletHistoryCall } from './wallet';
import {
  wishlistAddCall,
  wishlistCountCall,
  wishlistIsCall,
  wishlistListCall,
  wishlistRemoveCall,
} from './wishlist';

/** Every implemented call, in the order the OpenAPI document lists them. */
export const ALL_CALLS: readonly CallContract[] = [
  bannerCall,
  hotSearchWordsCall,
  photoWallCall,
  photoWallInfoCall,
  goodsListCall,
  goodsInfoCall,
  goodsAttributeCall,
  searchSuggestCall,
  backInStockCall,
  wishlistIsCall,
  wishlistCountCall,
  wishlistListCall,
  wishlistAddCall,
  wishlistRemoveCall,
  reviewListCall,
  reviewInfoCall,
  reviewSaveCall,
  reviewMineCall,
  countryCall,
  countryListCall,
  phoneCodeCall,
  provinceListCall,
  detectFaceUploadCall,
  detectFaceListCall,
  detectFaceDeleteCall,
  detectFaceImageCall,
  statisticsCall,
  questionSearchCall,
  questionListCall,
  questionInfoCall,
  questionOtherCall,
  loginCall,
  registerCall,
  confirmEmailCall,
  fastRegisterCall,
  forgetPasswordEmailCall,
  forgetPasswordCall,
  userInfoCall,
  setUserInfoCall,
  setPasswordCall,
  subscribeCall,
  joinUserTimeCall,
  leaveUserTimeCall,
  logoutCall,
  contactSaveCall,
  contactListCall,
  contactReplyCall,
  contactCloseCall,
  ...CHAT_CALLS,
  subscriptionListCall,
  subscriptionSaveCall,
  couponListCall,
  couponClaimCall,
  couponMyCall,
  walletBalanceCall,
  walletHistoryCall,
  accountFitGetCall,
  accountFitSaveCall,
  accountFitDeleteCall,
  addressListCall,
  addressInfoCall,
  addressSaveCall,
  addressDeleteCall,
  prescriptionListCall,
  prescriptionInfoCall,
  prescriptionSaveCall,
  prescriptionDeleteCall,
  prescriptionImageCall,
  prescriptionFhirCall,
  prescriptionImportCall,
  processProductCall,
  processNextCall,
  processUploadCall,
  processSubmitCall,
  cartCountCall,
  cartAddCall,
  cartListCall,
  cartDeleteCall,
  cartNumCall,
  cartSavedItemsCall,
  cartKeepSavedItemsCall,
  orderIncompleteFrameCall,
  cartSnapshootCall,
  cartSnapshootShippingCall,
  cartSnapshootStatusCall,
  orderProductListCall,
  orderExpressFeeListCall,
  orderSubmitCall,
  orderListCall,
  orderInfoCall,
  orderInvoicePdfCall,
  orderDeleteCall,
  orderBuyAgainCall,
  orderAfterSalesCall,
  orderAfterSalesListCall,
  orderAfterSalesPhotoCall,
  orderSendPrescriptionCall,
  paymentMethodsCall,
  paypalCreateOrderCall,
  paypalCapturePaymentCall,
  stripeCreateOrderCall,
  stripeConfirmCall,
  demoPayCall,
  healthCall,
  ...ADMIN_CALLS,
];
