// The calls that code every page loads first makes, by address only (see address.ts): the shell's
// start-up (countries, user info, the wishlist and cart counts), the visit time and page
// statistics, sign-out, and the first islands of the home, listing and product pages. They are apart
// from the other *-addresses.ts files so a page's first load carries these few paths, not the shop's whole table
// (no zod in a page's bundle). A unit test checks that every address here is a call of the
// contract.
import { addressOf } from './address';
import type { goodsAttributeCall, goodsListCall } from './calls/goods';
import type { cartAddCall, cartCountCall } from './calls/cart';
import type { photoWallCall, photoWallInfoCall } from './calls/content';
import type { countryListCall } from './calls/reference';
import type { reviewListCall, reviewMineCall } from './calls/review';
import type { statisticsCall } from './calls/statistics';
import type { joinUserTimeCall, leaveUserTimeCall, logoutCall, userInfoCall } from './calls/user';
import type {
  wishlistAddCall,
  wishlistCountCall,
  wishlistIsCall,
  wishlistListCall,
  wishlistRemoveCall,
} from './calls/wishlist';

// the start-up loads and the shell's own calls
export const countryListAddress = addressOf<typeof countryListCall>('GET', '/api/other/CountryList');
export const userInfoAddress = addressOf<typeof userInfoCall>('POST', '/api/user/userInfo');
export const wishlistCountAddress = addressOf<typeof wishlistCountCall>('POST', '/api/wishlist/count');
export const cartCountAddress = addressOf<typeof cartCountCall>('POST', '/api/cart/count');
export const joinUserTimeAddress = addressOf<typeof joinUserTimeCall>('POST', '/api/user/joinUserTime');
export const leaveUserTimeAddress = addressOf<typeof leaveUserTimeCall>('POST', '/api/user/leaveUserTime');
export const logoutAddress = addressOf<typeof logoutCall>('POST', '/api/user/logout');
export const statisticsAddress = addressOf<typeof statisticsCall>('POST', '/api/other/statistics');

// the first islands of the home, listing and product pages
export const photoWallAddress = addressOf<typeof photoWallCall>('GET', '/api/other/photoWall');
export const photoWallInfoAddress = addressOf<typeof photoWallInfoCall>('POST', '/api/other/photoWallInfo');
export const goodsListAddress = addressOf<typeof goodsListCall>('POST', '/api/goods/list');
export const goodsAttributeAddress = addressOf<typeof goodsAttributeCall>('POST', '/api/goods/attribute');
export const wishlistIsAddress = addressOf<typeof wishlistIsCall>('POST', '/api/wishlist/is');
export const wishlistAddAddress = addressOf<typeof wishlistAddCall>('POST', '/api/wishlist/add');
export const wishlistRemoveAddress = addressOf<typeof wishlistRemoveCall>('POST', '/api/wishlist/remove');
// the listing cards' hearts read which of them are in the wishlist from its list (the account's page too)
export const wishlistListAddress = addressOf<typeof wishlistListCall>('POST', '/api/wishlist/list');
export const cartAddAddress = addressOf<typeof cartAddCall>('POST', '/api/cart/add');
export const reviewListAddress = addressOf<typeof reviewListCall>('POST', '/api/review/list');
export const reviewMineAddress = addressOf<typeof reviewMineCall>('POST', '/api/review/mine');
