// The account's calls, by address only (see address.ts): the sign-in dialogs, the account pages,
// tickets, mail preferences, coupons, the wallet and the saved face measurement.
// Types come from the contracts through type-only imports, so no schema reaches the browser; a
// unit test checks that every address here is a call of the contract. The shop's addresses are
// split by the part of the shop that calls them, so a page's bundle carries its own few.
import { addressOf } from './address';
import type { accountFitDeleteCall, accountFitGetCall, accountFitSaveCall } from './calls/account-fit';
import type { contactCloseCall, contactListCall, contactReplyCall, contactSaveCall } from './calls/contact';
import type { couponClaimCall, couponListCall, couponMyCall } from './calls/coupon';
import type { subscriptionListCall, subscriptionSaveCall } from './calls/subscription';
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
import type { walletBalanceCall, walletHistoryCall } from './calls/wallet';

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

// docs/product.md#saved-fit: the face measurement saved to the account
export const accountFitGetAddress = addressOf<typeof accountFitGetCall>('POST', '/api/account/fit/get');
export const accountFitSaveAddress = addressOf<typeof accountFitSaveCall>('POST', '/api/account/fit/save');
export const accountFitDeleteAddress = addressOf<typeof accountFitDeleteCall>(
  'POST',
  '/api/account/fit/delete',
);
